import { describe, expect, it } from 'vitest';
import { receiveUboats, italianTakeoverDue } from '../src/turn';
import { finishTurn } from '../src/endturn';
import { returnOptions } from '../src/returns';
import { defenseOf } from '../src/ships';
import type { WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, inPort, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

/** Combat phase with no air, then every return decision left at its default. */
function quietTurnEnd(s: WasState, log?: WasEvent[]): WasState {
  let t = toCombat(s, null, null, log);
  while (t.step.kind === 'return' && t.step.side === 'axis') t = act(t, { type: 'return', ports: {} }, log);
  return t;
}

describe('sequence of play (5) and set-up (4)', () => {
  it('WAS-5.1 WAS-5.2 WAS-5.3 WAS-5.5: reinforcements, Allied move, Axis move, secret air placement, in that order', () => {
    let s = newGame();
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'deploy' });
    s = act(s, { type: 'deploy', malta: [] });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'move' });
    s = act(s, { type: 'move', orders: [] });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'move' });
    s = act(s, { type: 'move', orders: [] });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'place-uboats' });
    s = act(s, { type: 'place-uboats', areas: {} });
    expect(E.pending(s)).toMatchObject({ kind: 'simultaneous', decision: 'place-air' });
    const log: WasEvent[] = [];
    s = act(s, { type: 'place-air', side: 'axis', target: null }, log);
    s = act(s, { type: 'place-air', side: 'allies', target: null }, log);
    expect(s.turn).toBe(2);
    expect(log).toContainEqual({ type: 'turn-started', turn: 2 });
    expect(log).toContainEqual(expect.objectContaining({ type: 'reinforcement', ship: 'gb-king-george-v', port: 'england' }));
    expect(log).toContainEqual(expect.objectContaining({ type: 'reinforcement', ship: 'de-bismarck', port: 'germany' }));
  });

  it('WAS-4.1: reinforcements are off the board until their turn', () => {
    const s = newGame();
    expect(ship(s, 'de-tirpitz').status).toBe('waiting');
    expect(ship(s, 'gb-hood').location).toEqual(inPort('england'));
  });

  it('WAS-4.3: British starting ships may start at Malta; reinforcements may not', () => {
    const s = newGame();
    const t = act(s, { type: 'deploy', malta: ['gb-warspite', 'gb-eagle'] });
    expect(ship(t, 'gb-warspite').location).toEqual(inPort('malta'));
    expect(refused(s, { type: 'deploy', malta: ['gb-king-george-v'] })).toBe('ERR_NOT_BRITISH_START');
    expect(refused(s, { type: 'deploy', malta: ['it-zara'] })).toBe('ERR_NOT_BRITISH_START');
  });

  it('WAS-4.4: German and Italian ships start in their home ports', () => {
    const s = newGame();
    expect(ship(s, 'de-scharnhorst').location).toEqual(inPort('germany'));
    expect(ship(s, 'it-littorio').location).toEqual(inPort('italy'));
  });

  it('WAS-4.5 WAS-15.1: Russian ships appear in Leningrad on Turn 3', () => {
    const s = emptyBoard(newGame(), 2);
    put(s, ['gb-hood'], inPort('england'));
    ship(s, 'su-marat').status = 'waiting';
    s.step = { kind: 'place-air' };
    const log: WasEvent[] = [];
    let t = act(s, { type: 'place-air', side: 'allies', target: null }, log);
    t = act(t, { type: 'place-air', side: 'axis', target: null }, log);
    expect(t.turn).toBe(3);
    expect(ship(t, 'su-marat').location).toEqual(inPort('leningrad'));
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'russian-sailing' } });
  });

  it('WAS-4.6 WAS-15.3: US ships are rolled for from Turn 4 and enter the USA only on a 6', () => {
    const s = newGame();
    expect(ship(s, 'us-washington').status).toBe('waiting');
    const t = emptyBoard(newGame(), 3);
    for (const id of ['us-washington', 'us-new-york', 'us-augusta', 'us-tuscaloosa']) ship(t, id).status = 'waiting';
    t.step = { kind: 'place-air' };
    let u = act(t, { type: 'place-air', side: 'allies', target: null });
    u = act(u, { type: 'place-air', side: 'axis', target: null });
    expect(u.turn).toBe(4);
    expect(E.pending(u)).toMatchObject({ kind: 'chance', request: { purpose: 'us-release', dice: 4 } });
    expect(u.step).toMatchObject({ ships: ['us-new-york', 'us-washington', 'us-augusta', 'us-tuscaloosa'] });
    u = roll(u, [5, 6, 1, 2]);
    expect(ship(u, 'us-washington').location).toEqual(inPort('usa'));
    expect(ship(u, 'us-new-york').status).toBe('waiting');
  });

  it('WAS-15.2: each Russian ship sails only on a 5 or 6 rolled that turn', () => {
    const s = emptyBoard(newGame(), 3);
    put(s, ['su-marat', 'su-oktyabrskaya-revolutsiya'], inPort('leningrad'));
    s.step = { kind: 'minor-roll', purpose: 'russian-sailing', ships: ['su-marat', 'su-oktyabrskaya-revolutsiya'] };
    const t = roll(s, [5, 4]);
    expect(ship(t, 'su-marat').maySail).toBe(true);
    expect(ship(t, 'su-oktyabrskaya-revolutsiya').maySail).toBe(false);
  });

  it('WAS-15.7: without four consecutive turns of Axis control of the Mediterranean, the Italian fleet is rolled for on Turn 8', () => {
    const s = emptyBoard(newGame(), 7);
    put(s, ['it-littorio', 'it-zara', 'it-pola'], inPort('italy'));
    s.control = [{ mediterranean: 'axis' }, { mediterranean: 'axis' }, { mediterranean: 'axis' }, {}, { mediterranean: 'axis' }, {}];
    expect(italianTakeoverDue(s)).toBe(true);
    s.step = { kind: 'place-air' };
    let t = act(s, { type: 'place-air', side: 'allies', target: null });
    t = act(t, { type: 'place-air', side: 'axis', target: null });
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'italian-takeover', dice: 3 } });
    t = roll(t, [2, 3, 6]);
    expect(ship(t, 'it-littorio').side).toBe('allies');
    expect(ship(t, 'it-littorio').location).toEqual(inPort('malta'));
    expect(ship(t, 'it-zara').status).toBe('scuttled');
    expect(ship(t, 'it-pola').side).toBe('axis');
    const held = emptyBoard(newGame(), 7);
    held.control = [{}, { mediterranean: 'axis' }, { mediterranean: 'axis' }, { mediterranean: 'axis' }, { mediterranean: 'axis' }];
    expect(italianTakeoverDue(held)).toBe(false);
  });

  it('WAS-5.6 WAS-C2000-B: combat is resolved one sea area at a time, in the order the Axis chooses', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-kent'], sea('north-atlantic'));
    put(s, ['de-lutzow'], sea('north-atlantic'));
    put(s, ['gb-norfolk'], sea('north-sea'));
    put(s, ['de-blucher'], sea('north-sea'));
    let t = toCombat(s, null, null);
    expect(E.pending(t)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'choose-area', prompt: 'Choose the sea area to resolve next: North Atlantic, North Sea.' });
    expect(E.legalActions(t)).toEqual([{ type: 'resolve-area', area: 'north-atlantic' }, { type: 'resolve-area', area: 'north-sea' }]);
    expect(refused(t, { type: 'resolve-area', area: 'baltic-sea' })).toBe('ERR_NOT_IN_QUEUE');
    t = act(t, { type: 'resolve-area', area: 'north-sea' });
    expect(t.step).toMatchObject({ kind: 'surface-fire', area: 'north-sea' });
    t = act(t, { type: 'fire', groups: [] });
    t = act(t, { type: 'fire', groups: [] });
    // One area left: nothing to choose.
    expect(t.step).toMatchObject({ kind: 'surface-fire', area: 'north-atlantic' });
  });

  it('WAS-5.7 WAS-6.8 WAS-C2000-D: after combat ships return to a port bordering their area, as printed; the Axis first', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-hood'], sea('barents-sea'));
    expect(returnOptions(s, ship(s, 'gb-hood'))).toEqual(['russia', 'england']);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toEqual(['france', 'germany']);
    let t = toCombat(s, null, null);
    // WBC 2000 (d): the Axis returns first.
    expect(t.step).toEqual({ kind: 'return', side: 'axis' });
    t = act(t, { type: 'return', ports: { 'de-lutzow': 'germany' } });
    expect(t.step).toEqual({ kind: 'return', side: 'allies' });
    expect(refused(t, { type: 'return', ports: { 'gb-hood': 'usa' } })).toBe('ERR_BAD_RETURN');
    t = act(t, { type: 'return', ports: { 'gb-hood': 'england' } });
    expect(ship(t, 'gb-hood').location).toEqual(inPort('england'));
  });

  it('WAS-6.8 WAS-6.7: a ship with no open friendly port to return to is interned in the Neutral port', () => {
    const s = emptyBoard(newGame(), 7);
    put(s, ['it-zara'], sea('north-atlantic'));
    expect(returnOptions(s, ship(s, 'it-zara'))).toEqual(['neutral']);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toEqual(['germany']);
  });

  it('WAS-5.8 WAS-2.1: each controlled area earns its printed POC for its side', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    put(s, ['gb-kent'], sea('north-sea'));
    const log: WasEvent[] = [];
    const t = quietTurnEnd(s, log);
    expect(log).toContainEqual({ type: 'poc', side: 'axis', points: 3, reason: 'control of North Atlantic' });
    expect(log).toContainEqual({ type: 'poc', side: 'allies', points: 1, reason: 'control of North Sea' });
    expect(t.poc).toBe(2);
  });

  it('WAS-5.9 WAS-1: after Turn 8 the side ahead in POC wins', () => {
    const s = emptyBoard(newGame(), 8);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    const t = quietTurnEnd(s);
    expect(E.pending(t)).toMatchObject({ kind: 'over', winners: ['axis'] });
    const d = emptyBoard(newGame(), 8);
    expect(E.pending(quietTurnEnd(d))).toMatchObject({ kind: 'over', winners: [] });
  });

  it('WAS-C1: no lead ever exceeds 10 POC; the excess is lost', () => {
    const s = emptyBoard(newGame(), 5);
    s.poc = 9;
    put(s, ['de-lutzow'], sea('north-atlantic'));
    put(s, ['de-blucher'], sea('south-atlantic'));
    let t = quietTurnEnd(s);
    expect(t.poc).toBe(10);
    t.poc = 10;
    t = emptyBoard(t, 6);
    put(t, ['gb-kent'], sea('north-sea'));
    expect(quietTurnEnd(t).poc).toBe(9);
  });
});

