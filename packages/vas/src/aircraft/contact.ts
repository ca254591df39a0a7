/**
 * What touches what in the air (VAS-AIR-BOMB, VAS-DOGFIGHT-LOCK) and what a flight carries. A flight
 * is in contact with a ship when within 1" of the ship's footprint (as touching its carrier,
 * launch.ts); two flights are in contact when their counters' centres are within 1" of each other.
 */
import { distance } from '@salvo/kernel';
import type { AircraftRoster, WeaponRoster } from '@salvo/data';
import type { FlightState, ShipState, VasState } from '../types';
import { touchingCarrier } from './launch';
import { isObservation } from './observation';

/** Centre to centre, in inches, within which two flights are in contact. */
export const FLIGHT_CONTACT = 1;
const EPS = 1e-6;

export function flightTouchesShip(ship: ShipState, f: FlightState): boolean {
  return touchingCarrier(ship, f.position);
}

export function flightsTouch(a: FlightState, b: FlightState): boolean {
  return a.position !== null && b.position !== null && distance(a.position, b.position) <= FLIGHT_CONTACT + EPS;
}

/**
 * Observation aircraft (the `air-support` helper's chapter): the profile type, or a Dogfight of null
 * ("will be destroyed automatically in a dogfight").
 */

export function destroyedInDogfight(profile: Pick<AircraftRoster, 'type' | 'dogfight'>): boolean {
  return profile.dogfight === null || isObservation(profile);
}

/**
 * VAS-AIR-FIGHTER-BOMBS: a Fighter's bomb load is "too small to have much effect ... and so [is]
 * ignored"; every other type uses the payloads its profile lists.
 */
const usesPayloads = (f: FlightState): boolean => f.profile.type !== 'Fighter';

/** Index of the flight's unspent weapon of this kind, or -1. */
export function payload(f: FlightState, kind: WeaponRoster['kind']): number {
  if (!usesPayloads(f)) return -1;
  return f.profile.weapons.findIndex((w, i) => w.kind === kind && !f.spent.includes(i));
}

export const inAir = (f: FlightState): boolean => f.airborne && !f.destroyed && f.position !== null;

export function sideOfFleet(state: VasState, fleet: string): string {
  return state.fleets[fleet]?.side ?? fleet;
}

export const enemyFlights = (state: VasState, a: FlightState, b: FlightState): boolean =>
  sideOfFleet(state, a.fleet) !== sideOfFleet(state, b.fleet);

/**
 * VAS-DOGFIGHT-LOCK: after flights move, every pair of enemy flights in contact is locked in a
 * dogfight (each lists the other), whoever moved. Returns the pairs newly locked.
 */
export function lockDogfights(draft: VasState): [FlightState, FlightState][] {
  const up = draft.air.flights.filter(inAir);
  const fresh: [FlightState, FlightState][] = [];
  for (let i = 0; i < up.length; i++) {
    for (let j = i + 1; j < up.length; j++) {
      const a = up[i];
      const b = up[j];
      if (!a || !b || a.dogfight.includes(b.id) || !enemyFlights(draft, a, b) || !flightsTouch(a, b)) continue;
      a.dogfight.push(b.id);
      b.dogfight.push(a.id);
      fresh.push([a, b]);
    }
  }
  return fresh;
}

/** A destroyed flight leaves every dogfight; partners with no enemy left are free to move again. */
export function leaveDogfights(draft: VasState, f: FlightState): void {
  for (const id of f.dogfight) {
    const other = draft.air.flights.find((x) => x.id === id);
    if (other) other.dogfight = other.dogfight.filter((x) => x !== f.id);
  }
  f.dogfight = [];
}
