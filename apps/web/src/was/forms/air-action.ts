/** Airstrike targets (9.5 port strikes, 10.2 strikes in a sea area): one die per strike, each enemy ship at most once. */
import type { AreaId, PortId, ShipState, Side, WasAction, WasState, WasView } from '@salvo/was';
import { accepted } from './engine-check';
import { atSea, inPort } from './seen-ships';

export interface AirParts {
  readonly side: Side;
  readonly where: AreaId | PortId;
  readonly targets: readonly ShipState[];
  /** How many strikes the engine accepts here (the most targets it takes). */
  readonly strikes: number;
}

/** The step's side, place and enemy ships there as the view shows them; null at any other step. */
export function airParts(view: WasView, state: WasState): AirParts | null {
  const st = view.step;
  const at = st.kind === 'port-strike' ? { side: st.side, where: st.port, here: inPort(view, st.port) }
    : st.kind === 'air-targets' && st.sides[0] ? { side: st.sides[0], where: st.area, here: atSea(view, st.area) }
    : null;
  if (!at) return null;
  const targets = at.here.filter((x) => x.side !== at.side);
  // The engine says how many: the longest run of these targets it accepts (it refuses more than the strikes).
  let strikes = 0;
  for (let k = targets.length; k > 0 && strikes === 0; k--) {
    if (accepted(state, airAction(at.side, targets, new Set(targets.slice(0, k).map((x) => x.id))))) strikes = k;
  }
  return { side: at.side, where: at.where, targets, strikes };
}

/** The air-targets action for the ticked ships, in the order listed. */
export function airAction(side: Side, targets: readonly ShipState[], ticked: ReadonlySet<string>): WasAction {
  return { type: 'air-targets', side, targets: targets.map((x) => x.id).filter((id) => ticked.has(id)) };
}
