import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  armourFromProtection, crewFromComplement, damageFromTons, speedFromKnots, targetFromTons, turningFromTons,
} from './hull';

describe('hull figures', () => {
  it('MODEL-HULL: Speed, Armour, Damage and Crew never fall when the specification grows', () => {
    fc.assert(fc.property(fc.double({ min: 1, max: 80_000, noNaN: true }), fc.double({ min: 0, max: 5_000, noNaN: true }),
      (a, d) => {
        const b = a + d;
        expect(speedFromKnots(b)).toBeGreaterThanOrEqual(speedFromKnots(a));
        expect(damageFromTons(b)[0]).toBeGreaterThanOrEqual(damageFromTons(a)[0]);
        expect(crewFromComplement(b)[0]).toBeGreaterThanOrEqual(crewFromComplement(a)[0]);
        expect(armourFromProtection(b / 100, 20)).toBeGreaterThanOrEqual(armourFromProtection(a / 100, 20));
      }));
  });

  it('MODEL-HULL: bigger ships are easier to hit and turn no better', () => {
    fc.assert(fc.property(fc.double({ min: 100, max: 80_000, noNaN: true }), fc.double({ min: 0, max: 40_000, noNaN: true }),
      (a, d) => {
        expect(targetFromTons(a + d)).toBeLessThanOrEqual(targetFromTons(a));
        expect(turningFromTons(a + d)).toBeLessThanOrEqual(turningFromTons(a));
      }));
  });

  it('VAS-ROSTER-THRESHOLDS: the Crippled and Skeleton thresholds are a third of the total, rounded down (34/11, 47/15)', () => {
    expect(damageFromTons(31_315)).toEqual([34, 11]);
    expect(crewFromComplement(1_124)).toEqual([47, 15]);
    fc.assert(fc.property(fc.double({ min: 50, max: 80_000, noNaN: true }), (t) => {
      const [total, crippled] = damageFromTons(t);
      expect(crippled).toBeLessThan(total);
      expect(crippled).toBe(Math.floor(total / 3));
    }));
  });

  it('MODEL-HULL: Armour counts belt and deck: unarmoured 3+, armoured 4+, capital 5+, fast-battleship protection 6+', () => {
    expect(armourFromProtection(0, 0)).toBe(3);
    expect(armourFromProtection(76, 32)).toBe(4);
    expect(armourFromProtection(330, 102)).toBe(5);
    expect(armourFromProtection(374, 152)).toBe(6);
  });

  it('MODEL-HULL: modern plate (from 1930) counts more (x 1.22): 428 mm is 5+ on a WWI ship, 6+ on a 1943 one', () => {
    expect(armourFromProtection(307, 121, 1915)).toBe(5);
    expect(armourFromProtection(307, 121, 1943)).toBe(6);
    expect(armourFromProtection(330, 102, 1915)).toBe(5);
  });

  it('MODEL-HULL: every ship moves at least 1 inch', () => {
    expect(speedFromKnots(0.5)).toBe(1);
    expect(speedFromKnots(24)).toBe(5);
  });
});
