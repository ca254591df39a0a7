/** Flights in words and the dogfights to draw (Flights.tsx, the cards): pure, from the state or a view. */
import type { FlightState } from '@salvo/vas';
import type { TableState } from './fleet-style';

export const AIRCRAFT_SHORT: Readonly<Record<string, string>> = {
  Fighter: 'F', 'Fighter-Bomber': 'FB', 'Dive Bomber': 'DB', 'Torpedo Bomber': 'TB', Bomber: 'B',
};

export function flightLabel(state: TableState, f: FlightState): string {
  const fleet = state.fleets[f.fleet]?.name ?? f.fleet;
  const locked = f.dogfight.map((id) => state.air.flights.find((x) => x.id === id)?.profile.name ?? id);
  return `Flight ${f.id}, ${f.profile.name} (${f.profile.type}), ${fleet}, heading ${Math.round(f.heading)} degrees, Damage ${f.damage} of ${f.profile.damage}${locked.length ? `, locked in a dogfight with ${locked.join(', ')}` : ''}`;
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

/** The words drawn under a flight on the table: type letters, id, Damage left, dogfight. */
export function flightName(f: FlightState): string {
  return `${AIRCRAFT_SHORT[f.profile.type] ?? f.profile.type} ${f.id} · D${f.damage}${f.dogfight.length ? ' · dogfight' : ''}`;
}
