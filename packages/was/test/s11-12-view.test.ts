/**
 * Hidden information through whole sequences of the public engine: under 19.3 the Axis view (and a
 * spectator's) from the Allied move to the land-based air markers is the same whichever British ship
 * went where, and differs once combat reveals them; secret combat orders (10.2, 12.9) never show.
 */
import { describe, expect, it } from 'vitest';
import type { WasAction, WasEvent, WasState, WasView } from '../src/types';
import { observe, visibleEvents } from '../src/view';
import { refused, act, E, emptyBoard, inPort, newGame, put, roll, sea, ship } from './helpers';

/** Turn 2: Hood, Kent (damaged) and Nelson in England, Lutzow in Germany; Allies to move. */
function start(faceDown: boolean): WasState {
  const s = emptyBoard(newGame({ faceDown }), 2);
  put(s, ['gb-hood', 'gb-kent', 'gb-nelson'], inPort('england'));
  put(s, ['de-lutzow'], inPort('germany'));
  ship(s, 'gb-kent').damage = 1;
  s.step = { kind: 'move', side: 'allies' };
  return s;
}

/**
 * The Axis and spectator views after each action from the Allied move to the Allied air marker, and
 * the events the Axis is told. `swap` exchanges the orders of the Hood and the Kent (both speed 7).
 */
function run(swap: boolean, faceDown = true): { views: WasView[]; told: WasEvent[]; end: WasState } {
  const [far, near] = swap ? ['gb-kent', 'gb-hood'] : ['gb-hood', 'gb-kent'];
  let s = start(faceDown);
  const views: WasView[] = [];
  const told: WasEvent[] = [];
  const step = (a: WasAction): void => {
    const r = E.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    told.push(...visibleEvents(s, r.value.events, 'axis'));
    views.push(E.observe(s, 'axis'), observe(s, 'spectator'));
  };
  step({ type: 'move', orders: [{ ship: far, to: 'barents-sea', via: 'north-sea' }, { ship: near, to: 'north-atlantic' }] });
  expect(E.pending(s)).toMatchObject({ kind: 'chance', request: { dice: 1 } });
  step({ type: 'roll', values: [3] });
  step({ type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-sea' }] });
  step({ type: 'place-air', side: 'allies', target: null });
  return { views, told, end: s };
}

describe('face-down British ships (19.3) through the engine', () => {
  it('WAS-19.3: from the Allied move to the last air marker the Axis and spectators cannot tell which British ship went where', () => {
    const a = run(false);
    const b = run(true);
    expect(b.views).toEqual(a.views);
    expect(b.told).toEqual(a.told);
    const last = a.views.at(-2);
    expect(JSON.stringify(last)).not.toMatch(/gb-(hood|kent|nelson)/);
    const places = (v: WasView | undefined): string[] => (v?.ships ?? []).filter((x) => x.side === 'allies' && x.location.kind !== 'offboard').map((x) => JSON.stringify(x.location)).sort();
    expect(places(last)).toEqual([inPort('england'), sea('barents-sea'), sea('north-atlantic')].map((l) => JSON.stringify(l)).sort());
    expect(run(false, false).views).not.toEqual(run(true, false).views);
  });

  it('WAS-19.3: the combat phase reveals them', () => {
    const a = act(run(false).end, { type: 'place-air', side: 'axis', target: null });
    const b = act(run(true).end, { type: 'place-air', side: 'axis', target: null });
    expect(E.observe(b, 'axis')).not.toEqual(E.observe(a, 'axis'));
    expect(ship(a, 'gb-hood').location).toEqual(sea('barents-sea'));
  });
});

describe('secret combat orders', () => {
  it('WAS-12.9 WAS-C2000-C: airstrikes are allocated in the open, the Allies first; a disengagement written first never shows to the other side or a spectator', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-ark-royal', 'gb-kent'], sea('north-sea'));
    put(s0, ['de-graf-zeppelin', 'de-lutzow'], sea('north-sea'));
    let s = act({ ...s0, step: { kind: 'place-air' } }, { type: 'place-air', side: 'allies', target: null });
    s = act(s, { type: 'place-air', side: 'axis', target: null });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'air-targets' });
    expect(refused(s, { type: 'air-targets', side: 'axis', targets: [] })).toBe('ERR_NOT_YOUR_TURN');
    const plan = act(s, { type: 'air-targets', side: 'allies', targets: ['de-lutzow'] });
    expect(E.pending(plan)).toMatchObject({ kind: 'chance', request: { purpose: 'to-hit' } });
    let t = roll(plan, [1]);
    expect(E.pending(t)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'air-targets' });
    t = act(t, { type: 'air-targets', side: 'axis', targets: [] });
    t = act(t, { type: 'carrier-intent', firing: [] });
    t = act(t, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    t = roll(t, [1]);
    t = act(t, { type: 'fire', groups: [] });
    const go = act(t, { type: 'disengage', side: 'axis', groups: [['de-graf-zeppelin'], ['de-lutzow']] });
    const stay = act(t, { type: 'disengage', side: 'axis', groups: null });
    expect(E.observe(go, 'allies')).toEqual(E.observe(stay, 'allies'));
    expect(observe(go, 'spectator')).toEqual(observe(stay, 'spectator'));
    expect(E.observe(go, 'allies').submitted).toEqual(['axis']);
  });
});
