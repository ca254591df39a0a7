import { describe, expect, it } from 'vitest';
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
    expect(problems(withRoster({ crew: [0, 0] }))).toEqual([`ERR_BAD_ROSTER ${path}.crew`]);
    expect(problems(withRoster({ damage: [5, 5] }))).toEqual([`ERR_BAD_ROSTER ${path}.damage`]);
    expect(problems(withRoster({ damage: [14.5, 5] }))).toEqual([`ERR_BAD_ROSTER ${path}.damage`]);
    expect(problems(withRoster({ damage: [1, 0], crew: [1, 0] }))).toEqual([]);
  });

  it('VAS-SETUP-VALID: Turning is a whole number of points', () => {
    expect(problems(withRoster({ turning: 1.5 }))).toEqual(['ERR_BAD_ROSTER fleets[1].ships[0].roster.turning']);
    expect(problems(withRoster({ turning: 0 }))).toEqual([]);
  });
});
