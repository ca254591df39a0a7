import { describe, expect, it } from 'vitest';
import { rollFor, seedRng, type RngState } from '@salvo/kernel';
import type { FireNomination, VasState } from '../types';
import { attackChance, continueAttack, resolveAttackFast, startAttack } from '../attack';
import { CRUISER, WARSPITE, allTurretsAt, makeShip, makeState } from '../attack/test-support';
import { currentAD } from '../damage/active';

const withFailure = (): VasState => {
  const s = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', { ...CRUISER, damage: [90, 30] as const }, { x: 12, y: 0 }, 0)]);
  s.scenarioRules = { rules: [{ rule: 'gun-failure', ships: ['warspite'] }], reserves: [] };
  return s;
};

/** The chance-step path with scripted dice per request. */
function scripted(state: VasState, fire: readonly FireNomination[], dice: (purpose: string, n: number) => number[]): string[] {
  const r = startAttack(state, 'warspite', fire);
  if (!r.ok) throw new Error(r.error.message);
  const purposes: string[] = [];
  while (state.resolution !== null) {
    const req = attackChance(state);
    purposes.push(req.purpose);
    continueAttack(state, dice(req.purpose, req.dice));
  }
  return purposes;
}

describe('Prince of Wales\'s technicians', () => {
  it('VAS-SCN-GUN-FAILURE: a main-gun Attack Die of 1 calls a d6; a second 1 fails a gun of that mount for the battle', () => {
    const s = withFailure();
    const purposes = scripted(s, [{ weapon: 0, target: 'target' }], (p, n) => (p === 'attack' ? [1, 5] : p === 'gun-failure' ? [1] : Array(n).fill(3)));
    expect(purposes.slice(0, 2)).toEqual(['attack', 'gun-failure']);
    expect(s.ships.warspite?.weapons[0]?.failed).toBe(1);
    expect(currentAD(s.ships.warspite!, 0)).toBe(WARSPITE.weapons[0]!.ad - 1);
    // A failure die other than 1 fails nothing; a secondary battery's 1 calls no die.
    const t = withFailure();
    const p2 = scripted(t, [{ weapon: 0, target: 'target' }, { weapon: 4, target: 'target' }], (p, n) => (p === 'gun-failure' ? [4] : Array(n).fill(1)));
    expect(p2.filter((x) => x === 'gun-failure')).toHaveLength(1);
    expect(t.ships.warspite?.weapons[0]?.failed).toBe(0);
    // Without the rule no failure die is asked.
    const u = withFailure();
    u.scenarioRules = { rules: [], reserves: [] };
    expect(scripted(u, [{ weapon: 0, target: 'target' }], (_p, n) => Array(n).fill(1))).not.toContain('gun-failure');
  });

  it('VAS-SCN-GUN-FAILURE: the chance-step path and the fast path agree for the same dice', () => {
    for (let seed = 0; seed < 300; seed++) {
      const a = withFailure();
      const b = withFailure();
      const fire = allTurretsAt(WARSPITE, 'target');
      const r1: RngState = seedRng(seed);
      const r2: RngState = seedRng(seed);
      startAttack(a, 'warspite', fire);
      while (a.resolution !== null) continueAttack(a, rollFor(r1, attackChance(a)));
      resolveAttackFast(b, 'warspite', fire, r2);
      expect(a.ships).toEqual(b.ships);
      expect(r1).toEqual(r2);
    }
  });
});
