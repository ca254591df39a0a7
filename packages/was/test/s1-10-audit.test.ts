/**
 * Audit of War at Sea sections 1-10 and 13-17 (H3): boundary and edge cases, each through the
 * public engine with scripted dice, that the older tests did not pin down.
 */
import { describe, expect, it } from 'vitest';
import { returnOptions } from '../src/returns';
import type { WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, inPort, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

/** An empty board where no reinforcement or US release comes later: only the ships a test puts. */
function bare(turn: number): WasState {
  const s = emptyBoard(newGame(), turn);
  for (const x of s.ships) x.status = 'sunk';
  return s;
}

function aloneInSouthAtlantic(turn: number, id: string): WasState {
  const s = bare(turn);
  put(s, [id], sea('south-atlantic'));
  return s;
}

function moving(side: 'allies' | 'axis', turn: number): WasState {
  const s = bare(turn);
  s.step = { kind: 'move', side };
  return s;
}

/** Ends the turn from the air step with no markers; every return left at its default. */
function endTurn(s: WasState, log?: WasEvent[]): WasState {
  let t = toCombat(s, null, null, log);
  while (t.step.kind === 'return') t = act(t, { type: 'return', ports: {} }, log);
  return t;
}

describe('movement boundaries (6.1-6.9)', () => {
  it('WAS-6.4: the roll fails exactly at the ship\'s speed and succeeds one below it', () => {
    for (const [die, ok] of [[4, true], [5, false]] as const) {
      const s = moving('axis', 2);
      put(s, ['de-lutzow'], inPort('germany'));
      let t = act(s, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-atlantic', via: 'north-sea' }] });
      const log: WasEvent[] = [];
      t = roll(t, [die], log);
      expect(log).toContainEqual({ type: 'speed-roll', ship: 'de-lutzow', roll: die, speed: 5, success: ok, ...(ok ? {} : { port: 'germany' }) });
      expect(ship(t, 'de-lutzow').location).toEqual(ok ? sea('north-atlantic') : inPort('germany'));
    }
  });

  it('WAS-6.4: each two-area mover rolls its own die, in order, against its own speed', () => {
    const s = moving('allies', 2);
    put(s, ['gb-hood', 'gb-nelson', 'gb-renown'], inPort('england'));
    let t = act(s, {
      type: 'move',
      orders: [
        { ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea' },
        { ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' },
        { ship: 'gb-renown', to: 'barents-sea', via: 'north-sea' },
      ],
    });
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { dice: 3, purpose: 'speed' } });
    t = roll(t, [2, 6, 6]);
    expect(ship(t, 'gb-nelson').location).toEqual(sea('barents-sea'));
    expect(ship(t, 'gb-hood').location).toEqual(sea('barents-sea'));
    expect(ship(t, 'gb-renown').location).toEqual(inPort('england'));
  });

  it('WAS-6.4: a ship whose damage brings its speed to 1 always fails a two-area move', () => {
    const s = moving('allies', 2);
    put(s, ['gb-nelson'], inPort('england'));
    ship(s, 'gb-nelson').damage = 4;
    let t = act(s, { type: 'move', orders: [{ ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea' }] });
    const log: WasEvent[] = [];
    t = roll(t, [1], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'speed-roll', roll: 1, speed: 1, success: false }));
    expect(ship(t, 'gb-nelson').location).toEqual(inPort('england'));
  });

  it('WAS-6.4 WAS-2.4: a ship leaving France after Turn 6 cannot fall back into it; it goes to a port bordering the second area', () => {
    const s = moving('axis', 7);
    put(s, ['de-lutzow'], inPort('france'));
    const order = { ship: 'de-lutzow', to: 'barents-sea' as const, via: 'north-atlantic' as const };
    const r = E.apply(s, { type: 'move', orders: [{ ...order, fallback: 'france' }] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'ERR_BAD_FALLBACK', details: { options: ['germany'] } });
    let t = act(s, { type: 'move', orders: [order] });
    expect(t.step).toMatchObject({ kind: 'speed-roll', fallbacks: ['germany'] });
    t = roll(t, [5]);
    expect(ship(t, 'de-lutzow').location).toEqual(inPort('germany'));
  });

  it('WAS-6.4 WAS-6.7: a two-area move with no port to fall back into is not offered', () => {
    const s = moving('axis', 7);
    put(s, ['it-zara'], inPort('france'));
    ship(s, 'it-zara').damage = 0;
    // Zara may enter the Mediterranean through the South Atlantic: Italy borders it.
    const t = act(s, { type: 'move', orders: [{ ship: 'it-zara', to: 'mediterranean', via: 'south-atlantic' }] });
    expect(t.step).toMatchObject({ kind: 'speed-roll', fallbacks: ['italy'] });
  });

  it('WAS-6.2: only the previous turn\'s control counts, and only the enemy\'s', () => {
    const s = moving('allies', 4);
    put(s, ['gb-hood'], inPort('england'));
    s.control = [{}, { 'north-sea': 'axis' }, { 'north-sea': 'allies' }];
    expect(act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' }] }).step.kind).toBe('speed-roll');
    s.control = [{}, {}, { 'north-sea': 'axis' }];
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'baltic-sea', via: 'north-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-6.1: a ship may always enter an area bordering its port, even one the enemy controlled', () => {
    const s = moving('allies', 4);
    put(s, ['gb-hood'], inPort('england'));
    s.control = [{}, {}, { 'north-sea': 'axis', 'north-atlantic': 'axis', 'south-atlantic': 'axis' }];
    for (const to of ['north-sea', 'north-atlantic', 'south-atlantic'] as const) {
      expect(act(s, { type: 'move', orders: [{ ship: 'gb-hood', to }] }).step.kind).toBe('move');
    }
  });

  it('WAS-6.9: no move reaches three areas away, and a ship may not stay in port and be at sea', () => {
    const s = moving('axis', 2);
    put(s, ['de-scharnhorst'], inPort('germany'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'mediterranean', via: 'south-atlantic' }] })).toBe('ERR_ILLEGAL_MOVE');
    expect(refused(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'mediterranean' }] })).toBe('ERR_ILLEGAL_MOVE');
    expect(
      refused(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'north-sea' }, { ship: 'de-scharnhorst', to: 'baltic-sea' }] }),
    ).toBe('ERR_DUPLICATE_ORDER');
  });

  it('WAS-6.5: all seven U-boats may go to one area, the Baltic included; eight may not', () => {
    const s = moving('axis', 5);
    s.uboats.inPlay = 7;
    const placing = act(s, { type: 'move', orders: [] });
    const t = act(placing, { type: 'place-uboats', areas: { 'baltic-sea': 7 } });
    expect(t.uboats.areas).toEqual({ 'baltic-sea': 7 });
    expect(refused(placing, { type: 'place-uboats', areas: { 'baltic-sea': 4, 'north-sea': 4 } })).toBe('ERR_TOO_MANY_UBOATS');
    const a = moving('allies', 5);
    expect(refused(a, { type: 'move', orders: [], uboats: { 'north-sea': 1 } })).toBe('ERR_UBOATS_AFTER_SPEED');
  });

  it('WAS-6.7: a ship never returns to an opposing port', () => {
    const s = bare(5);
    put(s, ['de-lutzow'], sea('barents-sea'));
    put(s, ['gb-kent'], sea('mediterranean'));
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toEqual(['germany']);
    expect(returnOptions(s, ship(s, 'gb-kent'))).toEqual(['malta']);
  });
});

