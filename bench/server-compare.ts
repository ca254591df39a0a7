/**
 * Server CPU per action of two builds of `salvo serve` under the same Salvo SQLite load, alternated in
 * one run (A B A B …) so that both see the same machine load:
 *   npx tsx bench/server-compare.ts <before.mjs> [rounds] [games] [seconds]
 * `before.mjs` is an earlier bundle of the CLI (copy apps/server/dist/salvo.mjs aside before a change,
 * into apps/server/dist/ so that its npm packages resolve); the other side is the current source,
 * bundled afresh. Prints each run and the medians of CPU µs/action and actions/s. The clients of the
 * current build take view patches; those of `before` take whole views unless SALVO_BEFORE_PATCHES=1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnBundle } from '../apps/server/test/child';
import { bundleCli } from '../apps/server/test/bundle';
import { salvoLoad, type LoadResult } from './server-load';

const before = resolve(process.argv[2] ?? 'apps/server/dist/salvo-base.mjs');
const rounds = Number(process.argv[3] ?? 3);
const games = Number(process.argv[4] ?? 20);
const seconds = Number(process.argv[5] ?? 6);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const after = await bundleCli();
const runs: Record<'before' | 'after', LoadResult[]> = { before: [], after: [] };
const dir = mkdtempSync(join(tmpdir(), 'salvo-compare-'));
try {
  for (let r = 0; r < rounds; r++) {
    for (const [name, cli] of [['before', before], ['after', after]] as const) {
      const s = await spawnBundle(cli, join(dir, `${name}-${r}.sqlite`));
      const res = await salvoLoad(s.url, games, seconds, s.proc.pid, name === 'after' || process.env.SALVO_BEFORE_PATCHES === '1');
      await s.stop();
      runs[name].push(res);
      console.log(`${name.padEnd(6)} ${res.perSecond.toFixed(0).padStart(6)} actions/s  p99 ${res.p99.toFixed(1).padStart(6)} ms  server CPU ${res.cpuPerAction.toFixed(0).padStart(5)} µs/action  (load ${loadavg()[0]?.toFixed(2)})`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const b = median(runs.before.map((x) => x.cpuPerAction));
const a = median(runs.after.map((x) => x.cpuPerAction));
console.log(`median server CPU per action: before ${b.toFixed(0)} µs, after ${a.toFixed(0)} µs (${(b / a).toFixed(2)}x less); ` +
  `actions/s before ${median(runs.before.map((x) => x.perSecond)).toFixed(0)}, after ${median(runs.after.map((x) => x.perSecond)).toFixed(0)}`);
process.exit(0);
