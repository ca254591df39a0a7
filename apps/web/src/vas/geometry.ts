/**
 * Table geometry for drawing: hull outlines, fire-arc wedges, and turning a dragged pointer into move
 * legs (table inches, x right, y up; table-frame.ts turns them into SVG units). The engine validates every move.
 */
import { ARCS, type Arc, type Vec } from '@salvo/kernel';
import { footprintRadius, judgedDistance, type MoveLeg, type MovePlan, type ShipState } from '@salvo/vas';
import { weaponArcs } from './engine-extras';

/** A hull pointing up the table, inside a footprint of radius r: the bow is the sharp end. */
export function hullPath(r: number): string {
  const w = r * 0.42;
  const f = (n: number): string => n.toFixed(3);
  return `M 0 ${f(-r)} L ${f(w)} ${f(-r * 0.35)} L ${f(w)} ${f(r * 0.8)} L ${f(w * 0.6)} ${f(r * 0.95)} L ${f(-w * 0.6)} ${f(r * 0.95)} L ${f(-w)} ${f(r * 0.8)} L ${f(-w)} ${f(-r * 0.35)} Z`;
}

/** A judged distance: the nearest 5" (at least 5"), an officer's estimate, never a measurement (as the terminal). */
export const estimate = (n: number): string => `about ${judgedDistance(n)}"`;

export const inches = (n: number): string => `${Number.isInteger(n) ? String(n) : n.toFixed(1)}"`;

/** For each fire arc of the ship, the short names of the weapons (not destroyed) that bear on it (A, B, X, Y turrets; Sec; AA; Torp). */
export function weaponsByArc(ship: ShipState): Record<Arc, string[]> {
  const out: Record<Arc, string[]> = { fore: [], starboard: [], aft: [], port: [] };
  const sub = ship.roster.type === 'submersible';
  ship.roster.weapons.forEach((w, i) => {
    if (ship.weapons[i]?.destroyed || ship.weapons[i]?.spent) return;
    const short = w.kind === 'main' ? (w.mount ?? 'Main') : w.kind === 'secondary' ? 'Sec' : w.kind === 'aa' ? 'AA' : w.kind === 'torpedo' ? 'Torp' : w.kind === 'depth-charge' ? 'DC' : 'Bomb';
    for (const a of weaponArcs(w, sub)) if (!out[a].includes(short)) out[a].push(short);
  });
  return out;
}

/** Wedge of one 90-degree arc, centred on the ship, radius r, in SVG units relative to the ship. */
export function arcWedge(arc: Arc, r: number): string {
  const centre = { fore: 0, starboard: 90, aft: 180, port: 270 }[arc];
  const p = (deg: number): string => {
    const rad = (deg * Math.PI) / 180;
    return `${(Math.sin(rad) * r).toFixed(3)} ${(-Math.cos(rad) * r).toFixed(3)}`;
  };
  return `M 0 0 L ${p(centre - 45)} A ${r} ${r} 0 0 1 ${p(centre + 45)} Z`;
}

export const ARC_LIST: readonly Arc[] = ARCS;

/**
 * Legs for a dragged end point: straight ahead when the point lies within 12 degrees of the bow,
 * otherwise straight for half Speed (the earliest turning point), a turn snapped to whole points,
 * then on towards the point. Lengths are rounded to 0.1". An Agile ship (VAS-MOVE-AGILE) that has
 * used her full Speed turns again at the end when the point lies past her end position: the bow
 * swings towards it, snapped to whole points.
 */
export function dragLegs(ship: ShipState, speed: number, turning: number, p: Vec, agile = false): MoveLeg[] {
  const legs = firstTurnLegs(ship, speed, turning, p);
  if (!agile || turning <= 0) return legs;
  const moved = legs.reduce((n, l) => n + ('forward' in l ? l.forward : 0), 0);
  if (moved < speed - 0.05) return legs;
  const pts = legPoints(ship, legs);
  const end = pts[pts.length - 1] ?? ship.position;
  if (Math.hypot(p.x - end.x, p.y - end.y) < 1) return legs;
  const heading = ship.heading + legs.reduce((n, l) => n + ('turn' in l ? l.turn : 0), 0);
  const t = endTurn(end, heading, turning, p);
  return t === 0 ? legs : [...legs, { turn: t }];
}

/** The whole-point turn (degrees) that swings a bow at `end` on `heading` towards `p`, within `turning` points. */
export function endTurn(end: Vec, heading: number, turning: number, p: Vec): number {
  const rel = (((Math.atan2(p.x - end.x, p.y - end.y) * 180) / Math.PI - heading + 540) % 360) - 180;
  const points = Math.max(-turning, Math.min(turning, Math.round(rel / 45)));
  return points * 45;
}

function firstTurnLegs(ship: ShipState, speed: number, turning: number, p: Vec): MoveLeg[] {
  const dx = p.x - ship.position.x;
  const dy = p.y - ship.position.y;
  const rad = (ship.heading * Math.PI) / 180;
  const along = dx * Math.sin(rad) + dy * Math.cos(rad);
  const across = dx * Math.cos(rad) - dy * Math.sin(rad);
  const round = (n: number): number => Math.round(Math.max(0, n) * 10) / 10;
  const off = (Math.atan2(across, Math.max(along, 1e-9)) * 180) / Math.PI;
  if (turning <= 0 || Math.abs(off) < 12 || along < speed / 2) return [{ forward: round(Math.min(Math.max(along, 0), speed)) }];
  const a = round(speed / 2);
  const tx = ship.position.x + Math.sin(rad) * a;
  const ty = ship.position.y + Math.cos(rad) * a;
  const rel = (((Math.atan2(p.x - tx, p.y - ty) * 180) / Math.PI - ship.heading + 540) % 360) - 180;
  const points = Math.max(-turning, Math.min(turning, Math.round(rel / 45)));
  const rest = Math.hypot(p.x - tx, p.y - ty);
  if (points === 0) return [{ forward: round(Math.min(a + rest, speed)) }];
  return [{ forward: a }, { turn: points * 45 }, { forward: round(Math.min(rest, speed - a)) }];
}

/** Points along the legs (start, each turning point, end) for drawing the path. */
export function legPoints(ship: ShipState, legs: readonly MoveLeg[]): Vec[] {
  let at = ship.position;
  let h = ship.heading;
  const pts: Vec[] = [at];
  for (const l of legs) {
    if ('turn' in l) {
      h += l.turn;
      continue;
    }
    const rad = (h * Math.PI) / 180;
    at = { x: at.x + Math.sin(rad) * l.forward, y: at.y + Math.cos(rad) * l.forward };
    pts.push(at);
  }
  return pts;
}

/**
 * The move preview's ghost: where the planned move ends (the engine's plan, else the legs' last point), her
 * heading there and the half-size of the box her hull covers (her footprint radius), in table inches.
 */
export function moveGhost(ship: ShipState, legs: readonly MoveLeg[], plan: MovePlan | null): { at: Vec; heading: number; r: number } {
  const pts = legPoints(ship, legs);
  return { at: plan?.end ?? pts[pts.length - 1] ?? ship.position, heading: plan?.heading ?? ship.heading, r: footprintRadius(ship.roster.type) };
}
