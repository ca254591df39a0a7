import { describe, expect, it } from 'vitest';
import { vas } from '../game';
import { GERMAN, BRITISH, nominatedToMove, play, start, twoFleets } from '../../test/fixtures';
import type { VasSetup, VasState } from '../types';
import { edgeAt, victoryPoints } from './index';

function withForbidden(edges: unknown): VasSetup {
  const s = twoFleets() as VasSetup & { fleets: { forbiddenEdges?: unknown }[] };
  return { ...s, fleets: s.fleets.map((f, i) => (i === 1 ? { ...f, forbiddenEdges: edges } : f)) } as VasSetup;
}

/** The German cruiser starts 3" from the west edge heading west and is nominated to move. */
function nearWest(setup: VasSetup): VasState {
  const s = start(setup);
  s.ships.hipper!.position = { x: 3, y: 24 };
  s.ships.hipper!.heading = 270;
  return nominatedToMove(s, 'hipper');
}

describe('tactical withdrawals', () => {
  it('VAS-WITHDRAW-EDGES: a fleet\'s forbidden edges are table edges, checked at setup; the edge crossed is recorded', () => {
    const r = vas.createGame(withForbidden(['west', 'up']));
    expect(r.ok ? [] : r.error.problems.map((p) => [p.code, p.path])).toEqual([['ERR_BAD_EDGE', 'fleets[1].forbiddenEdges']]);
    const table = { width: 72, height: 48 };
    expect([edgeAt(table, { x: 0, y: 20 }), edgeAt(table, { x: 72, y: 20 }), edgeAt(table, { x: 30, y: 0 }), edgeAt(table, { x: 30, y: 48 })]).toEqual(['west', 'east', 'south', 'north']);
    const s = play(nearWest(twoFleets()), [{ type: 'move', ship: 'hipper', legs: [{ forward: 5 }] }]).state;
    expect(s.naval.exits.hipper).toMatchObject({ edge: 'west', forbidden: false });
  });

  it('VAS-WITHDRAW-FORBIDDEN: a ship leaving by an edge its fleet may not use counts as destroyed', () => {
    const r = play(nearWest(withForbidden(['west'])), [{ type: 'move', ship: 'hipper', legs: [{ forward: 5 }] }]);
    expect(r.events.find((e) => e.type === 'withdrawal-forbidden')?.rule).toBe('VAS-WITHDRAW-FORBIDDEN');
    expect(r.state.naval.exits.hipper).toMatchObject({ edge: 'west', forbidden: true });
    expect(victoryPoints(r.state, () => 10)[BRITISH]).toBe(10);
  });

  it('VAS-WITHDRAW-SCORE: a withdrawn ship gives a quarter of its value (rounded up), Crippled half, destroyed all, each ship once', () => {
    const s = play(nearWest(twoFleets()), [{ type: 'move', ship: 'hipper', legs: [{ forward: 5 }] }]).state;
    expect(victoryPoints(s, () => 10)).toEqual({ [BRITISH]: 3, [GERMAN]: 0 });
    s.ships.hipper!.crippled = true; // crippled, then withdrew: the larger award, once
    expect(victoryPoints(s, () => 10)[BRITISH]).toBe(5);
    s.ships.warspite!.destroyed = true;
    expect(victoryPoints(s, (ship) => (ship.id === 'warspite' ? 7 : 10))[GERMAN]).toBe(7);
  });
});
