/**
 * Monte Carlo scaling (issue 11): the same run (default battle, `easy` against `easy`, fixed
 * seed and batches) on 1 and on 2 worker threads; wall-clock seconds and the speed-up (target
 * >= 1.8x on 2 cores). Each pool is started and warmed before its clock (worker start-up, reported
 * apart, is excluded: a long run pays it once). The results must be equal; a difference stops the bench.
 * Run alone: `npx tsx bench/sim-scaling.ts [games]`.
 */
import { isDeepStrictEqual } from 'node:util';
import { vas } from '../packages/vas/src/index';
import { runMonteCarlo, simPool } from '../packages/sim/src/index';
import { defaultBattle } from '../apps/cli/src/vas/default-battle';

export interface Scaling { readonly games: number; readonly one: number; readonly two: number; readonly speedup: number; readonly startup: number }

export async function benchSimScaling(games = 60): Promise<Scaling> {
  const c = vas.createGame(defaultBattle(1));
  if (!c.ok) throw new Error(c.error.message);
  const spec = { start: c.value, bots: ['easy', 'easy'] as const, n: games, seed: 'bench', batchSize: 5 };
  // Each pool is started and warmed (module caches, JIT) before its clock starts: a long run pays that once.
  const time = async (workers: number): Promise<[number, unknown, number]> => {
    const s0 = performance.now();
    const pool = simPool(workers);
    try {
      await runMonteCarlo({ ...spec, n: 5 * workers, workers, pool });
      const startup = (performance.now() - s0) / 1000;
      const t0 = performance.now();
      const r = await runMonteCarlo({ ...spec, workers, pool });
      return [(performance.now() - t0) / 1000, r, startup];
    } finally {
      await pool.destroy();
    }
  };
  const [one, a, startup] = await time(1);
  const [two, b] = await time(2);
  if (!isDeepStrictEqual(a, b)) throw new Error('bench: 1 and 2 workers gave different results');
  return { games, one, two, speedup: one / two, startup };
}

if (process.argv[1]?.endsWith('sim-scaling.ts')) {
  const r = await benchSimScaling(Number(process.argv[2] ?? 60));
  process.stdout.write(`Monte Carlo: ${r.games} games, 1 worker ${r.one.toFixed(1)} s, 2 workers ${r.two.toFixed(1)} s, speed-up ${r.speedup.toFixed(2)}x (target >= 1.8x); starting and warming a pool took ${r.startup.toFixed(1)} s\n`);
}
