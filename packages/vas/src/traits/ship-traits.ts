/**
 * Ship Special Traits (Victory at Sea, Special Traits chapter: Special Ships).
 *
 * Traits are matched by name against the roster as printed ("Aircraft" matches "Aircraft 2");
 * a trait lost to crippling (`ShipState.lostTraits`, printed names) no longer counts.
 */
import type { ShipState } from '../types';

/** The printed trait that `name` designates on this roster ("Aircraft" -> "Aircraft 2"), if any. */
export function printedTrait(traits: readonly string[], name: string): string | undefined {
  for (const t of traits) {
    if (t.startsWith(name) && (t.length === name.length || t.charCodeAt(name.length) === 32)) return t;
  }
  return undefined;
}

/** True when the ship has the trait on its roster and has not lost it (VAS-CRIPPLED-LOSSES). */
export function hasShipTrait(ship: Pick<ShipState, 'roster' | 'lostTraits'>, name: string): boolean {
  const printed = printedTrait(ship.roster.traits, name);
  return printed !== undefined && !ship.lostTraits.includes(printed);
}

/** VAS-TRAIT-AGILE: an Agile ship may turn twice (the movement rules use this). */
export const isAgile = (ship: Pick<ShipState, 'roster' | 'lostTraits'>): boolean => hasShipTrait(ship, 'Agile');

/** VAS-TRAIT-ARMOURED-DECK: no plunging-fire bonus against it. */
export const hasArmouredDeck = (ship: Pick<ShipState, 'roster' | 'lostTraits'>): boolean =>
  hasShipTrait(ship, 'Armoured Deck');

/** VAS-TRAIT-RADAR: may attack through smoke. */
export const hasRadar = (ship: Pick<ShipState, 'roster' | 'lostTraits'>): boolean => hasShipTrait(ship, 'Radar');

