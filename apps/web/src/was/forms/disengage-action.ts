/**
 * Disengagement (12.1, 12.2, 12.9), written in secret: stay, or withdraw every ship of the side in the
 * battle, in one or more groups (each at the speed of its slowest ship).
 */
import type { AreaId, ShipState, Side, WasAction, WasView } from '@salvo/was';
import { atSea } from './seen-ships';

export interface DisengageParts {
  readonly area: AreaId;
  /** The side's ships in the battle, each to be put in a group if it disengages. */
  readonly ships: readonly ShipState[];
}

export function disengageParts(view: WasView, side: Side): DisengageParts | null {
  const st = view.step;
  if (st.kind !== 'disengage') return null;
  const e = view.combat[st.area]?.engagements[0];
  return { area: st.area, ships: e ? atSea(view, st.area, side === 'allies' ? e.allies : e.axis) : [] };
}

/**
 * The disengage action: null groups (stay) unless `leave`; otherwise groups numbered 1 and up by
 * `groupOf` (a ship without a number is in group 1), empty numbers skipped, ships in list order.
 */
export function disengageAction(side: Side, ships: readonly ShipState[], leave: boolean, groupOf: Readonly<Record<string, number>>): WasAction {
  if (!leave) return { type: 'disengage', side, groups: null };
  const numbers = [...new Set(ships.map((x) => groupOf[x.id] ?? 1))].sort((a, b) => a - b);
  return { type: 'disengage', side, groups: numbers.map((n) => ships.filter((x) => (groupOf[x.id] ?? 1) === n).map((x) => x.id)) };
}
