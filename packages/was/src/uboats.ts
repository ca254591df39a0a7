/** U-boats (8.x): ASW by the whole Allied force in the area, then predesignated U-boat fire. */
import type { RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { isCarrier, isConvoy, shipsInArea } from './ships';
import type { AreaId, Volley, WasEvent, WasState } from './types';
import { placeIn, shipName } from './names';

/** 8.3: one die per ship, three per convoy and three per carrier. */
export function aswDice(s: WasState, a: AreaId): number {
  return shipsInArea(s, a, 'allies').reduce((n, x) => n + (isConvoy(x) || isCarrier(x) ? 3 : 1), 0);
}

/** 8.4, 7.7: 6s sink U-boats first, then 5s disable (back to Germany); the rest survive. */
export function applyAsw(s: WasState, a: AreaId, values: readonly number[], events: WasEvent[]): number {
  const n = s.uboats.areas[a] ?? 0;
  const sixes = values.filter((v) => v === 6).length;
  const fives = values.filter((v) => v === 5).length;
  const sunk = Math.min(n, sixes);
  const disabled = Math.min(n - sunk, fives);
  const surviving = n - sunk - disabled;
  s.uboats.inPlay -= sunk;
  s.uboats.areas[a] = surviving;
  events.push({ type: 'asw', area: a, rolls: [...values], sunk, disabled, surviving });
  return surviving;
}

/** 8.5: at most one target per surviving U-boat, each an Allied ship or convoy in the area. */
export function validateUboatTargets(s: WasState, a: AreaId, targets: unknown): RuleError | null {
  if (!Array.isArray(targets)) return ruleError('ERR_BAD_ACTION', 'U-boat targets are a list of ship ids.');
  const n = s.uboats.areas[a] ?? 0;
  if (targets.length > n) return ruleError('ERR_TOO_MANY_UBOATS', `Only ${n} U-boats survive to fire (8.5).`, { path: 'targets' });
  const legal = new Set(shipsInArea(s, a, 'allies').map((x) => x.id));
  for (const [i, t] of targets.entries()) {
    if (typeof t !== 'string' || !legal.has(t)) {
      return ruleError('ERR_BAD_UBOAT_TARGET', `${shipName(s, t)} is not an Allied ship in ${placeIn(a)}.`, { path: `targets[${i}]` });
    }
  }
  return null;
}

/** One volley per target, its dice in the order the targets were first named. */
export function uboatVolleys(targets: readonly string[]): Volley[] {
  const order: string[] = [];
  const count = new Map<string, number>();
  for (const t of targets) {
    if (!count.has(t)) order.push(t);
    count.set(t, (count.get(t) ?? 0) + 1);
  }
  return order.map((t) => ({ side: 'axis' as const, shooters: [], target: t, mods: new Array<number>(count.get(t) ?? 0).fill(0), source: 'uboat' as const, checkConvoy: false }));
}
