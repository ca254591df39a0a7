/**
 * WAS-18: the Example of Play, every stated roll scripted and every stated result checked.
 * The narrative continues from the "eleven misses and a 5" ASW branch (the U-boats are still
 * in the Barents Sea at the end, and the convoy carries 2 damage into surface combat).
 */
import { describe, expect, it } from 'vitest';
import { attackOf, speedOf, defenseOf } from '../src/ships';
import type { WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, newGame, put, roll, sea, ship, toCombat, refused } from './helpers';

const ALLIED = ['convoy-3c', 'gb-victorious', 'gb-hood', 'gb-norfolk', 'gb-duke-of-york', 'gb-warspite', 'gb-sussex', 'gb-repulse'];
const AXIS = ['de-graf-zeppelin', 'de-bismarck', 'de-scharnhorst', 'de-admiral-hipper', 'de-admiral-graf-spee'];

function barents(uboats = 3): WasState {
  const s = emptyBoard(newGame(), 5);
  put(s, [...ALLIED, ...AXIS], sea('barents-sea'));
  s.uboats = { inPlay: uboats, reserve: 0, areas: { 'barents-sea': uboats } };
  return toCombat(s, null, 'barents-sea');
}

/** "Actual strength": attack, defense left, speed. */
const strength = (s: WasState, id: string): [number, number, number] => {
  const x = ship(s, id);
  return [attackOf(s, x), defenseOf(s, x) - x.damage, speedOf(x)];
};

