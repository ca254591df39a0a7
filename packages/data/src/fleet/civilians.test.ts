import { describe, expect, it } from 'vitest';
import { allShipClasses } from '../catalog';
import { civilianShipPoints } from './civilians';
import { validateFleet } from './validate';

const cheapest = allShipClasses().filter((s) => s.civilianCost !== undefined).sort((a, b) => (a.civilianCost ?? 0) - (b.civilianCost ?? 0))[0];

describe('civilian ships', () => {
  it('VAS-FLEET-CIVILIAN: Convoy Duty gives 4 civilian ship points at Patrol and 20 at War; Supply Ships 5 and 25', () => {
    expect(civilianShipPoints('convoy', 'Patrol')).toBe(4);
    expect(civilianShipPoints('convoy', 'War')).toBe(20);
    expect(civilianShipPoints('supply', 'Patrol')).toBe(5);
    expect(civilianShipPoints('supply', 'War')).toBe(25);
  });

  it('VAS-FLEET-CIVILIAN: civilian ships cost civilian ship points, not Fleet Allocation Points', () => {
    expect(cheapest).toBeDefined();
    if (!cheapest) return;
    const cost = cheapest.civilianCost ?? 0;
    const r = validateFleet({ nation: 'Royal Navy', ships: [{ class: 'Tribal' }], civilians: [{ type: cheapest.class, count: 2 }] },
      { level: 'Patrol', points: 1, civilianPoints: 2 * cost });
    expect(r.problems).toEqual([]);
    expect(r.cost).toBe(1);
    expect(r.fleet?.civilianCost).toBe(2 * cost);
    expect(r.fleet?.civilians.map((c) => c.name)).toEqual([`${cheapest.class} 1`, `${cheapest.class} 2`]);
  });

  it('VAS-FLEET-CIVILIAN: more civilian ships than the civilian points allow, or a warship listed as civilian, is refused', () => {
    if (!cheapest) return;
    const over = validateFleet({ nation: 'Royal Navy', civilians: [{ type: cheapest.class, count: 5 }] }, { level: 'Patrol', civilianPoints: 4 * (cheapest.civilianCost ?? 1) });
    expect(over.problems.map((p) => p.code)).toEqual(['ERR_FLEET_CIVILIAN_BUDGET']);
    const warship = validateFleet({ nation: 'Royal Navy', civilians: [{ type: 'Tribal' }] }, { level: 'Patrol', civilianPoints: 4 });
    expect(warship.problems.map((p) => p.code)).toEqual(['ERR_FLEET_UNKNOWN_CIVILIAN']);
  });
});
