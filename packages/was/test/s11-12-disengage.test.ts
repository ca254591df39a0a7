/**
 * Disengaging and pursuit (12, C4, 14.8 in pursuit) through the public engine with scripted dice:
 * group speeds at their boundaries, pursuit in either direction, several pursuit rounds, the end of a
 * pursuit by speed or by break-off, escapes, and who controls the area afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { AreaId, WasEvent, WasState } from '../src/types';
import { observe } from '../src/view';
import { act, E, emptyBoard, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

/** One round in which the first Allied ship misses the first Axis ship: the disengagement decision is next. */
function afterRound(allies: string[], axis: string[], damage: Record<string, number> = {}, area: AreaId = 'north-sea'): WasState {
  const s0 = emptyBoard(newGame(), 5);
  put(s0, [...allies, ...axis], sea(area));
  for (const [id, d] of Object.entries(damage)) ship(s0, id).damage = d;
  let s = toCombat(s0, null, null);
  if (s.step.kind === 'carrier-intent') s = act(s, { type: 'carrier-intent', firing: [] });
  s = act(s, { type: 'fire', groups: [{ shooters: [allies[0] ?? ''], target: axis[0] ?? '' }] });
  const p = E.pending(s);
  s = roll(s, new Array<number>(p.kind === 'chance' ? p.request.dice : 0).fill(1));
  s = act(s, { type: 'fire', groups: [] });
  expect(s.step.kind).toBe('disengage');
  return s;
}

const dice = (s: WasState): [number, unknown] => {
  const p = E.pending(s);
  return p.kind === 'chance' ? [p.request.dice, p.request.context?.['target']] : [-1, undefined];
};

function decide(s: WasState, allies: string[][] | null, axis: string[][] | null, log?: WasEvent[]): WasState {
  const t = act(s, { type: 'disengage', side: 'axis', groups: axis }, log);
  return act(t, { type: 'disengage', side: 'allies', groups: allies }, log);
}

describe('disengaging groups and their speeds (12.1-12.3, 12.8)', () => {
  it('WAS-12.1 WAS-12.3 WAS-7.5: a group makes the current speed of its slowest ship; a pursuer exactly as fast may pursue, one slower may not', () => {
    let s = afterRound(['gb-repulse', 'gb-hood', 'gb-warspite'], ['de-scharnhorst', 'de-admiral-hipper'], { 'de-scharnhorst': 2, 'gb-repulse': 1 });
    s = decide(s, null, [['de-scharnhorst', 'de-admiral-hipper']]);
    expect(s.step).toEqual({ kind: 'pursue', area: 'north-sea', side: 'allies' });
    expect(E.apply(s, { type: 'pursue', groups: [{ ships: ['gb-repulse'], target: 0 }] }).ok).toBe(true);
    expect(E.apply(s, { type: 'pursue', groups: [{ ships: ['gb-repulse', 'gb-hood'], target: 0 }] }).ok).toBe(true);
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-warspite'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-hood', 'gb-warspite'], target: 0 }] })).toBe('ERR_TOO_SLOW');
  });

  it('WAS-12.8 WAS-12.3: separate groups have separate speeds; each pursuing group chases one of them', () => {
    let s = afterRound(['gb-repulse', 'gb-hood'], ['de-scharnhorst', 'de-admiral-hipper'], { 'de-scharnhorst': 2, 'gb-repulse': 1 });
    s = decide(s, null, [['de-scharnhorst'], ['de-admiral-hipper']]);
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-repulse'], target: 1 }] })).toBe('ERR_TOO_SLOW');
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-hood'], target: 2 }] })).toBe('ERR_BAD_TARGET');
    const log: WasEvent[] = [];
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-repulse'], target: 0 }, { ships: ['gb-hood'], target: 1 }] }, log);
    expect(log.filter((e) => e.type === 'pursuit')).toEqual([
      { type: 'pursuit', area: 'north-sea', pursuers: ['gb-repulse'], target: ['de-scharnhorst'] },
      { type: 'pursuit', area: 'north-sea', pursuers: ['gb-hood'], target: ['de-admiral-hipper'] },
    ]);
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-repulse'], target: 'de-admiral-hipper' }] })).toBe('ERR_BAD_TARGET');
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-repulse'], target: 'de-scharnhorst' }] });
    expect(dice(s)).toEqual([3, 'de-scharnhorst']);
  });

  it('WAS-12.8: two pursuing groups after the same withdrawing group fight it together', () => {
    let s = afterRound(['gb-kent', 'gb-norfolk', 'gb-nelson'], ['de-lutzow']);
    s = decide(s, null, [['de-lutzow']]);
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }, { ships: ['gb-nelson'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }, { ships: ['gb-norfolk'], target: 0 }] });
    expect(s.combat['north-sea']?.engagements).toEqual([{ allies: ['gb-kent', 'gb-norfolk'], axis: ['de-lutzow'], pursuitOf: 'axis' }]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent', 'gb-norfolk'], target: 'de-lutzow' }] });
    expect(dice(s)).toEqual([2, 'de-lutzow']);
  });

  it('WAS-12.3 WAS-12.4: nobody fast enough to pursue: the withdrawing side leaves and the other side holds the area', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = decide(s, [['gb-kent']], null, log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'axis' });
    expect(log.some((e) => e.type === 'pursuit')).toBe(false);
    expect(ship(s, 'gb-kent').status).toBe('active');
  });
});