describe('failed two-area moves (6.4, 9.4)', () => {
  it('WAS-6.4 WAS-13.1: a two-area mover may not also be repaired, and after failing it misses the turn\'s combat', () => {
    const s = moving('allies', 3);
    put(s, ['gb-nelson'], inPort('england'));
    put(s, ['de-lutzow'], sea('barents-sea'));
    ship(s, 'gb-nelson').damage = 1;
    const order = { ship: 'gb-nelson', to: 'barents-sea' as const, via: 'north-sea' as const };
    expect(refused(s, { type: 'move', orders: [order], repairs: { 'gb-nelson': 1 } })).toBe('ERR_REPAIR_MOVED');
    let t = act(s, { type: 'move', orders: [order] });
    t = roll(t, [3]);
    t = act(t, { type: 'move', orders: [] });
    const log: WasEvent[] = [];
    t = toCombat(t, null, null, log);
    expect(log.some((e) => e.type === 'shots')).toBe(false);
    expect(log).toContainEqual({ type: 'control', area: 'barents-sea', side: 'axis' });
    expect(ship(t, 'gb-nelson')).toMatchObject({ location: inPort('england'), damage: 1 });
  });

  it('WAS-9.4 WAS-6.4: a ship that fails into the port bordering its target area is struck there', () => {
    const s = moving('allies', 2);
    put(s, ['gb-warspite'], inPort('england'));
    let t = act(s, { type: 'move', orders: [{ ship: 'gb-warspite', to: 'mediterranean', via: 'south-atlantic', fallback: 'malta' }] });
    t = roll(t, [4]);
    expect(ship(t, 'gb-warspite').location).toEqual(inPort('malta'));
    t = act(t, { type: 'move', orders: [] });
    t = toCombat(t, null, 'malta');
    expect(t.step).toEqual({ kind: 'port-strike', side: 'axis', port: 'malta' });
    const log: WasEvent[] = [];
    t = act(t, { type: 'air-targets', side: 'axis', targets: ['gb-warspite'] }, log);
    t = roll(t, [6], log);
    t = roll(t, [3], log);
    expect(log).toContainEqual({ type: 'damage', target: 'gb-warspite', rolls: [3], total: 3, sunk: false });
    expect(ship(t, 'gb-warspite').damage).toBe(3);
  });
});

