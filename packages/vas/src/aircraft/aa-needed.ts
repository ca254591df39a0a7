/**
 * What a ship's AA dice can do against a flight, for the player splitting them (VAS-AA-ALLOCATE-HAND): the
 * lowest natural die that hits, from the modifier her fire will be planned with (aa.ts `aaHitModifier`, the
 * one list of AA modifiers), and whether the flight is attacking her. Both read only what is on the table
 * (flights, their declared torpedoes, the ship's own Special Action, the game's conditions), so a view serves.
 */
import { rollNeeded } from '../attack/stages';
import type { ShipId, VasState } from '../types';
import { aaFireControlDown, aaHitModifier, aaHitsRerolled } from './aa';
import { threatens } from './threat';

/**
 * The lowest natural roll of `ship`'s AA weapon `weapon` that hits flight `flight` now: 2 to 6 (a natural 1
 * always misses), 7 when no die can hit it. Null when there is no such ship, AA weapon or flight.
 */
export function aaNeeded(state: VasState, shipId: ShipId, weapon: number, flight: string): number | null {
  const ship = state.ships[shipId];
  const f = state.air.flights.find((x) => x.id === flight);
  if (!ship || !f || ship.roster.weapons[weapon]?.kind !== 'aa') return null;
  return rollNeeded(f.profile.target, aaHitModifier(state, ship, f));
}

/** How flight `flight` is attacking `ship` this turn, as AA fire sees it: a torpedo declared at her, bombs to drop on her, or not at all. */
export function aaAttacking(state: VasState, shipId: ShipId, flight: string): 'torpedo' | 'bombs' | null {
  const ship = state.ships[shipId];
  const f = state.air.flights.find((x) => x.id === flight);
  if (!ship || !f || !threatens(state, f, ship)) return null;
  return state.air.attacks.some((a) => a.flight === f.id && a.target === ship.id && a.kind === 'torpedo' && !a.done) ? 'torpedo' : 'bombs';
}

/**
 * What holds for all of `ship`'s AA fire this turn, beside each flight's number: with Fire Control hit each AA
 * weapon first needs its 4+ to fire (VAS-CRIT-FIRE-CONTROL); after a successful Evasive! her hits are re-rolled
 * once (VAS-ATTACK-EVASIVE). Null when there is no such ship.
 */
export function aaCaveats(state: VasState, shipId: ShipId): { readonly fireControl: boolean; readonly evasive: boolean } | null {
  const ship = state.ships[shipId];
  return ship ? { fireControl: aaFireControlDown(state, ship), evasive: aaHitsRerolled(state, ship) } : null;
}
