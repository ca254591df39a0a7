/**
 * The aircraft bookkeeping of a state (`VasState.air`): its empty form, the copy made once per
 * action (turn/clone-state.ts) and the per-turn reset. Profiles are shared like ship rosters and
 * never mutated.
 */
import type { AirState, FlightState, VasState } from '../types';

export function emptyAir(): AirState {
  return { flights: [], stage: null, attacks: [], combat: null };
}

export function cloneFlight(f: FlightState): FlightState {
  return {
    id: f.id, fleet: f.fleet, profile: f.profile, carrier: f.carrier, airborne: f.airborne,
    // never changed in place (a move sets a new one): shared with the state before (turn/clone-state.ts)
    position: f.position,
    heading: f.heading, damage: f.damage, destroyed: f.destroyed, spent: f.spent.slice(),
    dogfight: f.dogfight.slice(), movedThisTurn: f.movedThisTurn,
  };
}

export function cloneAir(a: AirState): AirState {
  const s = a.stage;
  const c = a.combat;
  return {
    flights: a.flights.map(cloneFlight),
    stage: s === null ? null : { kind: s.kind, order: s.order.slice(), next: s.next },
    attacks: a.attacks.length === 0 ? [] : a.attacks.map((x) => ({ flight: x.flight, target: x.target, weapon: x.weapon, kind: x.kind, done: x.done })),
    combat: c === null ? null : { step: c.step, nominated: c.nominated.slice(), fought: c.fought.slice() },
  };
}

/** Start of a turn: no flight has moved and aircraft movement is yet to come. */
export function resetAirTurn(draft: VasState): void {
  for (const f of draft.air.flights) f.movedThisTurn = false;
  draft.air.stage = null;
  draft.air.attacks = [];
  draft.air.combat = null;
}

/** Flights on the table now: in the air and not destroyed. */
export function flightsAloft(a: AirState): FlightState[] {
  return a.flights.filter((f) => f.airborne && !f.destroyed);
}

export function flightById(a: AirState, id: string): FlightState | undefined {
  return a.flights.find((f) => f.id === id);
}
