/**
 * VAS-SQUADRON-COMMAND: ships in a squadron use the highest Command score of its ships for all purposes
 * (every Command check, Damage Control and fire-fighting).
 */
import type { ShipState, VasState } from '../types';

export function squadronOf(state: VasState, shipId: string): VasState['naval']['squadrons'][number] | undefined {
  return state.naval.squadrons.find((q) => q.ships.includes(shipId));
}

export function commandOf(state: VasState, ship: ShipState): number {
  const q = squadronOf(state, ship.id);
  if (!q) return ship.command;
  let best = ship.command;
  for (const id of q.ships) best = Math.max(best, state.ships[id]?.command ?? 0);
  return best;
}
