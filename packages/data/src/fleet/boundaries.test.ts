import { describe, expect, it } from 'vitest';
import { validateFleet } from './validate';

const check = (fleet: unknown, level: 'Patrol' | 'Skirmish' | 'Raid' | 'Battle' | 'War' = 'Battle', points = 5, year?: number) =>
  validateFleet(fleet, { level, points, ...(year !== undefined ? { year } : {}) });
const codes = (r: ReturnType<typeof check>) => r.problems.map((p) => p.code);
const rn = (ships: unknown[], squadrons: unknown[] = []) => ({ nation: 'Royal Navy', ships, squadrons });

describe('fleet building at its boundaries', () => {
  it('VAS-FLEET-COMMAND: 2 and 6 are the lowest and highest Command; 1, 7, 4.5 and unknown names are refused', () => {
    const ok = check(rn([{ class: 'Tribal', command: 2 }, { class: 'Tribal', command: 6 }, { class: 'Tribal', command: 'elite' }, { class: 'Tribal', command: ' green ' }]));
    expect(ok.fleet?.ships.map((s) => s.command)).toEqual([2, 6, 6, 2]);
    for (const command of [1, 7, 4.5, '4', 'Legendary', null]) {
      expect(codes(check(rn([{ class: 'Tribal', command }]))), String(command)).toEqual(['ERR_FLEET_COMMAND']);
    }
  });

  it('VAS-FLEET-COMMAND: a land-based squadron has its own Command; a carrier\'s flights have none of their own', () => {
    const r = check(rn([{ class: 'Illustrious', command: 5 }], [{ aircraft: 'Hawker Hurricane', command: 'Conscript' }]));
    expect(r.fleet?.squadrons.map((q) => q.command)).toEqual([3]);
    expect(r.fleet?.ships[0]?.command).toBe(5);
  });

  it('VAS-FLEET-IN-SERVICE: a class entering service in the scenario year may be bought; one year later may not', () => {
    expect(check(rn([{ class: 'Illustrious' }]), 'Battle', 5, 1940).problems).toEqual([]);
    expect(codes(check(rn([{ class: 'Illustrious' }]), 'Battle', 5, 1939))).toEqual(['ERR_FLEET_NOT_IN_SERVICE']);
    expect(check(rn([{ class: 'Queen Elizabeth' }]), 'Battle', 5, 1945).problems).toEqual([]);
  });

  it('VAS-FLEET-IN-SERVICE: the year also bars carrier flights and squadrons not yet in service, and the option wins over the file', () => {
    const seafire = rn([{ class: 'Illustrious', flights: [{ aircraft: 'Supermarine Seafire', count: 2 }] }], [{ aircraft: 'Supermarine Seafire' }]);
    expect(codes(check(seafire, 'Battle', 5, 1941))).toEqual(['ERR_FLEET_NOT_IN_SERVICE', 'ERR_FLEET_NOT_IN_SERVICE']);
    expect(check(seafire, 'Battle', 5, 1942).problems).toEqual([]);
    expect(check({ ...seafire, year: 1941 }, 'Battle', 5, 1942).problems).toEqual([]);
    expect(codes(check({ ...seafire, year: 1941 }))).toEqual(['ERR_FLEET_NOT_IN_SERVICE', 'ERR_FLEET_NOT_IN_SERVICE']);
    expect(check(seafire).problems).toEqual([]);
  });

  it('VAS-FLEET-BUDGET: a fleet costing exactly its points is legal; one more Patrol ship over a whole point is not', () => {
    // Battle scenario: 4 Battle ships (4) + 4 Patrol ships (1, four per point) = 5.
    const exact = rn([{ class: 'Queen Elizabeth', count: 2 }, { class: 'Renown', count: 2 }, { class: 'Tribal', count: 4 }]);
    expect(check(exact).cost).toBe(5);
    expect(check(exact).problems).toEqual([]);
    const over = rn([{ class: 'Queen Elizabeth', count: 2 }, { class: 'Renown', count: 2 }, { class: 'Tribal', count: 5 }]);
    expect(check(over).cost).toBe(6);
    expect(codes(check(over))).toEqual(['ERR_FLEET_OVER_BUDGET']);
  });

  it('VAS-FLEET-SQUADRON: each squadron bought counts as one purchase at its level, whatever its flights', () => {
    // Skirmish: Swordfish (4 flights) and Hurricane (2 flights) squadrons are Patrol, one level below: two per point.
    const r = check(rn([], [{ aircraft: 'Fairey Swordfish', count: 2 }, { aircraft: 'Hawker Hurricane' }]), 'Skirmish');
    expect(r.fleet?.squadrons.map((q) => q.flights)).toEqual([4, 4, 2]);
    expect(r.cost).toBe(2);
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: the carrier\'s flights cost nothing and fill at most its Carrier number; an empty list embarks none', () => {
    const full = check(rn([{ class: 'Illustrious', flights: [{ aircraft: 'Fairey Swordfish', count: 2 }, { aircraft: 'Fairey Fulmar', count: 2 }] }]), 'Skirmish', 1);
    expect(full.problems).toEqual([]);
    expect(full.cost).toBe(1);
    expect(codes(check(rn([{ class: 'Illustrious', flights: [{ aircraft: 'Fairey Swordfish', count: 3 }, { aircraft: 'Fairey Fulmar', count: 2 }] }]), 'Skirmish'))).toEqual(['ERR_FLEET_CARRIER_FULL']);
    expect(check(rn([{ class: 'Illustrious', flights: [] }]), 'Skirmish').fleet?.ships[0]?.flights).toEqual([]);
  });

  it('VAS-FLEET-IN-SERVICE: a year in the file outside 1900-1950, fractional or not a number is refused', () => {
    for (const year of [1e308, 1899, 1951, 1941.5, '1941', null]) {
      expect(codes(check({ ...rn([{ class: 'Tribal' }]), year })), String(year)).toEqual(['ERR_FLEET_YEAR']);
    }
    expect(check({ ...rn([{ class: 'Tribal' }]), year: 1950 }).fleet?.year).toBe(1950);
  });
});
