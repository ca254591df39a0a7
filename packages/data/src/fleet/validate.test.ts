import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog';
import { deriveAircraftRoster } from '../model/aircraft';
import { deriveShipRoster } from '../model/derive-ship';
import { ILLUSTRIOUS_SPEC, TRIBAL_SPEC, LEANDER_SPEC, BISMARCK_SPEC } from '../model/sample-specs';
import { QUEEN_ELIZABETH_OFFICIAL } from '../rosters/official';
import { validateFleet } from './validate';

const air = { guns: [], bombKg: 0, sources: ['test'], flights: 4, priority: 'Patrol', nation: 'Royal Navy' } as const;
const CATALOG: Catalog = {
  ships: [QUEEN_ELIZABETH_OFFICIAL, deriveShipRoster(ILLUSTRIOUS_SPEC), deriveShipRoster(TRIBAL_SPEC),
    deriveShipRoster(LEANDER_SPEC), deriveShipRoster(BISMARCK_SPEC)],
  aircraft: [
    deriveAircraftRoster({ ...air, guns: [...air.guns], sources: [...air.sources], name: 'Fairey Swordfish', role: 'torpedo bomber', maxSpeedKmh: 222, torpedo: true, carrierCapable: true, yearInService: 1936 }),
    deriveAircraftRoster({ ...air, guns: [...air.guns], sources: [...air.sources], name: 'Hawker Hurricane', flights: 2, role: 'fighter', maxSpeedKmh: 547, torpedo: false, carrierCapable: false, yearInService: 1937 }),
  ],
};

const check = (fleet: unknown, level: 'Patrol' | 'Skirmish' | 'Raid' | 'Battle' | 'War' = 'Battle', points = 5, year?: number) =>
  validateFleet(fleet, { level, points, ...(year !== undefined ? { year } : {}) }, CATALOG);
const codes = (r: ReturnType<typeof check>) => r.problems.map((p) => p.code);

