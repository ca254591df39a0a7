/**
 * The one clone per action (docs/architecture.md). The state is plain JSON data, so a direct
 * recursive copy does the job several times faster than `structuredClone`. Ship rosters are
 * read-only by type and never mutated by any rules module, so the copy shares them.
 */
import type { VasState } from '../types';

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    out[key] = key === 'roster' ? v : copy(v);
  }
  return out;
}

export function cloneState(state: VasState): VasState {
  return copy(state) as VasState;
}
