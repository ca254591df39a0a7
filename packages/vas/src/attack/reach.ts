/**
 * A weapon's fire arc (as arc bits) and reach for this ship: the mount's arc and printed Range, except
 * torpedoes, which follow the Torpedoes chapter (torpedoes/reach.ts: 10", The Long Lance 20", a
 * submersible's torpedoes fore and aft).
 */
import type { WeaponRoster } from '@salvo/data';
import type { ShipState } from '../types';
import { isTorpedo, torpedoArcMask, torpedoReach } from '../torpedoes/reach';
import { weaponArcMask } from './arcs';

export interface Reach {
  readonly mask: number;
  readonly range: number;
}

export function weaponReach(ship: Pick<ShipState, 'roster'>, weapon: WeaponRoster): Reach {
  if (isTorpedo(weapon)) return { mask: torpedoArcMask(ship), range: torpedoReach(ship) };
  return { mask: weaponArcMask(weapon), range: weapon.range };
}
