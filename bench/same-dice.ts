/**
 * The fairness check of `npm run bench`: the raw loop (bench/raw.ts) and the engine's fast path
 * (bench/vas-attack.ts) play the same duel from one seed; they must give the same results and leave
 * the generator in the same state, i.e. roll the same dice. Returns a reason when they do not.
 */
import { rawDuel } from './raw';
import { fixedEngineAttacks } from './vas-attack';

export function sameDiceProblem(calls: number, seed = 0x2545f491): string | null {
  const raw = rawDuel(seed);
  let checksum = 0;
  for (let i = 0; i < calls; i++) checksum += raw.attack();
  const rawRng = raw.rng().map((w) => w >>> 0).join(',');
  const eng = fixedEngineAttacks(calls, seed);
  const engRng = eng.rng.map((w) => w >>> 0).join(',');
  if (checksum === eng.checksum && rawRng === engRng) return null;
  return `after ${calls} attacks the raw loop has checksum ${checksum} and generator ${rawRng}, the engine ${eng.checksum} and ${engRng}`;
}
