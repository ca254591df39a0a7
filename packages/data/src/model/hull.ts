/**
 * Hull figures of a roster from a specification: Speed, Turning, Target, Armour, Damage and Crew.
 * Pure functions of the spec and the constants in calibration.ts (`cal`, the published constants unless
 * the sensitivity report moves one).
 */
import { DURABILITY_EXPONENT, MODERN_ARMOUR_FROM_YEAR, SHIP_CALIBRATION, type ShipCalibration } from './calibration';

/** Inches per turn for a speed in knots; at least 1 for any ship that moves. */
export function speedFromKnots(knots: number, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return Math.max(1, Math.round(knots / cal.knotsPerInch));
}

/** Big ships (by displacement, or any aircraft carrier: its long flat hull) turn 1 point, everything else 2. */
export function turningFromTons(tons: number, carrier = false, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return carrier || tons >= cal.bigShipTons ? 1 : 2;
}

/** Target number: big ships (and carriers) are hit on 4+, medium (cruiser-sized) on 5+, small on 6+. */
export function targetFromTons(tons: number, carrier = false, cal: ShipCalibration = SHIP_CALIBRATION): number {
  if (carrier || tons >= cal.bigShipTons) return 4;
  if (tons >= cal.smallShipTons) return 5;
  return 6;
}

/** Protection in millimetres: belt plus deck, counted `modernArmourFactor` higher from MODERN_ARMOUR_FROM_YEAR. */
export function protectionMm(beltMm: number, deckMm: number, year = 0, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return (beltMm + deckMm) * (year >= MODERN_ARMOUR_FROM_YEAR ? cal.modernArmourFactor : 1);
}

/**
 * Armour score from the main belt plus the armoured deck, in millimetres (0 = unarmoured hull): 3+ without
 * armour, 4+ with any, 5+ and 6+ from the calibration's steps; `year` omitted: older plate.
 */
export function armourFromProtection(beltMm: number, deckMm: number, year = 0, cal: ShipCalibration = SHIP_CALIBRATION): number {
  const p = protectionMm(beltMm, deckMm, year, cal);
  if (p >= cal.armour6Mm) return 6;
  if (p >= cal.armour5Mm) return 5;
  return p >= 1 ? 4 : 3;
}

export function isAgile(tons: number, knots: number, cal: ShipCalibration = SHIP_CALIBRATION): boolean {
  return tons < cal.agileMaxTons && knots >= cal.agileMinKnots;
}

/** The printed threshold of a [total, threshold] pair. */
export function threshold(total: number, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return Math.floor(total / cal.thresholdDivisor);
}

/** Damage [total, Crippled] from standard displacement. */
export function damageFromTons(tons: number, cal: ShipCalibration = SHIP_CALIBRATION): [number, number] {
  const total = Math.max(1, Math.round(cal.damageScale * tons ** DURABILITY_EXPONENT));
  return [total, threshold(total, cal)];
}

/** Crew [total, Skeleton] from the complement. */
export function crewFromComplement(complement: number, cal: ShipCalibration = SHIP_CALIBRATION): [number, number] {
  const total = Math.max(1, Math.round(cal.crewScale * complement ** DURABILITY_EXPONENT));
  return [total, threshold(total, cal)];
}
