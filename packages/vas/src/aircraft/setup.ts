/**
 * Flights at setup (VAS-AIR-SETUP, VAS-AIR-CARRIER-CAPACITY): each fleet's `flights` are checked whole,
 * every problem with a code and a path. Land-based flights start in the air; a carrier's flights start
 * aboard except those the setup (the scenario) puts in the air, and by default its first flight starts
 * in the air, touching its bow (an aircraft carrier may always start with at least one flight aloft).
 */
import { ruleError, type RuleError, type Vec } from '@salvo/kernel';
import { findAircraft, traitValue } from '@salvo/data';
import type { AirState, FlightState, ShipState } from '../types';
import { footprintRadius } from '../movement/footprint';
import { nightFlightError } from '../variants/night-fighting/no-aircraft';

export const MAX_FLIGHTS = 120;

export interface FlightInput {
  readonly fleet: string;
  readonly path: string;
  readonly raw: unknown;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Flights a ship carries (its Carrier N); 0 for a ship without the Carrier trait. */
export function carrierCapacity(ship: ShipState): number {
  if (ship.lostTraits.some((t) => t.startsWith('Carrier'))) return 0;
  const v = traitValue(ship.roster, 'Carrier');
  return v === undefined ? 0 : v === true ? 2 : v;
}

/** Touching the ship's bow, in its forward arc (VAS-AIR-LAUNCH). */
export function bowPoint(ship: ShipState): Vec {
  const r = footprintRadius(ship.roster.type) + 0.5;
  const rad = (ship.heading * Math.PI) / 180;
  return { x: ship.position.x + r * Math.sin(rad), y: ship.position.y + r * Math.cos(rad) };
}

/** `night`: the night-fighting variant is on (VAS-NF-NO-AIRCRAFT): nothing starts in the air. */
export function readFlights(
  inputs: readonly FlightInput[], ships: Readonly<Record<string, ShipState>>,
  table: { readonly width: number; readonly height: number }, problems: RuleError[], night = false,
): AirState {
  const p = (code: string, message: string, path: string): void => void problems.push(ruleError(code, message, { path }));
  const flights: FlightState[] = [];
  const ids = new Set<string>();
  const aboard: Record<string, number> = {};
  for (const input of inputs) {
    if (input.raw === undefined) continue;
    if (!Array.isArray(input.raw)) { p('ERR_SETUP_SHAPE', 'flights must be a list.', `${input.path}.flights`); continue; }
    input.raw.forEach((f: unknown, i: number) => {
      const fp = `${input.path}.flights[${i}]`;
      if (!isObj(f)) return p('ERR_SETUP_SHAPE', 'A flight must be an object.', fp);
      const id = f.id;
      if (typeof id !== 'string' || id === '') return p('ERR_MISSING_ID', 'A flight needs an id.', `${fp}.id`);
      if (id === '__proto__') return p('ERR_BAD_ID', 'That id is reserved; choose another.', `${fp}.id`);
      if (ids.has(id) || Object.hasOwn(ships, id)) return p('ERR_DUPLICATE_ID', `Two ships or flights are called "${id}".`, `${fp}.id`);
      ids.add(id);
      const profile = typeof f.aircraft === 'string' ? findAircraft(f.aircraft) : undefined;
      if (!profile) return p('ERR_UNKNOWN_AIRCRAFT', `No aircraft called "${String(f.aircraft)}" is known.`, `${fp}.aircraft`);
      if (profile.type === 'Observation') return p('ERR_OBSERVATION_FLIGHT', 'Observation aircraft come with their ships (Aircraft N), not as flights.', `${fp}.aircraft`);
      let carrier: ShipState | null = null;
      if (f.carrier !== undefined) {
        const ship = typeof f.carrier === 'string' ? ships[f.carrier] : undefined;
        if (!ship || ship.fleet !== input.fleet || carrierCapacity(ship) === 0) {
          return p('ERR_NOT_A_CARRIER', `"${String(f.carrier)}" is not an aircraft carrier of this fleet.`, `${fp}.carrier`);
        }
        if (!profile.carrierCapable) return p('ERR_NOT_CARRIER_CAPABLE', `${profile.name} cannot fly from a carrier.`, `${fp}.aircraft`);
        aboard[ship.id] = (aboard[ship.id] ?? 0) + 1;
        if ((aboard[ship.id] ?? 0) > carrierCapacity(ship)) {
          return p('ERR_CARRIER_FULL', `${ship.name} carries at most ${carrierCapacity(ship)} flights.`, `${fp}.carrier`);
        }
        carrier = ship;
      }
      if (f.airborne !== undefined && typeof f.airborne !== 'boolean') return p('ERR_SETUP_SHAPE', 'airborne must be true or false.', `${fp}.airborne`);
      if (carrier === null && f.airborne === false) return p('ERR_LAND_FLIGHT_ABOARD', 'A land-based flight starts the battle in the air.', `${fp}.airborne`);
      if (night && (carrier === null || f.airborne === true)) return void problems.push(nightFlightError(carrier === null ? fp : `${fp}.airborne`, carrier === null));
      const airborne = carrier === null ? true : f.airborne ?? (!night && aboard[carrier.id] === 1);
      if (f.heading !== undefined && !isNum(f.heading)) return p('ERR_BAD_HEADING', 'A heading must be a number of degrees.', `${fp}.heading`);
      let position: Vec | null = null;
      if (airborne) {
        const pos = f.position;
        if (pos === undefined && carrier !== null) position = bowPoint(carrier);
        else if (!isObj(pos) || !isNum(pos.x) || !isNum(pos.y)) return p('ERR_BAD_POSITION', 'A flight in the air needs a position { x, y } in inches.', `${fp}.position`);
        else position = { x: pos.x, y: pos.y };
        if (position.x < 0 || position.x > table.width || position.y < 0 || position.y > table.height) {
          return p('ERR_OFF_TABLE', `Flight "${id}" is placed off the ${table.width}x${table.height} table.`, `${fp}.position`);
        }
      } else if (f.position !== undefined) {
        return p('ERR_SETUP_SHAPE', 'A flight aboard its carrier has no position until it is launched.', `${fp}.position`);
      }
      const heading = isNum(f.heading) ? ((f.heading % 360) + 360) % 360 : carrier?.heading ?? 0;
      flights.push({
        id, fleet: input.fleet, profile, carrier: carrier?.id ?? null, airborne, position, heading,
        damage: profile.damage, destroyed: false, spent: [], dogfight: [], movedThisTurn: false,
      });
    });
  }
  if (flights.length > MAX_FLIGHTS) p('ERR_TOO_MANY_FLIGHTS', `A battle has at most ${MAX_FLIGHTS} flights.`, 'fleets');
  return { flights, stage: null, attacks: [], combat: null };
}
