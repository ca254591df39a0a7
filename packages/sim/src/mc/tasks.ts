/**
 * A run cut into batches: batch i holds games i*size .. and is seeded from (root, i), so the batches
 * (and the merged result) are the same whoever runs them: worker threads, a queue, or a browser.
 */
import type { VasState } from '@salvo/vas';
import type { VasStrength } from '@salvo/bots';
import type { BatchTask } from './types';

export interface BatchSpec {
  readonly start: VasState;
  readonly bots: readonly VasStrength[];
  readonly n: number;
  readonly seed: number | string;
  /** Games per batch (default 10): part of the result's identity, like the seed. */
  readonly batchSize?: number;
  readonly budget?: number;
  readonly crashOnce?: string;
}

export function batchTasks(spec: BatchSpec): BatchTask[] {
  const size = spec.batchSize ?? 10;
  const count = Math.ceil(spec.n / size);
  return Array.from({ length: count }, (_, i) => ({
    start: spec.start, bots: spec.bots, root: spec.seed, batch: i, games: Math.min(size, spec.n - i * size),
    ...(spec.budget === undefined ? {} : { budget: spec.budget }),
    ...(spec.crashOnce === undefined ? {} : { crashOnce: spec.crashOnce }),
  }));
}
