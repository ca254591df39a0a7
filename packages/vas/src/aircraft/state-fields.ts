/**
 * `parse` checks (VAS-ENGINE-SERIALIZE) for `VasState.air`, typed by `Fields<T>` like
 * setup/state-fields.ts, and the links a shape cannot see (`airLinkProblem`): profiles pass the
 * aircraft roster schema, ids are unique and distinct from ships', a carrier is a ship of the
 * flight's fleet, a flight is on the table exactly while in the air, dogfight partners exist.
 */
import { aircraftRosterSchema } from '@salvo/data';
import type { AirAttack, AirCombat, AirState, FlightState, VasState } from '../types';
import { bool, fleetId, int, list, lit, nullable, num, obj, opt, shipId, str, tagged, type Check } from '../setup/state-shape';
import { boundedJson } from '../setup/state-fields-advanced';
import { MAX_SHIPS } from '../setup/create-game';
import { MAX_FLEETS } from '../setup/create-game';
import { MAX_FLIGHTS } from './setup';
import { byField, memoValid } from '../setup/known-valid';
import { MAX_OBSERVATION } from './observation';

type Fields<T> = { readonly [K in keyof Required<T>]: Check };

const FAR = 10_000;
const vec = obj({ x: num(-FAR, FAR), y: num(-FAR, FAR) });
/** Setup ids have at most 100 characters; an observation aircraft's is its ship's and "/obsN". */
const flightId = str(110);
const anyProfile: Check = (v, p) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : `${p} must be an aircraft profile`);

const flightFields: Fields<FlightState> = {
  id: flightId, fleet: fleetId, profile: anyProfile, carrier: nullable(shipId), airborne: bool,
  position: nullable(vec), heading: num(0, 360), damage: int(0, 99), destroyed: bool,
  spent: list(int(0, 63), 64, true), dogfight: list(flightId, MAX_FLIGHTS, true), movedThisTurn: bool,
};

const attackFields: Fields<AirAttack> = { flight: flightId, target: shipId, weapon: int(0, 63), kind: lit('bomb', 'torpedo'), done: bool };
const combatFields: Fields<AirCombat> = { step: lit('aa', 'open'), nominated: list(fleetId, MAX_FLEETS, true), fought: list(str(201), MAX_FLIGHTS * MAX_FLIGHTS, true) };

export const airFields: Fields<AirState> = {
  flights: list(obj(flightFields), MAX_FLIGHTS + MAX_OBSERVATION),
  stage: nullable(obj({ kind: lit('choose', 'fighters', 'others', 'done'), order: list(fleetId, MAX_FLEETS, true), next: int(0, MAX_FLEETS) })),
  attacks: list(obj(attackFields), MAX_FLIGHTS),
  combat: nullable(obj(combatFields)),
};

const weapon = int(0, 63);
const airTask = tagged('t', {
  'aa-ship': obj({ t: lit('aa-ship'), ship: shipId }),
  aa: obj({ t: lit('aa'), ship: shipId, weapon, flight: flightId, dice: int(0, 999), mod: int(-99, 99) }),
  'aa-fire-control': obj({ t: lit('aa-fire-control'), ship: shipId, weapons: list(weapon, 64, true), declared: opt(list(obj({ weapon, flight: flightId, dice: int(0, 999) }), 64 * MAX_FLIGHTS)) }),
  'aa-reroll': obj({ t: lit('aa-reroll'), ship: shipId, weapon, flight: flightId, dice: int(0, 999), mod: int(-99, 99), kept: int(0, 999) }),
  dodge: obj({ t: lit('dodge'), flight: flightId, count: int(0, 999), ship: opt(shipId) }),
  dogfight: obj({ t: lit('dogfight'), a: flightId, b: flightId }),
  torpedo: obj({ t: lit('torpedo'), flight: flightId, target: shipId, weapon }),
  bomb: obj({ t: lit('bomb'), flight: flightId, target: shipId, weapon }),
});

/** AA fire or a fleet's aircraft attacks being resolved (aircraft/air-tasks.ts); a bomb run's attack data is the attack module's. */
export const airResolution = obj({
  kind: lit('air'),
  data: obj({
    step: lit('aa', 'strike'), fleet: nullable(fleetId),
    strike: nullable(obj({ attacker: flightId, shots: list(boundedJson(2, 20), 8), tasks: list(boundedJson(3, 10 * MAX_SHIPS), 10_000) })),
    tasks: list(airTask, 10_000),
  }),
});
/** The aircraft roster schema, remembered for profiles seen valid before (setup/known-valid.ts). */
const profileProblem = memoValid((v) => (aircraftRosterSchema.safeParse(v).success ? null : 'malformed'), byField('name'));

export function airLinkProblem(s: VasState): string | null {
  const ids = new Set<string>();
  for (const f of s.air.flights) {
    const name = `flight ${f.id.slice(0, 40)}`;
    if (ids.has(f.id) || Object.hasOwn(s.ships, f.id)) return `${name} is listed twice`;
    ids.add(f.id);
    if (profileProblem(f.profile) !== null) return `${name} has a malformed aircraft profile`;
    if (f.damage > f.profile.damage || f.spent.some((i) => i >= f.profile.weapons.length)) return `${name} does not match its profile`;
    if (f.carrier !== null && s.ships[f.carrier]?.fleet !== f.fleet) return `${name}'s carrier is not a ship of its fleet`;
    if ((f.position !== null) !== (f.airborne && !f.destroyed)) return `${name} is on the table but not in the air, or the other way round`;
    if (f.destroyed !== (f.damage === 0)) return `${name} is destroyed without losing its Damage, or the other way round`;
  }
  for (const f of s.air.flights) if (f.dogfight.some((d) => !ids.has(d) || d === f.id)) return `flight ${f.id.slice(0, 40)} dogfights a flight that is not there`;
  if (s.air.attacks.some((a) => !ids.has(a.flight))) return 'an aircraft attack names a flight that is not there';
  for (const t of s.naval.torpedoes) {
    if (t.air === true ? !ids.has(t.attacker) : !Object.hasOwn(s.ships, t.attacker)) return `torpedo spread ${t.id} was launched by nobody in the battle`;
  }
  const r = s.resolution;
  if (r?.kind === 'air') {
    const tasks = (r.data as unknown as { tasks: { flight?: string; a?: string; b?: string }[] }).tasks;
    if (tasks.some((t) => [t.flight, t.a, t.b].some((x) => x !== undefined && !ids.has(x)))) return 'the aircraft business in progress names a flight that is not there';
  }
  return null;
}
