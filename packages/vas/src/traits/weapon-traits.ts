/** Weapon Special Traits (Victory at Sea, Special Traits chapter: Special Weapons). */
import type { WeaponRoster, WeaponTrait } from '@salvo/data';

export const weaponHas = (weapon: Pick<WeaponRoster, 'traits'>, trait: WeaponTrait): boolean =>
  weapon.traits.includes(trait);

/** VAS-TRAIT-WEAK: Weak weapons cannot cause critical hits. */
export const causesCriticals = (weapon: Pick<WeaponRoster, 'traits'>): boolean => !weaponHas(weapon, 'Weak');

/** VAS-TRAIT-TWIN-LINKED: missed Attack Dice may be re-rolled (Salvo always takes the re-roll). */
export const isTwinLinked = (weapon: Pick<WeaponRoster, 'traits'>): boolean => weaponHas(weapon, 'Twin-Linked');

/** VAS-TRAIT-SLOW-LOADING: fires every other turn, so not in the turn after it fired. */
export function slowLoadingBlocks(weapon: Pick<WeaponRoster, 'traits'>, lastFiredTurn: number | null, turn: number): boolean {
  return weaponHas(weapon, 'Slow-Loading') && lastFiredTurn !== null && turn - lastFiredTurn < 2;
}

/** VAS-TRAIT-ONE-SHOT: once used, never again this game. */
export const isOneShot = (weapon: Pick<WeaponRoster, 'traits'>): boolean => weaponHas(weapon, 'One-Shot');

/**
 * A weapon's trait effects on an attack, read in one pass (the attack plan and torpedoes call this per
 * shot). `ddMod` modifies every Damage Die: AP +1 (VAS-TRAIT-AP), Super AP +2 (VAS-TRAIT-SUPER-AP),
 * Weak -1 (VAS-TRAIT-WEAK); a weapon printed with both AP and Super AP gets +2.
 */
export interface WeaponProfile {
  readonly ddMod: number;
  readonly canCrit: boolean;
  readonly twinLinked: boolean;
}

export function weaponProfile(weapon: Pick<WeaponRoster, 'traits'>): WeaponProfile {
  let ap = 0;
  let weak = false;
  let twinLinked = false;
  for (const t of weapon.traits) {
    if (t === 'Super AP') ap = 2;
    else if (t === 'AP') ap = Math.max(ap, 1);
    else if (t === 'Weak') weak = true;
    else if (t === 'Twin-Linked') twinLinked = true;
  }
  return { ddMod: ap - (weak ? 1 : 0), canCrit: !weak, twinLinked };
}
