/** Dragging a move into legs (geometry.ts) and the typed form's round trip (move-draft.ts), judged by the engine. */
import { describe, expect, it } from 'vitest';
import { moveLimits, validateMove, vas, type VasState } from '@salvo/vas';
import { dragLegs, endTurn } from '../src/vas/geometry';
import { draftLegs, legsDraft } from '../src/vas/move-draft';
import { scenarioSetup } from '../src/vas/scenarios';

/** The carrier battle with HMS Cossack (Tribal, Agile, Speed 8, Turning 2) nominated to move. */
function cossackMoving(): VasState {
  const r = vas.createGame(scenarioSetup('carrier', '1'));
  if (!r.ok) throw new Error(r.error.message);
  const s = structuredClone(r.value);
  s.phase = 'movement';
  s.moving = 'cossack';
  return s;
}

describe('dragging a move', () => {
  it('VAS-MOVE-AGILE: past the end of her full Speed an Agile ship\'s bow swings again, and the engine accepts the legs', () => {
    const s = cossackMoving();
    const ship = s.ships.cossack!;
    const lim = moveLimits(ship);
    expect(lim.agile).toBe(true);
    // Heading 0 from (54, 8): half Speed 4", a point to starboard, 4" on, and the point lies further to starboard of the end.
    const legs = dragLegs(ship, lim.speed, lim.turning, { x: 66, y: 17 }, true);
    expect(legs).toEqual([{ forward: 4 }, { turn: 45 }, { forward: 4 }, { turn: 45 }]);
    const ok = validateMove(s, { type: 'move', ship: 'cossack', legs });
    expect(ok.ok).toBe(true);
    // A ship that is not Agile never gets the second turn.
    expect(dragLegs(ship, lim.speed, lim.turning, { x: 66, y: 17 }, false)).toEqual([{ forward: 4 }, { turn: 45 }, { forward: 4 }]);
    // Shift-drag: the bow at the end of the move swings towards the pointer, up to her Turning (2 points).
    expect(endTurn({ x: 58, y: 12 }, 90, lim.turning, { x: 58, y: 2 })).toBe(90);
    expect(Math.abs(endTurn({ x: 58, y: 12 }, 90, lim.turning, { x: 50, y: 12 }))).toBe(90);
    expect(endTurn({ x: 58, y: 12 }, 90, lim.turning, { x: 58, y: 20 })).toBe(-90);
    const reversed = validateMove(s, { type: 'move', ship: 'cossack', legs: draftLegs({ first: '4', turn: '90', second: '4', turn2: String(endTurn({ x: 58, y: 12 }, 90, lim.turning, { x: 58, y: 2 })) }) });
    expect(reversed.ok && reversed.value.heading).toBe(180);
    // Short of her full Speed there is no second turn.
    expect(dragLegs(ship, lim.speed, lim.turning, { x: 56, y: 12 }, true).filter((l) => 'turn' in l).length).toBeLessThanOrEqual(1);
  });

  it('the typed form and the dragged legs are the same move both ways', () => {
    for (const legs of [
      [{ forward: 3 }],
      [{ forward: 4 }, { turn: 45 }, { forward: 4 }],
      [{ forward: 4 }, { turn: -90 }, { forward: 4 }, { turn: 45 }],
      [{ forward: 8 }, { turn: 90 }],
    ]) expect(draftLegs(legsDraft(legs))).toEqual(legs);
  });
});
