/**
 * One code path, two hosts: for the same dice, the chance-step path (startAttack / attackChance /
 * continueAttack, dice drawn from a PRNG in request order) and the fast path (resolveAttackFast with
 * a PRNG in the same state) leave identical ships. Covers crits, crippling and Fire Control by
 * running many seeds on a fragile target, with and without Evasive! and Twin-Linked.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RngState } from '@salvo/kernel';
import { rollFor, seedRng } from '@salvo/kernel';
import type { FireNomination, VasState } from '../types';
import { attackChance, continueAttack, resolveAttackFast, startAttack } from './index';
import { CRUISER, WARSPITE, allTurretsAt, makeShip, makeState } from './test-support';

function viaChance(state: VasState, fire: readonly FireNomination[], rng: RngState): number {
  const r = startAttack(state, 'warspite', fire);
  if (!r.ok) throw new Error(r.error.message);
  let steps = 0;
  while (state.resolution !== null) {
    const req = attackChance(state);
    expect(req.dice).toBeGreaterThan(0);
    continueAttack(state, rollFor(rng, req));
    if (++steps > 500) throw new Error('attack did not finish');
  }
  return steps;
}

const fragile = { ...CRUISER, damage: [9, 6] as const, crew: [12, 6] as const, armour: 3, traits: ['Agile', 'Radar'] };

describe('attack paths', () => {
  it('VAS-ATTACK-SEQUENCE: the chance-step path and the fast path give the same final state for the same dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (seed, fireControl, secondary, evasive, twin) => {
        const attackerRoster = twin ? { ...WARSPITE, weapons: WARSPITE.weapons.map((w) => ({ ...w, traits: [...w.traits, 'Twin-Linked' as const] })) } : WARSPITE;
        const a = makeState([makeShip('warspite', 'a', attackerRoster, { x: 0, y: 0 }, 0), makeShip('target', 'b', fragile, { x: 12, y: 0 }, 0)]);
        const b = makeState([makeShip('warspite', 'a', attackerRoster, { x: 0, y: 0 }, 0), makeShip('target', 'b', fragile, { x: 12, y: 0 }, 0)]);
        for (const s of [a, b]) {
          const w = s.ships.warspite;
          if (fireControl && w) w.criticals.push({ id: 99, location: 'vital', effect: 'fire-control', turn: 0, repairable: false, repaired: false });
          const t = s.ships.target;
          if (evasive && t) t.special = { kind: 'evasive', success: true };
        }
        const fire: FireNomination[] = [...allTurretsAt(a.ships.warspite!.roster, 'target')];
        if (secondary) fire.push({ weapon: 4, target: 'target' });
        const r1 = seedRng(seed);
        const r2 = seedRng(seed);
        viaChance(a, fire, r1);
        resolveAttackFast(b, 'warspite', fire, r2);
        expect(a.ships).toEqual(b.ships);
        expect(a.nextCriticalId).toBe(b.nextCriticalId);
        expect(r1).toEqual(r2);
      }),
      { numRuns: 400 },
    );
  });

  it('VAS-ATTACK-SEQUENCE: the two paths also agree over several targets at close, long and extreme range with a split secondary battery', () => {
    const mk = (): VasState => makeState([
      makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
      makeShip('t1', 'b', { ...fragile, damage: [5, 3] as const }, { x: 8, y: 0 }, 0),
      makeShip('t2', 'b', fragile, { x: 25, y: 3 }, 90),
      makeShip('t3', 'b', fragile, { x: -5, y: -31 }, 45),
    ]);
    const fire: FireNomination[] = [
      { weapon: 0, target: 't1' }, { weapon: 1, target: 't2' }, { weapon: 2, target: 't3' }, { weapon: 3, target: 't1' },
      { weapon: 4, target: 't1', dice: 2 }, { weapon: 4, target: 't2', dice: 1 }, { weapon: 4, target: 't1', dice: 1 },
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), fc.boolean(), (seed, fireControl, evasive) => {
        const a = mk();
        const b = mk();
        for (const s of [a, b]) {
          if (fireControl) s.ships.warspite!.criticals.push({ id: 99, location: 'vital', effect: 'fire-control', turn: 0, repairable: false, repaired: false });
          if (evasive) s.ships.t1!.special = { kind: 'evasive', success: true };
        }
        const r1 = seedRng(seed);
        const r2 = seedRng(seed);
        viaChance(a, fire, r1);
        resolveAttackFast(b, 'warspite', fire, r2);
        expect(a.ships).toEqual(b.ships);
        expect(r1).toEqual(r2);
      }),
      { numRuns: 300 },
    );
  });
});
