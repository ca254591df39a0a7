/**
 * `salvo sim-worker --queue`: takes batch jobs from the BullMQ queue and runs them (one at a time
 * per process; run more processes or machines for more). A batch is a pure function of its task,
 * so a job run twice (a stalled lock) gives the same result. A job made by another engine version
 * is refused: its result would differ from a local run.
 */
import { Worker } from 'bullmq';
import { vas } from '@salvo/vas';
import { runBatch } from '../mc/batch';
import type { BatchResult } from '../mc/types';
import { bullConnection, parseRedisUrl, reachable } from './connection';
import { DEFAULT_QUEUE, type QueueJob } from './coordinator';

export interface QueueWorker { close(): Promise<void> }

export async function startQueueWorker(url: string, opts: { name?: string; prefix?: string; onJob?: (batch: number) => void } = {}): Promise<QueueWorker> {
  const target = parseRedisUrl(url);
  if (typeof target === 'string') throw new Error(target);
  const down = await reachable(target);
  if (down) throw new Error(down);
  const redis = await bullConnection(url);
  const worker = new Worker<QueueJob, BatchResult>(opts.name ?? DEFAULT_QUEUE, async (job) => {
    if (job.data.engine !== vas.descriptor.version) throw new Error(`This worker runs engine version ${vas.descriptor.version}; the job needs version ${job.data.engine}.`);
    const r = runBatch(job.data.task);
    opts.onJob?.(job.data.task.batch);
    return r;
  }, { connection: redis.connection, concurrency: 1, lockDuration: 300_000, ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  return { close: async () => { await worker.close(); await redis.close(); } };
}
