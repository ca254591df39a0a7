/**
 * A flight as every text a player reads names it (log, dice labels, the web table and cards): a ship's own
 * observation aircraft (engine id `<ship>/obs<n>`, VAS-AIR-OBSERVATION-CARRIED) is "Zara's floatplane 1"; any other
 * flight is "flight <id> (<aircraft>)". `flightWords` starts in lower case, `FlightWords` for a sentence's start.
 * A game under rules version 2 keeps the words it was played with (`v2`: each call's words of that version).
 */
import { playsUnder } from '../rules-version';
import type { FlightState, VasState } from '../types';

type Named = Pick<FlightState, 'id' | 'carrier' | 'profile'>;
type Words = Pick<VasState, 'ships'> & Partial<Pick<VasState, 'options'>>;

/**
 * Whether a game keeps the words of rules version 2 (testdata/rules-v2: a game begun before 8 December 2026 replays
 * with the very events it had, which named every flight "flight <id> (<aircraft>)"; rules-version.ts).
 */
const oldWords = (state: Words): boolean => state.options !== undefined && !playsUnder({ options: state.options }, 3);

/** The n of a ship's own observation aircraft (`zara/obs2`: 2), or null for any other flight. */
export { oldWords as keepsVersion2Words };

export function observationNumber(f: Pick<FlightState, 'id' | 'carrier'>): number | null {
  if (f.carrier === null || !f.id.startsWith(`${f.carrier}/obs`)) return null;
  const n = Number(f.id.slice(f.carrier.length + 4));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function flightWords(state: Words, f: Named, v2 = `flight ${f.id} (${f.profile.name})`): string {
  if (oldWords(state)) return v2;
  const n = observationNumber(f);
  const ship = n === null || f.carrier === null ? undefined : state.ships[f.carrier];
  return ship && n !== null ? `${ship.name}'s floatplane ${n}` : `flight ${f.id} (${f.profile.name})`;
}

export function FlightWords(state: Words, f: Named, v2 = `Flight ${f.id} (${f.profile.name})`): string {
  if (oldWords(state)) return v2;
  const w = flightWords(state, f);
  return w.charAt(0).toUpperCase() + w.slice(1);
}
