/**
 * Aircraft decisions as the turn sequence sees them (pending, legal choices for bots, sampling):
 * who is asked, and a finite representative set of answers (flight moves are continuous).
 */
import { distance, nextU32, type RngState, type Vec } from '@salvo/kernel';
import type { FleetId, FlightMove, FlightState, MoveLeg, VasAction, VasState } from '../types';
import { FLIGHTS_PER_TURN, touchingCarrier } from './launch';
import { carrierCapacity } from './setup';
import { airChooser, flyingFleet, isFighter, movableFlights } from './movement';
import { torpedoChoices } from './declare';
import { enemyFlights, inAir } from './contact';
import { isObservation, observationCapacity } from './observation';
import { noAircraft } from '../variants/night-fighting/no-aircraft';

export interface AirDecision {
  readonly player: FleetId;
  readonly decision: 'air-first' | 'fly';
  readonly prompt: string;
}

const nameOf = (state: VasState, id: FleetId): string => state.fleets[id]?.name ?? id;

export function airDecision(state: VasState): AirDecision | null {
  if (state.phase !== 'movement') return null;
  const t = `Turn ${state.turn}`;
  const chooser = airChooser(state);
  if (chooser !== undefined) return { player: chooser, decision: 'air-first', prompt: `${t}: ${nameOf(state, chooser)}, move your aircraft first or make the enemy do so?` };
  const now = flyingFleet(state);
  if (now) {
    const what = now.group === 'fighters' ? 'fighters' : 'other flights';
    return { player: now.fleet, decision: 'fly', prompt: `${t}: ${nameOf(state, now.fleet)}, move your ${what}.` };
  }
  return null;
}

/** `to` moved towards `target` by at most `reach`, clamped to the table. */
function toward(state: VasState, from: Vec, target: Vec, reach: number): Vec {
  const d = distance(from, target);
  const k = d <= reach ? 1 : reach / d;
  const { width, height } = state.options.table;
  const x = Math.min(width, Math.max(0, from.x + (target.x - from.x) * k));
  const y = Math.min(height, Math.max(0, from.y + (target.y - from.y) * k));
  return { x, y };
}

function nearestEnemy(state: VasState, f: FlightState): Vec | undefined {
  const side = state.fleets[f.fleet]?.side;
  const from = f.position;
  if (!from) return undefined;
  let best: Vec | undefined;
  let bestD = Infinity;
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s || s.destroyed || s.withdrawn || s.hidden || state.fleets[s.fleet]?.side === side) continue;
    const d = distance(from, s.position);
    if (d < bestD) { bestD = d; best = s.position; }
  }
  return best;
}

export function airLegal(state: VasState, d: AirDecision): VasAction[] {
  if (d.decision === 'air-first') return [true, false].map((first): VasAction => ({ type: 'air-first', fleet: d.player, first }));
  const now = flyingFleet(state);
  if (!now) return [];
  const flights = movableFlights(state, now.fleet, now.group);
  const closing: FlightMove[] = flights.flatMap((f) => {
    const target = f.position ? nearestEnemy(state, f) : undefined;
    return f.position && target ? [{ flight: f.id, to: toward(state, f.position, target, f.profile.speed) }] : [];
  });
  const torpedoes = closing.length > 0 ? torpedoChoices(state, now.fleet, closing) : [];
  return [
    { type: 'fly', fleet: now.fleet, moves: [] },
    ...(closing.length > 0 ? [{ type: 'fly', fleet: now.fleet, moves: closing } as VasAction] : []),
    ...(torpedoes.length > 0 ? [{ type: 'fly', fleet: now.fleet, moves: closing, torpedoes } as VasAction] : []),
  ];
}

/** The nearest enemy flight in the air (fighters hunt them: VAS-DOGFIGHT-LOCK). */
function nearestEnemyFlight(state: VasState, f: FlightState): Vec | undefined {
  const from = f.position;
  if (!from) return undefined;
  let best: Vec | undefined;
  let bestD = Infinity;
  for (const o of state.air.flights) {
    if (!inAir(o) || o.position === null || !enemyFlights(state, f, o)) continue;
    const d = distance(from, o.position);
    if (d < bestD) { bestD = d; best = o.position; }
  }
  return best;
}

/**
 * Every movable flight of the group flies a random distance up to its Speed in a random direction, or
 * (one time in two) straight at the nearest enemy: a fighter at an enemy flight, others at a ship; then,
 * one time in two, the flights that may declare air-launched torpedoes do (VAS-AIR-TORPEDO).
 */
export function sampleFly(state: VasState, rng: RngState): VasAction | undefined {
  const now = flyingFleet(state);
  if (!now) return undefined;
  const moves = movableFlights(state, now.fleet, now.group).flatMap((f): FlightMove[] => {
    if (!f.position) return [];
    if (nextU32(rng) % 2 === 0) {
      const target = (isFighter(f) ? nearestEnemyFlight(state, f) : undefined) ?? nearestEnemy(state, f);
      if (target) return [{ flight: f.id, to: toward(state, f.position, target, f.profile.speed) }];
    }
    const angle = ((nextU32(rng) % 3600) / 3600) * 2 * Math.PI;
    const reach = ((nextU32(rng) % 1001) / 1000) * f.profile.speed;
    const target = { x: f.position.x + Math.sin(angle) * reach, y: f.position.y + Math.cos(angle) * reach };
    return [{ flight: f.id, to: toward(state, f.position, target, f.profile.speed) }];
  });
  const torpedoes = nextU32(rng) % 2 === 0 ? torpedoChoices(state, now.fleet, moves) : [];
  return { type: 'fly', fleet: now.fleet, moves, ...(torpedoes.length > 0 ? { torpedoes } : {}) };
}

/**
 * For bots: the carrier's move `legs` with flights recovered (those touching her) and launched (those
 * aboard, observation aircraft included), two in all, when she may do so this move; undefined otherwise
 * (VAS-AIR-LAUNCH, VAS-AIR-OBSERVATION-LAUNCH).
 */
export function launchVariant(state: VasState, shipId: string, legs: readonly MoveLeg[]): VasAction | undefined {
  const ship = state.ships[shipId];
  if (!ship || ship.crippled || ship.special !== null || (carrierCapacity(ship) === 0 && observationCapacity(ship) === 0)) return undefined;
  if (legs.some((l) => 'turn' in l && l.turn !== 0)) return undefined;
  const mine = state.air.flights.filter((f) => f.carrier === ship.id && !f.destroyed);
  const recover = mine.filter((f) => f.airborne && !isObservation(f.profile) && f.dogfight.length === 0 && touchingCarrier(ship, f.position)).slice(0, FLIGHTS_PER_TURN).map((f) => f.id);
  const launch = noAircraft(state.options) ? [] : mine.filter((f) => !f.airborne).slice(0, FLIGHTS_PER_TURN - recover.length).map((f) => f.id);
  if (recover.length + launch.length === 0) return undefined;
  return { type: 'move', ship: ship.id, legs: [...legs], ...(launch.length ? { launch } : {}), ...(recover.length ? { recover } : {}) };
}
