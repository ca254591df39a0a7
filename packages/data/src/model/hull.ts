/**
 * Hull figures of a roster from a specification: Speed, Turning, Target, Armour, Damage and Crew.
 * Pure functions of the spec and the constants in calibration.ts.
 */
import {
  AGILE_MAX_TONS, AGILE_MIN_KNOTS, ARMOUR_BANDS, BIG_SHIP_TONS, CREW_SCALE, DAMAGE_SCALE,
  DURABILITY_EXPONENT, KNOTS_PER_INCH, MODERN_ARMOUR_FACTOR, MODERN_ARMOUR_FROM_YEAR, SMALL_SHIP_TONS, THRESHOLD_DIVISOR,
} from './calibration';

/** Inches per turn for a speed in knots; at least 1 for any ship that moves. */
export function speedFromKnots(knots: number): number {
  return Math.max(1, Math.round(knots / KNOTS_PER_INCH));
}

/** Big ships (by displacement, or any aircraft carrier: its long flat hull) turn 1 point, everything else 2. */
export function turningFromTons(tons: number, carrier = false): number {
  return carrier || tons >= BIG_SHIP_TONS ? 1 : 2;
}

/** Target number: big ships (and carriers) are hit on 4+, medium (cruiser-sized) on 5+, small on 6+. */
export function targetFromTons(tons: number, carrier = false): number {
  if (carrier || tons >= BIG_SHIP_TONS) return 4;
  if (tons >= SMALL_SHIP_TONS) return 5;
  return 6;
}

/**
 * Armour score from the main belt plus the armoured deck, in millimetres (0 = unarmoured hull), the sum
 * counted 10% higher for a ship entering service from 1930 (better plate); `year` omitted: older plate.
 */
export function armourFromProtection(beltMm: number, deckMm: number, year = 0): number {
  const protection = (beltMm + deckMm) * (year >= MODERN_ARMOUR_FROM_YEAR ? MODERN_ARMOUR_FACTOR : 1);
  let armour = ARMOUR_BANDS[0]?.[1] ?? 3;
  for (const [min, score] of ARMOUR_BANDS) if (protection >= min) armour = score;
  return armour;
}

export function isAgile(tons: number, knots: number): boolean {
  return tons < AGILE_MAX_TONS && knots >= AGILE_MIN_KNOTS;
}

/** The printed threshold of a [total, threshold] pair. */
export function threshold(total: number): number {
  return Math.floor(total / THRESHOLD_DIVISOR);
}

/** Damage [total, Crippled] from standard displacement. */
export function damageFromTons(tons: number): [number, number] {
  const total = Math.max(1, Math.round(DAMAGE_SCALE * tons ** DURABILITY_EXPONENT));
  return [total, threshold(total)];
}

/** Crew [total, Skeleton] from the complement. */
export function crewFromComplement(complement: number): [number, number] {
  const total = Math.max(1, Math.round(CREW_SCALE * complement ** DURABILITY_EXPONENT));
  return [total, threshold(total)];
}
