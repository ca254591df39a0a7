/**
 * The flights of a Victory at Sea view (aircraft/): each with id, profile, type, fleet, Damage left,
 * in the air at its position (with its map marker) or aboard its ship, locked in a dogfight, moved this
 * turn, and the One-Shot payloads it has spent. Observation aircraft aboard are counted per ship, not
 * listed one by one. Flights are on the table, so every seat sees them all.
 */
import type { FlightState, VasState } from '@salvo/vas';

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The map marker of flights (table-plot.ts): `+`. */
export const FLIGHT_MARKER = '+';

const isObservation = (f: FlightState): boolean => f.profile.type === 'Observation';

function flightLine(state: VasState, f: FlightState): string {
  const fleet = state.fleets[f.fleet]?.name ?? f.fleet;
  const ship = (id: string | null): string => state.ships[id ?? '']?.name ?? id ?? '?';
  const parts = [`  ${f.id}: ${f.profile.name} (${isObservation(f) ? `observation aircraft of ${ship(f.carrier)}` : f.profile.type}, ${fleet})`];
  parts.push(`Speed ${f1(f.profile.speed)}" Damage ${f.damage}/${f.profile.damage}`);
  if (f.airborne && f.position) {
    parts.push(`${FLIGHT_MARKER} at (${f.position.x.toFixed(1)}, ${f.position.y.toFixed(1)})`);
    if (f.dogfight.length > 0) parts.push(`locked in a dogfight with ${f.dogfight.join(', ')}`);
    if (f.movedThisTurn) parts.push('[moved]');
  } else {
    parts.push(`aboard ${ship(f.carrier)}`);
  }
  const spent = f.spent.map((i) => f.profile.weapons[i]?.name ?? `#${i}`);
  const left = f.profile.weapons.filter((_, i) => !f.spent.includes(i)).map((w) => w.name);
  if (spent.length > 0) parts.push(`spent: ${spent.join(', ')}`);
  if (left.length > 0 && spent.length > 0) parts.push(`left: ${left.join(', ')}`);
  return parts.join('  ');
}

export function flightLines(state: VasState): string[] {
  const flights = state.air.flights.filter((f) => !f.destroyed);
  if (flights.length === 0) return [];
  const lines = ['Flights:'];
  const aboardObs = new Map<string, number>();
  for (const f of flights) {
    if (isObservation(f) && !f.airborne) aboardObs.set(f.carrier ?? '?', (aboardObs.get(f.carrier ?? '?') ?? 0) + 1);
    else lines.push(flightLine(state, f));
  }
  for (const [ship, n] of aboardObs) {
    const ids = flights.filter((f) => isObservation(f) && !f.airborne && f.carrier === ship).map((f) => f.id);
    lines.push(`  ${state.ships[ship]?.name ?? ship}: ${n} observation aircraft aboard (${ids.join(', ')})`);
  }
  const lost = state.air.flights.filter((f) => f.destroyed).map((f) => f.id);
  if (lost.length > 0) lines.push(`  destroyed: ${lost.join(', ')}`);
  return lines;
}
