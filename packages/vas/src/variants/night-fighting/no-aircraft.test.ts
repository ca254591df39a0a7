import { describe, expect, it } from 'vitest';
import { vas } from '../../index';
import type { VasSetup, VasState } from '../../types';
import { BRITISH, GERMAN, TEST_CRUISER, nominatedToMove, shipSetup, start } from '../../../test/fixtures';

const NIGHT = { night: true, variants: ['night-fighting'] };

/** Warspite (Aircraft 2) and Ark Royal with two Swordfish against a cruiser with land-based Stukas. */
function battle(options: object, flights: { rn?: object[]; km?: object[] } = {}): VasSetup {
  return {
    seed: 4,
    options,
    fleets: [
      {
        id: BRITISH, ships: [
          { id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 },
          { id: 'ark', class: 'Ark Royal', position: { x: 12, y: 10 }, heading: 90 },
        ],
        flights: (flights.rn ?? [{ id: 's1', aircraft: 'Fairey Swordfish', carrier: 'ark' }, { id: 's2', aircraft: 'Fairey Swordfish', carrier: 'ark' }]) as never,
      },
      { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270)], flights: (flights.km ?? []) as never },
    ],
  };
}
const problems = (setup: VasSetup): { code: string; path?: string }[] => {
  const r = vas.createGame(setup);
  return r.ok ? [] : r.error.problems.map((p) => ({ code: p.code, path: p.path }));
};
const code = (s: VasState, a: Parameters<typeof vas.apply>[1]): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};

describe('night-fighting variant: no aircraft', () => {
  it('VAS-NF-NO-AIRCRAFT: land-based flights and carrier flights put in the air are refused at setup, with their paths', () => {
    const stukas = { km: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 60, y: 40 } }] };
    expect(problems(battle(NIGHT, stukas))).toEqual([{ code: 'ERR_NO_AIRCRAFT_AT_NIGHT', path: 'fleets[1].flights[0]' }]);
    const aloft = { rn: [{ id: 's1', aircraft: 'Fairey Swordfish', carrier: 'ark', airborne: true, position: { x: 20, y: 10 } }] };
    expect(problems(battle(NIGHT, aloft))).toEqual([{ code: 'ERR_NO_AIRCRAFT_AT_NIGHT', path: 'fleets[0].flights[0].airborne' }]);
    const r = vas.createGame(battle(NIGHT, stukas));
    expect(!r.ok && r.error.problems[0]?.message).toMatch(/night/);
    // the same setups by day, and at night under the core rules, are accepted
    expect(problems(battle({}, stukas))).toEqual([]);
    expect(problems(battle({ night: true }, aloft))).toEqual([]);
  });

  it('VAS-NF-NO-AIRCRAFT: carrier flights start aboard, and neither carriers nor observation ships may launch; no launch is offered', () => {
    const s = start(battle(NIGHT));
    expect(s.air.flights.filter((f) => f.airborne)).toEqual([]);
    expect(start(battle({})).air.flights.filter((f) => f.airborne).map((f) => f.id)).toEqual(['s1']); // by day her first flight is aloft
    const ark = nominatedToMove(s, 'ark');
    expect(code(ark, { type: 'move', ship: 'ark', legs: [{ forward: 3 }], launch: ['s1'] })).toBe('ERR_NO_AIRCRAFT_AT_NIGHT');
    expect(vas.legalActions(ark).some((a) => a.type === 'move' && a.launch !== undefined)).toBe(false);
    const warspite = nominatedToMove(s, 'warspite');
    expect(code(warspite, { type: 'move', ship: 'warspite', legs: [{ forward: 3 }], launch: ['warspite/obs1'] })).toBe('ERR_NO_AIRCRAFT_AT_NIGHT');
    expect(vas.legalActions(warspite).some((a) => a.type === 'move' && a.launch !== undefined)).toBe(false);
    const day = nominatedToMove(start(battle({})), 'warspite');
    expect(code(day, { type: 'move', ship: 'warspite', legs: [{ forward: 3 }], launch: ['warspite/obs1'] })).toBeNull();
  });
});