describe('port activation (2.4, 2.5)', () => {
  it('WAS-2.4: France takes returning ships from the end of Turn 2 to the end of Turn 6 only', () => {
    for (const [turn, open] of [[1, false], [2, true], [6, true], [7, false]] as const) {
      const s = bare(turn);
      put(s, ['de-admiral-hipper'], sea('north-atlantic'));
      expect(returnOptions(s, ship(s, 'de-admiral-hipper')).includes('france')).toBe(open);
    }
  });

  it('WAS-6.7 WAS-2.4: a return order into France on Turn 7 is refused', () => {
    const s = bare(7);
    put(s, ['de-admiral-hipper'], sea('south-atlantic'));
    s.step = { kind: 'return', side: 'axis' };
    expect(refused(s, { type: 'return', ports: { 'de-admiral-hipper': 'france' } })).toBe('ERR_BAD_RETURN');
    expect(ship(act(s, { type: 'return', ports: { 'de-admiral-hipper': 'neutral' } }), 'de-admiral-hipper').location).toEqual(inPort('neutral'));
    // With no choice left, the engine does not even ask: the default is the Neutral port.
    expect(ship(toCombat(aloneInSouthAtlantic(7, 'de-admiral-hipper'), null, null), 'de-admiral-hipper').location).toEqual(inPort('neutral'));
  });

  it('WAS-2.5: Russia takes Allied ships from the Barents Sea from Turn 3', () => {
    const s = bare(2);
    put(s, ['gb-hood'], sea('barents-sea'));
    expect(returnOptions(s, ship(s, 'gb-hood'))).toEqual(['england']);
    s.turn = 3;
    expect(returnOptions(s, ship(s, 'gb-hood'))).toEqual(['russia', 'england']);
  });
});

