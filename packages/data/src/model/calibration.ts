/**
 * The published constants of the ship-statistics model (docs/ship-model.md). Every roster figure
 * is a function of a historical specification and these numbers; nothing else. They were fixed
 * once against the figures the rules print (Warspite's roster, Leander's Speed, the Target numbers
 * of the night-fighting examples) and the Priority Level check; changing one changes every roster,
 * and the committed rosters then fail their drift test until regenerated.
 */

/**
 * The ship constants as one object, so that the sensitivity report (scripts/generate-rosters.ts,
 * model/sensitivity.ts) can move one at a time. The named exports below are its fields.
 */
export interface ShipCalibration {
  readonly knotsPerInch: number;
  readonly bigShipTons: number;
  readonly smallShipTons: number;
  readonly agileMaxTons: number;
  readonly agileMinKnots: number;
  readonly modernArmourFactor: number;
  /** Protection (mm) from which Armour is 5+ and 6+. */
  readonly armour5Mm: number;
  readonly armour6Mm: number;
  readonly damageScale: number;
  readonly crewScale: number;
  readonly thresholdDivisor: number;
  readonly rangeBase: number;
  readonly rangePerInchCalibre: number;
  readonly calibrePerDd: number;
  readonly apCalibre: number;
  readonly superApCalibre: number;
  readonly weakBelowCalibre: number;
  readonly rapidFireMaxCalibre: number;
  readonly aaRootDivisor: number;
  readonly armouredDeckMm: number;
  readonly armouredFlightDeckMm: number;
  readonly aircraftPerFlight: number;
  readonly silentMinSubmergedKnots: number;
}

export const SHIP_CALIBRATION: ShipCalibration = {
  knotsPerInch: 4.65,
  bigShipTons: 20_000,
  smallShipTons: 4_000,
  agileMaxTons: 3_000,
  agileMinKnots: 30,
  modernArmourFactor: 1.22,
  armour5Mm: 295,
  armour6Mm: 470,
  damageScale: 0.192,
  crewScale: 1.402,
  thresholdDivisor: 3,
  rangeBase: 1.5,
  rangePerInchCalibre: 2.1,
  calibrePerDd: 5,
  apCalibre: 9.4,
  superApCalibre: 15.5,
  weakBelowCalibre: 4.85,
  rapidFireMaxCalibre: 6.9,
  aaRootDivisor: 6,
  armouredDeckMm: 133,
  armouredFlightDeckMm: 44,
  aircraftPerFlight: 10,
  silentMinSubmergedKnots: 12,
};
const C = SHIP_CALIBRATION;

/** Knots per inch of Speed: Speed = round(knots / KNOTS_PER_INCH). */
export const KNOTS_PER_INCH = C.knotsPerInch;

/** Standard displacement (long tons) at or above which a hull is a big ship: Turning 1, Target 4+. */
export const BIG_SHIP_TONS = C.bigShipTons;
/** Below this displacement a hull is a small ship: Target 6+. */
export const SMALL_SHIP_TONS = C.smallShipTons;
/** Agile: small and fast. */
export const AGILE_MAX_TONS = C.agileMaxTons;
export const AGILE_MIN_KNOTS = C.agileMinKnots;

/**
 * Protection (main belt + armoured deck, mm, times the plate-quality factor) bands for the Armour score:
 * [minimum protection, Armour]. Highest band that fits wins. 0: unarmoured hull (3+); any armour 4+;
 * capital-ship protection (295, mid-way between Zara's 268 and Kongo's 323) 5+; 470 and more (mid-way
 * between the WWI-era battleships' 432 and Bismarck's 512) 6+. docs/ship-model.md, Calibration margins.
 */
/** Armour plate made for ships entering service from MODERN_ARMOUR_FROM_YEAR counts MODERN_ARMOUR_FACTOR times. */
export const MODERN_ARMOUR_FROM_YEAR = 1930;
export const MODERN_ARMOUR_FACTOR = C.modernArmourFactor;
export const ARMOUR_BANDS: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 4],
  [C.armour5Mm, 5],
  [C.armour6Mm, 6],
];

/** Damage = round(DAMAGE_SCALE * tons ^ DURABILITY_EXPONENT). */
export const DAMAGE_SCALE = C.damageScale;
/** Crew = round(CREW_SCALE * complement ^ DURABILITY_EXPONENT). */
export const CREW_SCALE = C.crewScale;
export const DURABILITY_EXPONENT = 0.5;
/** Crippled and Skeleton thresholds: floor(total / THRESHOLD_DIVISOR). */
export const THRESHOLD_DIVISOR = C.thresholdDivisor;

/** Gun range in inches = round(RANGE_BASE + RANGE_PER_INCH_CALIBRE * calibre). */
export const RANGE_BASE = C.rangeBase;
export const RANGE_PER_INCH_CALIBRE = C.rangePerInchCalibre;
/** Damage Dice of a main gun = max(1, round(calibre / CALIBRE_PER_DD)). */
export const CALIBRE_PER_DD = C.calibrePerDd;
/** Main guns from this calibre (inches) are AP; from SUPER_AP_CALIBRE, Super AP. */
export const AP_CALIBRE = C.apCalibre;
export const SUPER_AP_CALIBRE = C.superApCalibre;
/** Main guns below this calibre (inches) are Weak. */
export const WEAK_BELOW_CALIBRE = C.weakBelowCalibre;
/** Twin-Linked: a mount of at least 3 guns of at most this calibre (the rapid-firing 6 in triples); never heavy turrets. */
export const RAPID_FIRE_MAX_CALIBRE = C.rapidFireMaxCalibre;

/** AA Attack Dice = round(sqrt(sum of count x calibre mm) / AA_ROOT_DIVISOR); range AA_RANGE. */
export const AA_ROOT_DIVISOR = C.aaRootDivisor;
export const AA_RANGE = 5;

/** Ship torpedoes: range 10 (the rules' torpedo spread), AD = the tubes that bear (weapons.ts tubesBearing), DD by calibre. */
export const TORPEDO_RANGE = 10;
export const DEFAULT_TORPEDO_CALIBRE = 21;
/** Depth charges: short range, fixed dice. */
export const DEPTH_CHARGE = { range: 3, ad: 2, dd: 2 } as const;

/** Submersibles at or above this submerged speed (knots) are Silent. */
export const SILENT_MIN_SUBMERGED_KNOTS = C.silentMinSubmergedKnots;
/** Armoured Deck: main armour deck (mm) from this figure; carriers only for a flight deck armoured from the lower one. */
export const ARMOURED_DECK_MM = C.armouredDeckMm;
export const ARMOURED_FLIGHT_DECK_MM = C.armouredFlightDeckMm;
/** A carrier operates one flight per this many aircraft of its air group (rounded, at least 1). */
export const AIRCRAFT_PER_FLIGHT = C.aircraftPerFlight;
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
