/** Ship and fleet predicates shared by the turn sequence, movement, End Phase and victory. */
import type { FleetId, ShipState, VasState } from '../types';

/** On the table: not destroyed, not withdrawn, not a hidden submersible (abandoned hulks are still there). */
export const onTable = (s: ShipState): boolean => !s.destroyed && !s.withdrawn && !s.hidden;

/** Able to act (nominated, attack, repair): on the table and not abandoned. */
export const operational = (s: ShipState): boolean => onTable(s) && !s.abandoned;

/** Ships in setup order. */
export function shipsInOrder(state: VasState): ShipState[] {
  const out: ShipState[] = [];
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (s) out.push(s);
  }
  return out;
}

export function fleetShips(state: VasState, fleet: FleetId): ShipState[] {
  return shipsInOrder(state).filter((s) => s.fleet === fleet);
}

/** Fleets with at least one operational ship that have not conceded, in setup order. */
export function activeFleets(state: VasState): FleetId[] {
  return state.fleetOrder.filter((f) => !state.conceded.includes(f) && fleetShips(state, f).some((s) => operational(s) || (s.hidden && !s.destroyed)));
}

export function sideOf(state: VasState, fleet: FleetId): string {
  return state.fleets[fleet]?.side ?? fleet;
}

export function fleetName(state: VasState, fleet: FleetId): string {
  return state.fleets[fleet]?.name ?? fleet;
}

/** Ships ordered by fleet in initiative order (fleets outside it after, in setup order), then setup order. */
export function shipsByInitiative(state: VasState): ShipState[] {
  const fleets = [...state.initiativeOrder, ...state.fleetOrder.filter((f) => !state.initiativeOrder.includes(f))];
  return fleets.flatMap((f) => fleetShips(state, f));
}
