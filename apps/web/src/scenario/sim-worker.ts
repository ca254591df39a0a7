/** The Web Worker that plays a Monte Carlo run's batches off the page's thread (sim-run.ts). */
import { runBatch, type BatchTask } from '@salvo/sim/battles';

const scope = globalThis as unknown as { onmessage: ((e: { readonly data: BatchTask }) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => {
  try {
    scope.postMessage({ result: runBatch(e.data) });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
