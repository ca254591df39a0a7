import { describe, expect, it } from 'vitest';
import type { AircraftSpec } from '../specs/schema';
import { deriveAircraftRoster } from './aircraft';
import { OBSERVATION_AIRCRAFT } from '../rosters/official';

const base: Pick<AircraftSpec, 'nation' | 'priority' | 'flights' | 'yearInService' | 'sources' | 'carrierCapable'> = {
  nation: 'Royal Navy', priority: 'Patrol', flights: 3, yearInService: 1940, sources: ['test'], carrierCapable: true,
};

const OBSERVATION: AircraftSpec = { ...base, name: 'Walrus', role: 'observation', maxSpeedKmh: 215, guns: [], bombKg: 0, torpedo: false };
const SWORDFISH: AircraftSpec = { ...base, name: 'Swordfish', role: 'torpedo bomber', maxSpeedKmh: 222, guns: [{ count: 2, calibreMm: 7.7 }], bombKg: 0, torpedo: true };
const ZERO: AircraftSpec = { ...base, name: 'Zero', nation: 'Imperial Japanese Navy', role: 'fighter', maxSpeedKmh: 533, guns: [{ count: 2, calibreMm: 20 }, { count: 2, calibreMm: 7.7 }], bombKg: 0, torpedo: false };
const HELLCAT: AircraftSpec = { ...base, name: 'Hellcat', nation: 'US Navy', role: 'fighter', maxSpeedKmh: 610, guns: [{ count: 6, calibreMm: 12.7 }], bombKg: 0, torpedo: false };
const DAUNTLESS: AircraftSpec = { ...base, name: 'Dauntless', nation: 'US Navy', role: 'dive bomber', maxSpeedKmh: 410, guns: [{ count: 2, calibreMm: 12.7 }], bombKg: 1_020, torpedo: false };

describe('aircraft profiles', () => {
  it('MODEL-AIRCRAFT: an observation plane gets the printed observation profile (Speed 7, Target 5+, Dodge 4+, no weapons, 1 Damage)', () => {
    const r = deriveAircraftRoster(OBSERVATION);
    expect([r.speed, r.target, r.dodge, r.damage, r.dogfight, r.weapons.length]).toEqual([7, 5, 4, 1, null, 0]);
  });

  it('MODEL-AIRCRAFT: a torpedo bomber carries one One-Shot torpedo of range 4 and dodges only on 6', () => {
    const r = deriveAircraftRoster(SWORDFISH);
    expect(r.type).toBe('Torpedo Bomber');
    expect(r.weapons).toEqual([{ name: 'Torpedo', kind: 'torpedo', range: 4, ad: 1, dd: 4, traits: ['One-Shot'] }]);
    expect(r.dodge).toBe(6);
  });

  it('MODEL-AIRCRAFT: a faster, better-armed fighter out-dogfights a slower one and is harder to hit', () => {
    const zero = deriveAircraftRoster(ZERO);
    const hellcat = deriveAircraftRoster(HELLCAT);
    expect(hellcat.dogfight ?? 0).toBeGreaterThan(zero.dogfight ?? 0);
    expect(hellcat.target).toBe(6);
    expect(zero.weapons).toEqual([]);
  });

  it('MODEL-AIRCRAFT: a dive bomber with a 1,000 lb class bomb gets One-Shot Bombs of 4 Damage Dice', () => {
    const r = deriveAircraftRoster(DAUNTLESS);
    expect(r.weapons).toEqual([{ name: 'Bombs', kind: 'bomb', range: 0, ad: 1, dd: 4, traits: ['One-Shot'] }]);
  });
});

describe('the printed observation profile', () => {
  it('MODEL-AIRCRAFT: the model agrees with the printed observation profile on every figure it prints', () => {
    const r = deriveAircraftRoster(OBSERVATION);
    const { name: _n, origin: _o, ...printed } = OBSERVATION_AIRCRAFT;
    const { name: _m, origin: _p, ...derived } = r;
    expect(derived).toMatchObject(printed);
  });
});
