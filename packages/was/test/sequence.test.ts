import { describe, expect, it } from 'vitest';
import type { WasEvent } from '../src/types';
import { act, emptyBoard, inPort, newGame, put, roll, sea, ship, toCombat } from './helpers';

describe('sequence details (4.2, 5.4, 5.61-5.64, 6.3)', () => {
  it('WAS-4.2: every starting ship begins the game in a port', () => {
    const s = newGame();
    const active = s.ships.filter((x) => x.status === 'active');
    expect(active.length).toBeGreaterThan(40);
    expect(active.every((x) => x.location.kind === 'port')).toBe(true);
  });

  it('WAS-5.4: last turn\'s control flag does not hold an empty area this turn', () => {
    const s = emptyBoard(newGame(), 5);
    s.control = [{}, {}, {}, { 'north-sea': 'axis' }];
    const log: WasEvent[] = [];
    toCombat(s, null, null, log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
  });

  it('WAS-6.3: one-area moves are placed at once; only the two-area attempts wait for their rolls', () => {
    const s = emptyBoard(newGame(), 2);
    put(s, ['gb-hood', 'gb-nelson'], inPort('england'));
    s.step = { kind: 'move', side: 'allies' };
    const t = act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'north-sea' }, { ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea' }] });
    expect(t.step).toMatchObject({ kind: 'speed-roll', ships: ['gb-nelson'] });
    expect(ship(t, 'gb-hood').location).toEqual(sea('north-sea'));
  });

  it('WAS-5.61 WAS-5.62 WAS-5.63: ASW, then U-boat fire, then air, then Allied and Axis surface fire', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-ark-royal', 'gb-kent'], sea('north-atlantic'));
    put(s, ['de-lutzow'], sea('north-atlantic'));
    s.uboats = { inPlay: 1, reserve: 0, areas: { 'north-atlantic': 1 } };
    let t = toCombat(s, null, null);
    expect(t.step.kind).toBe('asw-roll');
    t = roll(t, [1, 1, 1, 1]);
    expect(t.step.kind).toBe('uboat-targets');
    t = act(t, { type: 'uboat-targets', targets: ['gb-kent'] });
    t = roll(t, [1]);
    expect(t.step.kind).toBe('air-targets');
    t = act(t, { type: 'air-targets', side: 'allies', targets: ['de-lutzow'] });
    t = roll(t, [1]);
    expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
    t = act(t, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    t = roll(t, [1]);
    expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'axis' });
  });

  it('WAS-5.64: rounds repeat until one side is gone', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    let t = toCombat(s, null, null);
    t = act(t, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    t = roll(t, [1]);
    t = act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    t = roll(t, [1, 1]);
    t = act(t, { type: 'disengage', side: 'allies', groups: null });
    t = act(t, { type: 'disengage', side: 'axis', groups: null });
    t = act(t, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    t = roll(t, [1]);
    t = act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    const log: WasEvent[] = [];
    t = roll(t, [6, 1], log);
    roll(t, [2], log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'axis' });
  });
});
