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

  it('WAS-10.2: airstrike targets are named in secret by both sides at once', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-ark-royal', 'gb-kent'], sea('north-sea'));
    put(s0, ['de-graf-zeppelin', 'de-lutzow'], sea('north-sea'));
    let s = act({ ...s0, step: { kind: 'place-air' } }, { type: 'place-air', side: 'allies', target: null });
    s = act(s, { type: 'place-air', side: 'axis', target: null });
    expect(E.pending(s)).toMatchObject({ kind: 'simultaneous', decision: 'air-targets' });
    const x = act(s, { type: 'air-targets', side: 'axis', targets: ['gb-kent'] });
    const y = act(s, { type: 'air-targets', side: 'axis', targets: ['gb-ark-royal', 'gb-kent'] });
    expect(E.observe(x, 'allies')).toEqual(E.observe(y, 'allies'));
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
