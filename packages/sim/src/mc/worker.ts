/**
 * The piscina worker: runs one batch. Same engine code as the main thread; nothing shared.
 * `crashOnce` (tests only) makes the thread die mid-run once, to prove a batch is retried.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { runBatch } from './batch';
import type { BatchResult, BatchTask } from './types';

export default function work(task: BatchTask): BatchResult {
  if (task.crashOnce !== undefined && !existsSync(task.crashOnce)) {
    writeFileSync(task.crashOnce, `batch ${task.batch}\n`);
    process.exit(1);
  }
  return runBatch(task);
}