describe('pursuit rounds (12.3-12.7)', () => {
  it('WAS-12.3 WAS-12.7: the Axis may pursue a withdrawing Allied group; the Allies still fire first; unpursued groups escape', () => {
    let s = afterRound(['gb-kent', 'gb-warspite'], ['de-admiral-hipper', 'de-lutzow']);
    s = decide(s, [['gb-kent'], ['gb-warspite']], null);
    expect(s.step).toEqual({ kind: 'pursue', area: 'north-sea', side: 'axis' });
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['de-lutzow'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    s = act(s, { type: 'pursue', groups: [{ ships: ['de-lutzow'], target: 1 }] });
    expect(ship(s, 'gb-kent').location).toEqual({ kind: 'returning', area: 'north-sea' });
    expect(s.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-warspite'], target: 'de-lutzow' }] });
    s = roll(s, [1, 1, 1, 1]);
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['de-admiral-hipper'], target: 'gb-warspite' }] })).toBe('ERR_CANNOT_FIRE');
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-warspite' }] });
    s = roll(s, [2, 2]);
    expect(s.step).toEqual({ kind: 'continue-pursuit', area: 'north-sea', side: 'axis' });
    const log: WasEvent[] = [];
    act(s, { type: 'continue-pursuit', engagements: [] }, log);
    expect(log).toContainEqual({ type: 'broke-off', area: 'north-sea', ships: ['de-lutzow'] });
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'axis' });
  });

  it('WAS-12.5 WAS-11.5: a pursuit goes on round after round until the pursuers are too slow; the pursuer then holds the area', () => {
    let s = afterRound(['gb-hood'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = decide(s, null, [['de-lutzow']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-hood'], target: 0 }] }, log);
    // Round 2: misses on both sides.
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-hood'], target: 'de-lutzow' }] });
    s = roll(s, [1, 1, 1, 1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-hood' }] });
    s = roll(s, [1, 1]);
    expect(s.step).toEqual({ kind: 'continue-pursuit', area: 'north-sea', side: 'allies' });
    s = act(s, { type: 'continue-pursuit', engagements: [0] }, log);
    expect(log).toContainEqual({ type: 'round-started', area: 'north-sea', round: 3 });
    // Round 3: the Lutzow (speed 5 -> 4) is hit but was undamaged at the start: +1, her 5 hits Hood for 4 (speed 7 -> 3).
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-hood'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1]);
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-hood' }] });
    s = roll(s, [5, 1], log);
    s = roll(s, [4], log);
    expect(ship(s, 'gb-hood')).toMatchObject({ damage: 4, status: 'active' });
    expect(s.step.kind).not.toBe('continue-pursuit');
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'allies' });
  });

  it('WAS-12.6 WAS-12.5: a withdrawing ship disabled in pursuit escapes; the rest of its group is chased at its own speed', () => {
    let s = afterRound(['gb-kent', 'gb-repulse'], ['de-lutzow', 'de-admiral-hipper']);
    s = decide(s, null, [['de-lutzow', 'de-admiral-hipper']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }, { ships: ['gb-repulse'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }, { shooters: ['gb-repulse'], target: 'de-admiral-hipper' }] });
    s = roll(s, [5]);
    s = roll(s, [1, 1, 1]);
    s = act(s, { type: 'fire', groups: [] });
    expect(ship(s, 'de-lutzow').location).toEqual({ kind: 'returning', area: 'north-sea' });
    // The Hipper alone makes 7: the Kent (7) may go on, the Repulse (6) falls out and stays in the area.
    expect(s.step).toEqual({ kind: 'continue-pursuit', area: 'north-sea', side: 'allies' });
    const log: WasEvent[] = [];
    s = act(s, { type: 'continue-pursuit', engagements: [0] }, log);
    expect(log).toContainEqual({ type: 'broke-off', area: 'north-sea', ships: ['gb-repulse'] });
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-repulse'], target: 'de-admiral-hipper' }] })).toBe('ERR_CANNOT_FIRE');
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] })).toBe('ERR_BAD_TARGET');
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-admiral-hipper' }] });
    expect(dice(s)).toEqual([1, 'de-admiral-hipper']);
    expect(ship(s, 'gb-repulse').location).toEqual(sea('north-sea'));
  });

  it('WAS-12.5: a pursuit whose every pursuer is now slower than its quarry ends by itself', () => {
    let s = afterRound(['gb-repulse'], ['de-lutzow', 'de-admiral-hipper']);
    s = decide(s, null, [['de-lutzow', 'de-admiral-hipper']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-repulse'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-repulse'], target: 'de-lutzow' }] });
    const log: WasEvent[] = [];
    s = roll(s, [5, 1, 1], log);
    s = act(s, { type: 'fire', groups: [] }, log);
    expect(s.step.kind).not.toBe('continue-pursuit');
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'allies' });
  });

  it('WAS-12.6 WAS-12.4: a pursuer disabled in pursuit goes home too; with no pursuer left nobody holds the area', () => {
    let s = afterRound(['gb-hood'], ['de-lutzow']);
    s = decide(s, null, [['de-lutzow']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-hood'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-hood'], target: 'de-lutzow' }] });
    s = roll(s, [1, 1, 1, 1]);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-hood' }] }, log);
    s = roll(s, [4, 1], log);
    expect(log).toContainEqual({ type: 'disabled', ship: 'gb-hood' });
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
    expect(ship(s, 'de-lutzow').status).toBe('active');
  });

  it('WAS-12.7: ships that did not pursue at once take no part in later pursuit rounds, and keep the area', () => {
    let s = afterRound(['gb-kent', 'gb-norfolk'], ['de-lutzow']);
    s = decide(s, null, [['de-lutzow']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    s = roll(s, [4, 1]);
    expect(ship(s, 'gb-kent').location.kind).not.toBe('sea');
    expect(s.step.kind).not.toBe('continue-pursuit');
    expect(s.control[4]?.['north-sea']).toBe('allies');
  });
});

