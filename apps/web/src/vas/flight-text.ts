/** Flights in words and the dogfights to draw (Flights.tsx, the cards): pure, from the state or a view. */
import { observationNumber, type FlightState } from '@salvo/vas';
import type { TableState } from './fleet-style';

export const AIRCRAFT_SHORT: Readonly<Record<string, string>> = {
  Fighter: 'F', 'Fighter-Bomber': 'FB', 'Dive Bomber': 'DB', 'Torpedo Bomber': 'TB', Bomber: 'B',
};

/**
 * A flight as a person names it, at the start of a sentence: a ship's own observation aircraft (engine ids
 * `<ship>/obs1`) is "Zara's floatplane 1", as the log calls her (@salvo/vas flightWords); any other "Flight <id>".
 */
export function flightTitle(state: TableState, f: FlightState): string {
  const n = observationNumber(f);
  const parent = n === null || f.carrier === null ? undefined : state.ships[f.carrier];
  return parent && n !== null ? `${parent.name}'s floatplane ${n}` : `Flight ${f.id}`;
}

export function flightLabel(state: TableState, f: FlightState): string {
  const fleet = state.fleets[f.fleet]?.name ?? f.fleet;
  const locked = f.dogfight.map((id) => state.air.flights.find((x) => x.id === id)?.profile.name ?? id);
  return `${flightTitle(state, f)}, ${f.profile.name} (${f.profile.type}), ${fleet}, heading ${Math.round(f.heading)} degrees, Damage ${f.damage} of ${f.profile.damage}${locked.length ? `, locked in a dogfight with ${locked.join(', ')}` : ''}`;
}

/** Each pair of flights in the air locked in a dogfight together, once (VAS-AIR-MOVE: locked flights stay). */
export function dogfightPairs(aloft: readonly FlightState[]): [FlightState, FlightState][] {
  const out: [FlightState, FlightState][] = [];
  for (const f of aloft) for (const id of f.dogfight) {
    const g = aloft.find((x) => x.id === id);
    if (g && f.id < g.id) out.push([f, g]);
  }
  return out;
}

/**
 * The words drawn under a flight on the table: a ship's own observation aircraft by the name the log gives her
 * ("Zara's floatplane 1"; every ship's are numbered 1, 2, so both sides' would read the same by id), any other
 * flight by its type letters and id ("F fulmar1"); then its Damage where it can take more than one point
 * ("2 Damage"), and a dogfight.
 */
export function flightName(f: FlightState, state?: Pick<TableState, 'ships'>): string {
  const n = observationNumber(f);
  const parent = n === null || f.carrier === null ? undefined : state?.ships[f.carrier];
  const who = parent && n !== null ? `${parent.name}'s floatplane ${n}` : `${AIRCRAFT_SHORT[f.profile.type] ?? f.profile.type} ${n !== null ? `floatplane ${n}` : f.id}`;
  const damage = f.profile.damage > 1 || f.damage < f.profile.damage ? ` · ${f.damage} Damage` : '';
  return `${who}${damage}${f.dogfight.length ? ' · dogfight' : ''}`;
}
