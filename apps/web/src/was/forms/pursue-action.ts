/**
 * Pursuit (12.3, 12.7, 12.8; docs/rules-decisions.md WAS-12.8): each of the side's ships in the battle may chase
 * one withdrawing group, in a numbered pursuing group. Several pursuing groups may chase one withdrawing group
 * (they fight it together); the engine checks each pursuing group is at least as fast as its quarry.
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

/**
 * The pursue action: `picks` maps a ship to the withdrawing group it chases (absent or null: it does not pursue),
 * `groupOf` to its pursuing group's number (absent: 1). Ships with the same quarry and number pursue as one
 * group; groups are listed by number, and within a number in quarry order, ships in list order. Any list of
 * pursuing groups can be written so (group i as number i + 1).
 */
export function pursueAction(parts: Pick<PursueParts, 'ships' | 'groups'>, picks: Readonly<Record<string, number | null>>, groupOf: Readonly<Record<string, number>>): WasAction {
  const chasing = parts.ships.map((x) => x.id).filter((id) => typeof picks[id] === 'number');
  const numbers = [...new Set(chasing.map((id) => groupOf[id] ?? 1))].sort((a, b) => a - b);
  const groups = numbers.flatMap((n) => parts.groups.map((_, target) => ({ ships: chasing.filter((id) => picks[id] === target && (groupOf[id] ?? 1) === n), target })));
  return { type: 'pursue', groups: groups.filter((g) => g.ships.length > 0) };
}
