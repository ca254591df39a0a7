/**
 * Which Victory at Sea roster fights for each War at Sea counter (WAS-SALVO-TACTICAL-CLASSES). A named ship
 * takes its class from the catalogue (`classOfNamedShip`: Hood -> Hood, Warspite -> Queen Elizabeth). A counter
 * the catalogue cannot name takes the stand-in below, said in its display name; a convoy is four Tramp
 * Freighters (docs/war-at-sea-tactical.md). Pure data lookups.
 */
import { classOfNamedShip, findShipClass } from '@salvo/data';

/** Salvo's own stand-ins for counters whose class the catalogue lacks: [class, why]. */
export const STAND_INS: Readonly<Record<string, readonly [string, string]>> = {
  // Gangut class (12 x 12 in, 23 kn, 1914): no Soviet roster; the nearest dreadnought of the same era and guns.
  USSR: ['Conte di Cavour', 'a 1910s dreadnought with 12 in guns, as the Gangut class'],
};
/** Fallbacks when a stand-in class is itself missing from the catalogue (a modder's reduced catalogue). */
const SECOND_CHOICE: Readonly<Record<string, string>> = { 'Conte di Cavour': 'Caio Duilio' };

/** The class that fights for a counter, and a note when it is a stand-in; undefined when nothing fits. */
export function vasClassOf(counter: { readonly name: string; readonly nation: string }): { class: string; standIn?: string } | undefined {
  const named = classOfNamedShip(counter.name);
  if (named) return { class: named.class };
  const s = STAND_INS[counter.nation];
  if (!s) return undefined;
  const [cls, why] = s;
  const usable = findShipClass(cls) ? cls : SECOND_CHOICE[cls];
  return usable && findShipClass(usable) ? { class: usable, standIn: `${usable} roster as a stand-in: ${why}` } : undefined;
}

/** A War at Sea convoy counter on the table (14.x): this many merchant ships of this civilian class. */
export const CONVOY_SHIPS = 4;
export const CONVOY_CLASS = 'Tramp Freighter';
