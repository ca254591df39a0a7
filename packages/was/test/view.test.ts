import { describe, expect, it } from 'vitest';
import type { WasState } from '../src/types';
import { observe, visibleEvents } from '../src/view';
import { act, E, emptyBoard, inPort, newGame, put, sea, ship } from './helpers';

describe('hidden information', () => {
  it('WAS-5.5: a land-based marker placed in secret is invisible to the other side until both are placed', () => {
    const base = emptyBoard(newGame(), 3);
    base.step = { kind: 'place-air' };
    const a = act(base, { type: 'place-air', side: 'allies', target: 'germany' });
    const b = act(base, { type: 'place-air', side: 'allies', target: 'italy' });
    expect(E.observe(a, 'axis')).toEqual(E.observe(b, 'axis'));
    expect(observe(a, 'spectator')).toEqual(observe(b, 'spectator'));
    expect(E.observe(a, 'allies')).not.toEqual(E.observe(b, 'allies'));
    expect(E.observe(a, 'axis').submitted).toEqual(['allies']);
  });

  it('WAS-12.9: a written disengagement decision stays hidden until both are revealed', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-kent'], sea('north-sea'));
    put(s0, ['de-lutzow'], sea('north-sea'));
    const s: WasState = { ...s0, step: { kind: 'disengage', area: 'north-sea' }, combat: { 'north-sea': {
      disengaged: { allies: false, axis: false }, withdrawing: [], shotsThisRound: 1, round: 1, roundStart: {},
      carriersFiring: [], firedThisRound: [], targetedThisRound: { allies: [], axis: [] },
      engagements: [{ allies: ['gb-kent'], axis: ['de-lutzow'], pursuitOf: null }],
    } } };
    const go = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    const stay = act(s, { type: 'disengage', side: 'axis', groups: null });
    expect(E.observe(go, 'allies')).toEqual(E.observe(stay, 'allies'));
    expect(E.observe(go, 'axis').ownSecret).toEqual({ type: 'disengage', groups: [['de-lutzow']] });
  });

  it('WAS-10.2 WAS-C2000-C: the Allies name their airstrike targets first; the Axis names its own after seeing the results', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-ark-royal', 'gb-kent'], sea('north-sea'));
    put(s0, ['de-graf-zeppelin', 'de-lutzow'], sea('north-sea'));
    let s = act({ ...s0, step: { kind: 'place-air' } }, { type: 'place-air', side: 'allies', target: null });
    s = act(s, { type: 'place-air', side: 'axis', target: null });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'air-targets' });
    s = act(s, { type: 'air-targets', side: 'allies', targets: ['de-lutzow'] });
    s = act(s, { type: 'roll', values: [5] });
    // The Axis decides now, and its view already shows the Lutzow disabled and gone from the area.
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'air-targets' });
    const lutzow = E.observe(s, 'axis').ships.find((x) => x.id === 'de-lutzow');
    expect(lutzow?.location).toEqual({ kind: 'returning', area: 'north-sea' });
  });

  it('WAS-19.3: British ships placed face down: the Axis sees where, not which, until combat', () => {
    const build = (swap: boolean, faceDown: boolean): WasState => {
      const s = emptyBoard(newGame({ faceDown }), 2);
      put(s, [swap ? 'gb-hood' : 'gb-nelson'], sea('north-sea'));
      put(s, [swap ? 'gb-nelson' : 'gb-hood'], sea('north-atlantic'));
      put(s, ['gb-kent'], inPort('england'));
      ship(s, 'gb-kent').damage = swap ? 1 : 0;
      s.step = { kind: 'move', side: 'axis' };
      return s;
    };
    expect(E.observe(build(false, true), 'axis')).toEqual(E.observe(build(true, true), 'axis'));
    expect(E.observe(build(false, true), 'allies')).not.toEqual(E.observe(build(true, true), 'allies'));
    expect(E.observe(build(false, false), 'axis')).not.toEqual(E.observe(build(true, false), 'axis'));
    const revealed = (swap: boolean): WasState => ({ ...build(swap, true), revealed: true });
    expect(E.observe(revealed(false), 'axis')).not.toEqual(E.observe(revealed(true), 'axis'));
  });

  it('WAS-19.3: the events told to the Axis do not name British ships before the reveal', () => {
    const s = emptyBoard(newGame({ faceDown: true }), 2);
    put(s, ['gb-hood'], inPort('england'));
    put(s, ['de-lutzow'], inPort('germany'));
    s.step = { kind: 'move', side: 'allies' };
    const r = E.apply(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'north-sea' }] });
    if (!r.ok) throw new Error('move');
    expect(visibleEvents(r.value.state, r.value.events, 'axis')).toEqual([]);
    expect(visibleEvents(r.value.state, r.value.events, 'allies')).toHaveLength(1);
    const plain = emptyBoard(newGame(), 2);
    put(plain, ['gb-hood'], inPort('england'));
    plain.step = { kind: 'move', side: 'allies' };
    const q = E.apply(plain, { type: 'move', orders: [{ ship: 'gb-hood', to: 'north-sea' }] });
    expect(q.ok && visibleEvents(q.value.state, q.value.events, 'axis')).toHaveLength(1);
  });

  it('WAS-5.6: the dice to come (the PRNG) are never in a view', () => {
    const a = newGame({}, 1);
    const b = { ...newGame({}, 2) };
    expect(E.observe(a, 'allies')).toEqual(E.observe(b, 'allies'));
    expect(JSON.stringify(E.observe(a, 'axis'))).not.toContain('rng');
  });
});

