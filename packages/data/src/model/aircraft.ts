/**
 * Aircraft profiles from aircraft specifications (docs/ship-model.md, Aircraft). One profile per type;
 * bombs and torpedoes are One-Shot; guns count only in dogfights.
 */
import type { AircraftRoster, AircraftType, WeaponRoster } from '../roster-types';
import type { AircraftSpec } from '../specs/schema';
import {
  AIR_TORPEDO, BOMB_DD_BANDS, FAST_FIGHTER_KMH, HEAVY_BOMB_DD, HEAVY_GUNS_WEIGHT, KMH_PER_INCH, QUICK_AIRCRAFT_KMH,
} from './calibration';

type Role = AircraftSpec['role'];

export function aircraftType(role: Role): AircraftType {
  switch (role) {
    case 'fighter': return 'Fighter';
    case 'fighter-bomber': return 'Fighter-Bomber';
    case 'dive bomber': return 'Dive Bomber';
    case 'torpedo bomber': return 'Torpedo Bomber';
    case 'level bomber': return 'Bomber';
    case 'patrol': return 'Bomber';
    case 'observation': return 'Observation';
  }
}

/** Dodge: fighters and observation planes jink (4+), dive bombers 5+, aircraft on a steady run 6+. */
export function dodgeFor(role: Role): number {
  switch (role) {
    case 'fighter': case 'fighter-bomber': case 'observation': return 4;
    case 'dive bomber': return 5;
    case 'torpedo bomber': case 'level bomber': case 'patrol': return 6;
  }
}

export function dogfightFor(spec: Pick<AircraftSpec, 'role' | 'maxSpeedKmh' | 'guns'>): number | null {
  if (spec.role === 'observation') return null;
  const base = spec.role === 'fighter' ? 2 : spec.role === 'fighter-bomber' ? 1 : 0;
  const speed = spec.maxSpeedKmh >= FAST_FIGHTER_KMH ? 2 : spec.maxSpeedKmh >= QUICK_AIRCRAFT_KMH ? 1 : 0;
  const weight = spec.guns.reduce((n, g) => n + g.count * g.calibreMm, 0);
  return base + speed + (weight >= HEAVY_GUNS_WEIGHT ? 1 : 0);
}

export function bombDamageDice(kg: number): number {
  for (const [max, dd] of BOMB_DD_BANDS) if (kg <= max) return dd;
  return HEAVY_BOMB_DD;
}

export function aircraftWeapons(spec: Pick<AircraftSpec, 'bombKg' | 'torpedo'>): WeaponRoster[] {
  const rows: WeaponRoster[] = [];
  if (spec.torpedo) rows.push({ name: 'Torpedo', kind: 'torpedo', ...AIR_TORPEDO, traits: ['One-Shot'] });
  if (spec.bombKg > 0) {
    rows.push({ name: 'Bombs', kind: 'bomb', range: 0, ad: 1, dd: bombDamageDice(spec.bombKg), traits: ['One-Shot'] });
  }
  return rows;
}

export function deriveAircraftRoster(spec: AircraftSpec): AircraftRoster {
  const quick = spec.maxSpeedKmh >= QUICK_AIRCRAFT_KMH && (spec.role === 'fighter' || spec.role === 'fighter-bomber');
  return {
    name: spec.name, nation: spec.nation, type: aircraftType(spec.role), priority: spec.priority, flights: spec.flights,
    speed: Math.max(1, Math.round(spec.maxSpeedKmh / KMH_PER_INCH)),
    target: quick ? 6 : 5,
    dodge: dodgeFor(spec.role),
    dogfight: dogfightFor(spec),
    damage: spec.role === 'level bomber' || spec.role === 'patrol' ? 2 : 1,
    weapons: aircraftWeapons(spec),
    inService: spec.yearInService,
    carrierCapable: spec.carrierCapable,
    origin: 'model',
  };
}
