import { describe, expect, it } from 'vitest';
import { parseRosterFile } from '@salvo/data';
import { vas, type VasSetup } from '../index';
import { GERMAN, TEST_CRUISER, shipSetup, twoFleets } from '../../test/fixtures';

/** twoFleets with the German cruiser's inline roster changed. */
const withRoster = (change: Record<string, unknown>): VasSetup => {
  const s = twoFleets();
  return { ...s, fleets: [s.fleets[0]!, { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', { ...TEST_CRUISER, ...change } as typeof TEST_CRUISER, 60, 24, 270)] }] };
};

const problems = (setup: VasSetup): string[] => {
  const r = vas.createGame(setup);
  return r.ok ? [] : r.error.problems.map((p) => `${p.code} ${p.path ?? ''}`);
};

describe('inline rosters', () => {
  it('VAS-SETUP-VALID: a ship must start with Damage and Crew, above her Crippled and Skeleton Crew thresholds', () => {
    const path = 'fleets[1].ships[0].roster';
    expect(problems(withRoster({ crew: [0, 0] }))).toEqual([`ERR_BAD_ROSTER ${path}.crew[0]`, `ERR_BAD_ROSTER ${path}.crew[1]`]);
    expect(problems(withRoster({ damage: [5, 5] }))).toEqual([`ERR_BAD_ROSTER ${path}.damage[1]`]);
    expect(problems(withRoster({ damage: [14.5, 5] }))).toEqual([`ERR_BAD_ROSTER ${path}.damage[0]`]);
    expect(problems(withRoster({ damage: [1, 0], crew: [1, 0] }))).toEqual([]);
  });

  it('VAS-SETUP-VALID: Turning is a whole number of points', () => {
    expect(problems(withRoster({ turning: 1.5 }))).toEqual(['ERR_BAD_ROSTER fleets[1].ships[0].roster.turning']);
    expect(problems(withRoster({ turning: 0 }))).toEqual([]);
  });

  it('VAS-SETUP-VALID: an inline roster has the bounds of a --rosters file: one schema, so what one refuses the other does (issue 7 item 17)', () => {
    const weapon = TEST_CRUISER.weapons[0]!;
    const hostile: Record<string, unknown>[] = [
      { weapons: [{ ...weapon, ad: 2.5 }] }, { weapons: [{ ...weapon, ad: 1e308 }] }, { weapons: [{ ...weapon, dd: 1e308 }] },
      { weapons: [{ ...weapon, ad: 3e7 }] }, { speed: 1e308 }, { class: 'x'.repeat(200) },
      { weapons: Array.from({ length: 65 }, () => weapon) }, { traits: ['x'.repeat(10_000)] },
    ];
    for (const change of hostile) {
      expect(problems(withRoster(change)).length, JSON.stringify(change).slice(0, 80)).toBeGreaterThan(0);
      expect(parseRosterFile('r.json', [{ ...TEST_CRUISER, ...change }]).ok).toBe(false);
    }
    // The test roster itself passes both.
    expect(problems(withRoster({}))).toEqual([]);
    expect(parseRosterFile('r.json', [TEST_CRUISER]).ok).toBe(true);
  });
});
