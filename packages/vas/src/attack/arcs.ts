/**
 * VAS-ATTACK-ARC: fire arcs follow the mount (arcs are not printed per weapon).
 * A and B turrets: fore, port, starboard. X and Y: aft, port, starboard. Q: port and starboard.
 * Secondary and AA: all round. Ship torpedoes: port and starboard (submersibles: fore and aft).
 * Depth charges: the aft-turret arc. A main gun with no mount given is treated as all round.
 * Range and arc are measured centre to centre (VAS-ATTACK-RANGE).
 */
import type { WeaponRoster } from '@salvo/data';
import type { Arc, Vec } from '@salvo/kernel';
import { distance, relativeBearing } from '@salvo/kernel';

const ALL: readonly Arc[] = ['fore', 'starboard', 'aft', 'port'];
const FORE: readonly Arc[] = ['fore', 'port', 'starboard'];
const AFT: readonly Arc[] = ['aft', 'port', 'starboard'];
const BEAM: readonly Arc[] = ['port', 'starboard'];
const ENDS: readonly Arc[] = ['fore', 'aft'];

export function weaponArcs(weapon: Pick<WeaponRoster, 'kind' | 'mount'>, submersible = false): readonly Arc[] {
  switch (weapon.kind) {
    case 'main':
      switch (weapon.mount) {
        case 'A': case 'B': return FORE;
        case 'X': case 'Y': return AFT;
        case 'Q': return BEAM;
        case undefined: return ALL;
      }
      return ALL;
    case 'secondary': case 'aa': case 'bomb': return ALL;
    case 'torpedo': return submersible ? ENDS : BEAM;
    case 'depth-charge': return AFT;
  }
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

/** Is `target` in the weapon's arc from a ship at `from` facing `heading`? */
export function inArc(arcs: readonly Arc[], from: Vec, heading: number, target: Vec): boolean {
  return arcs.length === 4 || bearingInArcs(relativeBearing(from, heading, target), arcs);
}

/** VAS-ATTACK-BEAM: does the target show its beam (port or starboard arc) to the attacker? */
export function showsBeam(target: { readonly position: Vec; readonly heading: number }, attacker: Vec): boolean {
  const rel = relativeBearing(target.position, target.heading, attacker);
  return bearingInArc(rel, 'port') || bearingInArc(rel, 'starboard');
}

/** Centre-to-centre distance in inches. */
export const rangeTo = (from: Vec, to: Vec): number => distance(from, to);
