/**
 * Civilian ship rosters from civilian specifications: merchant hulls, unarmoured (2+), cumbersome
 * (Turning 1), unarmed; the same Speed, Target, Damage and Crew laws as warships.
 */
import type { ShipRoster } from '../roster-types';
import type { CivilianSpec } from '../specs/schema';
import { CIVILIAN_ARMOUR, GRT_TO_TONS } from './calibration';
import { crewFromComplement, damageFromTons, speedFromKnots, targetFromTons } from './hull';

export function civilianTons(spec: Pick<CivilianSpec, 'displacementTons' | 'grt'>): number {
  return spec.displacementTons ?? (spec.grt ?? 0) * GRT_TO_TONS;
}

export function deriveCivilianRoster(spec: CivilianSpec): ShipRoster {
  const tons = civilianTons(spec);
  return {
    class: spec.type, nation: 'Civilian', type: 'civilian', priority: 'Patrol',
    speed: speedFromKnots(spec.speedKnots), turning: 1, target: targetFromTons(tons), armour: CIVILIAN_ARMOUR,
    damage: damageFromTons(tons), crew: crewFromComplement(spec.complement),
    traits: [], weapons: [], inService: spec.yearInService, origin: 'model', civilianCost: spec.costPoints,
  };
}