describe('U-boats (8)', () => {
  it('WAS-8.1: at seven in play, a turn\'s U-boat reinforcement is lost, not kept', () => {
    const s = bare(4);
    s.uboats.inPlay = 7;
    const log: WasEvent[] = [];
    const t = endTurn(s, log);
    expect(t.turn).toBe(5);
    expect(log).toContainEqual({ type: 'uboats-received', count: 0, lost: 1 });
    expect(t.uboats).toEqual({ inPlay: 7, reserve: 0, areas: {} });
  });

  it('WAS-8.4: 6s are counted before 5s: with two U-boats, 5, 5, 6 sinks one and disables one', () => {
    const s = bare(5);
    put(s, ['gb-kent', 'gb-norfolk', 'gb-suffolk'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    s.uboats = { inPlay: 4, reserve: 0, areas: { 'north-sea': 2 } };
    let t = toCombat(s, null, null);
    const log: WasEvent[] = [];
    t = roll(t, [5, 5, 6], log);
    expect(log).toContainEqual({ type: 'asw', area: 'north-sea', rolls: [5, 5, 6], sunk: 1, disabled: 1, surviving: 0 });
    expect(t.uboats.inPlay).toBe(3);
    expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
  });

  it('WAS-8.3: ASW counts a convoy and a carrier three dice each, every other ship one', () => {
    const s = bare(5);
    put(s, ['convoy-2b', 'gb-ark-royal', 'gb-kent', 'gb-hood'], sea('north-atlantic'));
    s.uboats = { inPlay: 3, reserve: 0, areas: { 'north-atlantic': 3 } };
    const t = toCombat(s, null, null);
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'asw', dice: 8 } });
  });

  it('WAS-8.5: the survivors\' targets are named before any die and each U-boat rolls once at its own target', () => {
    const s = bare(5);
    put(s, ['gb-kent', 'convoy-2b'], sea('north-atlantic'));
    s.uboats = { inPlay: 3, reserve: 0, areas: { 'north-atlantic': 3 } };
    let t = toCombat(s, null, null);
    t = roll(t, [1, 1, 1, 1]);
    expect(t.step).toEqual({ kind: 'uboat-targets', area: 'north-atlantic', uboats: 3 });
    expect(refused(t, { type: 'uboat-targets', targets: ['gb-kent', 'gb-kent', 'gb-kent', 'convoy-2b'] })).toBe('ERR_TOO_MANY_UBOATS');
    expect(refused(t, { type: 'uboat-targets', targets: ['gb-hood'] })).toBe('ERR_BAD_UBOAT_TARGET');
    const log: WasEvent[] = [];
    t = act(t, { type: 'uboat-targets', targets: ['convoy-2b', 'gb-kent', 'convoy-2b'] }, log);
    t = roll(t, [5, 6], log);
    t = roll(t, [2], log);
    t = roll(t, [5], log);
    expect(log.filter((e) => e.type === 'shots')).toEqual([
      expect.objectContaining({ target: 'convoy-2b', rolls: [5, 6], hits: 1, disable: true }),
      expect.objectContaining({ target: 'gb-kent', rolls: [5], hits: 0, disable: true }),
    ]);
    expect(ship(t, 'convoy-2b').damage).toBe(2);
    expect(ship(t, 'convoy-2b').location).toEqual({ kind: 'returning', area: 'north-atlantic' });
  });

  it('WAS-8.6: one round of U-boat combat: survivors do not fire again in later surface rounds', () => {
    const s = bare(5);
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    s.uboats = { inPlay: 1, reserve: 0, areas: { 'north-sea': 1 } };
    let t = toCombat(s, null, null);
    t = roll(t, [1]);
    t = act(t, { type: 'uboat-targets', targets: ['gb-kent'] });
    t = roll(t, [1]);
    for (let round = 0; round < 2; round++) {
      expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
      t = act(t, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
      t = roll(t, [1]);
      t = act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
      t = roll(t, [1, 1]);
      t = act(t, { type: 'disengage', side: 'allies', groups: null });
      t = act(t, { type: 'disengage', side: 'axis', groups: null });
    }
    expect(t.step.kind).toBe('surface-fire');
  });
});

