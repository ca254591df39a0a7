import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, seedRng } from '@salvo/kernel';
import { sampleMove, vas, type VasSetup } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, nominatedToMove, shipSetup, start } from '../../test/fixtures';

const agile = { ...TEST_DESTROYER, class: 'Agile DD', traits: ['Agile'] };

describe('sampleMove', () => {
  it('VAS-ENGINE-PLAYOUT: sampleMove always gives a move that apply accepts, within Speed, from anywhere on the table', () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 72, noNaN: true }), fc.double({ min: 0, max: 48, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }),
      fc.boolean(), fc.constantFrom<'flank-speed' | 'come-about' | undefined>(undefined, 'flank-speed', 'come-about'), fc.integer(),
      (x, y, heading, isAgile, special, seed) => {
        const setup: VasSetup = {
          seed: 1,
          fleets: [
            { id: BRITISH, ships: [shipSetup('dd', 'DD', isAgile ? agile : TEST_DESTROYER, x, y, heading)] },
            { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, x < 36 ? 60 : 10, y < 24 ? 40 : 8, 270)] },
          ],
        };
        const s = nominatedToMove(start(setup), 'dd', special, 6);
        const legs = sampleMove(s, s.ships.dd!, seedRng(seed));
        const r = vas.apply(s, { type: 'move', ship: 'dd', legs });
        expect(r.ok, JSON.stringify(legs)).toBe(true);
        if (!r.ok) return;
        const dd = r.value.state.ships.dd!;
        const speed = special === 'flank-speed' ? 12 : 8;
        expect(dd.distanceMovedThisTurn).toBeLessThanOrEqual(speed + 1e-6);
        expect(distance(dd.position, { x, y })).toBeLessThanOrEqual(dd.distanceMovedThisTurn + 1e-6);
      },
    ), { numRuns: 300 });
  });

  it('VAS-ENGINE-PLAYOUT: every listed move is legal and the list covers straight, turning and minimum moves', () => {
    const s = nominatedToMove(start({ seed: 1, fleets: [
      { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 30, y: 24 }, heading: 90 }] },
      { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 40, 270)] },
    ] }), 'warspite');
    const moves = vas.legalActions(s);
    expect(moves).toContainEqual({ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] });
    expect(moves).toContainEqual({ type: 'move', ship: 'warspite', legs: [{ forward: 1 }] });
    expect(moves).toContainEqual({ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: 45 }, { forward: 2.5 }] });
    expect(moves).toContainEqual({ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }, { forward: 2.5 }] });
    for (const m of moves) expect(vas.apply(s, m).ok).toBe(true);
  });
});