describe('fleet building', () => {
  it('VAS-FLEET-BUDGET: a legal Battle fleet costs its points and yields ships with rosters', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth', name: 'HMS Warspite' }, { class: 'Tribal', count: 4 }, { class: 'Leander', count: 2 }] });
    expect(r.problems).toEqual([]);
    expect(r.cost).toBe(1 + 1 + 1);
    expect(r.fleet?.ships.map((s) => s.name)).toEqual(['HMS Warspite', 'Tribal 1', 'Tribal 2', 'Tribal 3', 'Tribal 4', 'Leander 1', 'Leander 2']);
  });

  it('VAS-FLEET-BUDGET: a fleet over its Fleet Allocation Points is refused with its cost', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth', count: 6 }] });
    expect(r.cost).toBe(6);
    expect(codes(r)).toEqual(['ERR_FLEET_OVER_BUDGET']);
    expect(r.fleet).toBeUndefined();
  });

  it('VAS-FLEET-MAX-ABOVE: a Battle-level ship cannot be bought for a Patrol (three levels below) but costs 2 points in a Raid', () => {
    expect(codes(check({ nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth' }] }, 'Patrol'))).toEqual(['ERR_FLEET_LEVEL_TOO_HIGH']);
    expect(check({ nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth' }] }, 'Raid').cost).toBe(2);
  });

  it('VAS-FLEET-LIST: a class of another nation or of no list is refused, naming the list it belongs to', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Bismarck' }, { class: 'Dreadnought' }] });
    expect(codes(r)).toEqual(['ERR_FLEET_NOT_IN_LIST', 'ERR_FLEET_UNKNOWN_CLASS']);
    expect(r.problems[0]?.message).toContain('Kriegsmarine');
    expect(r.problems[1]?.path).toBe('ships[1].class');
  });

  it('VAS-FLEET-LIST: an unknown nation or a file that is not an object is refused', () => {
    expect(codes(check({ nation: 'Atlantis', ships: [] }))).toEqual(['ERR_FLEET_NATION']);
    expect(codes(check([1, 2]))).toEqual(['ERR_FLEET_FILE']);
    const typo = check({ nation: 'Royal Navy', shps: [{ class: 'Tribal' }] });
    expect(typo.problems.map((p) => p.path)).toEqual(['shps']);
  });

  it('VAS-FLEET-COMMAND: Command defaults to 4, takes 2-6 or a crew-quality name, and refuses anything else', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Tribal' }, { class: 'Tribal', command: 'Veteran' }, { class: 'Tribal', command: 2 }] });
    expect(r.fleet?.ships.map((s) => s.command)).toEqual([4, 5, 2]);
    expect(codes(check({ nation: 'Royal Navy', ships: [{ class: 'Tribal', command: 7 }] }))).toEqual(['ERR_FLEET_COMMAND']);
  });

  it('VAS-FLEET-SQUADRON: a land-based squadron is bought whole, with the flights the list gives, at its level', () => {
    const r = check({ nation: 'Royal Navy', ships: [], squadrons: [{ aircraft: 'Fairey Swordfish' }, { aircraft: 'Hawker Hurricane' }] }, 'Skirmish');
    expect(r.fleet?.squadrons.map((s) => s.flights)).toEqual([4, 2]);
    expect(r.cost).toBe(1);
    expect(codes(check({ nation: 'Royal Navy', squadrons: [{ aircraft: 'Fairey Swordfish', flights: 2 }] }))).toEqual(['ERR_FLEET_SQUADRON_SIZE']);
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: carrier flights cost nothing, must fit the carrier and fly from a deck', () => {
    const ok = check({ nation: 'Royal Navy', ships: [{ class: 'Illustrious', flights: [{ aircraft: 'Fairey Swordfish', count: 4 }] }] }, 'Skirmish', 1);
    expect(ok.problems).toEqual([]);
    expect(ok.cost).toBe(1);
    const full = check({ nation: 'Royal Navy', ships: [{ class: 'Illustrious', flights: [{ aircraft: 'Fairey Swordfish', count: 5 }] }] }, 'Skirmish');
    expect(codes(full)).toEqual(['ERR_FLEET_CARRIER_FULL']);
    const land = check({ nation: 'Royal Navy', ships: [{ class: 'Illustrious', flights: [{ aircraft: 'Hawker Hurricane', count: 1 }] }] }, 'Skirmish');
    expect(codes(land)).toEqual(['ERR_FLEET_NOT_CARRIER_AIRCRAFT']);
    const notCarrier = check({ nation: 'Royal Navy', ships: [{ class: 'Tribal', flights: [{ aircraft: 'Fairey Swordfish', count: 1 }] }] });
    expect(codes(notCarrier)).toEqual(['ERR_FLEET_NOT_A_CARRIER']);
  });

  it('VAS-FLEET-IN-SERVICE: with a scenario year, a class that entered service later is refused', () => {
    expect(codes(check({ nation: 'Royal Navy', ships: [{ class: 'Illustrious' }] }, 'Battle', 5, 1939))).toEqual(['ERR_FLEET_NOT_IN_SERVICE']);
    expect(check({ nation: 'Royal Navy', year: 1941, ships: [{ class: 'Illustrious' }] }).problems).toEqual([]);
    expect(codes(check({ nation: 'Royal Navy', year: 1939, ships: [{ class: 'Illustrious' }] }))).toEqual(['ERR_FLEET_NOT_IN_SERVICE']);
  });

  it('VAS-FLEET-BUDGET: every problem is listed at once, each with the rule it breaks', () => {
    const r = check({ nation: 'Royal Navy', ships: [{ class: 'Bismarck' }, { class: 'Tribal', command: 0 }, { class: 'Queen Elizabeth', count: 9 }] });
    expect(codes(r)).toEqual(['ERR_FLEET_NOT_IN_LIST', 'ERR_FLEET_COMMAND', 'ERR_FLEET_OVER_BUDGET']);
    expect(r.problems.map((p) => p.details?.rule)).toEqual(['VAS-FLEET-LIST', 'VAS-FLEET-COMMAND', 'VAS-FLEET-BUDGET']);
  });
});
