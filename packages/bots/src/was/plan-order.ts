/**
 * The heuristic Axis's answers to the WBC 2000 sequence (order of the sea areas) and to 11.5's "may add one".
 */
import type { AreaId, WasState } from '@salvo/was';
import { toughness } from './power';

/** Resolves first the area where the Axis has the most ships at sea (its main battle), ties in board order. */
export function planAreaOrder(state: WasState): AreaId | undefined {
  let best: { a: AreaId; n: number } | null = null;
  for (const a of state.areaQueue) {
    const n = state.ships.filter((x) => x.side === 'axis' && x.status === 'active' && x.location.kind === 'sea' && x.location.area === a).length;
    if (!best || n > best.n) best = { a, n };
  }
  return best?.a;
}

const judge = (values: readonly number[], mods: readonly number[]): { hits: number; disable: boolean } => ({
  hits: values.filter((x, i) => x === 6 || x + (mods[i] ?? 0) >= 6).length,
  disable: values.some((x, i) => x !== 6 && x + (mods[i] ?? 0) === 5),
});

/**
 * 11.5: adds one, unless doing so turns the volley's only disable into hits that cannot sink the target
 * even at six points each: then taking it out of the battle is worth more.
 */
export function planAddOne(state: WasState, values: readonly number[]): boolean {
  const v = state.volleys[0];
  const target = v ? state.ships.find((x) => x.id === v.target) : undefined;
  if (!v || !target) return true;
  const withOne = judge(values, v.mods);
  const without = judge(values, []);
  return !(without.disable && !withOne.disable && (withOne.hits - without.hits) * 6 < toughness(target));
}
