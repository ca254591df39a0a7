import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import { BRITISH, GERMAN, start, twoFleets } from '../../test/fixtures';

describe('Views', () => {
  it('VAS-VIEW-NO-RNG: the view holds the whole battle but never the PRNG state', () => {
    const s = start(twoFleets(123));
    const view = vas.observe(s, BRITISH);
    expect('rng' in view).toBe(false);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(s.rng));
    expect(view.viewer).toBe(BRITISH);
    expect(view.ships).toEqual(s.ships);
    // two states that differ only in the PRNG look the same to a player
    const other = { ...s, rng: [1, 2, 3, 4] as typeof s.rng };
    expect(vas.observe(other, GERMAN)).toEqual(vas.observe(s, GERMAN));
    // and the view is a copy: changing it does not change the state
    view.ships.warspite!.damage = 0;
    expect(s.ships.warspite?.damage).toBe(34);
  });
});
