/** A flight's planned move as typed or dragged (heading and distance) and as the engine's `fly` moves. */
import type { Vec } from '@salvo/kernel';
import type { FlightMove, FlightState } from '@salvo/vas';

export interface FlyPlan { readonly heading: string; readonly distance: string }

/** The point a plan sends a flight to (compass heading, y up the table). */
export function planPoint(f: FlightState, plan: FlyPlan | undefined): Vec | null {
  const d = Number(plan?.distance ?? 0);
  if (!f.position || !plan || !Number.isFinite(d) || d <= 0) return null;
  const rad = (Number(plan.heading || 0) * Math.PI) / 180;
  const r = (n: number): number => Math.round(n * 100) / 100;
  return { x: r(f.position.x + Math.sin(rad) * d), y: r(f.position.y + Math.cos(rad) * d) };
}

/** A dragged point as a plan: heading to it and distance, capped at the flight's Speed. */
export function dragPlan(f: FlightState, p: Vec): FlyPlan {
  if (!f.position) return { heading: '0', distance: '0' };
  const dx = p.x - f.position.x;
  const dy = p.y - f.position.y;
  const heading = Math.round((((Math.atan2(dx, dy) * 180) / Math.PI) + 360) % 360);
  const distance = Math.min(f.profile.speed, Math.round(Math.hypot(dx, dy) * 10) / 10);
  return { heading: String(heading), distance: String(distance) };
}

export function flyMoves(flights: readonly FlightState[], plans: Readonly<Record<string, FlyPlan>>): FlightMove[] {
  return flights.flatMap((f) => {
    const to = planPoint(f, plans[f.id]);
    return to ? [{ flight: f.id, to }] : [];
  });
}

