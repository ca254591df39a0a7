/**
 * The heuristic bot's disengaging and pursuit (12.x): withdraw, in groups by speed so the fast ships
 * escape, when the battle is clearly lost; pursue and keep pursuing only groups it clearly outguns.
 */
import type { AreaId, ShipState, Side, WasView } from '@salvo/was';
import { forceOf, winShare, type Seen } from './power';
import { presentIn } from './plan-fire';

const DISENGAGE_BELOW = 0.25;
const PURSUE_ABOVE = 0.7;

const speedOf = (x: Seen): number => ('faceDown' in x ? 4 : Math.max(1, x.speed - x.damage));
const groupSpeed = (xs: readonly Seen[]): number => (xs.length ? Math.min(...xs.map(speedOf)) : 0);

export function planDisengage(view: WasView, side: Side, a: AreaId): string[][] | null {
  const e = view.combat[a]?.engagements[0];
  if (!e) return null;
  const mine = presentIn(view, side === 'allies' ? e.allies : e.axis, a);
  const theirs = presentIn(view, side === 'allies' ? e.axis : e.allies, a);
  if (!mine.length || winShare(forceOf(mine), forceOf(theirs)) >= DISENGAGE_BELOW) return null;
  const bySpeed = new Map<number, string[]>();
  for (const x of mine) bySpeed.set(speedOf(x), [...(bySpeed.get(speedOf(x)) ?? []), x.id]);
  return [...bySpeed.entries()].sort((p, q) => q[0] - p[0]).map(([, ids]) => ids);
}

export function planPursue(view: WasView, side: Side, a: AreaId): { ships: string[]; target: number }[] {
  const c = view.combat[a];
  const e = c?.engagements[0];
  if (!c || !e) return [];
  const free = presentIn(view, side === 'allies' ? e.allies : e.axis, a).filter((x): x is ShipState => !('faceDown' in x) && x.type !== 'convoy' && x.type !== 'CV');
  const out: { ships: string[]; target: number }[] = [];
  const used = new Set<string>();
  c.withdrawing.forEach((ids, i) => {
    const group = presentIn(view, ids, a);
    if (!group.length) return;
    const need = groupSpeed(group);
    const chasers = free.filter((x) => !used.has(x.id) && speedOf(x) >= need);
    if (!chasers.length || winShare(forceOf(chasers), forceOf(group)) < PURSUE_ABOVE) return;
    chasers.forEach((x) => used.add(x.id));
    out.push({ ships: chasers.map((x) => x.id), target: i });
  });
  return out;
}

export function planContinue(view: WasView, side: Side, a: AreaId): number[] {
  const c = view.combat[a];
  if (!c) return [];
  const out: number[] = [];
  c.engagements.forEach((e, i) => {
    if (!e.pursuitOf || e.pursuitOf === side) return;
    const mine = presentIn(view, side === 'allies' ? e.allies : e.axis, a);
    const theirs = presentIn(view, side === 'allies' ? e.axis : e.allies, a);
    if (!mine.length || !theirs.length || groupSpeed(mine) < groupSpeed(theirs)) return;
    if (winShare(forceOf(mine), forceOf(theirs)) >= PURSUE_ABOVE) out.push(i);
  });
  return out;
}
