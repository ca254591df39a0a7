/** The flights of a Victory at Sea view (aircraft/): in the air with position, or aboard their carrier. */
import type { VasState } from '@salvo/vas';

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function flightLines(state: VasState): string[] {
  const air = state.air;
  if (air.flights.length === 0) return [];
  const lines = ['Flights:'];
  for (const f of air.flights) {
    if (f.destroyed) continue;
    const fleet = state.fleets[f.fleet]?.name ?? f.fleet;
    const where = f.airborne && f.position
      ? `at (${f.position.x.toFixed(1)}, ${f.position.y.toFixed(1)})${f.dogfight.length > 0 ? `, dogfighting ${f.dogfight.join(', ')}` : ''}`
      : `aboard ${state.ships[f.carrier ?? '']?.name ?? f.carrier ?? '?'}`;
    lines.push(`  ${f.id}: ${f.profile.name} (${f.profile.type}, ${fleet}) Speed ${f1(f.profile.speed)}" Damage ${f.damage}, ${where}`);
  }
  return lines;
}