describe('carriers in a pursuit (11.6)', () => {
  it('WAS-11.6 WAS-12.8: in a pursuit a carrier is protected by the other ships of its own group only', () => {
    let s = afterRound(['gb-kent', 'gb-suffolk', 'gb-norfolk'], ['de-admiral-hipper', 'de-graf-zeppelin', 'de-lutzow'], { 'de-graf-zeppelin': 2 });
    s = decide(s, null, [['de-graf-zeppelin', 'de-lutzow'], ['de-admiral-hipper']]);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent', 'gb-suffolk'], target: 0 }, { ships: ['gb-norfolk'], target: 1 }] });
    expect(s.step).toEqual({ kind: 'carrier-intent', area: 'north-sea', engagement: 0 });
    const quiet = act(s, { type: 'carrier-intent', firing: [] });
    expect(refused(quiet, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-graf-zeppelin' }] })).toBe('ERR_CARRIER_PROTECTED');
    expect(E.apply(quiet, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-graf-zeppelin' }, { shooters: ['gb-suffolk'], target: 'de-lutzow' }] }).ok).toBe(true);
    const loud = act(s, { type: 'carrier-intent', firing: ['de-graf-zeppelin'] });
    expect(E.apply(loud, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-graf-zeppelin' }] }).ok).toBe(true);
  });
});

describe('written decisions (12.9)', () => {
  it('WAS-12.9: both stay: the next round starts with the Allied fire; both go: nobody holds the area and both leave', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    const t = decide(s, null, null);
    expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
    expect(t.combat['north-sea']?.round).toBe(2);
    const log: WasEvent[] = [];
    s = decide(s, [['gb-kent']], [['de-lutzow']], log);
    expect(log.filter((e) => e.type === 'disengaged').map((e) => (e.type === 'disengaged' ? e.side : ''))).toEqual(['allies', 'axis']);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
    expect(log.some((e) => e.type === 'pursuit')).toBe(false);
  });

  it('WAS-12.9: the first written decision changes nothing the other side sees, whatever it says', () => {
    const s = afterRound(['gb-kent', 'gb-norfolk'], ['de-lutzow']);
    const views = [null, [['gb-kent', 'gb-norfolk']], [['gb-kent'], ['gb-norfolk']]].map((groups) =>
      E.observe(act(s, { type: 'disengage', side: 'allies', groups }), 'axis'));
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    expect(JSON.stringify(views[2])).not.toContain('"groups"');
    expect(observe(act(s, { type: 'disengage', side: 'allies', groups: null }), 'spectator'))
      .toEqual(observe(act(s, { type: 'disengage', side: 'allies', groups: [['gb-kent', 'gb-norfolk']] }), 'spectator'));
  });
});

describe('convoys withdrawing (14.8, C4)', () => {
  it('WAS-14.8 WAS-C4: a convoy pursued alone, its escort escaped, may be fired upon; an escort still fighting in the area protects it', () => {
    let s = afterRound(['gb-kent', 'convoy-1a'], ['de-lutzow', 'de-admiral-hipper'], {}, 'north-atlantic');
    s = decide(s, [['convoy-1a'], ['gb-kent']], null);
    let alone = act(s, { type: 'pursue', groups: [{ ships: ['de-lutzow'], target: 0 }] });
    expect(ship(alone, 'gb-kent').location.kind).toBe('returning');
    alone = act(alone, { type: 'fire', groups: [] });
    alone = act(alone, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'convoy-1a' }] });
    expect(dice(alone)).toEqual([2, 'convoy-1a']);
    let both = act(s, { type: 'pursue', groups: [{ ships: ['de-lutzow'], target: 0 }, { ships: ['de-admiral-hipper'], target: 1 }] });
    both = act(both, { type: 'fire', groups: [] });
    const log: WasEvent[] = [];
    both = act(both, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'convoy-1a' }] }, log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'fire-lost', target: 'convoy-1a' }));
    expect(both.step).toMatchObject({ kind: 'surface-fire', side: 'allies', engagement: 1 });
  });
});
