import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import { byField, memoValid } from './known-valid';
import { rosterProblems } from './roster-check';

describe('the memo of rosters parse has already checked', () => {
  it('VAS-ENGINE-SERIALIZE: a roster equal to one found valid passes without a new check; anything else is checked in full', () => {
    let calls = 0;
    const check = memoValid((v) => { calls += 1; return rosterProblems(v, 'r')[0]?.message ?? null; }, byField('class'));
    const roster = JSON.parse(JSON.stringify(findShipClass('Queen Elizabeth'))) as Record<string, unknown>;
    expect(check(roster)).toBeNull();
    expect(check(JSON.parse(JSON.stringify(roster)))).toBeNull();
    expect(calls).toBe(1);
    // the remembered copy is the memo's own: changing the first roster afterwards changes nothing
    roster.speed = -3;
    expect(check(roster)).not.toBeNull();
    const bad: [string, unknown][] = [['speed', Infinity], ['speed', 5.5], ['extra', 1], ['weapons', []], ['damage', [34, -0, 1]]];
    for (const [field, value] of bad) {
      const v = { ...(JSON.parse(JSON.stringify(findShipClass('Queen Elizabeth'))) as object), [field]: value };
      const full = rosterProblems(v, 'r')[0]?.message ?? null;
      expect([field, check(v)]).toEqual([field, full]);
    }
    // same keys in another order is another value: checked again (and valid)
    const { class: cls, ...rest } = JSON.parse(JSON.stringify(findShipClass('Queen Elizabeth'))) as Record<string, unknown>;
    const before = calls;
    expect(check({ ...rest, class: cls })).toBeNull();
    expect(calls).toBe(before + 1);
  });
});
