/** Queries on a ship's critical hits and the weapon losses they cause. */
import type { ShipState, WeaponState } from '../types';
import { ownWeapons } from '../turn/own-weapons';

/** Is a critical with this effect suffered and not repaired (or expired)? */
export function hasActiveCritical(ship: Pick<ShipState, 'criticals'>, effect: string): boolean {
  for (const c of ship.criticals) if (c.effect === effect && !c.repaired) return true;
  return false;
}

/**
 * VAS-CRIT-NONCUMULATIVE: `WeaponState.adLost` mirrors the active "AA / Secondary Weapons Damaged"
 * criticals: 1 while at least one is active, whatever their number. Call after a critical changes.
 */
export function syncWeaponLosses(ship: ShipState): void {
  const aa = hasActiveCritical(ship, 'aa-damaged') ? 1 : 0;
  const sec = hasActiveCritical(ship, 'secondary-damaged') ? 1 : 0;
  const lost = (w: WeaponState): number => {
    const kind = ship.roster.weapons[w.index]?.kind;
    return kind === 'aa' ? aa : kind === 'secondary' ? sec : 0;
  };
  if (ship.weapons.every((w) => w.adLost === lost(w))) return;
  for (const w of ownWeapons(ship)) w.adLost = lost(w);
}

/**
 * Attack Dice a weapon has now: the printed AD, halved (rounded down) for secondary and AA
 * weapons of a Crippled ship (VAS-CRIPPLED-EFFECTS), then less the critical losses and the guns a scenario
 * rule has failed (VAS-SCN-GUN-FAILURE); never below 0.
 */
export function currentAD(ship: ShipState, weaponIndex: number): number {
  const roster = ship.roster.weapons[weaponIndex];
  const state = ship.weapons[weaponIndex];
  if (!roster || !state || state.destroyed) return 0;
  const halved = ship.crippled && (roster.kind === 'secondary' || roster.kind === 'aa');
  const base = halved ? Math.floor(roster.ad / 2) : roster.ad;
  return Math.max(0, base - state.adLost - state.failed);
}
