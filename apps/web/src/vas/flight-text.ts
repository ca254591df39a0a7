/** Flights in words and the dogfights to draw (Flights.tsx, the cards): pure, from the state or a view. */
import type { FlightState } from '@salvo/vas';
import type { TableState } from './fleet-style';

export const AIRCRAFT_SHORT: Readonly<Record<string, string>> = {
  Fighter: 'F', 'Fighter-Bomber': 'FB', 'Dive Bomber': 'DB', 'Torpedo Bomber': 'TB', Bomber: 'B',
};

/** The part of a ship's own flight id after `<ship>/` (`obs1`), or null for any other flight. */
function ownId(f: FlightState): string | null {
  return f.carrier !== null && f.id.startsWith(`${f.carrier}/`) ? f.id.slice(f.carrier.length + 1) : null;
}

/**
 * A flight as a person names it: its id, except a ship's own observation aircraft (ids `<ship>/obs1`, made by
 * the engine), which is "obs1 of HMS Warspite" rather than "warspite/obs1".
 */
export function flightTitle(state: TableState, f: FlightState): string {
  const own = ownId(f);
  const parent = own === null || f.carrier === null ? undefined : state.ships[f.carrier];
  return parent && own !== null ? `${own} of ${parent.name}` : f.id;
}

export function flightLabel(state: TableState, f: FlightState): string {
  const fleet = state.fleets[f.fleet]?.name ?? f.fleet;
  const locked = f.dogfight.map((id) => state.air.flights.find((x) => x.id === id)?.profile.name ?? id);
  return `Flight ${flightTitle(state, f)}, ${f.profile.name} (${f.profile.type}), ${fleet}, heading ${Math.round(f.heading)} degrees, Damage ${f.damage} of ${f.profile.damage}${locked.length ? `, locked in a dogfight with ${locked.join(', ')}` : ''}`;
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
 * The words drawn under a flight on the table: type letters and id, Damage left, dogfight. A ship's own observation
 * aircraft is named by her ship (`Zara obs1`), since every ship's are obs1, obs2: both sides' would read the same.
 */
export function flightName(f: FlightState, state?: Pick<TableState, 'ships'>): string {
  const own = ownId(f);
  const parent = own === null || f.carrier === null ? undefined : state?.ships[f.carrier];
  const who = parent && own !== null ? `${parent.name} ${own}` : `${AIRCRAFT_SHORT[f.profile.type] ?? f.profile.type} ${own ?? f.id}`;
  return `${who} · D${f.damage}${f.dogfight.length ? ' · dogfight' : ''}`;
}
