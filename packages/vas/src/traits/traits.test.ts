import { describe, expect, it } from 'vitest';
import type { WeaponRoster } from '@salvo/data';
import { CRUISER, WARSPITE, makeShip } from '../attack/test-support';
import { hasShipTrait, isAgile, torpedoBeltForcesReroll, weaponProfile } from './index';

const ship = (traits: string[]) => makeShip('s', 'a', { ...CRUISER, traits }, { x: 0, y: 0 }, 0);

describe('special traits', () => {
  it('VAS-TRAIT-AGILE: isAgile reads the roster, and an Agile trait lost to crippling no longer counts', () => {
    const s = ship(['Agile', 'Radar']);
    expect(isAgile(s)).toBe(true);
    expect(isAgile(ship(['Radar']))).toBe(false);
    s.lostTraits.push('Agile');
    expect(isAgile(s)).toBe(false);
    expect(hasShipTrait(s, 'Radar')).toBe(true);
  });

  it('VAS-TRAIT-AGILE: traits printed with a number match by name ("Aircraft" is "Aircraft 2")', () => {
    const w = makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0);
    expect(hasShipTrait(w, 'Aircraft')).toBe(true);
    w.lostTraits.push('Aircraft 2');
    expect(hasShipTrait(w, 'Aircraft')).toBe(false);
  });

  it('VAS-TRAIT-AP: AP +1, Super AP +2 (not +3 with both), Weak -1 to Damage Dice', () => {
    const ddMod = (traits: WeaponRoster['traits']): number => weaponProfile({ traits }).ddMod;
    expect(ddMod(['AP'])).toBe(1);
    expect(ddMod(['Super AP'])).toBe(2);
    expect(ddMod(['AP', 'Super AP'])).toBe(2);
    expect(ddMod(['Weak'])).toBe(-1);
    expect(ddMod(['AP', 'Weak'])).toBe(0);
    expect(ddMod([])).toBe(0);
  });

  it('VAS-TRAIT-TORPEDO-BELT: a torpedo hit on the beam of a belted ship is re-rolled on 4+, never fore or aft', () => {
    const w = makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0);
    expect([1, 2, 3, 4, 5, 6].map((d) => torpedoBeltForcesReroll(w, true, false, d))).toEqual([false, false, false, true, true, true]);
    expect(torpedoBeltForcesReroll(w, false, false, 6)).toBe(false);
    // VAS-REROLL-ONCE: a die already re-rolled stands
    expect(torpedoBeltForcesReroll(w, true, true, 6)).toBe(false);
    // no belt, or a belt lost to crippling: no protection
    expect(torpedoBeltForcesReroll(ship([]), true, false, 6)).toBe(false);
    w.lostTraits.push('Torpedo Belt');
    expect(torpedoBeltForcesReroll(w, true, false, 6)).toBe(false);
  });
});