describe('U-boat supply (8.1, 19.2)', () => {
  it('WAS-8.1: never more than seven U-boats; replacements beyond that are lost', () => {
    const s = newGame();
    s.uboats.inPlay = 6;
    const log: WasEvent[] = [];
    receiveUboats(s, 2, log);
    expect(s.uboats.inPlay).toBe(7);
    expect(s.uboats.reserve).toBe(0);
    expect(log).toContainEqual({ type: 'uboats-received', count: 1, lost: 1 });
    expect(newGame().uboats.inPlay).toBe(3);
  });

  it('WAS-19.2: with the option, replacements accumulate and enter when losses allow', () => {
    const s = newGame({ accumulateUboats: true });
    s.uboats.inPlay = 7;
    receiveUboats(s, 2, []);
    expect(s.uboats.reserve).toBe(2);
    s.uboats.inPlay = 5;
    receiveUboats(s, 1, []);
    expect(s.uboats.inPlay).toBe(7);
    expect(s.uboats.reserve).toBe(1);
  });
});

describe('repairs (13)', () => {
  it('WAS-13.1 WAS-13.2: the rules\' example: two German ships with 2 damage a turn in France end at 0 and 1', () => {
    const s = emptyBoard(newGame(), 3);
    put(s, ['de-lutzow', 'de-admiral-scheer'], inPort('france'));
    ship(s, 'de-lutzow').damage = 2;
    ship(s, 'de-admiral-scheer').damage = 2;
    s.step = { kind: 'move', side: 'axis' };
    expect(refused(s, { type: 'move', orders: [], repairs: { 'de-lutzow': 2, 'de-admiral-scheer': 2 } })).toBe('ERR_REPAIR_CAPACITY');
    expect(refused(s, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-atlantic' }], repairs: { 'de-lutzow': 1 } })).toBe('ERR_REPAIR_MOVED');
    const t = act(s, { type: 'move', orders: [], repairs: { 'de-lutzow': 2, 'de-admiral-scheer': 1 } });
    expect(ship(t, 'de-lutzow').damage).toBe(0);
    expect(ship(t, 'de-admiral-scheer').damage).toBe(1);
  });

  it('WAS-2.7: the USA repairs from Turn 1', () => {
    const s = emptyBoard(newGame(), 1);
    put(s, ['gb-hood'], inPort('usa'));
    ship(s, 'gb-hood').damage = 3;
    s.step = { kind: 'move', side: 'allies' };
    expect(ship(act(s, { type: 'move', orders: [], repairs: { 'gb-hood': 3 } }), 'gb-hood').damage).toBe(0);
  });

  it('WAS-13.1: no repairs in an inactive port', () => {
    const s = emptyBoard(newGame(), 7);
    put(s, ['de-lutzow'], inPort('france'));
    ship(s, 'de-lutzow').damage = 1;
    s.step = { kind: 'move', side: 'axis' };
    expect(refused(s, { type: 'move', orders: [], repairs: { 'de-lutzow': 1 } })).toBe('ERR_REPAIR_PORT');
  });
});

describe('convoys (14)', () => {
  it('WAS-14.4: a convoy that survives a turn in the Barents Sea reaches Russia for 3 POC, damaged or not', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['convoy-2b'], sea('barents-sea'));
    ship(s, 'convoy-2b').damage = 2;
    const log: WasEvent[] = [];
    const t = quietTurnEnd(s, log);
    expect(ship(t, 'convoy-2b').status).toBe('delivered');
    expect(t.poc).toBe(-4);
  });

  it('WAS-14.5 WAS-14.6: after a turn in the North Atlantic a convoy may put into England for 1 POC, once', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['convoy-2b'], sea('north-atlantic'));
    let t = quietTurnEnd(s);
    expect(t.step).toEqual({ kind: 'return', side: 'allies' });
    t = act(t, { type: 'return', ports: { 'convoy-2b': 'england' } });
    expect(ship(t, 'convoy-2b').status).toBe('delivered');
    expect(ship(t, 'convoy-2b').location).toEqual({ kind: 'offboard' });
    expect(t.poc).toBe(-2);
  });

  it('WAS-14.3: a convoy may stay at sea at the end of the turn', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['convoy-2b'], sea('north-atlantic'));
    let t = quietTurnEnd(s);
    t = act(t, { type: 'return', ports: { 'convoy-2b': 'stay' } });
    expect(ship(t, 'convoy-2b').location).toEqual(sea('north-atlantic'));
  });

  it('WAS-C4 WAS-14.5: a convoy that disengaged in the North Atlantic returns to England (1 POC) or the USA', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['convoy-2b'], { kind: 'returning', area: 'north-atlantic' });
    expect(returnOptions(s, ship(s, 'convoy-2b'))).toEqual(['england', 'usa']);
  });

  it('WAS-14.7: a disabled convoy returns to the USA', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['convoy-2b'], { kind: 'returning', area: 'barents-sea' });
    ship(s, 'convoy-2b').disabled = true;
    expect(returnOptions(s, ship(s, 'convoy-2b'))).toEqual(['usa']);
  });
});

