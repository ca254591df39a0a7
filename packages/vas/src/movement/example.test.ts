import { describe, expect, it } from 'vitest';
import { arcsTo, beamFacing } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import { vas, type VasSetup } from '../index';
import { BRITISH, GERMAN, nominatedToMove, play, start, warspiteRoster } from '../../test/fixtures';

/**
 * The rules' Movement Example (Figures 1-4): "Ajax moves forward half her move (three and a half
 * inches for a Leander class cruiser). Using the Turning Counter Ajax then turns 2 points to line
 * her up on a parallel course to the Scharnhorst. The Ajax moves forward finishing her move."
 */
const LEANDER: ShipRoster = {
  class: 'Leander', nation: 'Royal Navy', type: 'light cruiser', priority: 'Skirmish',
  speed: 7, turning: 2, target: 5, armour: 4, damage: [10, 3], crew: [20, 7], traits: [], inService: 1933,
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 18, ad: 1, dd: 1, traits: [] },
    { name: 'Y Turret', kind: 'main', mount: 'Y', range: 18, ad: 1, dd: 1, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 12, ad: 4, dd: 3, traits: ['AP', 'One-Shot'] },
  ],
};

describe('Movement Example', () => {
  it('VAS-MOVE-EXAMPLE: Ajax moves 3.5", turns 2 points, finishes her 7" and ends parallel to Scharnhorst, abeam', () => {
    // Ajax heads up the table; Scharnhorst steams to the right (heading 90), ahead and to starboard.
    const setup: VasSetup = {
      seed: 1,
      fleets: [
        { id: BRITISH, ships: [{ id: 'ajax', name: 'HMS Ajax', roster: LEANDER, position: { x: 20, y: 10 }, heading: 0 }] },
        { id: GERMAN, ships: [{ id: 'scharnhorst', name: 'Scharnhorst', roster: { ...warspiteRoster(), class: 'Scharnhorst stand-in' }, position: { x: 23.5, y: 20 }, heading: 90 }] },
      ],
    };
    const s = nominatedToMove(start(setup), 'ajax');
    // Turning 2 is two points: 90 degrees; not before half of Speed 7
    expect(vas.apply(s, { type: 'move', ship: 'ajax', legs: [{ forward: 3.4 }, { turn: 90 }, { forward: 3.6 }] })).toMatchObject({ ok: false, error: { code: 'ERR_TURN_TOO_EARLY' } });
    expect(vas.apply(s, { type: 'move', ship: 'ajax', legs: [{ forward: 3.5 }, { turn: 135 }, { forward: 3.5 }] })).toMatchObject({ ok: false, error: { code: 'ERR_TURN_TOO_SHARP' } });

    const after = play(s, [{ type: 'move', ship: 'ajax', legs: [{ forward: 3.5 }, { turn: 90 }, { forward: 3.5 }] }]).state;
    const ajax = after.ships.ajax!;
    const scharnhorst = after.ships.scharnhorst!;
    expect(ajax.distanceMovedThisTurn).toBeCloseTo(7, 9);
    expect(ajax.position.x).toBeCloseTo(23.5, 9);
    expect(ajax.position.y).toBeCloseTo(13.5, 9);
    expect(ajax.heading).toBeCloseTo(scharnhorst.heading, 9); // parallel course
    expect(arcsTo(ajax.position, ajax.heading, scharnhorst.position)).toEqual(['port']); // abeam
    expect(beamFacing(scharnhorst.position, scharnhorst.heading, ajax.position)).toBe(true);
  });
});
