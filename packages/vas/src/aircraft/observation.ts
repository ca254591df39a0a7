/**
 * Observation aircraft (Advanced Rules, Observation Aircraft; VAS-AIR-OBSERVATION-*): a ship with the
 * Aircraft X trait carries X of them, each a flight of the one printed profile, aboard at the start and
 * launched like carrier flights (launch.ts), never recovered. While one is in the air within 6" of the
 * target, its parent ship's main guns get +1 Attack Dice (not stacking); a fleet with one in the air at
 * the start of the turn gets +1 Initiative.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { NATIONS, OBSERVATION_AIRCRAFT, traitValue, type AircraftRoster, type Nation } from '@salvo/data';
import type { FleetId, FlightState, ShipState, VasState } from '../types';
import { rangeTo } from '../attack/arcs';

/** Inches from the target within which an observation aircraft helps its ship's main guns. */
export const OBSERVATION_REACH = 6;
/** Observation aircraft in one battle, at most (setup refuses more); flights in a state: these and MAX_FLIGHTS. */
export const MAX_OBSERVATION = 120;

/**
 * The printed profile, one object per nation (so it passes the aircraft roster schema, which needs a
 * nation), shared by every observation flight of that nation. Frozen: profiles are never mutated.
 */
const PROFILES: Readonly<Record<Nation, AircraftRoster>> = Object.fromEntries(NATIONS.map((nation) => [nation, Object.freeze({
  ...OBSERVATION_AIRCRAFT, nation, priority: 'Patrol', flights: 1, inService: 1890, carrierCapable: false,
} satisfies AircraftRoster)])) as Record<Nation, AircraftRoster>;

export function observationProfile(nation: Nation): AircraftRoster {
  return PROFILES[nation];
}

/** An observation aircraft's profile (dogfights destroy it automatically; it carries no weapons). */
export function isObservation(profile: Pick<AircraftRoster, 'type'>): boolean {
  return profile.type === 'Observation';
}

/** Observation aircraft the ship carries (its Aircraft X); 0 without the trait. */
export function observationCapacity(ship: ShipState): number {
  if (ship.lostTraits.some((t) => t.startsWith('Aircraft'))) return 0;
  const v = traitValue(ship.roster, 'Aircraft');
  return v === undefined ? 0 : v === true ? 1 : v;
}

/** The id of the ship's n-th observation aircraft (1-based). */
export const observationId = (ship: string, n: number): string => `${ship}/obs${n}`;

/**
 * Setup (VAS-AIR-OBSERVATION-CARRIED): every ship's observation aircraft, aboard, appended to `flights`
 * in ship order. An id already taken by a ship or flight is refused with its path.
 */
export function observationFlights(ships: readonly ShipState[], taken: ReadonlySet<string>, problems: RuleError[]): FlightState[] {
  const out: FlightState[] = [];
  for (const ship of ships) {
    const n = observationCapacity(ship);
    for (let i = 1; i <= n; i++) {
      if (out.length === MAX_OBSERVATION) {
        problems.push(ruleError('ERR_TOO_MANY_FLIGHTS', `A battle has at most ${MAX_OBSERVATION} observation aircraft (Aircraft N of its ships).`, { path: 'fleets' }));
        return out;
      }
      const id = observationId(ship.id, i);
      if (taken.has(id)) {
        problems.push(ruleError('ERR_DUPLICATE_ID', `"${id}" names ${ship.name}'s observation aircraft: give the other ship or flight another id.`, { path: 'fleets' }));
        continue;
      }
      const profile = observationProfile(ship.roster.nation);
      out.push({
        id, fleet: ship.fleet, profile, carrier: ship.id, airborne: false, position: null,
        heading: ship.heading, damage: profile.damage, destroyed: false, spent: [], dogfight: [], movedThisTurn: false,
      });
    }
  }
  return out;
}

const aloft = (f: FlightState): boolean => f.airborne && !f.destroyed && f.position !== null && isObservation(f.profile);

/** VAS-AIR-OBSERVATION-SPOTTING: +1 to the attacker's main guns with one of its own observation aircraft within 6" of the target. */
export function observationBonus(state: VasState, attacker: ShipState, target: ShipState): number {
  for (const f of state.air.flights) {
    if (f.carrier === attacker.id && aloft(f) && f.position !== null && rangeTo(f.position, target.position) <= OBSERVATION_REACH + 1e-9) return 1;
  }
  return 0;
}

/** VAS-AIR-OBSERVATION-INITIATIVE: +1 with an observation aircraft of the fleet in the air (read in the Initiative Phase, before anything moves). */
export function observationInitiative(state: VasState, fleet: FleetId): number {
  return state.air.flights.some((f) => f.fleet === fleet && aloft(f)) ? 1 : 0;
}

/** `parse` (VAS-ENGINE-SERIALIZE): an observation aircraft belongs to a ship, as it comes with one. */
export function observationLinkProblem(s: VasState): string | null {
  const bad = s.air.flights.find((f) => isObservation(f.profile) && f.carrier === null);
  return bad ? `observation aircraft ${bad.id.slice(0, 40)} has no ship` : null;
}