describe('land-based airstrikes (9)', () => {
  it('WAS-9.2: the Axis marker may not strike the North Sea or the Atlantic; the Allied may not strike the Barents', () => {
    const s = bare(5);
    s.step = { kind: 'place-air' };
    for (const target of ['north-sea', 'north-atlantic', 'south-atlantic', 'england', 'russia'] as const) {
      expect(refused(s, { type: 'place-air', side: 'axis', target })).toBe('ERR_LBA_NOT_ALLOWED');
    }
    for (const target of ['barents-sea', 'baltic-sea', 'malta', 'north-sea'] as const) {
      expect(refused(s, { type: 'place-air', side: 'allies', target })).toBe('ERR_LBA_NOT_ALLOWED');
    }
  });

  it('WAS-9.3 WAS-9.1: a port strike has three dice at most, one per ship, and the marker strikes nowhere else', () => {
    const s = bare(5);
    put(s, ['de-lutzow', 'de-admiral-scheer', 'de-blucher', 'de-admiral-hipper'], inPort('germany'));
    put(s, ['gb-kent'], sea('baltic-sea'));
    put(s, ['de-scharnhorst'], sea('north-sea'));
    let t = toCombat(s, 'germany', null);
    expect(refused(t, { type: 'air-targets', side: 'allies', targets: ['de-lutzow', 'de-admiral-scheer', 'de-blucher', 'de-admiral-hipper'] })).toBe('ERR_TOO_MANY_STRIKES');
    expect(refused(t, { type: 'air-targets', side: 'allies', targets: ['de-scharnhorst'] })).toBe('ERR_BAD_AIR_TARGET');
    t = act(t, { type: 'air-targets', side: 'allies', targets: ['de-lutzow', 'de-blucher', 'de-admiral-hipper'] });
    t = roll(t, [1]);
    t = roll(t, [1]);
    t = roll(t, [1]);
    // Nothing fights in the North Sea: the marker was spent on Germany.
    expect(t.step.kind === 'air-targets').toBe(false);
  });
});

describe('repairs (13)', () => {
  it('WAS-13.2: a port repairs exactly up to its number, shared among the ships there', () => {
    const s = moving('allies', 4);
    put(s, ['gb-warspite', 'gb-valiant'], inPort('malta'));
    ship(s, 'gb-warspite').damage = 2;
    ship(s, 'gb-valiant').damage = 1;
    expect(refused(s, { type: 'move', orders: [], repairs: { 'gb-warspite': 1, 'gb-valiant': 1 } })).toBe('ERR_REPAIR_CAPACITY');
    expect(refused(s, { type: 'move', orders: [], repairs: { 'gb-warspite': 2 } })).toBe('ERR_REPAIR_CAPACITY');
    const log: WasEvent[] = [];
    const t = act(s, { type: 'move', orders: [], repairs: { 'gb-warspite': 1 } }, log);
    expect(ship(t, 'gb-warspite').damage).toBe(1);
    expect(log).toContainEqual({ type: 'repaired', ship: 'gb-warspite', points: 1, port: 'malta' });
  });

  it('WAS-13.1: no repair beyond the damage, none at sea, none in the Neutral port', () => {
    const s = moving('axis', 4);
    put(s, ['de-lutzow'], inPort('germany'));
    put(s, ['de-blucher'], inPort('neutral'));
    put(s, ['de-admiral-scheer'], sea('north-sea'));
    for (const id of ['de-lutzow', 'de-blucher', 'de-admiral-scheer']) ship(s, id).damage = 1;
    expect(refused(s, { type: 'move', orders: [], repairs: { 'de-lutzow': 2 } })).toBe('ERR_REPAIR_POINTS');
    expect(refused(s, { type: 'move', orders: [], repairs: { 'de-blucher': 1 } })).toBe('ERR_REPAIR_PORT');
    expect(refused(s, { type: 'move', orders: [], repairs: { 'de-admiral-scheer': 1 } })).toBe('ERR_REPAIR_NOT_IN_PORT');
    expect(ship(act(s, { type: 'move', orders: [], repairs: { 'de-lutzow': 1 } }), 'de-lutzow').damage).toBe(0);
  });
});

