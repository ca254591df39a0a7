/**
 * Merging batch results by batch index (never by arrival order): integer sums, order-free, so the
 * merged result is the same whatever the workers; floats are made once, in `summarise`.
 */
import type { BatchResult } from './types';

/** Every batch's counts added up (the fields of a `BatchResult`), and how many batches there were. */
export interface Merged extends Omit<BatchResult, 'batch'> {
  readonly batches: number;
}

const addInto = (a: number[], b: readonly number[]): void => { b.forEach((v, i) => { a[i] = (a[i] ?? 0) + v; }); };

export function merge(results: ReadonlyMap<number, BatchResult>, batches: number): Merged {
  const m = { games: 0, batches: 0, wins: [] as number[], draws: 0, unfinished: 0, sunk: [] as number[], crippled: [] as number[], turns: [] as number[] };
  for (let i = 0; i < batches; i++) {
    const r = results.get(i);
    if (!r) continue;
    m.batches++;
    m.games += r.games;
    m.draws += r.draws;
    m.unfinished += r.unfinished;
    addInto(m.wins, r.wins);
    addInto(m.sunk, r.sunk);
    addInto(m.crippled, r.crippled);
    addInto(m.turns, r.turns);
  }
  return { ...m, turns: Array.from(m.turns, (v) => v ?? 0) };
}

/** Wilson score interval at 95% for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
