/**
 * Monte Carlo scaling (issue 11): the same run (default battle, `easy` against `easy`, fixed
 * seed and batches) on 1 and on 2 worker threads, in alternated rounds; wall-clock seconds, games/s,
 * process CPU per game and the speed-up (target >= 1.8x on 2 cores). The results must be equal; a
 * difference stops the bench.
 *
 * Each pool is started and then warmed with `warm` games per worker before its clock starts:
 * V8 compiles the hot code of every worker separately, on helper threads that take the other
 * core, for hundreds of games of a worker (docs/bots.md, "Why two workers do not double Monte
 * Carlo"). A long run (`salvo sim -n 100000`) pays it once; both the start-up and the warm-up
 * are reported apart, never hidden (`... 200 0` measures cold workers).
 *
 * Run alone: `npx tsx bench/sim-scaling.ts [games] [warm-up games per worker] [rounds]`.
 */
import { cpus, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { vas } from '../packages/vas/src/index';
import { runMonteCarlo, simPool } from '../packages/sim/src/index';
import { defaultBattle } from '@salvo/scenarios';
import { splitCpu, threadTimes } from './thread-cpu';

export interface PoolTiming {
  readonly workers: number;
  /** Wall seconds of the timed run. */
  readonly seconds: number;
  readonly gamesPerSecond: number;
  /** Process CPU seconds (every thread) per game of the timed run. */
  readonly cpuPerGame: number;
  /** Process CPU / wall time: how many cores the run kept busy. */
  readonly coresBusy: number;
  /**
   * Share of the process CPU used by threads other than the worker threads (V8's JIT compiler and
   * garbage-collector helpers, the main thread's merging); null off Linux.
   */
  readonly helperShare: number | null;
  /** Seconds to start the pool and play the warm-up games (not timed). */
  readonly startup: number;
}

export interface Scaling {
  readonly games: number;
  readonly warm: number;
  /** The median round's timings (by speed-up). */
  readonly one: PoolTiming;
  readonly two: PoolTiming;
  /** Median of the rounds' speed-ups. */
  readonly speedup: number;
  /** Each round's speed-up: 1 worker's seconds / 2 workers' seconds, the two timed back to back. */
  readonly rounds: readonly number[];
  /** Load average (1 min) before and after. */
  readonly load: readonly [number, number];
}

const cpuSeconds = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1e6;
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * `rounds` rounds, each timing the same run on the warm 1-worker pool and on the warm 2-worker pool back to
 * back (1 then 2 in even rounds, 2 then 1 in odd ones), so that a change in the shared machine's speed
 * during the bench falls on both sides of a round: the speed-up is the median of the rounds' ratios.
 */
export async function benchSimScaling(games = 200, warm = 100, rounds = 3): Promise<Scaling> {
  const c = vas.createGame(defaultBattle(1));
  if (!c.ok) throw new Error(c.error.message);
  const spec = { start: c.value, bots: ['easy', 'easy'] as const, n: games, seed: 'bench', batchSize: 5 };
  const pools = new Map<number, { pool: ReturnType<typeof simPool>; startup: number }>();
  const start = async (workers: number): Promise<void> => {
    const s0 = performance.now();
    const pool = simPool(workers);
    // warm-up games on another seed, in batches of 5 spread over the workers
    await runMonteCarlo({ ...spec, seed: 'bench-warm-up', n: Math.max(1, warm) * workers, workers, pool });
    pools.set(workers, { pool, startup: (performance.now() - s0) / 1000 });
  };
  const time = async (workers: number): Promise<[PoolTiming, unknown]> => {
    const { pool, startup } = pools.get(workers) as { pool: ReturnType<typeof simPool>; startup: number };
    const th0 = threadTimes();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await runMonteCarlo({ ...spec, workers, pool });
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSeconds(process.cpuUsage(cpu0));
    const th1 = threadTimes();
    // the other pool's idle threads are in the process too; their CPU is nil while they wait
    const split = th0 && th1 ? splitCpu(th0, th1, workers) : null;
    const helperShare = split ? (split.main + split.rest) / (split.main + split.busiest + split.rest) : null;
    return [{ workers, seconds, gamesPerSecond: games / seconds, cpuPerGame: cpu / games, coresBusy: cpu / seconds, helperShare, startup }, r];
  };
  const load0 = loadavg()[0] ?? 0;
  try {
    await start(1);
    await start(2);
    const pairs: { one: PoolTiming; two: PoolTiming; ratio: number }[] = [];
    let first: unknown;
    for (let k = 0; k < Math.max(1, rounds); k++) {
      const order = k % 2 === 0 ? [1, 2] : [2, 1];
      const got = new Map<number, PoolTiming>();
      for (const w of order) {
        const [t, r] = await time(w);
        if (first === undefined) first = r;
        else if (!isDeepStrictEqual(first, r)) throw new Error('bench: 1 and 2 workers gave different results');
        got.set(w, t);
      }
      const one = got.get(1) as PoolTiming;
      const two = got.get(2) as PoolTiming;
      pairs.push({ one, two, ratio: one.seconds / two.seconds });
    }
    const speedup = median(pairs.map((x) => x.ratio));
    const mid = pairs.find((x) => x.ratio === speedup) as (typeof pairs)[number];
    return { games, warm, one: mid.one, two: mid.two, speedup, rounds: pairs.map((x) => x.ratio), load: [load0, loadavg()[0] ?? 0] };
  } finally {
    for (const { pool } of pools.values()) await pool.destroy();
  }
}

export function scalingLines(r: Scaling): string {
  const line = (t: PoolTiming): string =>
    `  ${t.workers} worker${t.workers > 1 ? 's' : ' '}: ${t.seconds.toFixed(2)} s, ${t.gamesPerSecond.toFixed(1)} games/s, ` +
    `CPU ${(t.cpuPerGame * 1000).toFixed(1)} ms/game, ${t.coresBusy.toFixed(2)} cores busy` +
    (t.helperShare === null ? ' ' : ` (${(t.helperShare * 100).toFixed(0)}% of it outside the worker threads) `) +
    `(start-up and ${r.warm} warm-up games per worker ${t.startup.toFixed(1)} s, not timed)\n`;
  return (
    `Monte Carlo scaling: ${r.games} games (default battle, easy vs easy), identical results on 1 and 2 workers; median of ${r.rounds.length} alternated rounds\n` +
    line(r.one) + line(r.two) +
    `  speed-up ${r.speedup.toFixed(2)}x (target >= 1.8x on 2 cores; rounds ${r.rounds.map((x) => x.toFixed(2)).join(', ')}); load average ${r.load[0].toFixed(1)} -> ${r.load[1].toFixed(1)} on ${cpus().length} cores\n`
  );
}

if (process.argv[1]?.endsWith('sim-scaling.ts')) {
  const r = await benchSimScaling(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 100), Number(process.argv[4] ?? 3));
  process.stdout.write(scalingLines(r));
}
