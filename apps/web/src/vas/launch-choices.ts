/**
 * What the move form offers a ship with aircraft of her own: a carrier's flights (VAS-AIR-LAUNCH,
 * VAS-AIR-RECOVER) and the observation aircraft of a ship with Aircraft X (VAS-AIR-OBSERVATION-LAUNCH:
 * launched like carrier flights, within the same two a turn, never recovered during a battle). Whether
 * a flight may go up this move is the engine's word, not a copy of its rules: the ship's move straight
 * ahead is checked with and without the launch, and when only the launch is refused (Crippled, a Special
 * Action taken, a battle at night) the engine's sentence is shown beside the flight, which is not offered.
 */
import { carrierCapacity, checkAction, moveLimits, type FlightState, type ShipState, type VasState } from '@salvo/vas';
import { AIRCRAFT_SHORT, flightTitle } from './flight-text';

export interface FlightChoice {
  readonly id: string;
  readonly label: string;
  /** Why the engine refuses to launch it with this move whatever the legs (null: it may go up on a straight move). */
  readonly refused: string | null;
}

export interface LaunchChoices {
  /** The ship is a carrier (her own flights may also be recovered). */
  readonly carrier: boolean;
  readonly aboard: readonly FlightChoice[];
  /** Her carrier flights in the air (recoverable when touching her; the engine says when not). */
  readonly aloft: readonly FlightChoice[];
  /** Her observation aircraft in the air: never recovered during a battle. */
  readonly observationAloft: readonly string[];
}

export const isObservationFlight = (f: Pick<FlightState, 'profile'>): boolean => f.profile.type === 'Observation';

export function flightChoiceLabel(state: Pick<VasState, 'ships'>, f: FlightState): string {
  return isObservationFlight(f)
    ? flightTitle(state as VasState, f)
    : `${AIRCRAFT_SHORT[f.profile.type] ?? ''} ${f.id} (${f.profile.name})`;
}

/** Null when the ship has no flights of her own to launch or recover; the choices otherwise. */
export function launchChoices(state: VasState, ship: ShipState): LaunchChoices | null {
  const carrier = carrierCapacity(ship) > 0;
  const own = state.air.flights.filter((f) => f.carrier === ship.id && !f.destroyed && (carrier || isObservationFlight(f)));
  if (own.length === 0) return null;
  const lim = moveLimits(ship);
  // A straight move the engine accepts on its own, to ask whether the launch alone would be refused.
  const straight = [{ forward: Math.min(lim.speed, Math.max(lim.minimum, lim.speed / 2)) }];
  const bare = checkAction(state, { type: 'move', ship: ship.id, legs: straight });
  const refused = (id: string): string | null => {
    if (!bare.ok) return null;
    const r = checkAction(state, { type: 'move', ship: ship.id, legs: straight, launch: [id] });
    return r.ok ? null : r.error.message;
  };
  return {
    carrier,
    aboard: own.filter((f) => !f.airborne).map((f) => ({ id: f.id, label: flightChoiceLabel(state, f), refused: refused(f.id) })),
    aloft: own.filter((f) => f.airborne && !isObservationFlight(f)).map((f) => ({ id: f.id, label: flightChoiceLabel(state, f), refused: null })),
    observationAloft: own.filter((f) => f.airborne && isObservationFlight(f)).map((f) => flightChoiceLabel(state, f)),
  };
}
