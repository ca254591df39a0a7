/**
 * The ship-statistics model: a roster from a historical specification (docs/ship-model.md).
 * Deterministic and total: every valid spec yields a roster; origin is 'model'.
 */
import type { ShipRoster } from '../roster-types';
import type { ShipSpec } from '../specs/schema';
import {
  armourFromProtection, crewFromComplement, damageFromTons, speedFromKnots, targetFromTons, turningFromTons,
} from './hull';
import { SHIP_CALIBRATION, type ShipCalibration } from './calibration';
import { shipTraits } from './traits';
import { weaponRows } from './weapons';

/**
 * The deck counted in Armour: the main armour deck over the magazines; for a carrier the flight deck, the
 * deck over the hangar (its fuel and ordnance) that bombs and plunging shells meet first.
 */
export function protectiveDeckMm(spec: Pick<ShipSpec, 'type' | 'deckArmourMm' | 'flightDeckArmourMm'>): number {
  return spec.type === 'aircraft carrier' ? spec.flightDeckArmourMm ?? 0 : spec.deckArmourMm;
}

export function deriveShipRoster(spec: ShipSpec, cal: ShipCalibration = SHIP_CALIBRATION): ShipRoster {
  const carrier = spec.type === 'aircraft carrier';
  const roster: ShipRoster = {
    class: spec.class,
    nation: spec.nation,
    type: spec.type,
    priority: spec.priority,
    speed: speedFromKnots(spec.speedKnots, cal),
    ...(spec.submergedSpeedKnots !== undefined && spec.type === 'submersible'
      ? { submergedSpeed: speedFromKnots(spec.submergedSpeedKnots, cal) } : {}),
    turning: turningFromTons(spec.displacementTons, carrier, cal),
    target: targetFromTons(spec.displacementTons, carrier, cal),
    armour: armourFromProtection(spec.beltArmourMm, protectiveDeckMm(spec), spec.yearInService, cal),
    damage: damageFromTons(spec.displacementTons, cal),
    crew: crewFromComplement(spec.complement, cal),
    traits: shipTraits(spec, cal),
    weapons: weaponRows(spec, cal),
    inService: spec.yearInService,
    origin: 'model',
  };
  return roster;
}
