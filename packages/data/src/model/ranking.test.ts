import { describe, expect, it } from 'vitest';
import { RANKING_CLAIMS } from './ranking-claims';
import { committedShip, committedShips } from './test-rosters';

describe('the ranking test from history', () => {
  const all = committedShips();
  for (const c of RANKING_CLAIMS) {
    it(`MODEL-RANKING: ${c.claim} (${c.tolerance})`, () => {
      const r = c.check(committedShip, all);
      expect(r.ok, r.measured).toBe(true);
    });
  }
});
