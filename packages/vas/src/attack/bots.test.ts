import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '@salvo/kernel';
import { candidateAttacks, sampleAttack } from './bots';
import { validateNominations } from './validate';
import { CRUISER, WARSPITE, makeShip, makeState } from './test-support';

function battle() {
  return makeState([
    makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
    makeShip('ahead', 'b', CRUISER, { x: 0, y: 12 }, 90),
    makeShip('beam', 'b', CRUISER, { x: 25, y: 0 }, 0),
    makeShip('far', 'b', CRUISER, { x: -60, y: 0 }, 0),
  ]);
}

describe('attack candidates for bots', () => {
  it('VAS-ATTACK-BOTS: candidates include holding fire, are all legal, in arc and in range', () => {
    const s = battle();
    const sets = candidateAttacks(s, 'warspite');
    expect(sets[0]).toEqual([]);
    expect(sets.length).toBeGreaterThan(2);
    for (const set of sets) {
      expect(validateNominations(s, s.ships.warspite!, set)).toBeNull();
      for (const n of set) expect(n.target).not.toBe('far');
    }
    // the cruiser dead ahead is out of X and Y's arc; AA never appears
    const atAhead = sets.find((set) => set.length > 0 && set.every((n) => n.target === 'ahead'))!;
    expect(atAhead.map((n) => n.weapon)).toEqual([0, 1, 4]);
    expect(sets.flat().some((n) => n.weapon === 5)).toBe(false);
  });

  it('VAS-ATTACK-BOTS: a Skeleton Crew gets single-weapon candidates only; a ship that attacked gets only []', () => {
    const s = battle();
    s.ships.warspite!.skeleton = true;
    expect(candidateAttacks(s, 'warspite').every((set) => set.length <= 1)).toBe(true);
    s.ships.warspite!.attackedThisTurn = true;
    expect(candidateAttacks(s, 'warspite')).toEqual([[]]);
  });

  it('VAS-ATTACK-BOTS: sampleAttack draws one of the firing candidates with the given PRNG', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const s = battle();
      const keys = candidateAttacks(s, 'warspite').map((x) => JSON.stringify(x));
      const pick = sampleAttack(s, 'warspite', seedRng(seed));
      expect(pick.length).toBeGreaterThan(0);
      expect(keys).toContain(JSON.stringify(pick));
      expect(sampleAttack(s, 'warspite', seedRng(seed))).toEqual(pick);
    }), { numRuns: 50 });
  });
});
