/**
 * Launch and recovery (VAS-AIR-LAUNCH, VAS-AIR-RECOVER): with its move, a Carrier that is not Crippled,
 * takes no Special Action and moves in a straight line without turning may launch flights aboard and
 * recover its own flights touching it, two flights in all per turn. Launched flights are placed after the
 * move touching the carrier's bow, in its forward arc, and move later this turn with their group.
 * A flight is touching its carrier when within 1" of the carrier's footprint before the carrier moves
 * (flights fly after ships, so a returning flight ends its move there the turn before).
 * A ship with Aircraft X launches its observation aircraft the same way, within the same two a turn,
 * and never recovers them (VAS-AIR-OBSERVATION-LAUNCH); at night (variant) nothing is launched.
 */
import { distance, ruleError, showValue, type RuleError, type Vec } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import type { MovePlan } from '../movement/plan';
import { footprintRadius } from '../movement/footprint';
import { bowPoint, carrierCapacity } from './setup';
import { isObservation, observationCapacity } from './observation';
import { nightLaunchError, noAircraft } from '../variants/night-fighting/no-aircraft';
import { FlightWords, flightWords, keepsVersion2Words, observationNumber } from './flight-words';

export const FLIGHTS_PER_TURN = 2;
/** Inches beyond the carrier's footprint within which a flight counts as touching it. */
export const TOUCHING = 1;

const fail = (code: string, message: string, path: string): RuleError => ruleError(code, message, { path });
const ids = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 64 && v.every((x) => typeof x === 'string');

export function touchingCarrier(ship: ShipState, at: Vec | null): boolean {
  return at !== null && distance(ship.position, at) <= footprintRadius(ship.roster.type) + TOUCHING + 1e-6;
}

/** The `launch` and `recover` fields of an untrusted move, against the carrier and its planned move. */
export function validateLaunch(state: VasState, ship: ShipState, plan: MovePlan, launch: unknown, recover: unknown): RuleError | null {
  if (launch === undefined && recover === undefined) return null;
  for (const [field, v] of [['launch', launch], ['recover', recover]] as const) {
    if (v !== undefined && !ids(v)) return fail('ERR_BAD_ACTION', `The field "${field}" must be a list of flight ids, not ${showValue(v)}.`, field);
  }
  const out = (launch ?? []) as string[];
  const back = (recover ?? []) as string[];
  if (out.length + back.length === 0) return null;
  if (carrierCapacity(ship) === 0 && observationCapacity(ship) === 0) return fail('ERR_NOT_A_CARRIER', `${ship.name} is not an aircraft carrier and carries no observation aircraft.`, 'ship');
  if (out.length > 0 && noAircraft(state.options)) return nightLaunchError(ship.name);
  if (ship.crippled) return fail('ERR_LAUNCH_CRIPPLED', `${ship.name} is Crippled: she can neither launch nor recover aircraft.`, 'ship');
  if (ship.special !== null) return fail('ERR_LAUNCH_SPECIAL', `${ship.name} took a Special Action this turn: she can neither launch nor recover aircraft.`, 'ship');
  if (plan.legs.some((l) => 'turn' in l && l.turn !== 0)) {
    return fail('ERR_LAUNCH_TURNED', `${ship.name} must move in a straight line, without turning, to launch or recover aircraft.`, 'legs');
  }
  if (out.length + back.length > FLIGHTS_PER_TURN) {
    return fail('ERR_LAUNCH_TOO_MANY', `A carrier launches or recovers at most ${FLIGHTS_PER_TURN} flights a turn.`, out.length > FLIGHTS_PER_TURN ? 'launch' : 'recover');
  }
  if (new Set([...out, ...back]).size !== out.length + back.length) return fail('ERR_BAD_ACTION', 'A flight is named twice.', 'launch');
  for (const [i, id] of out.entries()) {
    const f = state.air.flights.find((x) => x.id === id);
    if (!f || f.carrier !== ship.id || f.airborne || f.destroyed) {
      return fail('ERR_LAUNCH_NOT_ABOARD', `"${showValue(id)}" is not a flight aboard ${ship.name}.`, `launch[${i}]`);
    }
  }
  for (const [i, id] of back.entries()) {
    const f = state.air.flights.find((x) => x.id === id);
    if (!f || f.carrier !== ship.id || !f.airborne || f.destroyed) {
      return fail('ERR_RECOVER_NOT_HERS', `"${showValue(id)}" is not one of ${ship.name}'s flights in the air.`, `recover[${i}]`);
    }
    if (isObservation(f.profile)) return fail('ERR_OBSERVATION_NO_RECOVERY', `Observation aircraft "${id}" cannot be recovered during a battle.`, `recover[${i}]`);
    if (f.dogfight.length > 0) return fail('ERR_FLIGHT_LOCKED', `Flight "${id}" is locked in a dogfight.`, `recover[${i}]`);
    if (!touchingCarrier(ship, f.position)) return fail('ERR_RECOVER_NOT_TOUCHING', `Flight "${id}" must be touching ${ship.name} to land.`, `recover[${i}]`);
  }
  return null;
}

/** Recovers, then (after the carrier's move, already applied) launches; validated fields only. */
export function applyRecover(draft: VasState, shipId: string, recover: readonly string[]): VasEvent[] {
  const events: VasEvent[] = [];
  for (const id of recover) {
    const f = draft.air.flights.find((x) => x.id === id);
    if (!f) continue;
    f.airborne = false;
    f.position = null;
    events.push({ type: 'flight-recovered', rule: 'VAS-AIR-RECOVER', text: `${FlightWords(draft, f)} lands on ${draft.ships[shipId]?.name ?? shipId}.`, ship: shipId, data: { flight: f.id } });
  }
  return events;
}

export function applyLaunch(draft: VasState, shipId: string, launch: readonly string[]): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship) return [];
  const events: VasEvent[] = [];
  const bow = bowPoint(ship);
  const rad = (ship.heading * Math.PI) / 180;
  const { width, height } = draft.options.table;
  launch.forEach((id, i) => {
    const f = draft.air.flights.find((x) => x.id === id);
    if (!f) return;
    const side = i === 0 ? -0.5 : 0.5;
    const x = Math.min(width, Math.max(0, bow.x + side * Math.cos(rad)));
    const y = Math.min(height, Math.max(0, bow.y - side * Math.sin(rad)));
    f.airborne = true;
    f.position = { x, y };
    f.heading = ship.heading;
    f.movedThisTurn = false;
    events.push({ type: 'flight-launched', rule: isObservation(f.profile) ? 'VAS-AIR-OBSERVATION-LAUNCH' : 'VAS-AIR-LAUNCH', text: `${ship.name} launches ${observationNumber(f) !== null && !keepsVersion2Words(draft) ? `her floatplane ${observationNumber(f)}` : flightWords(draft, f)}.`, ship: shipId, data: { flight: f.id, at: f.position } });
  });
  return events;
}

/** What a launching or recovering move does once the carrier's move is applied. */
export function launchAndRecover(draft: VasState, shipId: string, launch: readonly string[] | undefined, recover: readonly string[] | undefined): VasEvent[] {
  return [...applyRecover(draft, shipId, recover ?? []), ...applyLaunch(draft, shipId, launch ?? [])];
}
