/**
 * Which ship a flight is attacking this turn, as AA fire sees it at the start of the Attack Phase
 * (before any aircraft attack is nominated): a declared air-launched torpedo's target, or an enemy
 * ship it touches while holding bombs and free of dogfights this turn (VAS-AA-BONUS, VAS-AA-ALLOCATE).
 */
import type { FlightState, ShipState, VasState } from '../types';
import { flightTouchesShip, inAir, payload, sideOfFleet } from './contact';
import { dogfoughtThisTurn } from './dogfight';

export const torpedoDeclared = (state: VasState, f: FlightState): boolean =>
  state.air.attacks.some((a) => a.flight === f.id && a.kind === 'torpedo' && !a.done);

/** Enemy ships on the table (not submerged) this flight touches. */
export function shipsInContact(state: VasState, f: FlightState): ShipState[] {
  if (!inAir(f)) return [];
  const side = sideOfFleet(state, f.fleet);
  const out: ShipState[] = [];
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s || s.destroyed || s.withdrawn || s.hidden || s.submerged || sideOfFleet(state, s.fleet) === side) continue;
    if (flightTouchesShip(s, f)) out.push(s);
  }
  return out;
}

/** May drop bombs now on some ship it touches (no dogfight this turn, bombs not spent, not a Fighter). */
export const canBomb = (state: VasState, f: FlightState): boolean =>
  inAir(f) && !dogfoughtThisTurn(state, f) && payload(f, 'bomb') >= 0 && shipsInContact(state, f).length > 0;

/** Is `f` attacking `ship` this turn? */
export function threatens(state: VasState, f: FlightState, ship: ShipState): boolean {
  if (state.air.attacks.some((a) => a.flight === f.id && a.target === ship.id && !a.done)) return true;
  return !dogfoughtThisTurn(state, f) && payload(f, 'bomb') >= 0 && flightTouchesShip(ship, f);
}

/**
 * VAS-AA-BONUS: +1 to AA Attack Dice against a dive-bomber attacking a ship this turn, and against a
 * flight using air-launched torpedoes (one +1 at most: the two are never the same flight's).
 */
export function aaBonus(state: VasState, f: FlightState): number {
  if (torpedoDeclared(state, f)) return 1;
  return f.profile.type === 'Dive Bomber' && canBomb(state, f) ? 1 : 0;
}