describe('WAS-18: Example of Play (Barents Sea)', () => {
  it('WAS-18: the forces carry the factors the example lists', () => {
    const s = barents();
    const f = (id: string): string => { const x = ship(s, id); return `${x.attack}-${x.defense}-${x.speed}`; };
    expect([f('convoy-3c'), f('gb-victorious'), f('gb-hood'), f('gb-norfolk'), f('gb-duke-of-york'), f('gb-warspite'), f('gb-sussex'), f('gb-repulse')])
      .toEqual(['1-3-3', '0-2-7', '4-4-7', '1-1-7', '4-5-6', '4-4-4', '1-1-7', '3-3-6']);
    expect([f('de-graf-zeppelin'), f('de-bismarck'), f('de-scharnhorst'), f('de-admiral-hipper'), f('de-admiral-graf-spee')])
      .toEqual(['1-2-8', '4-9-6', '3-5-7', '1-2-7', '2-2-5']);
    expect(ship(s, 'gb-victorious').airstrike).toBe(2);
    expect(ship(s, 'de-graf-zeppelin').airstrike).toBe(2);
  });

  it('WAS-8.3 WAS-8.4: 12 ASW dice; three 6s eliminate all three U-boats before any return fire', () => {
    const s = barents();
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(12);
    const log: WasEvent[] = [];
    const t = roll(s, [1, 2, 3, 4, 1, 2, 3, 5, 5, 6, 6, 6], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'asw', sunk: 3, disabled: 0, surviving: 0 }));
    expect(t.uboats.inPlay).toBe(0);
    expect(t.step.kind).toBe('air-targets');
  });

  it('WAS-8.4: had there been seven U-boats, three are eliminated, two disabled home and two fire back', () => {
    const s = barents(7);
    const log: WasEvent[] = [];
    const t = roll(s, [1, 2, 3, 4, 1, 2, 3, 5, 5, 6, 6, 6], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'asw', sunk: 3, disabled: 2, surviving: 2 }));
    expect(t.uboats.inPlay).toBe(4);
    expect(t.uboats.areas['barents-sea']).toBe(2);
    expect(t.step).toEqual({ kind: 'uboat-targets', area: 'barents-sea', uboats: 2 });
  });

  it('WAS-10.3: had the Graf Zeppelin been sunk from the air, the Axis still has five airstrikes', () => {
    let s = barents();
    s = roll(s, [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    s = act(s, { type: 'air-targets', side: 'allies', targets: ['de-graf-zeppelin', 'de-scharnhorst'] });
    s = roll(s, [6]);
    s = roll(s, [5]);
    expect(ship(s, 'de-graf-zeppelin').status).toBe('sunk');
    s = roll(s, [1]);
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', prompt: expect.stringContaining('5 strike(s)') });
    s = act(s, { type: 'air-targets', side: 'axis', targets: ['convoy-3c', 'gb-victorious', 'gb-hood', 'gb-duke-of-york', 'gb-repulse'] });
    const log: WasEvent[] = [];
    for (let i = 0; i < 5; i++) s = roll(s, [1], log);
    expect(log.filter((e) => e.type === 'shots' && e.side === 'axis')).toHaveLength(5);
    expect(s.step.kind).not.toBe('to-hit');
  });

  it('WAS-18: the battle as told, from "eleven misses and a 5" to Repulse breaking off', () => {
    const log: WasEvent[] = [];
    let s = barents();
    // ASW: eleven misses and a 5: one U-boat disabled, two fire at the convoy.
    s = roll(s, [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 5], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'asw', sunk: 0, disabled: 1, surviving: 2 }));
    s = act(s, { type: 'uboat-targets', targets: ['convoy-3c', 'convoy-3c'] }, log);
    s = roll(s, [1, 6], log);
    s = roll(s, [2], log);
    expect(ship(s, 'convoy-3c').damage).toBe(2);

    // Airstrikes (WBC 2000 clarification, as the example runs): the British player allocates and rolls
    // first, with only the Allies asked; the German player "now allocates his five airstrikes" knowing
    // those results; the effects count as simultaneous (10.3).
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'air-targets' });
    expect(E.observe(s, 'allies').ownSecret).toBeNull();
    s = act(s, { type: 'air-targets', side: 'allies', targets: ['de-bismarck', 'de-scharnhorst'] }, log);
    s = roll(s, [5], log); // Bismarck disabled
    s = roll(s, [6], log); // Scharnhorst hit
    s = roll(s, [3], log); // 3 damage
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'air-targets', prompt: expect.stringContaining('5 strike(s)') });
    const seen = E.observe(s, 'axis').ships;
    expect(seen.find((x) => x.id === 'de-bismarck')?.location).toEqual({ kind: 'returning', area: 'barents-sea' });
    expect(seen.find((x) => x.id === 'de-scharnhorst')).toMatchObject({ damage: 3 });
    s = act(s, { type: 'air-targets', side: 'axis', targets: ['convoy-3c', 'gb-victorious', 'gb-hood', 'gb-duke-of-york', 'gb-repulse'] }, log);
    s = roll(s, [2], log); // convoy
    s = roll(s, [6], log); // Victorious hit
    s = roll(s, [3], log); // 3 damage sinks her (Defense 2)
    s = roll(s, [3], log); // Hood
    s = roll(s, [3], log); // Duke of York
    s = roll(s, [4], log); // Repulse
    expect(ship(s, 'de-bismarck').location).toEqual({ kind: 'returning', area: 'barents-sea' });
    expect(ship(s, 'de-scharnhorst').damage).toBe(3);
    expect(ship(s, 'gb-victorious').status).toBe('sunk');
    expect(ship(s, 'convoy-3c').damage).toBe(2);
    expect(ship(s, 'gb-hood').damage + ship(s, 'gb-duke-of-york').damage + ship(s, 'gb-repulse').damage).toBe(0);

    // Surface round 1: the Graf Zeppelin says she will fire, so she may be fired upon (11.6).
    expect(s.step.kind).toBe('carrier-intent');
    s = act(s, { type: 'carrier-intent', firing: ['de-graf-zeppelin'] }, log);
    s = act(s, {
      type: 'fire',
      groups: [
        { shooters: ['convoy-3c', 'gb-hood', 'gb-norfolk'], target: 'de-scharnhorst' },
        { shooters: ['gb-duke-of-york'], target: 'de-admiral-hipper' },
        { shooters: ['gb-warspite'], target: 'de-admiral-graf-spee' },
        { shooters: ['gb-repulse'], target: 'de-graf-zeppelin' },
        { shooters: ['gb-sussex'], target: 'de-graf-zeppelin' },
      ],
    }, log);
    s = roll(s, [1, 3, 6, 2, 4, 2], log);
    s = roll(s, [2], log);
    expect(ship(s, 'de-scharnhorst').damage).toBe(5);
    expect(ship(s, 'de-scharnhorst').status).toBe('active');
    s = roll(s, [1, 1, 6, 3], log);
    s = roll(s, [1], log);
    s = roll(s, [1, 2, 3, 4], log);
    s = roll(s, [5, 5, 6], log);
    s = roll(s, [4], log);
    expect(ship(s, 'de-graf-zeppelin').status).toBe('sunk');
    expect(log).toContainEqual(expect.objectContaining({ type: 'fire-lost', shooters: ['gb-sussex'], target: 'de-graf-zeppelin' }));

    // Axis return fire at pre-round strength; the convoy stays protected (14.8).
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['de-admiral-hipper'], target: 'gb-victorious' }] })).toBe('ERR_BAD_TARGET');
    s = act(s, {
      type: 'fire',
      groups: [
        { shooters: ['de-scharnhorst'], target: 'gb-hood' },
        { shooters: ['de-graf-zeppelin'], target: 'gb-duke-of-york' },
        { shooters: ['de-admiral-hipper'], target: 'gb-warspite' },
        { shooters: ['de-admiral-graf-spee'], target: 'gb-repulse' },
      ],
    }, log);
    s = roll(s, [1, 3, 5], log); // Scharnhorst: 3 shots though crippled, no +1
    s = roll(s, [3], log); // Graf Zeppelin: 3+1 misses
    s = roll(s, [5], log); // Hipper: 5+1 hits
    s = roll(s, [3], log);
    s = roll(s, [2, 3], log); // Graf Spee: 3 and 4, no effect
    expect(ship(s, 'gb-hood').location).toEqual({ kind: 'returning', area: 'barents-sea' });
    expect(ship(s, 'gb-warspite').damage).toBe(3);
    expect(ship(s, 'gb-repulse').damage).toBe(0);

    // Actual strengths after round 1.
    expect(strength(s, 'convoy-3c')).toEqual([1, 1, 1]);
    expect(strength(s, 'gb-warspite')).toEqual([4, 1, 1]);
    expect(strength(s, 'gb-norfolk')).toEqual([1, 1, 7]);
    expect(strength(s, 'gb-sussex')).toEqual([1, 1, 7]);
    expect(strength(s, 'de-scharnhorst')).toEqual([1, 0, 2]);
    expect(strength(s, 'gb-duke-of-york')).toEqual([4, 5, 6]);
    expect(strength(s, 'gb-repulse')).toEqual([3, 3, 6]);
    expect(strength(s, 'de-admiral-hipper')).toEqual([1, 1, 6]);
    expect(strength(s, 'de-admiral-graf-spee')).toEqual([2, 2, 5]);

    // Disengaging: written and revealed together (12.9); the Germans go in two groups.
    expect(E.pending(s)).toMatchObject({ kind: 'simultaneous', decision: 'disengage' });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-scharnhorst'], ['de-admiral-hipper', 'de-admiral-graf-spee']] }, log);
    s = act(s, { type: 'disengage', side: 'allies', groups: null }, log);
    expect(s.step).toEqual({ kind: 'pursue', area: 'barents-sea', side: 'allies' });
    expect(refused(s, { type: 'pursue', groups: [{ ships: ['convoy-3c', 'gb-warspite'], target: 0 }] })).toBe('ERR_TOO_SLOW');
    s = act(s, {
      type: 'pursue',
      groups: [
        { ships: ['gb-norfolk', 'gb-sussex'], target: 0 },
        { ships: ['gb-duke-of-york', 'gb-repulse'], target: 1 },
      ],
    }, log);

    // Round 2, first pursuit: Norfolk and Sussex disable the Scharnhorst, which fires back once.
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-norfolk', 'gb-sussex'], target: 'de-scharnhorst' }] }, log);
    s = roll(s, [4, 5], log);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-scharnhorst'], target: 'gb-norfolk' }] }, log);
    s = roll(s, [4], log);
    // Second pursuit: seven misses; the Graf Spee (undamaged, +1) hits and disables the Duke of York.
    s = act(s, {
      type: 'fire',
      groups: [
        { shooters: ['gb-duke-of-york'], target: 'de-admiral-hipper' },
        { shooters: ['gb-repulse'], target: 'de-admiral-graf-spee' },
      ],
    }, log);
    s = roll(s, [1, 2, 3, 4], log);
    s = roll(s, [1, 2, 4], log);
    s = act(s, {
      type: 'fire',
      groups: [
        { shooters: ['de-admiral-hipper'], target: 'gb-repulse' },
        { shooters: ['de-admiral-graf-spee'], target: 'gb-duke-of-york' },
      ],
    }, log);
    s = roll(s, [4], log);
    s = roll(s, [4, 5], log);
    s = roll(s, [4], log);
    expect(ship(s, 'gb-duke-of-york').damage).toBe(4);
    expect(ship(s, 'gb-duke-of-york').location).toEqual({ kind: 'returning', area: 'barents-sea' });
    expect(ship(s, 'de-scharnhorst').location).toEqual({ kind: 'returning', area: 'barents-sea' });
    expect(ship(s, 'gb-norfolk').damage).toBe(0);
    expect(ship(s, 'gb-repulse').damage).toBe(0);

    // Only the Repulse's pursuit can go on; she breaks off.
    expect(s.step).toEqual({ kind: 'continue-pursuit', area: 'barents-sea', side: 'allies' });
    expect(refused(s, { type: 'continue-pursuit', engagements: [0] })).toBe('ERR_CANNOT_PURSUE');
    s = act(s, { type: 'continue-pursuit', engagements: [] }, log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'broke-off', ships: ['gb-duke-of-york', 'gb-repulse'] }));
    // The Hipper escaped: the Axis returns first (WBC 2000 clarification), to Germany, its only port from the Barents Sea.
    expect(log).toContainEqual({ type: 'returned', ship: 'de-admiral-hipper', to: 'germany' });
    expect(ship(s, 'de-admiral-hipper').location).toEqual({ kind: 'port', port: 'germany' });

    // Nobody controls the Barents Sea (U-boats, German disengagement); the convoy reaches Russia.
    expect(log).toContainEqual({ type: 'control', area: 'barents-sea', side: null });
    expect(s.step).toEqual({ kind: 'return', side: 'allies' });
    s = act(s, { type: 'return', ports: { 'gb-duke-of-york': 'russia' } }, log);
    expect(ship(s, 'gb-duke-of-york').location).toEqual({ kind: 'port', port: 'russia' });
    expect(ship(s, 'gb-duke-of-york').damage).toBe(4);
    expect(ship(s, 'gb-duke-of-york').disabled).toBe(false);
    expect(ship(s, 'convoy-3c').status).toBe('delivered');
    expect(log).toContainEqual({ type: 'poc', side: 'allies', points: 3, reason: 'convoys' });
  });
});
