/**
 * Alternate nomination (VAS-MOVE-ALTERNATE, VAS-MOVE-LARGER-FLEET, VAS-ATTACK-ORDER): the fleets
 * of `activation.order` nominate one ship each in turn; a fleet with nothing left is passed over,
 * so a larger fleet carries on alone at the end.
 */
import type { FleetId, ShipState, VasState } from '../types';
import { squadronRemaining } from '../squadrons/turns';
import { fleetShips, operational } from './ships';
import { airDue } from '../aircraft/nominate';

export const canMove = (s: ShipState): boolean => operational(s) && !s.movedThisTurn;
export const canAttack = (s: ShipState): boolean => operational(s) && !s.attackedThisTurn;

export function eligibleShips(state: VasState, fleet: FleetId): ShipState[] {
  const test = state.phase === 'movement' ? canMove : state.phase === 'attack' ? canAttack : () => false;
  const ships = fleetShips(state, fleet).filter(test);
  // VAS-SQUADRON-NOMINATION: a squadron under way is finished first.
  const rest = squadronRemaining(state);
  if (rest === null || state.ships[rest[0] ?? '']?.fleet !== fleet) return ships;
  const squadron = ships.filter((s) => rest.includes(s.id));
  return squadron.length > 0 ? squadron : ships;
}

/**
 * The fleet due to nominate: the first from `activation.next` (cyclically) with an eligible ship, or
 * (Attack Phase) whose aircraft attacks are still due (VAS-AIR-NOMINATE).
 */
export function activeFleet(state: VasState): FleetId | undefined {
  const a = state.activation;
  if (!a) return undefined;
  const n = a.order.length;
  for (let i = 0; i < n; i++) {
    const f = a.order[(a.next + i) % n];
    if (f !== undefined && (eligibleShips(state, f).length > 0 || (state.air.combat !== null && airDue(state, f)))) return f;
  }
  return undefined;
}

/** After `fleet` has activated a ship, the nomination passes to the fleet after it. */
export function passActivation(draft: VasState, fleet: FleetId): void {
  const a = draft.activation;
  if (!a) return;
  const i = a.order.indexOf(fleet);
  a.next = ((i < 0 ? a.next : i) + 1) % Math.max(1, a.order.length);
}
