import { describe, expect, it } from 'vitest';
import type { WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

/** One quiet round in the North Sea (all misses), ready for the disengagement decision. */
function afterRound(allies: string[], axis: string[]): WasState {
  const s0 = emptyBoard(newGame(), 5);
  put(s0, [...allies, ...axis], sea('north-sea'));
  let s = toCombat(s0, null, null);
  s = act(s, { type: 'fire', groups: [{ shooters: [allies[0] ?? ''], target: axis[0] ?? '' }] });
  while (s.step.kind === 'to-hit') {
    const p = E.pending(s);
    s = roll(s, new Array<number>(p.kind === 'chance' ? p.request.dice : 0).fill(1));
  }
  if (s.step.kind === 'surface-fire') s = act(s, { type: 'fire', groups: [] });
  return s;
}

describe('disengaging (12)', () => {
  it('WAS-12.2: a side that disengages withdraws every ship it has there', () => {
    const s = afterRound(['gb-kent', 'gb-norfolk'], ['de-lutzow']);
    expect(refused(s, { type: 'disengage', side: 'allies', groups: [['gb-kent']] })).toBe('ERR_PARTIAL_DISENGAGE');
    expect(E.apply(s, { type: 'disengage', side: 'allies', groups: [['gb-kent'], ['gb-norfolk']] }).ok).toBe(true);
  });

  it('WAS-12.9: both disengage: nobody controls the area', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'disengage', side: 'allies', groups: [['gb-kent']] }, log);
    act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] }, log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
  });

  it('WAS-12.1 WAS-12.3: pursuit needs a group at least as fast as the slowest ship of the withdrawing group', () => {
    let s = afterRound(['gb-nelson', 'gb-kent'], ['de-lutzow', 'de-blucher']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow', 'de-blucher']] });
    expect(s.step).toMatchObject({ kind: 'pursue', side: 'allies' });
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-nelson'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-nelson', 'gb-kent'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    expect(E.apply(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] }).ok).toBe(true);
  });

  it('WAS-12.7: ships not committed to pursuit at once do not fight the pursuit rounds', () => {
    let s = afterRound(['gb-kent', 'gb-norfolk'], ['de-lutzow']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] });
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-norfolk'], target: 'de-lutzow' }] })).toBe('ERR_CANNOT_FIRE');
  });

  it('WAS-12.8: a pursuing group engages only one withdrawing group', () => {
    let s = afterRound(['gb-kent', 'gb-norfolk'], ['de-lutzow', 'de-blucher']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow'], ['de-blucher']] });
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }, { ships: ['gb-kent'], target: 1 }] })).toBe('ERR_DUPLICATE_SHIP');
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }, { ships: ['gb-norfolk'], target: 1 }] });
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-blucher' }] })).toBe('ERR_BAD_TARGET');
  });

  it('WAS-12.4 WAS-12.5: the pursuer who breaks off claims the area; the side that disengaged never does', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    s = roll(s, [1, 1]);
    expect(s.step).toMatchObject({ kind: 'continue-pursuit' });
    const log: WasEvent[] = [];
    s = act(s, { type: 'continue-pursuit', engagements: [] }, log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'allies' });
  });

  it('WAS-12.4: if the pursuers are sunk or disabled, neither side controls the area', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] }, log);
    roll(s, [4, 1], log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
  });

  it('WAS-12.6: a withdrawing ship disabled in pursuit escapes to port', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [5]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    s = roll(s, [1, 1]);
    expect(s.step.kind).not.toBe('continue-pursuit');
    expect(ship(s, 'de-lutzow').status).toBe('active');
  });

  it('WAS-C4: disengaged ships do not move to another area; they return to port', () => {
    let s = afterRound(['gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] });
    s = act(s, { type: 'pursue', groups: [] });
    expect(ship(s, 'de-lutzow').location).toEqual({ kind: 'port', port: 'germany' });
  });
});
