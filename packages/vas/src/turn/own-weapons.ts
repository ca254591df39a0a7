/**
 * Copy on write for a ship's weapons. The one clone per action (turn/clone-state.ts) shares each
 * ship's weapon list with the state before it: states are immutable once made, and most actions
 * and dice (a move, a hit roll) change no weapon. A rules module that changes a weapon takes the
 * draft ship's own copy first with `ownWeapons` and changes that copy; it never writes to a weapon
 * it reached through `ship.weapons` without it.
 */
import type { ShipState, WeaponState } from '../types';

/** Fields in setup/create-game.ts's order (`buildShip`). */
export const copyWeapon = (w: WeaponState): WeaponState => ({
  index: w.index, destroyed: w.destroyed, adLost: w.adLost, lastFiredTurn: w.lastFiredTurn, spent: w.spent, failed: w.failed,
});

/**
 * The draft ship's weapons as a list and weapon objects of its own (copied now, so call it once
 * before a loop that changes several), ready to change in place.
 */
export function ownWeapons(ship: ShipState): WeaponState[] {
  const own = ship.weapons.map(copyWeapon);
  ship.weapons = own;
  return own;
}
