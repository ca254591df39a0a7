import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beyond, callsCritical, confirmsCritical, isDamage, isHit, plungingBonus, rangeModifier, rerolled, rollNeeded } from './stages';

describe('attack stages', () => {
  it('VAS-ATTACK-HIT: a die equal to or above the Target score hits, below it misses', () => {
    expect(isHit(4, 4, 0)).toBe(true);
    expect(isHit(5, 4, 0)).toBe(true);
    expect(isHit(3, 4, 0)).toBe(false);
    // a modifier moves the roll, not the score: 3 + 1 reaches 4+
    expect(isHit(3, 4, 1)).toBe(true);
    expect(isHit(4, 4, -1)).toBe(false);
  });

  it('VAS-ATTACK-HIT: a natural 1 always misses, even when modifiers would carry it to the Target score', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 6 }), (need, mod) => {
      expect(isHit(1, need, mod)).toBe(false);
    }));
  });

  it('VAS-ATTACK-HIT: a natural 6 is not always a hit: 6 - 2 misses a 5+ target', () => {
    expect(isHit(6, 5, -2)).toBe(false);
    expect(isHit(6, 6, -1)).toBe(false);
    expect(isHit(6, 6, 0)).toBe(true);
    expect(rollNeeded(6, -1)).toBe(7);
  });

  it('VAS-ATTACK-RANGE-MOD: up to 20" no penalty, beyond 20" -1, beyond 30" -2 (not -3)', () => {
    expect(rangeModifier(20)).toBe(0);
    expect(rangeModifier(20.01)).toBe(-1);
    expect(rangeModifier(30)).toBe(-1);
    expect(rangeModifier(30.5)).toBe(-2);
    expect(rangeModifier(45)).toBe(-2);
  });

  it('VAS-ATTACK-RANGE: floating-point error at a limit is not "more than" it; a measurable excess is', () => {
    expect(beyond(20.000000000000004, 20)).toBe(false);
    expect(beyond(20.000001, 20)).toBe(true);
    expect(rangeModifier(30.000000000000004)).toBe(-1);
    expect(rangeModifier(20.000000000000004)).toBe(0);
    expect(plungingBonus(20.000000000000004, false)).toBe(0);
  });

  it('VAS-DAMAGE-PLUNGING: +1 to Damage Dice beyond 20", none at 20" or less', () => {
    expect(plungingBonus(20, false)).toBe(0);
    expect(plungingBonus(21, false)).toBe(1);
    expect(plungingBonus(31, false)).toBe(1);
  });

  it('VAS-TRAIT-ARMOURED-DECK: no plunging bonus against an Armoured Deck', () => {
    expect(plungingBonus(25, true)).toBe(0);
  });

  it('VAS-DAMAGE-DICE: a Damage Die equal to or above Armour damages, a natural 6 always, a natural 1 never', () => {
    expect(isDamage(5, 5, 0)).toBe(true);
    expect(isDamage(4, 5, 0)).toBe(false);
    expect(isDamage(4, 5, 1)).toBe(true);
    expect(isDamage(6, 7, -1)).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: -1, max: 4 }), (armour, mod) => {
      expect(isDamage(1, armour, mod)).toBe(false);
      expect(isDamage(6, armour, mod)).toBe(true);
    }));
  });

  it('VAS-CRIT-CONFIRM: only a natural 6 calls a confirmation die, and the confirmation needs 4+', () => {
    expect(callsCritical(6, true)).toBe(true);
    expect(callsCritical(5, true)).toBe(false);
    expect([1, 2, 3, 4, 5, 6].map(confirmsCritical)).toEqual([false, false, false, true, true, true]);
  });

  it('VAS-TRAIT-WEAK: a six from a Weak weapon calls no critical', () => {
    expect(callsCritical(6, false)).toBe(false);
  });

  it('VAS-REROLL-ONCE: a die is re-rolled for Twin-Linked misses or Evasive hits, never for both reasons twice', () => {
    expect(rerolled(false, true, false)).toBe(true);
    expect(rerolled(true, true, false)).toBe(false);
    expect(rerolled(true, false, true)).toBe(true);
    expect(rerolled(false, false, true)).toBe(false);
    // the decision is taken once on the first roll; the re-roll itself is never passed back here (see resolve.test.ts)
    expect(rerolled(false, true, true)).toBe(true);
  });
});