describe('convoys (14)', () => {
  it('WAS-14.4 WAS-14.6: a convoy in the Barents Sea reaches Russia for 3 POC and leaves the game', () => {
    const s = bare(6);
    put(s, ['convoy-3c'], sea('barents-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    const log: WasEvent[] = [];
    const t = endTurn(s, log);
    expect(log).toContainEqual({ type: 'poc', side: 'allies', points: 3, reason: 'convoys' });
    expect(ship(t, 'convoy-3c')).toMatchObject({ status: 'delivered', location: { kind: 'offboard' } });
    // North Sea to the Axis (1); the convoy holds the Barents Sea (1) and is delivered (3).
    expect(t.poc).toBe(1 - 1 - 3);
  });

  it('WAS-14.7: a convoy disabled at sea earns nothing and is back in the USA, free to sail again', () => {
    const s = bare(5);
    put(s, ['convoy-2b'], sea('barents-sea'));
    s.uboats = { inPlay: 1, reserve: 0, areas: { 'barents-sea': 1 } };
    let t = toCombat(s, null, null);
    t = roll(t, [1, 1, 1]);
    t = act(t, { type: 'uboat-targets', targets: ['convoy-2b'] });
    t = roll(t, [5]);
    while (t.step.kind === 'return') t = act(t, { type: 'return', ports: {} });
    expect(ship(t, 'convoy-2b')).toMatchObject({ status: 'active', disabled: false, location: inPort('usa') });
    expect(t.poc).toBe(0);
    expect(t.step).toEqual({ kind: 'move', side: 'allies' });
    expect(act(t, { type: 'move', orders: [{ ship: 'convoy-2b', to: 'north-atlantic' }] }).step.kind).toBe('move');
  });

  it('WAS-14.3: a convoy in port may not go straight to the Barents Sea, nor may a convoy go anywhere but the North Atlantic and Barents', () => {
    const s = moving('allies', 5);
    put(s, ['convoy-2b'], inPort('usa'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'convoy-2b', to: 'barents-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
    put(s, ['convoy-3c'], sea('north-atlantic'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'convoy-3c', to: 'north-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
  });
});

describe('minor navies (15)', () => {
  it('WAS-15.2: a 5 sails and a 4 does not; the roll is made again next turn', () => {
    const s = bare(4);
    put(s, ['su-marat', 'su-oktyabrskaya-revolutsiya'], inPort('leningrad'));
    s.step = { kind: 'minor-roll', purpose: 'russian-sailing', ships: ['su-marat', 'su-oktyabrskaya-revolutsiya'] };
    let t = roll(s, [4, 5]);
    expect(refused(t, { type: 'move', orders: [{ ship: 'su-marat', to: 'baltic-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
    t = act(t, { type: 'move', orders: [{ ship: 'su-oktyabrskaya-revolutsiya', to: 'baltic-sea' }] });
    t = act(t, { type: 'move', orders: [] });
    t = endTurn(t);
    expect(t.turn).toBe(5);
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'russian-sailing', dice: 2 } });
    t = roll(t, [6, 1]);
    expect(ship(t, 'su-marat').maySail).toBe(true);
    expect(ship(t, 'su-oktyabrskaya-revolutsiya').maySail).toBe(false);
  });

  it('WAS-15.3: a released US ship stays released; only the others roll on the next turn', () => {
    const s = bare(4);
    for (const id of ['us-new-york', 'us-washington', 'us-augusta', 'us-tuscaloosa']) ship(s, id).status = 'waiting';
    s.step = { kind: 'minor-roll', purpose: 'us-release', ships: ['us-new-york', 'us-washington', 'us-augusta', 'us-tuscaloosa'] };
    let t = roll(s, [6, 5, 1, 6]);
    expect(ship(t, 'us-new-york').location).toEqual(inPort('usa'));
    expect(ship(t, 'us-washington').status).toBe('waiting');
    t = act(t, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [] });
    t = endTurn(t);
    expect(t.step).toEqual({ kind: 'minor-roll', purpose: 'us-release', ships: ['us-washington', 'us-augusta'] });
  });

  it('WAS-15.7: four consecutive turns of Axis control (Turns 4-7) spare the Italian fleet; three do not', () => {
    const axis = { mediterranean: 'axis' as const };
    for (const [control, due] of [
      [[{}, {}, {}, axis, axis, axis, axis], false],
      [[axis, axis, axis, {}, axis, axis, axis], true],
    ] as const) {
      const s = bare(7);
      put(s, ['it-littorio'], inPort('italy'));
      put(s, ['de-lutzow'], sea('mediterranean'));
      s.control = control.slice(0, 6).map((c) => ({ ...c }));
      const t = endTurn(s);
      expect(t.turn).toBe(8);
      expect(t.step.kind === 'minor-roll').toBe(due);
    }
  });

  it('WAS-15.7: 1-2 Allied, 3-4 scuttled, 5-6 German, at each boundary', () => {
    const ids = ['it-littorio', 'it-vittorio-veneto', 'it-andrea-doria', 'it-caio-duilio', 'it-zara', 'it-pola'];
    const s = bare(8);
    put(s, ids, inPort('italy'));
    s.step = { kind: 'minor-roll', purpose: 'italian-takeover', ships: ids };
    const t = roll(s, [1, 2, 3, 4, 5, 6]);
    expect(ids.map((id) => [ship(t, id).side, ship(t, id).status])).toEqual([
      ['allies', 'active'], ['allies', 'active'], ['axis', 'scuttled'], ['axis', 'scuttled'], ['axis', 'active'], ['axis', 'active'],
    ]);
    expect(t.step).toEqual({ kind: 'move', side: 'allies' });
    // An Italian ship under Allied control moves for the Allies, still within 15.5.
    expect(act(t, { type: 'move', orders: [{ ship: 'it-littorio', to: 'mediterranean' }] }).step.kind).toBe('move');
    expect(refused(t, { type: 'move', orders: [{ ship: 'it-zara', to: 'mediterranean' }] })).toBe('ERR_NOT_YOUR_SHIP');
  });

  it('WAS-15.5: an Italian cruiser may not leave the Mediterranean the turn after the Allies held it, but may again later', () => {
    const s = moving('axis', 4);
    put(s, ['it-gorizia'], inPort('italy'));
    s.control = [{}, { mediterranean: 'allies' }, {}];
    expect(act(s, { type: 'move', orders: [{ ship: 'it-gorizia', to: 'south-atlantic', via: 'mediterranean' }] }).step.kind).toBe('speed-roll');
    s.control = [{}, {}, { mediterranean: 'allies' }];
    expect(refused(s, { type: 'move', orders: [{ ship: 'it-gorizia', to: 'south-atlantic', via: 'mediterranean' }] })).toBe('ERR_ILLEGAL_MOVE');
  });
});

describe('oilers (16) and the Neutral port (17)', () => {
  it('WAS-16.2: the oiler roll succeeds up to 5 on Turn 1 and up to 3 on Turn 3, at the boundary', () => {
    for (const [turn, die, ok] of [[1, 5, true], [1, 6, false], [2, 4, true], [2, 5, false], [3, 3, true], [3, 4, false]] as const) {
      const s = bare(turn);
      put(s, ['de-lutzow'], sea('north-atlantic'));
      let t = toCombat(s, null, null);
      t = act(t, { type: 'return', ports: { 'de-lutzow': 'oiler' } });
      const log: WasEvent[] = [];
      t = roll(t, [die], log);
      expect(log).toContainEqual({ type: 'oiler-roll', ship: 'de-lutzow', roll: die, success: ok });
      expect(ship(t, 'de-lutzow').location).toEqual(ok ? sea('north-atlantic') : inPort('neutral'));
    }
  });

  it('WAS-16.1: Italian ships and ships in other areas may not use oilers', () => {
    const s = bare(2);
    put(s, ['it-zara'], sea('south-atlantic'));
    put(s, ['de-lutzow'], sea('north-sea'));
    expect(returnOptions(s, ship(s, 'it-zara'))).not.toContain('oiler');
    expect(returnOptions(s, ship(s, 'de-lutzow'))).not.toContain('oiler');
  });

  it('WAS-17.2: a ship that arrives in the Neutral port pays nothing that turn, 1 POC each turn it stays, nothing once it leaves', () => {
    const s = bare(3);
    put(s, ['de-lutzow'], sea('south-atlantic'));
    let t = toCombat(s, null, null);
    t = act(t, { type: 'return', ports: { 'de-lutzow': 'neutral' } });
    expect(t.turn).toBe(4);
    expect(t.poc).toBe(3); // the South Atlantic, no fee on arrival
    const log: WasEvent[] = [];
    t = act(t, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [] });
    t = endTurn(t, log);
    expect(log).toContainEqual({ type: 'poc', side: 'allies', points: 1, reason: 'Lutzow stayed in the Neutral port' });
    expect(t.poc).toBe(2);
    t = act(t, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [] });
    t = endTurn(t);
    expect(t.poc).toBe(1);
    t = act(t, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'south-atlantic' }] });
    t = toCombat(t, null, null);
    t = act(t, { type: 'return', ports: { 'de-lutzow': 'france' } });
    expect(t.turn).toBe(7);
    expect(t.poc).toBe(1 + 3);
  });
});

describe('the Neutral port and failed moves (17.2, 6.4)', () => {
  it('WAS-17.2 WAS-6.4: a ship that sails from the Neutral port and fails its roll back into it pays nothing that turn, then pays if it stays', () => {
    const s = moving('allies', 4);
    put(s, ['de-lutzow'], inPort('neutral'));
    ship(s, 'de-lutzow').neutralSince = 3;
    let t = act(s, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-atlantic', via: 'south-atlantic' }] });
    expect(t.step).toMatchObject({ kind: 'speed-roll', fallbacks: ['neutral'] });
    t = roll(t, [5]);
    expect(ship(t, 'de-lutzow')).toMatchObject({ location: inPort('neutral'), neutralSince: 4 });
    t = endTurn(t);
    expect(t.poc).toBe(0);
    t = act(t, { type: 'move', orders: [] });
    t = act(t, { type: 'move', orders: [] });
    expect(endTurn(t).poc).toBe(-1);
  });
});

describe('points of control and the end (1, C1)', () => {
  it('WAS-C1: an Allied lead is capped at 10 too, and the lost excess does not come back', () => {
    const s = bare(5);
    s.poc = -9;
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['gb-norfolk'], sea('north-atlantic'));
    let t = endTurn(s);
    expect(t.poc).toBe(-10);
    t = emptyBoard(t, 6);
    put(t, ['de-lutzow'], sea('north-sea'));
    expect(endTurn(t).poc).toBe(-9);
  });

  it('WAS-C1 WAS-5.8: the turn\'s awards are netted before the cap (decision WAS-C1)', () => {
    const s = bare(5);
    s.poc = 9;
    put(s, ['de-lutzow'], sea('north-atlantic'));
    put(s, ['gb-kent'], sea('north-sea'));
    expect(endTurn(s).poc).toBe(10);
  });

  it('WAS-1: after Turn 8 the Allies win with the lead, and a level score is a draw', () => {
    const s = bare(8);
    s.poc = 1;
    put(s, ['gb-kent'], sea('north-sea'));
    const t = endTurn(s);
    expect(t.poc).toBe(0);
    expect(E.pending(t)).toMatchObject({ kind: 'over', winners: [] });
    const a = bare(8);
    put(a, ['gb-kent'], sea('north-sea'));
    expect(E.pending(endTurn(a))).toMatchObject({ kind: 'over', winners: ['allies'] });
    const early = bare(7);
    early.poc = 10;
    expect(E.pending(endTurn(early)).kind).not.toBe('over');
  });
});
