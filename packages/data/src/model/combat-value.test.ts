import { describe, expect, it } from 'vitest';
import type { WeaponTrait } from '../roster-types';
import { isDamage, isHit } from '../../../vas/src/attack/stages';
import { weaponProfile } from '../../../vas/src/traits/weapon-traits';
import { damageChance, damageModifier, hitChance } from './combat-value';

/** The engine's own dice path, counted face by face. */
const engineDamage = (armour: number, mod: number): number =>
  [1, 2, 3, 4, 5, 6].filter((f) => isDamage(f, armour, mod)).length / 6;
const engineHit = (need: number, mod: number): number =>
  [1, 2, 3, 4, 5, 6].filter((f) => isHit(f, need, mod)).length / 6;

const TRAIT_SETS: WeaponTrait[][] = [
  [], ['AP'], ['Super AP'], ['Weak'], ['AP', 'Weak'], ['Super AP', 'Weak'], ['AP', 'Super AP'], ['Twin-Linked', 'AP'],
];

describe('dice odds of the Priority Level check', () => {
  it('VAS-PRIORITY-VALUE: a natural 1 always bounces off armour whatever the modifiers', () => {
    expect(damageChance(2, 5)).toBeCloseTo(5 / 6);
    expect(damageChance(4, 3)).toBeCloseTo(5 / 6);
    expect(damageChance(6, -4)).toBeCloseTo(1 / 6);
  });

  it('VAS-PRIORITY-VALUE: a Weak AP weapon gets 0 to its Damage Dice, as in the engine', () => {
    expect(damageModifier({ traits: ['AP', 'Weak'] })).toBe(0);
    expect(damageModifier({ traits: ['Super AP', 'Weak'] })).toBe(1);
  });

  it('VAS-PRIORITY-VALUE: the odds agree with the engine for every armour, modifier and trait set', () => {
    for (const traits of TRAIT_SETS) expect(damageModifier({ traits })).toBe(weaponProfile({ traits }).ddMod);
    for (let armour = 2; armour <= 6; armour += 1) {
      for (let mod = -4; mod <= 6; mod += 1) {
        expect(damageChance(armour, mod)).toBeCloseTo(engineDamage(armour, mod), 12);
        expect(hitChance(armour, mod)).toBeCloseTo(engineHit(armour, mod), 12);
      }
    }
  });
});