describe('options and effective factors in the view', () => {
  const defenses = (s: WasState, viewer: 'allies' | 'axis' | 'spectator'): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const x of observe(s, viewer).ships) if (!('faceDown' in x)) out[x.id] = x.defense;
    return out;
  };

  it('WAS-19.1: with the option on every viewer is told so, and Bismarck and Tirpitz show Defense 7 (9 without it)', () => {
    const weak = emptyBoard(newGame({ weakBismarcks: true }), 5);
    const plain = emptyBoard(newGame(), 5);
    for (const s of [weak, plain]) put(s, ['de-bismarck', 'de-tirpitz', 'de-scharnhorst', 'gb-hood'], sea('north-sea'));
    for (const viewer of ['allies', 'axis', 'spectator'] as const) {
      expect(observe(weak, viewer).options).toEqual({ weakBismarcks: true, accumulateUboats: false, faceDown: false, clarifiedEliminations: false });
      expect(observe(plain, viewer).options).toEqual({ weakBismarcks: false, accumulateUboats: false, faceDown: false, clarifiedEliminations: false });
      expect(defenses(weak, viewer)).toMatchObject({ 'de-bismarck': 7, 'de-tirpitz': 7, 'de-scharnhorst': 5, 'gb-hood': 4 });
      expect(defenses(plain, viewer)).toMatchObject({ 'de-bismarck': 9, 'de-tirpitz': 9, 'de-scharnhorst': 5, 'gb-hood': 4 });
    }
    // The state keeps the printed factor: the view shows the one the rules use (a ship with 7 damage is at its Defense).
    expect(ship(weak, 'de-bismarck').defense).toBe(9);
  });

  it('WAS-19.3: the Axis is told face-down placement is on (and 19.2), and still sees no British identity', () => {
    const s = emptyBoard(newGame({ faceDown: true, accumulateUboats: true }), 2);
    put(s, ['gb-hood'], sea('north-sea'));
    const v = observe(s, 'axis');
    expect(v.options).toEqual({ weakBismarcks: false, accumulateUboats: true, faceDown: true, clarifiedEliminations: false });
    expect(JSON.stringify(v)).not.toContain('gb-hood');
    expect(v.ships.filter((x) => 'faceDown' in x)).toHaveLength(1);
  });

  it('WAS-C1-SURRENDER: the view says who surrendered (null while nobody has)', () => {
    const s = newGame();
    expect(observe(s, 'axis').surrendered).toBeNull();
    const t = act(s, { type: 'surrender', side: 'axis' });
    expect(observe(t, 'allies').surrendered).toBe('axis');
    expect(observe(t, 'spectator').surrendered).toBe('axis');
  });
});
