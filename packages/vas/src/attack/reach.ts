/**
 * A weapon's fire arc (as arc bits) and reach for this ship: the mount's arc and printed Range, except
 * torpedoes, which follow the Torpedoes chapter (torpedoes/reach.ts: 10", The Long Lance 20", a
 * submersible's torpedoes fore and aft).
 */
import type { WeaponRoster } from '@salvo/data';
import type { FireNomination, ShipState } from '../types';
import { isTorpedo, torpedoArcMask, torpedoReach } from '../torpedoes/reach';
import { arcsToTarget, rangeTo, weaponArcMask } from './arcs';
import { beyond } from './stages';

export interface Reach {
  readonly mask: number;
  readonly range: number;
}

export function weaponReach(ship: Pick<ShipState, 'roster'>, weapon: WeaponRoster): Reach {
  if (isTorpedo(weapon)) return { mask: torpedoArcMask(ship), range: torpedoReach(ship) };
  return { mask: weaponArcMask(weapon), range: weapon.range };
}

/** A nomination of every weapon whose arc and reach take in `target` now, in roster order; nothing else is checked. */
export function weaponsInReach(ship: ShipState, target: ShipState): FireNomination[] {
  const range = rangeTo(ship.position, target.position);
  const arcs = arcsToTarget(ship, target);
  const out: FireNomination[] = [];
  ship.roster.weapons.forEach((w, weapon) => {
    const reach = weaponReach(ship, w);
    if (!beyond(range, reach.range) && (arcs & reach.mask) !== 0) out.push({ weapon, target: target.id });
  });
  return out;
}
