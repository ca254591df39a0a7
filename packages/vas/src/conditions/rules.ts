/**
 * Which visibility rules are in play, read from the options once per question (conditions/).
 * Bad Weather and Night Battles (victory-at-sea.txt, Advanced Rules) change to-hit rolls, attack
 * ranges and spotting; the night-fighting variant (night-fighting.txt) replaces the core Night
 * Battles rules when switched on (VAS-NF-REPLACES).
 */
import type { VasState } from '../types';

export const NIGHT_FIGHTING = 'night-fighting';

/** The core range bands: long beyond 20", extreme beyond 30" (attack/stages.ts). */
export const SPOT_RANGE_NIGHT = 20;
export const SPOT_RANGE_BAD_WEATHER = 30;

type Options = Pick<VasState['options'], 'night' | 'weather' | 'variants'>;

export const isBadWeather = (o: Options): boolean => o.weather === 'bad';
/** Night with the variant switched on: the variant's rules, not the core Night Battles. */
export const isVariantNight = (o: Options): boolean => o.night && o.variants.includes(NIGHT_FIGHTING);
/** VAS-NIGHT-*: the core Night Battles rules are in play. */
export const isCoreNight = (o: Options): boolean => o.night && !o.variants.includes(NIGHT_FIGHTING);
/** Any visibility rule in play (the attack hooks do nothing otherwise). */
export const visibilityLimited = (o: Options): boolean => o.night || o.weather === 'bad';

/**
 * Spotting range of the core rules: 20" at night (also in Bad Weather), 30" (long range) in Bad
 * Weather by day; null when nobody needs spotting (day, good weather, or the variant's own night).
 */
export function coreSpotRange(o: Options): number | null {
  if (isCoreNight(o)) return SPOT_RANGE_NIGHT;
  if (isBadWeather(o) && !o.night) return SPOT_RANGE_BAD_WEATHER;
  return null;
}

/**
 * Distance up to which an unspotted ship may still be attacked under the core rules: 20" (short
 * and medium range) in Bad Weather by day, none at night (VAS-WEATHER-SPOT, VAS-NIGHT-SPOT).
 */
export function unspottedReach(o: Options): number {
  return isCoreNight(o) ? 0 : SPOT_RANGE_NIGHT;
}

/** VAS-WEATHER-HIT, VAS-NIGHT-HIT: -1 each to every Attack Die of ships (and aircraft). */
export function visibilityHitModifier(o: Options): number {
  return (isBadWeather(o) ? -1 : 0) + (isCoreNight(o) ? -1 : 0);
}
