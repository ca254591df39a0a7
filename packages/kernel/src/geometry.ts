/**
 * Table geometry for miniatures games.
 *
 * Conventions (recorded in docs/architecture.md):
 * - Positions are in inches, x to the right, y up the table (away from the south edge).
 * - Headings are compass degrees in [0, 360): 0 points up the table (+y), 90 to the right (+x).
 * - A turning point is 45 degrees.
 * - Fire arcs are the four 90-degree quadrants around the ship's heading. A bearing exactly on the
 *   line between two arcs lies in both (docs/rules-decisions.md, VAS-ATTACK-ARC).
 */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

export const TURNING_POINT_DEGREES = 45;
export const ARCS = ['fore', 'starboard', 'aft', 'port'] as const;
export type Arc = (typeof ARCS)[number];

const EPS = 1e-9;

export const distance = (a: Vec, b: Vec): number => Math.hypot(b.x - a.x, b.y - a.y);

/** Heading normalized into [0, 360). */
export function normalizeHeading(deg: number): number {
  const h = deg % 360;
  const n = h < 0 ? h + 360 : h;
  return Math.abs(n - 360) < EPS ? 0 : n;
}

/** Compass bearing from `from` to `to` (0 = +y). Undefined direction (same point) gives 0. */
export function bearing(from: Vec, to: Vec): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < EPS && Math.abs(dy) < EPS) return 0;
  return normalizeHeading((Math.atan2(dx, dy) * 180) / Math.PI);
}

/** Bearing of `to` relative to a ship at `from` facing `heading`, in [0, 360); 0 = dead ahead, 90 = starboard. */
export function relativeBearing(from: Vec, heading: number, to: Vec): number {
  return normalizeHeading(bearing(from, to) - heading);
}

/** Signed smallest difference b - a in (-180, 180]. */
export function headingDelta(a: number, b: number): number {
  const d = normalizeHeading(b - a);
  return d > 180 ? d - 360 : d;
}

/** Arcs containing a relative bearing; two arcs when it lies on a boundary line. */
export function arcsOfBearing(rel: number): Arc[] {
  const r = normalizeHeading(rel);
  const out: Arc[] = [];
  const within = (lo: number, hi: number): boolean => r >= lo - EPS && r <= hi + EPS;
  if (r <= 45 + EPS || r >= 315 - EPS) out.push('fore');
  if (within(45, 135)) out.push('starboard');
  if (within(135, 225)) out.push('aft');
  if (within(225, 315)) out.push('port');
  return out;
}

/** Arcs of the ship at `from` (facing `heading`) in which `target` lies. */
export function arcsTo(from: Vec, heading: number, target: Vec): Arc[] {
  return arcsOfBearing(relativeBearing(from, heading, target));
}

/** True when the target ship shows its beam (port or starboard arc) to the attacker. */
export function beamFacing(target: Vec, targetHeading: number, attacker: Vec): boolean {
  const arcs = arcsTo(target, targetHeading, attacker);
  return arcs.includes('port') || arcs.includes('starboard');
}

/** Unit vector of a heading. */
export function headingVector(heading: number): Vec {
  const rad = (heading * Math.PI) / 180;
  return { x: Math.sin(rad), y: Math.cos(rad) };
}

/** The point `dist` inches ahead of `from` along `heading`. */
export function advance(from: Vec, heading: number, dist: number): Vec {
  const v = headingVector(heading);
  return { x: from.x + v.x * dist, y: from.y + v.y * dist };
}

/** Shortest distance from point p to segment ab. */
export function distanceToSegment(p: Vec, a: Vec, b: Vec): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby;
  if (len2 < EPS) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / len2));
  return distance(p, { x: a.x + t * abx, y: a.y + t * aby });
}

/** Turning points needed to go from heading a to heading b (fractional; 45 degrees a point). */
export const turningPointsBetween = (a: number, b: number): number =>
  Math.abs(headingDelta(a, b)) / TURNING_POINT_DEGREES;

/** Twice the signed area of pqr: > 0 when r lies to the left of p->q. */
function orientation(p: Vec, q: Vec, r: Vec): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

/** Does r lie on segment pq (within EPS)? */
function onSegment(p: Vec, q: Vec, r: Vec): boolean {
  return Math.abs(orientation(p, q, r)) <= EPS &&
    r.x >= Math.min(p.x, q.x) - EPS && r.x <= Math.max(p.x, q.x) + EPS &&
    r.y >= Math.min(p.y, q.y) - EPS && r.y <= Math.max(p.y, q.y) + EPS;
}

/**
 * Does segment ab cross segment cd (including touching)? (The helpers live at module level: as closures
 * made on every call they were a sixth of a 27-ship battle's time under tsx, which names each one.)
 */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (((o1 > EPS && o2 < -EPS) || (o1 < -EPS && o2 > EPS)) && ((o3 > EPS && o4 < -EPS) || (o3 < -EPS && o4 > EPS))) {
    return true;
  }
  return onSegment(a, b, c) || onSegment(a, b, d) || onSegment(c, d, a) || onSegment(c, d, b);
}
