/**
 * Pursuit (12.3, 12.7, 12.8): each of the side's ships in the battle may chase one withdrawing group.
 * All ships after one group fight it together; the engine checks each chasing group is at least as fast.
 */
import type { AreaId, ShipState, WasAction, WasView } from '@salvo/was';
import { atSea } from './seen-ships';

export interface PursueParts {
  readonly area: AreaId;
  readonly ships: readonly ShipState[];
  /** The withdrawing groups as this side sees them, by index (the engine's target numbers). */
  readonly groups: readonly (readonly ShipState[])[];
}

export function pursueParts(view: WasView): PursueParts | null {
  const st = view.step;
  if (st.kind !== 'pursue') return null;
  const c = view.combat[st.area];
  const e = c?.engagements[0];
  const ships = e ? atSea(view, st.area, st.side === 'allies' ? e.allies : e.axis) : [];
  return { area: st.area, ships, groups: (c?.withdrawing ?? []).map((g) => atSea(view, st.area, g)) };
}

/** The pursue action: one chasing group per withdrawing group picked (in group order), ships in list order. */
export function pursueAction(parts: Pick<PursueParts, 'ships' | 'groups'>, picks: Readonly<Record<string, number | null>>): WasAction {
  const groups = parts.groups.map((_, target) => ({ ships: parts.ships.map((x) => x.id).filter((id) => picks[id] === target), target }));
  return { type: 'pursue', groups: groups.filter((g) => g.ships.length > 0) };
}
