/**
 * A Monte Carlo run in the browser: the batches `salvo sim` cuts (`batchTasks`, same seed, same batch
 * size, so the same result), played one after another on a Web Worker so the page keeps answering,
 * merged by batch index. `stop()` ends it at once (the worker is terminated). Where there is no Worker
 * (tests under Node) the batches run on this thread between timer ticks.
 */
import { batchTasks, makeReport, merge, runBatch, type BatchResult, type BatchTask, type SimReport } from '@salvo/sim/battles';
import type { VasStrength } from '@salvo/bots';
import type { VasState } from '@salvo/vas';
import { workerClass, type PageWorker } from '../session/page-worker';

export interface SimRequest {
  readonly start: VasState;
  readonly bots: readonly VasStrength[];
  readonly n: number;
  readonly seed: string;
  readonly batchSize: number;
}

type Answer = { result?: BatchResult; error?: string };
// named Worker: Vite bundles the worker file only for the literal `new Worker(new URL(…, import.meta.url))`
const Worker = workerClass<Answer>();

export interface SimHandle {
  readonly done: Promise<SimReport>;
  stop(): void;
}

export function simulate(req: SimRequest, onProgress: (games: number, of: number) => void): SimHandle {
  const tasks = batchTasks({ start: req.start, bots: req.bots, n: req.n, seed: req.seed, batchSize: req.batchSize });
  const results = new Map<number, BatchResult>();
  let stopped = false;
  let worker: PageWorker<Answer> | null = null;
  const report = (): SimReport => makeReport(req.start, merge(results, tasks.length), req.bots, req.seed, req.batchSize);
  const done = new Promise<SimReport>((resolve, reject) => {
    let next = 0;
    let games = 0;
    const finished = (r: BatchResult): void => {
      results.set(r.batch, r);
      games += r.games;
      onProgress(games, req.n);
      if (stopped) return;
      if (next < tasks.length) send(tasks[next++] as BatchTask);
      else { worker?.terminate(); resolve(report()); }
    };
    const send = (t: BatchTask): void => {
      if (worker) worker.postMessage(t);
      else setTimeout(() => { if (!stopped) finished(runBatch(t)); }, 0);
    };
    if (Worker !== undefined) {
      worker = new Worker(new URL('./sim-worker.ts', import.meta.url), { type: 'module', name: 'salvo-sim' });
      worker.onmessage = (e) => {
        if (e.data.error !== undefined || !e.data.result) { worker?.terminate(); reject(new Error(e.data.error ?? 'no result')); return; }
        finished(e.data.result);
      };
      worker.onerror = () => { worker?.terminate(); reject(new Error('The simulation stopped working.')); };
    }
    const first = tasks[next++];
    if (first) send(first);
    else resolve(report());
  });
  return { done, stop: () => { stopped = true; worker?.terminate(); } };
}
