import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITY_LEVELS, type PriorityLevel } from '../roster-types';
import { allocationCost, allocationFor } from './allocation';

describe('Fleet Allocation', () => {
  it('VAS-FLEET-ALLOCATION: same level 1 point, one above 2, two above 4 (per ship/squadron)', () => {
    expect(allocationCost(['Battle'], 'Battle').total).toBe(1);
    expect(allocationCost(['War'], 'Raid').total).toBe(4);
    expect(allocationCost(['Battle', 'Battle'], 'Raid').total).toBe(4);
  });

  it('VAS-FLEET-ALLOCATION: one point buys two ships one level lower, three two lower, four three lower, six four lower', () => {
    expect(allocationCost(['Raid', 'Raid'], 'Battle').total).toBe(1);
    expect(allocationCost(['Skirmish', 'Skirmish', 'Skirmish'], 'Battle').total).toBe(1);
    expect(allocationCost(Array<PriorityLevel>(4).fill('Patrol'), 'Battle').total).toBe(1);
    expect(allocationCost(Array<PriorityLevel>(6).fill('Patrol'), 'War').total).toBe(1);
  });

  it('VAS-FLEET-ALLOCATION: points are spent whole: a third Raid ship in a Battle game starts a second point', () => {
    expect(allocationCost(['Raid'], 'Battle').total).toBe(1);
    expect(allocationCost(['Raid', 'Raid', 'Raid'], 'Battle').total).toBe(2);
    expect(allocationCost(Array<PriorityLevel>(7).fill('Patrol'), 'War').total).toBe(2);
  });

  it('VAS-FLEET-MAX-ABOVE: a ship three or four levels above the scenario can never be bought', () => {
    expect(allocationFor(3).kind).toBe('forbidden');
    expect(allocationFor(4).kind).toBe('forbidden');
    expect(allocationCost(['War'], 'Skirmish').lines).toEqual([]);
  });

  it('VAS-FLEET-ALLOCATION: adding a purchase never lowers the cost', () => {
    const level = fc.constantFrom(...PRIORITY_LEVELS);
    fc.assert(fc.property(fc.array(level, { maxLength: 12 }), level, level, (levels, extra, scenario) => {
      expect(allocationCost([...levels, extra], scenario).total).toBeGreaterThanOrEqual(allocationCost(levels, scenario).total);
    }));
  });
});
