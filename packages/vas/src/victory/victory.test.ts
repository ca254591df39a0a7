import { describe, expect, it } from 'vitest';
import { vas, type VasSetup } from '../index';
import { checkBattleOver } from './victory';
import { BRITISH, GERMAN, TEST_CRUISER, fourShipBattle, play, quietPhases, shipSetup, start, toMovement, twoFleets } from '../../test/fixtures';

describe('End of the battle', () => {
  it('VAS-VICTORY-LAST-SIDE: the battle ends as soon as only one side has ships in play; that side wins', () => {
    let s = toMovement(start(fourShipBattle()), [6, 6, 1, 1]).state;
    s.ships.hipper!.damage = 0;
    s.ships.hipper!.destroyed = true;
    s = play(s, [{ type: 'nominate-move', ship: 'warspite' }, { type: 'move', ship: 'warspite', legs: [{ forward: 1 }] }]).state;
    expect(s.phase).toBe('movement'); // Z1 is still afloat
    s.ships.z1!.crew = 0;
    s.ships.z1!.abandoned = true; // an abandoned hulk no longer counts
    // the next action (any) finds only the British with ships in play
    const r = play(s, [{ type: 'nominate-move', ship: 'hotspur' }]);
    expect(vas.pending(r.state)).toMatchObject({ kind: 'over', winners: [BRITISH] });
    expect(r.events.some((e) => e.type === 'game-over')).toBe(true);
    expect(vas.apply(r.state, { type: 'concede', fleet: GERMAN })).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('VAS-VICTORY-LAST-SIDE: when no side has a ship left it is a draw', () => {
    const s = toMovement(start(twoFleets()), [6, 6, 1, 1]).state;
    s.ships.hipper!.destroyed = true;
    s.ships.warspite!.destroyed = true;
    const events = checkBattleOver(s);
    expect(events.map((e) => e.type)).toEqual(['game-over']);
    expect(vas.pending(s)).toMatchObject({ kind: 'over', winners: [] });
  });

  it('VAS-VICTORY-CONCEDE: a fleet may concede at any decision; its ships leave and the other side wins', () => {
    const s = toMovement(start(twoFleets()), [6, 6, 1, 1]).state; // the British are to nominate
    const r = play(s, [{ type: 'concede', fleet: GERMAN }]);
    expect(r.state.ships.hipper?.withdrawn).toBe(true);
    expect(vas.pending(r.state)).toMatchObject({ kind: 'over', winners: [BRITISH] });
    // not while dice are awaited
    const rolling = start(twoFleets());
    expect(vas.apply(rolling, { type: 'concede', fleet: GERMAN })).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
  });

  it('VAS-VICTORY-CONCEDE: with allies, the battle goes on while the conceding fleet\'s side still has ships', () => {
    const setup: VasSetup = {
      seed: 8,
      fleets: [
        { id: 'rn', side: 'allies', ships: [shipSetup('rn1', 'RN One', TEST_CRUISER, 10, 10, 90)] },
        { id: 'us', side: 'allies', ships: [shipSetup('us1', 'US One', TEST_CRUISER, 10, 30, 90)] },
        { id: 'km', side: 'axis', ships: [shipSetup('km1', 'KM One', TEST_CRUISER, 60, 20, 270)] },
      ],
    };
    let s = toMovement(start(setup), [6, 6, 1, 1, 2, 2]).state; // RN, KM, US
    s = play(s, [{ type: 'concede', fleet: 'rn' }]).state;
    expect(s.phase).toBe('movement');
    expect(s.ships.rn1?.withdrawn).toBe(true);
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'nominate-move' });
    s = play(s, [{ type: 'concede', fleet: 'us' }]).state;
    expect(vas.pending(s)).toMatchObject({ kind: 'over', winners: ['km'] });
  });

  it('VAS-VICTORY-MAX-TURNS: after the last turn the side with most ships in play wins, then most Damage left', () => {
    const one: VasSetup = { ...twoFleets(), options: { maxTurns: 1 } };
    const end = quietPhases(toMovement(start(one), [6, 6, 1, 1]).state).state;
    // one ship each; Warspite has 34 Damage left, Hipper 14
    expect(vas.pending(end)).toMatchObject({ kind: 'over', winners: [BRITISH] });
    const four: VasSetup = { ...fourShipBattle(), options: { maxTurns: 1 } };
    const s = start(four);
    s.ships.hotspur!.destroyed = true;
    expect(vas.pending(quietPhases(toMovement(s, [6, 6, 1, 1]).state).state)).toMatchObject({ kind: 'over', winners: [GERMAN] });
  });

  it('VAS-VICTORY-MAX-TURNS: equal ships and equal Damage left is a draw', () => {
    const setup: VasSetup = {
      seed: 1, options: { maxTurns: 2 },
      fleets: [
        { id: BRITISH, ships: [shipSetup('a', 'A', TEST_CRUISER, 10, 24, 90)] },
        { id: GERMAN, ships: [shipSetup('b', 'B', TEST_CRUISER, 60, 24, 270)] },
      ],
    };
    let s = quietPhases(toMovement(start(setup), [6, 6, 1, 1]).state).state;
    expect(s.turn).toBe(2);
    s = quietPhases(toMovement(s, [1, 1, 6, 6]).state).state;
    expect(vas.pending(s)).toMatchObject({ kind: 'over', winners: [] });
  });
});