describe('oilers (16) and the Neutral port (17)', () => {
  it('WAS-16.1 WAS-16.2: German ships in the Atlantic may refuel at sea through Turn 3; failures go to the Neutral port', () => {
    const s = emptyBoard(newGame(), 2);
    put(s, ['de-lutzow', 'de-admiral-scheer'], sea('south-atlantic'));
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toContain('oiler');
    let t = toCombat(s, null, null);
    t = act(t, { type: 'return', ports: { 'de-lutzow': 'oiler', 'de-admiral-scheer': 'oiler' } });
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'oiler', dice: 2 } });
    expect(t.step).toMatchObject({ ships: ['de-admiral-scheer', 'de-lutzow'] });
    t = roll(t, [5, 4]);
    expect(ship(t, 'de-lutzow').location).toEqual(sea('south-atlantic'));
    expect(ship(t, 'de-lutzow').oiler).toBe(true);
    expect(ship(t, 'de-admiral-scheer').location).toEqual(inPort('neutral'));
    const late = emptyBoard(newGame(), 4);
    put(late, ['de-lutzow'], sea('south-atlantic'));
    expect(returnOptions(late, ship(late, 'de-lutzow'))).not.toContain('oiler');
  });

  it('WAS-17.1 WAS-2.6: ships disabled in the South Atlantic go to the Neutral port', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-kent'], { kind: 'returning', area: 'south-atlantic' });
    ship(s, 'gb-kent').disabled = true;
    expect(returnOptions(s, ship(s, 'gb-kent'))).toEqual(['neutral']);
  });

  it('WAS-17.2: a ship that stays in the Neutral port after its arrival turn costs its side 1 POC a turn', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['de-lutzow'], inPort('neutral'));
    ship(s, 'de-lutzow').neutralSince = 4;
    s.pendingPoc = { allies: 0, axis: 0 };
    s.control[4] = {};
    const log: WasEvent[] = [];
    finishTurn(s, log);
    expect(s.poc).toBe(-1);
    const fresh = emptyBoard(newGame(), 5);
    put(fresh, ['de-lutzow'], inPort('neutral'));
    ship(fresh, 'de-lutzow').neutralSince = 5;
    fresh.control[4] = {};
    finishTurn(fresh, []);
    expect(fresh.poc).toBe(0);
  });
});

describe('ports (2) and option 19.1', () => {
  it('WAS-2.2 WAS-2.3: Allied ships return only to Allied ports and Axis ships to Axis ports', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    expect(returnOptions(s, ship(s, 'gb-kent'))).toEqual(['england']);
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toEqual(['germany']);
  });

  it('WAS-19.1: with the option, Bismarck and Tirpitz defend with 7', () => {
    const s = newGame({ weakBismarcks: true });
    expect(defenseOf(s, ship(s, 'de-bismarck'))).toBe(7);
    expect(defenseOf(s, ship(s, 'de-tirpitz'))).toBe(7);
    const n = newGame();
    expect(defenseOf(n, ship(n, 'de-bismarck'))).toBe(9);
  });
});
