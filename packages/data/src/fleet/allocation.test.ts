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

  it('VAS-FLEET-ALLOCATION: every pair of levels follows the printed table, at the boundary of each point', () => {
    // The Fleet Allocation table: points per ship above the scenario, ships per point below; never three or more above.
    const each: Record<number, number> = { 0: 1, 1: 2, 2: 4 };
    const perPoint: Record<number, number> = { [-1]: 2, [-2]: 3, [-3]: 4, [-4]: 6 };
    for (const ship of PRIORITY_LEVELS) {
      for (const scenario of PRIORITY_LEVELS) {
        const d = PRIORITY_LEVELS.indexOf(ship) - PRIORITY_LEVELS.indexOf(scenario);
        const one = allocationCost([ship], scenario);
        if (d > 2) { expect(one.lines).toEqual([]); continue; }
        if (d >= 0) {
          expect(one.total).toBe(each[d]);
          expect(allocationCost([ship, ship, ship], scenario).total).toBe(3 * (each[d] ?? 0));
          continue;
        }
        const n = perPoint[d] ?? 0;
        expect(allocationCost(Array<PriorityLevel>(n).fill(ship), scenario).total).toBe(1);
        expect(allocationCost(Array<PriorityLevel>(n + 1).fill(ship), scenario).total).toBe(2);
        expect(allocationCost(Array<PriorityLevel>(2 * n).fill(ship), scenario).total).toBe(2);
      }
    }
  });

  it('VAS-FLEET-ALLOCATION: a mixed Battle fleet sums its lines (War 2, Battle 1, three Raid 2, four Skirmish 2, six Patrol 2)', () => {
    const levels: PriorityLevel[] = ['War', 'Battle', 'Raid', 'Raid', 'Raid', 'Skirmish', 'Skirmish', 'Skirmish', 'Skirmish',
      ...Array<PriorityLevel>(6).fill('Patrol')];
    const r = allocationCost(levels, 'Battle');
    expect(r.lines).toEqual([
      { difference: 1, units: 1, points: 2 }, { difference: 0, units: 1, points: 1 }, { difference: -1, units: 3, points: 2 },
      { difference: -2, units: 4, points: 2 }, { difference: -3, units: 6, points: 2 },
    ]);
    expect(r.total).toBe(9);
  });
});
