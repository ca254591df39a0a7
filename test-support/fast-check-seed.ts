/**
 * Property tests are reproducible where it matters: CI (CI=true) runs every fast-check property from one
 * fixed seed, so a red build is the code's fault and can be replayed; a developer's `npm test` draws a new
 * seed each run to keep exploring. SALVO_FUZZ_SEED=<integer> pins the seed anywhere (fast-check prints
 * the seed of any failure).
 */
import fc from 'fast-check';

const pinned = process.env.SALVO_FUZZ_SEED;
const CI_SEED = 20261129;

if (pinned !== undefined && pinned !== '') {
  const seed = Number(pinned);
  if (!Number.isInteger(seed)) throw new Error(`SALVO_FUZZ_SEED must be an integer, not "${pinned}".`);
  fc.configureGlobal({ seed });
} else if (process.env.CI === 'true') {
  fc.configureGlobal({ seed: CI_SEED });
}
