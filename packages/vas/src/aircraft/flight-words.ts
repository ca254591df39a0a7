/**
 * A flight as every text a player reads names it (log, dice labels, the web table and cards): a ship's own
 * observation aircraft (engine id `<ship>/obs<n>`, VAS-AIR-OBSERVATION-CARRIED) is "Zara's floatplane 1"; any other
 * flight is "flight <id> (<aircraft>)". `flightWords` starts in lower case, `FlightWords` for a sentence's start.
 */
import type { FlightState, VasState } from '../types';

/** The n of a ship's own observation aircraft (`zara/obs2`: 2), or null for any other flight. */
export function observationNumber(f: Pick<FlightState, 'id' | 'carrier'>): number | null {
  if (f.carrier === null || !f.id.startsWith(`${f.carrier}/obs`)) return null;
  const n = Number(f.id.slice(f.carrier.length + 4));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function flightWords(state: Pick<VasState, 'ships'>, f: Pick<FlightState, 'id' | 'carrier' | 'profile'>): string {
  const n = observationNumber(f);
  const ship = n === null || f.carrier === null ? undefined : state.ships[f.carrier];
  return ship && n !== null ? `${ship.name}'s floatplane ${n}` : `flight ${f.id} (${f.profile.name})`;
}

export function FlightWords(state: Pick<VasState, 'ships'>, f: Pick<FlightState, 'id' | 'carrier' | 'profile'>): string {
  const w = flightWords(state, f);
  return w.charAt(0).toUpperCase() + w.slice(1);
}
