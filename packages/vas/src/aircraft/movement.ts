/**
 * Aircraft movement (VAS-AIR-ORDER, VAS-AIR-MOVE): once every ship has moved, the initiative winner
 * chooses whether its aircraft move first or the others'; then each fleet in that order moves all its
 * fighters at once, then each fleet all its other flights. A flight moves in any direction, turning as
 * it wishes, so it may end anywhere within its Speed of where it started (on the table). Flights
 * locked in a dogfight do not move (VAS-AIR-DOGFIGHT). A flight coming within 10" of an enemy surfaced
 * submersible offers it a Crash Dive (VAS-SUB-CRASH-DIVE, submarines/), asked before the next fleet flies.
 */
import { bearing, distance, ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { AirStage, FleetId, FlightMove, FlightState, VasEvent, VasState } from '../types';
import { flightsAloft } from './state';
import { lockDogfights } from './contact';
import { afterFlightMove } from '../submarines';

const EPS = 1e-6;

export type AirGroup = 'fighters' | 'others';

/** Fighters (and fighter-bombers) move in the first round of aircraft movement. */
export function isFighter(f: FlightState): boolean {
  return f.profile.type === 'Fighter' || f.profile.type === 'Fighter-Bomber';
}

export function movableFlights(state: VasState, fleet: FleetId, group: AirGroup): FlightState[] {
  return flightsAloft(state.air).filter((f) => f.fleet === fleet && f.dogfight.length === 0 && isFighter(f) === (group === 'fighters'));
}

const fleetsWithFlights = (state: VasState): FleetId[] =>
  state.fleetOrder.filter((id) => flightsAloft(state.air).some((f) => f.fleet === id) && !state.conceded.includes(id));

/** The fleet that chooses who flies first: the best-placed fleet in this turn's initiative with flights. */
export function airChooser(state: VasState): FleetId | undefined {
  const s = state.air.stage;
  if (s?.kind !== 'choose') return undefined;
  return s.order[0];
}

/** The fleet whose flights of the current group move now, if any. */
export function flyingFleet(state: VasState): { fleet: FleetId; group: AirGroup } | undefined {
  const s = state.air.stage;
  if (s === null || (s.kind !== 'fighters' && s.kind !== 'others')) return undefined;
  const fleet = s.order[s.next];
  return fleet === undefined ? undefined : { fleet, group: s.kind };
}

/**
 * Called by the flow once every ship has moved. Opens or steps aircraft movement past fleets with
 * nothing to move; true while a decision about aircraft is awaited, false once it is done.
 */
export function airMovementAwaits(draft: VasState): boolean {
  let s = draft.air.stage;
  if (s === null) {
    const flying = fleetsWithFlights(draft);
    const ranked = [...draft.initiativeOrder.filter((f) => flying.includes(f)), ...flying.filter((f) => !draft.initiativeOrder.includes(f))];
    s = ranked.length >= 2 ? { kind: 'choose', order: ranked, next: 0 } : { kind: 'fighters', order: ranked, next: 0 };
    draft.air.stage = s;
  }
  if (s.kind === 'choose') return true;
  while (s.kind === 'fighters' || s.kind === 'others') {
    const fleet = s.order[s.next];
    if (fleet !== undefined && movableFlights(draft, fleet, s.kind).length > 0) return true;
    if (fleet !== undefined) { s.next += 1; continue; }
    s = { kind: s.kind === 'fighters' ? 'others' : 'done', order: s.order, next: 0 };
    draft.air.stage = s;
  }
  return false;
}

export function applyAirFirst(draft: VasState, fleet: FleetId, first: boolean): VasEvent[] {
  const s = draft.air.stage;
  if (s?.kind !== 'choose') return [];
  const others = s.order.filter((f) => f !== fleet);
  const order = first ? [fleet, ...others] : [...others, fleet];
  draft.air.stage = { kind: 'fighters', order, next: 0 };
  const name = draft.fleets[fleet]?.name ?? fleet;
  return [{ type: 'air-first', rule: 'VAS-AIR-ORDER', text: first ? `${name} moves its aircraft first.` : `${name} makes the enemy move aircraft first.`, data: { fleet, first, order } }];
}

const fail = (code: string, message: string, path: string): RuleError => ruleError(code, message, { path });
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An untrusted `fly` action's moves, checked against the flights of the fleet's current group. */
export function validateFly(state: VasState, fleet: FleetId, moves: unknown): RuleError | null {
  const now = flyingFleet(state);
  if (!now || now.fleet !== fleet) return fail('ERR_WRONG_PHASE', 'It is not this fleet\'s turn to move aircraft.', 'fleet');
  if (!Array.isArray(moves)) return fail('ERR_BAD_ACTION', `The field "moves" must be a list of { flight, to: { x, y } }, not ${showValue(moves)}.`, 'moves');
  const seen = new Set<string>();
  const { width, height } = state.options.table;
  for (let i = 0; i < moves.length; i++) {
    const m: unknown = moves[i];
    const p = `moves[${i}]`;
    if (!isObj(m) || typeof m.flight !== 'string' || !isObj(m.to) || !Number.isFinite(m.to.x) || !Number.isFinite(m.to.y)) {
      return fail('ERR_BAD_ACTION', `Each move is { flight: "<id>", to: { x, y } }, not ${showValue(m)}.`, p);
    }
    const f = state.air.flights.find((x) => x.id === m.flight);
    if (!f) return fail('ERR_UNKNOWN_FLIGHT', `There is no flight "${showValue(m.flight)}".`, `${p}.flight`);
    if (f.fleet !== fleet) return fail('ERR_NOT_YOUR_FLIGHT', `Flight "${f.id}" is not of this fleet.`, `${p}.flight`);
    if (seen.has(f.id)) return fail('ERR_BAD_ACTION', `Flight "${f.id}" is moved twice.`, `${p}.flight`);
    seen.add(f.id);
    if (!f.airborne || f.destroyed || f.position === null) return fail('ERR_FLIGHT_NOT_AIRBORNE', `Flight "${f.id}" is not in the air.`, `${p}.flight`);
    if (f.dogfight.length > 0) return fail('ERR_FLIGHT_LOCKED', `Flight "${f.id}" is locked in a dogfight and may not move.`, `${p}.flight`);
    if (isFighter(f) !== (now.group === 'fighters')) {
      return fail('ERR_FLIGHT_WRONG_GROUP', `Fighters move first, then the other flights: "${f.id}" does not move now.`, `${p}.flight`);
    }
    const to = m.to as { x: number; y: number };
    if (to.x < 0 || to.x > width || to.y < 0 || to.y > height) return fail('ERR_FLIGHT_OFF_TABLE', `A flight stays on the ${width}x${height} table.`, `${p}.to`);
    const d = distance(f.position, to);
    if (d > f.profile.speed + EPS) {
      return fail('ERR_FLIGHT_TOO_FAR', `Flight "${f.id}" flies at most ${f.profile.speed}" (its Speed), not ${d.toFixed(1)}".`, `${p}.to`);
    }
  }
  return null;
}

/** Moves the listed flights (validated) and passes aircraft movement on to the next fleet. */
export function applyFly(draft: VasState, fleet: FleetId, moves: readonly FlightMove[]): VasEvent[] {
  const events: VasEvent[] = [];
  for (const m of moves) {
    const f = draft.air.flights.find((x) => x.id === m.flight);
    if (!f || f.position === null) continue;
    const from = f.position;
    if (distance(from, m.to) > EPS) f.heading = bearing(from, m.to);
    f.position = { x: m.to.x, y: m.to.y };
    f.movedThisTurn = true;
    events.push({ type: 'flight-moved', rule: 'VAS-AIR-MOVE', text: `Flight ${f.id} (${f.profile.name}) flies ${distance(from, m.to).toFixed(1)}".`, data: { flight: f.id, from, to: f.position } });
    afterFlightMove(draft, f, from);
  }
  const s: AirStage | null = draft.air.stage;
  if (s !== null && s.order[s.next] === fleet) s.next += 1;
  if (events.length === 0) events.push({ type: 'flights-hold', rule: 'VAS-AIR-MOVE', text: `${draft.fleets[fleet]?.name ?? fleet} holds its flights where they are.`, data: { fleet } });
  for (const [a, b] of lockDogfights(draft)) {
    events.push({ type: 'dogfight-locked', rule: 'VAS-DOGFIGHT-LOCK', text: `Flight ${a.id} (${a.profile.name}) and flight ${b.id} (${b.profile.name}) are in contact: they are locked in a dogfight.`, data: { a: a.id, b: b.id } });
  }
  return events;
}
