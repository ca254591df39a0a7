/**
 * Where one Monte Carlo worker's time goes (issue 11), in this thread: `games` games of the
 * scaling bench's run (default battle, easy vs easy) after `warm` warm-up games, reporting CPU per
 * game of the main thread and of V8's helper threads (JIT compiler, garbage collector), the
 * garbage collections and their share of the wall time, and a hash of the batch results (a
 * performance change must leave it unchanged). Allocation per game: run under
 * `node --trace-gc-nvp --import tsx` and sum `allocated=` (see docs/bots.md).
 *   npx tsx bench/sim-profile.ts [games] [warm]
 */
import { createHash } from 'node:crypto';
import { PerformanceObserver } from 'node:perf_hooks';
import { vas } from '../packages/vas/src/index';
import { runBatch } from '../packages/sim/src/mc/batch';
import { defaultBattle } from '@salvo/scenarios';
import { threadCpu } from './thread-cpu';

const games = Number(process.argv[2] ?? 200);
const warm = Number(process.argv[3] ?? 100);
const c = vas.createGame(defaultBattle(1));
if (!c.ok) throw new Error(c.error.message);
const start = c.value;
let gcMs = 0;
let gcs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcs++;
  }
}).observe({ entryTypes: ['gc'] });
const play = (root: string, n: number, hash?: ReturnType<typeof createHash>): void => {
  for (let b = 0; b * 5 < n; b++) {
    const r = runBatch({ start, bots: ['easy', 'easy'], root, batch: b, games: Math.min(5, n - b * 5) });
    hash?.update(JSON.stringify(r));
  }
};
play('bench-warm-up', warm);
await new Promise((r) => setTimeout(r, 20));
gcMs = 0;
gcs = 0;
const hash = createHash('sha256');
const th0 = threadCpu();
const t0 = performance.now();
play('bench', games, hash);
const wall = (performance.now() - t0) / 1000;
const th1 = threadCpu();
await new Promise((r) => setTimeout(r, 20));
const ms = (s: number): string => ((s / games) * 1000).toFixed(1);
const main = th0 && th1 ? th1.main - th0.main : NaN;
const others = th0 && th1 ? th1.others - th0.others : NaN;
process.stdout.write(
  `${games} games after ${warm} warm-up: wall ${wall.toFixed(2)} s; CPU per game: main thread ${ms(main)} ms, V8 helper threads ${ms(others)} ms ` +
    `(${((others / (main + others)) * 100).toFixed(0)}% of the process); ${gcs} GCs, ${(gcMs / games).toFixed(2)} ms/game, ` +
    `${((gcMs / 1000 / wall) * 100).toFixed(1)}% of wall; results ${hash.digest('hex').slice(0, 16)}\n`,
);
