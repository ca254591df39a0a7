/**
 * `salvo sim --queue`: a run split into its seeded batches as BullMQ jobs with deterministic ids
 * `run-<id>-<batch>` (id: a hash of everything the result depends on), so re-enqueueing the same
 * run adds nothing; any number of `salvo sim-worker` processes take them; results are read back by
 * batch index and merged as in a local run (bot-anchors.md 6: at-least-once, idempotent jobs).
 * Jobs carry the engine version; a worker of another version refuses them.
 */
import { Job, Queue } from 'bullmq';
import { vas } from '@salvo/vas';
import { batchTasks, type RunSpec } from '../mc/run';
import { merge, type Merged } from '../mc/merge';
import type { BatchResult, BatchTask } from '../mc/types';
import { bullConnection, parseRedisUrl, reachable } from './connection';

export interface QueueOptions {
  readonly url: string;
  readonly name?: string;
  /** Redis key prefix (BullMQ's), default "bull". */
  readonly prefix?: string;
  readonly pollMs?: number;
  readonly timeoutMs?: number;
}

export interface QueueJob { readonly task: BatchTask; readonly engine: number }

export const DEFAULT_QUEUE = 'salvo-sim';

function hash(text: string): string {
  let h1 = 0x811c9dc5, h2 = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193);
    h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x85ebca6b);
  }
  return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36);
}

export const runId = (spec: RunSpec): string =>
  hash(JSON.stringify({ start: spec.start, bots: spec.bots, n: spec.n, seed: String(spec.seed), batch: spec.batchSize ?? 10, budget: spec.budget ?? null, engine: vas.descriptor.version }));

export async function runOnQueue(spec: RunSpec, q: QueueOptions): Promise<Merged> {
  const target = parseRedisUrl(q.url);
  if (typeof target === 'string') throw new Error(target);
  const down = await reachable(target);
  if (down) throw new Error(down);
  const redis = await bullConnection(q.url);
  const queue = new Queue<QueueJob, BatchResult>(q.name ?? DEFAULT_QUEUE, { connection: redis.connection, ...(q.prefix ? { prefix: q.prefix } : {}) });
  try {
    const id = runId(spec);
    const tasks = batchTasks(spec);
    await queue.addBulk(tasks.map((task) => ({
      name: 'batch', data: { task, engine: vas.descriptor.version },
      opts: { jobId: `run-${id}-${task.batch}`, attempts: 3, backoff: { type: 'fixed', delay: 500 }, removeOnComplete: false, removeOnFail: false },
    })));
    const results = new Map<number, BatchResult>();
    const deadline = Date.now() + (q.timeoutMs ?? 24 * 3600_000);
    while (results.size < tasks.length) {
      for (const t of tasks) {
        if (results.has(t.batch)) continue;
        const job = await Job.fromId<QueueJob, BatchResult>(queue, `run-${id}-${t.batch}`);
        const state = job ? await job.getState() : 'unknown';
        // read the job again once completed: the copy read before may predate its return value
        const done = state === 'completed' ? await Job.fromId<QueueJob, BatchResult>(queue, `run-${id}-${t.batch}`) : undefined;
        if (done?.returnvalue) { results.set(t.batch, done.returnvalue); spec.onBatch?.(results.size, tasks.length, done.returnvalue); }
        else if (job && state === 'failed') throw new Error(`Batch ${t.batch} failed on the workers: ${job.failedReason || 'unknown reason'}`);
      }
      if (results.size < tasks.length) {
        if (Date.now() > deadline) throw new Error(`The queue run timed out with ${results.size} of ${tasks.length} batches done (are workers running? salvo sim-worker --queue ${q.url}).`);
        await new Promise((r) => setTimeout(r, q.pollMs ?? 250));
      }
    }
    return merge(results, tasks.length);
  } finally {
    await queue.close();
    await redis.close();
  }
}
