/**
 * Where a torpedo may go (VAS-TORP-RANGE, VAS-TORP-ARC, VAS-TORP-LONG-LANCE): a Torpedo Spread is placed
 * on a target within 10" in the attacker's torpedo arc (port or starboard; a submersible's fore or aft);
 * Japanese ships (not submersibles) may reach 20" with The Long Lance. The printed Range of a torpedo
 * row is not used: the chapter gives the distance (docs/rules-decisions.md).
 */
import type { WeaponRoster } from '@salvo/data';
import type { ShipState } from '../types';

export const TORPEDO_RANGE = 10;
export const LONG_LANCE_RANGE = 20;

/** Arc bits as attack/arcs.ts: fore 1, starboard 2, aft 4, port 8. */
const BEAM_MASK = 10;
const ENDS_MASK = 5;

export const isSubmersibleRoster = (ship: Pick<ShipState, 'roster'>): boolean =>
  ship.roster.type === 'submersible' || ship.roster.traits.some((t) => t === 'Submersible');

/** VAS-TORP-LONG-LANCE: Japanese ships, not submersibles. */
export const hasLongLance = (ship: Pick<ShipState, 'roster'>): boolean =>
  ship.roster.nation === 'Imperial Japanese Navy' && !isSubmersibleRoster(ship);

export const isTorpedo = (weapon: Pick<WeaponRoster, 'kind'>): boolean => weapon.kind === 'torpedo';

/** The furthest a torpedo of this ship may be placed. */
export const torpedoReach = (ship: Pick<ShipState, 'roster'>): number => (hasLongLance(ship) ? LONG_LANCE_RANGE : TORPEDO_RANGE);

/** The torpedo arc as arc bits. */
export const torpedoArcMask = (ship: Pick<ShipState, 'roster'>): number => (isSubmersibleRoster(ship) ? ENDS_MASK : BEAM_MASK);

/** A spread beyond 10" is a Long Lance spread, resolved in the next End Phase. */
export const isLongLanceShot = (range: number): boolean => range > TORPEDO_RANGE + 1e-9;
