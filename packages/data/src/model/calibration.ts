/**
 * The published constants of the ship-statistics model (docs/ship-model.md). Every roster figure
 * is a function of a historical specification and these numbers; nothing else. They were fixed
 * once against the figures the rules print (Warspite's roster, Leander's Speed, the Target numbers
 * of the night-fighting examples) and the Priority Level check; changing one changes every roster,
 * and the committed rosters then fail their drift test until regenerated.
 */

/** Knots per inch of Speed: Speed = round(knots / KNOTS_PER_INCH). */
export const KNOTS_PER_INCH = 4.5;

/** Standard displacement (long tons) at or above which a hull is a big ship: Turning 1, Target 4+. */
export const BIG_SHIP_TONS = 20_000;
/** Below this displacement a hull is a small ship: Target 6+. */
export const SMALL_SHIP_TONS = 4_000;
/** Agile: small and fast. */
export const AGILE_MAX_TONS = 3_000;
export const AGILE_MIN_KNOTS = 30;

/**
 * Protection (main belt + armoured deck, mm, times the plate-quality factor) bands for the Armour score:
 * [minimum protection, Armour]. Highest band that fits wins. 0: unarmoured hull (3+); any armour 4+;
 * capital-ship protection 5+; 440 and more (the post-1930 fast battleships, built against plunging fire
 * as well as shells on the belt) 6+. The WWI-era battleships (Queen Elizabeth, Nagato, Colorado: 432 mm)
 * stay at 5+.
 */
/** Armour plate made for ships entering service from MODERN_ARMOUR_FROM_YEAR resists about 10% better. */
export const MODERN_ARMOUR_FROM_YEAR = 1930;
export const MODERN_ARMOUR_FACTOR = 1.1;
export const ARMOUR_BANDS: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 4],
  [250, 5],
  [440, 6],
];

/** Damage = round(DAMAGE_SCALE * tons ^ DURABILITY_EXPONENT). */
export const DAMAGE_SCALE = 0.19;
/** Crew = round(CREW_SCALE * complement ^ DURABILITY_EXPONENT). */
export const CREW_SCALE = 1.4;
export const DURABILITY_EXPONENT = 0.5;
/** Crippled and Skeleton thresholds: floor(total / THRESHOLD_DIVISOR). */
export const THRESHOLD_DIVISOR = 3;

/** Gun range in inches = round(RANGE_BASE + RANGE_PER_INCH_CALIBRE * calibre). */
export const RANGE_BASE = 1.5;
export const RANGE_PER_INCH_CALIBRE = 2.1;
/** Damage Dice of a main gun = max(1, round(calibre / CALIBRE_PER_DD)). */
export const CALIBRE_PER_DD = 5;
/** Main guns from this calibre (inches) are AP; from SUPER_AP_CALIBRE, Super AP. */
export const AP_CALIBRE = 11;
export const SUPER_AP_CALIBRE = 16;
/** Main guns below this calibre (inches) are Weak. */
export const WEAK_BELOW_CALIBRE = 5;
/** Twin-Linked: a mount of at least 3 guns of at most this calibre (the rapid-firing 6 in triples); never heavy turrets. */
export const RAPID_FIRE_MAX_CALIBRE = 6.1;

/** AA Attack Dice = round(sqrt(sum of count x calibre mm) / AA_ROOT_DIVISOR); range AA_RANGE. */
export const AA_ROOT_DIVISOR = 6;
export const AA_RANGE = 5;

/** Ship torpedoes: range 10 (the rules' torpedo spread), AD = the tubes that bear (weapons.ts tubesBearing), DD by calibre. */
export const TORPEDO_RANGE = 10;
export const DEFAULT_TORPEDO_CALIBRE = 21;
/** Depth charges: short range, fixed dice. */
export const DEPTH_CHARGE = { range: 3, ad: 2, dd: 2 } as const;

/** Submersibles at or above this submerged speed (knots) are Silent. */
export const SILENT_MIN_SUBMERGED_KNOTS = 12;
/** Armoured Deck: main armour deck (mm) from this figure; carriers only for a flight deck armoured from the lower one. */
export const ARMOURED_DECK_MM = 140;
export const ARMOURED_FLIGHT_DECK_MM = 70;
/** A carrier operates one flight per this many aircraft of its air group (rounded, at least 1). */
export const AIRCRAFT_PER_FLIGHT = 10;
/** Sub-Hunter: destroyers and escorts with depth charges that entered service from this year (modern ASDIC/sonar). */
export const SUB_HUNTER_FROM_YEAR = 1940;

/** Aircraft Speed = round(km/h / KMH_PER_INCH); the printed observation aircraft (about 210 km/h) has Speed 7. */
export const KMH_PER_INCH = 30;
/** Fighters this fast (km/h) are hit on 6+ (else 5+) and get +1 Dogfight; FAST_FIGHTER_KMH +2. */
export const QUICK_AIRCRAFT_KMH = 500;
export const FAST_FIGHTER_KMH = 600;
/** Gun weight (sum of count x calibre mm) from which an aircraft gets +1 Dogfight. */
export const HEAVY_GUNS_WEIGHT = 75;
/** Bomb load (kg) bands for the Damage Dice of a bomb row: [up to kg, DD]; heavier loads DD 4. */
export const BOMB_DD_BANDS: readonly (readonly [number, number])[] = [[250, 2], [500, 3]];
export const HEAVY_BOMB_DD = 4;
export const AIR_TORPEDO = { range: 4, ad: 1, dd: 4 } as const;

/** Civilian hulls: displacement taken as GRT x GRT_TO_TONS when only GRT is known; Armour 2+, Turning 1. */
export const GRT_TO_TONS = 1.5;
export const CIVILIAN_ARMOUR = 2;
