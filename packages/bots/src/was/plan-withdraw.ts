/**
 * The heuristic bot's disengaging and pursuit (12.x): withdraw, in groups by speed so the fast ships
 * escape, when the battle is clearly lost; pursue and keep pursuing only groups it clearly outguns.
 * Who may pursue, and which pursuits may go on, is asked of the engine (`apply`), never re-derived here.
 */
import { otherSide, wasEngine, type AreaId, type ShipState, type Side, type WasState, type WasView } from '@salvo/was';
import { forceOf, winShare, type Seen } from './power';
import { presentIn } from './plan-fire';

const DISENGAGE_BELOW = 0.25;
const PURSUE_ABOVE = 0.7;

const speedOf = (x: Seen): number => ('faceDown' in x ? 4 : Math.max(1, x.speed - x.damage));

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

/** The engine's own judgement: may these ships pursue withdrawing group `target` (12.3, 12.7)? */
const mayPursue = (state: WasState, ships: readonly string[], target: number): boolean =>
  wasEngine.apply(state, { type: 'pursue', groups: [{ ships: [...ships], target }] }).ok;

export function planPursue(state: WasState, view: WasView, side: Side, a: AreaId): { ships: string[]; target: number }[] {
  const c = view.combat[a];
  const e = c?.engagements[0];
  if (!c || !e) return [];
  const free = presentIn(view, side === 'allies' ? e.allies : e.axis, a).filter((x): x is ShipState => !('faceDown' in x) && x.type !== 'convoy' && x.type !== 'CV');
  const out: { ships: string[]; target: number }[] = [];
  const used = new Set<string>();
  c.withdrawing.forEach((ids, i) => {
    const group = presentIn(view, ids, a);
    if (!group.length) return;
    const chasers = free.filter((x) => !used.has(x.id) && mayPursue(state, [x.id], i));
    if (!chasers.length || winShare(forceOf(chasers), forceOf(group)) < PURSUE_ABOVE) return;
    chasers.forEach((x) => used.add(x.id));
    out.push({ ships: chasers.map((x) => x.id), target: i });
  });
  return out;
}

/**
 * 12.5 as the engine rules it: each pursuit the engine lets continue is tried alone, and judged on the
 * ships that would fight on in it (pursuers slowed below their quarry drop out, WAS-12.5), against its quarry.
 */
export function planContinue(state: WasState, side: Side, a: AreaId): number[] {
  const c = state.combat[a];
  if (!c) return [];
  const out: number[] = [];
  c.engagements.forEach((_, i) => {
    const r = wasEngine.apply(state, { type: 'continue-pursuit', engagements: [i] });
    if (!r.ok) return;
    const e = r.value.state.combat[a]?.engagements[0];
    if (!e || e.pursuitOf !== otherSide(side)) return;
    const view = wasEngine.observe(r.value.state, side);
    const mine = presentIn(view, side === 'allies' ? e.allies : e.axis, a);
    const theirs = presentIn(view, side === 'allies' ? e.axis : e.allies, a);
    if (!mine.length || !theirs.length) return;
    if (winShare(forceOf(mine), forceOf(theirs)) >= PURSUE_ABOVE) out.push(i);
  });
  return out;
}

/**
 * The search bot's other disengage answer (12.1, 12.9): whatever the heuristic wrote, the opposite —
 * all present ships leave in groups by speed (fastest first), or, if the heuristic leaves, stay (null).
 */
export function otherDisengage(view: WasView, side: Side, a: AreaId, heuristic: string[][] | null): string[][] | null {
  if (heuristic) return null;
  const e = view.combat[a]?.engagements[0];
  if (!e) return null;
  const mine = presentIn(view, side === 'allies' ? e.allies : e.axis, a);
  if (!mine.length) return null;
  const bySpeed = new Map<number, string[]>();
  for (const x of mine) bySpeed.set(speedOf(x), [...(bySpeed.get(speedOf(x)) ?? []), x.id]);
  return [...bySpeed.entries()].sort((p, q) => q[0] - p[0]).map(([, ids]) => ids);
}

/**
 * The search bot's all-out pursuit (12.3-12.8): every withdrawing group, in order, chased by every free
 * ship the engine lets pursue it, whatever the odds (the heuristic pursues only clearly won fights).
 */
export function allOutPursuit(state: WasState, view: WasView, side: Side, a: AreaId): { ships: string[]; target: number }[] {
  const c = view.combat[a];
  const e = c?.engagements[0];
  if (!c || !e) return [];
  const free = presentIn(view, side === 'allies' ? e.allies : e.axis, a).filter((x): x is ShipState => !('faceDown' in x) && x.type !== 'convoy' && x.type !== 'CV');
  const used = new Set<string>();
  const out: { ships: string[]; target: number }[] = [];
  c.withdrawing.forEach((ids, i) => {
    if (!presentIn(view, ids, a).length) return;
    const chasers = free.filter((x) => !used.has(x.id) && mayPursue(state, [x.id], i));
    if (!chasers.length) return;
    chasers.forEach((x) => used.add(x.id));
    out.push({ ships: chasers.map((x) => x.id), target: i });
  });
  return out;
}
