/**
 * The attack mathematics as small pure stage functions, shared by the chance-step path and the
 * fast path (one code path, two hosts). All rolls are natural die faces 1-6.
 */

export const LONG_RANGE = 20;
export const EXTREME_RANGE = 30;
export const FAST_TARGET_MOVE = 7;

/**
 * Measuring tolerance in inches (VAS-ATTACK-RANGE): positions after a move at an oblique heading
 * carry floating-point error, so two ships exactly 20" apart may measure 20.000000000000004".
 * A distance within this of a limit counts as exactly at the limit ("more than" is not met).
 */
export const MEASURE_EPS = 1e-9;

/** Is a measured distance MORE THAN `limit` inches (beyond the tolerance)? */
export const beyond = (distance: number, limit: number): boolean => distance > limit + MEASURE_EPS;

/**
 * VAS-ATTACK-RANGE-MOD: more than 30" -2, else more than 20" -1. Extreme range REPLACES long range
 * (not -3): the text lists the two bands as alternatives (docs/rules-decisions.md).
 */
export function rangeModifier(range: number): number {
  return beyond(range, EXTREME_RANGE) ? -2 : beyond(range, LONG_RANGE) ? -1 : 0;
}

/** VAS-DAMAGE-PLUNGING: hits beyond 20" get +1 to Damage Dice, except against an Armoured Deck. */
export function plungingBonus(range: number, armouredDeck: boolean): number {
  return beyond(range, LONG_RANGE) && !armouredDeck ? 1 : 0;
}

/**
 * VAS-ATTACK-HIT: a hit when the modified roll equals or beats the Target score. A natural 1 always
 * misses; a natural 6 is NOT an automatic hit ("a natural 6 is not always considered to be a hit").
 */
export const isHit = (roll: number, need: number, mod: number): boolean => roll !== 1 && roll + mod >= need;

/**
 * VAS-REROLL-ONCE: is this first roll re-rolled? Misses of Twin-Linked weapons are (VAS-TRAIT-TWIN-LINKED,
 * Salvo always takes the option), hits must be when Evasive! applies (VAS-ATTACK-EVASIVE). The re-roll
 * stands whatever it shows: no die is ever re-rolled twice.
 */
export const rerolled = (hit: boolean, rerollMisses: boolean, rerollHits: boolean): boolean =>
  hit ? rerollHits : rerollMisses;

/** VAS-CRIT-FIRE-CONTROL: with Fire Control hit, each weapon system fires only on this roll or more. */
export const FIRE_CONTROL_NEED = 4;
export const fireControlFires = (roll: number): boolean => roll >= FIRE_CONTROL_NEED;

/** VAS-DAMAGE-DICE: a natural 6 always damages, a natural 1 never; else modified roll >= Armour. */
export const isDamage = (roll: number, armour: number, mod: number): boolean =>
  roll === 6 || (roll !== 1 && roll + mod >= armour);

/** VAS-CRIT-CONFIRM: a natural 6 on a Damage Die (not from a Weak weapon) calls for a confirmation die. */
export const callsCritical = (roll: number, canCrit: boolean): boolean => canCrit && roll === 6;

/** VAS-CRIT-CONFIRM: the confirmation die makes a critical hit on 4+. */
export const confirmsCritical = (roll: number): boolean => roll >= 4;

/** The lowest natural roll that hits, for labels; 7 means it cannot hit. */
export function rollNeeded(need: number, mod: number): number {
  return Math.min(7, Math.max(2, need - mod));
}
