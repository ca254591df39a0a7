/**
 * Monte Carlo battles without threads, queues or files: what a browser (or any host) needs to run the
 * same batches as `salvo sim` and report them the same way. `@salvo/sim/battles`; the package's main
 * entry adds worker threads (piscina), BullMQ and plots, which need Node.
 */
export { batchTasks, type BatchSpec } from './mc/tasks';
export { runBatch, sidesOf } from './mc/batch';
export { merge, wilson, type Merged } from './mc/merge';
export { makeReport, reportText, type SimReport, type Share } from './mc/report';
export type { BatchTask, BatchResult } from './mc/types';
