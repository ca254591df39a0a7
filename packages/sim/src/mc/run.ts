/**
 * A Monte Carlo run: n games cut into fixed batches (whatever the number of workers), batch i
 * seeded from (root, i), run on a piscina worker-thread pool (or in this thread with workers 0),
 * results merged by batch index. A batch whose worker dies is run again on a fresh worker: a
 * batch is a pure function of its task, so the result is unchanged (at most `retries` times).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { runBatch } from './batch';
import { batchTasks, type BatchSpec } from './tasks';
import { merge, type Merged } from './merge';
import type { BatchResult, BatchTask } from './types';

export interface RunSpec extends BatchSpec {
  /** Worker threads; 0 runs every batch in this thread. */
  readonly workers: number;
  readonly retries?: number;
  /** Called as each batch finishes, with that batch's result (batches finish in any order). */
  readonly onBatch?: (done: number, total: number, result: BatchResult) => void;
  /** A pool from `simPool` to run on (kept open afterwards); by default a pool of `workers` threads is started and closed. */
  readonly pool?: SimPool;
}

export type SimPool = Piscina<BatchTask, BatchResult>;

export { batchTasks } from './tasks';

const WORKER = new URL('./worker.ts', import.meta.url).href;

/**
 * Worker threads run the TypeScript sources like the main thread: through tsx's loader, added
 * when the parent was not itself started with it (vitest, a plain `node --import` host).
 */
function workerExecArgv(): string[] {
  const args = process.execArgv;
  if (args.some((a) => a.includes('tsx'))) return args;
  const loader = createRequire(import.meta.url).resolve('tsx/package.json').replace(/package\.json$/, 'dist/loader.mjs');
  return [...args, '--import', pathToFileURL(loader).href];
}

/** A worker pool of `workers` threads for several runs (start-up paid once); the caller destroys it. */
export function simPool(workers: number): SimPool {
  return new Piscina<BatchTask, BatchResult>({ filename: WORKER, maxThreads: workers, minThreads: workers, execArgv: workerExecArgv() });
}

export async function runMonteCarlo(spec: RunSpec): Promise<Merged> {
  const tasks = batchTasks(spec);
  const results = new Map<number, BatchResult>();
  let done = 0;
  const finished = (r: BatchResult): void => {
    results.set(r.batch, r);
    spec.onBatch?.(++done, tasks.length, r);
  };
  if (spec.workers <= 0) {
    for (const t of tasks) finished(runBatch(t));
    return merge(results, tasks.length);
  }
  const pool = spec.pool ?? simPool(spec.workers);
  try {
    const retries = spec.retries ?? 2;
    const one = async (t: BatchTask): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        try {
          finished(await pool.run(t));
          return;
        } catch (e) {
          if (attempt >= retries) throw new Error(`Batch ${t.batch} failed ${attempt + 1} times: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    };
    await Promise.all(tasks.map(one));
  } finally {
    if (!spec.pool) await pool.destroy();
  }
  return merge(results, tasks.length);
}
