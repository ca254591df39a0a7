/**
 * VAS-ATTACK-ARC: fire arcs follow the mount (arcs are not printed per weapon).
 * A and B turrets: fore, port, starboard. X and Y: aft, port, starboard. Q: port and starboard.
 * Secondary and AA: all round. Ship torpedoes: port and starboard (submersibles: fore and aft).
 * Depth charges: the aft-turret arc. A main gun with no mount given is treated as all round.
 * Range and arc are measured centre to centre (VAS-ATTACK-RANGE).
 */
import type { WeaponRoster } from '@salvo/data';
import type { Arc, Vec } from '@salvo/kernel';
import { relativeBearing } from '@salvo/kernel';

/** Arcs as bits (fore 1, starboard 2, aft 4, port 8), for the per-shot test of the fast path. */
const BIT: Readonly<Record<Arc, number>> = { fore: 1, starboard: 2, aft: 4, port: 8 };

const MASKS = { all: 15, fore: 11, aft: 14, beam: 10, ends: 5 } as const;

/** `weaponArcs` as bits (see `arcMask`). */
export function weaponArcMask(weapon: Pick<WeaponRoster, 'kind' | 'mount'>): number {
  switch (weapon.kind) {
    case 'main':
      return weapon.mount === 'A' || weapon.mount === 'B' ? MASKS.fore
        : weapon.mount === 'X' || weapon.mount === 'Y' ? MASKS.aft
          : weapon.mount === 'Q' ? MASKS.beam : MASKS.all;
    case 'torpedo': return MASKS.beam;
    case 'depth-charge': return MASKS.aft;
    case 'secondary': case 'aa': case 'bomb': return MASKS.all;
  }
}

/**
 * The arcs a weapon covers, as a list (for views such as the web client's arc overlay): read from the
 * same bits the engine tests per shot (`weaponArcMask`; a submersible's torpedoes fire fore and aft).
 */
export function weaponArcs(weapon: Pick<WeaponRoster, 'kind' | 'mount'>, submersible = false): readonly Arc[] {
  const mask = weapon.kind === 'torpedo' && submersible ? MASKS.ends : weaponArcMask(weapon);
  return (['fore', 'starboard', 'aft', 'port'] as const).filter((a) => (mask & BIT[a]) !== 0);
}

const EPS = 1e-9;

/**
 * Does a relative bearing (degrees, 0 dead ahead, 90 starboard) lie in `arc`? Boundaries belong to
 * both arcs, exactly as the kernel's `arcsOfBearing` (tested equal); written without closures
 * because it runs for every shot of the fast path.
 */
export function bearingInArc(rel: number, arc: Arc): boolean {
  switch (arc) {
    case 'fore': return rel <= 45 + EPS || rel >= 315 - EPS;
    case 'starboard': return rel >= 45 - EPS && rel <= 135 + EPS;
    case 'aft': return rel >= 135 - EPS && rel <= 225 + EPS;
    case 'port': return rel >= 225 - EPS && rel <= 315 + EPS;
  }
}

/** Does a relative bearing lie in any of these arcs? */
export function bearingInArcs(rel: number, arcs: readonly Arc[]): boolean {
  if (arcs.length === 4) return true;
  for (const a of arcs) if (bearingInArc(rel, a)) return true;
  return false;
}

/** VAS-ATTACK-BEAM: does the target show its beam (port or starboard arc) to the attacker? */
export function showsBeam(target: { readonly position: Vec; readonly heading: number }, attacker: Vec): boolean {
  const rel = relativeBearing(target.position, target.heading, attacker);
  return bearingInArc(rel, 'port') || bearingInArc(rel, 'starboard');
}

/** Centre-to-centre distance in inches. */
export function rangeTo(from: Vec, to: Vec): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return Math.sqrt(dx * dx + dy * dy);
}


export function arcMask(arcs: readonly Arc[]): number {
  let m = 0;
  for (const a of arcs) m |= BIT[a];
  return m;
}

/** The arcs containing a relative bearing, as bits; boundaries set both bits (as `bearingInArc`). */
export function bearingMask(rel: number): number {
  return (bearingInArc(rel, 'fore') ? 1 : 0) | (bearingInArc(rel, 'starboard') ? 2 : 0)
    | (bearingInArc(rel, 'aft') ? 4 : 0) | (bearingInArc(rel, 'port') ? 8 : 0);
}

/** Compass bearing of the line from `from` to `to`, in (-180, 180] (0 = up the table). */
export const lineBearing = (from: Vec, to: Vec): number => (Math.atan2(to.x - from.x, to.y - from.y) * 180) / Math.PI;

/** Degrees into [0, 360) without a floating-point remainder (hot path). */
export function wrapDegrees(deg: number): number {
  let r = deg - 360 * Math.floor(deg / 360);
  if (r < 0) r += 360;
  return r >= 360 ? r - 360 : r;
}

/**
 * The attacker's arcs (as bits) in which the target lies. One bearing serves both ends of a line of
 * fire: this and `targetShowsBeam` are what the attack paths and the bots use.
 */
export function arcsToTarget(attacker: ShipPlace, target: ShipPlace): number {
  return bearingMask(wrapDegrees(lineBearing(attacker.position, target.position) - attacker.heading));
}

/** VAS-ATTACK-BEAM from the same bearing: the attacker lies in the target's port or starboard arc. */
export function targetShowsBeam(attacker: ShipPlace, target: ShipPlace): boolean {
  const rel = wrapDegrees(lineBearing(attacker.position, target.position) + 180 - target.heading);
  return bearingInArc(rel, 'port') || bearingInArc(rel, 'starboard');
}

interface ShipPlace {
  readonly position: Vec;
  readonly heading: number;
}

