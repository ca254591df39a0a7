/**
 * Surface combat (7, 11, 14.8, C3) through the public engine with scripted dice: every number the
 * rules imply is checked (dice per volley, hits, damage, crippling, sinking, disabling, removal at
 * the end of the round, the +1 of undamaged German ships, carrier and convoy protection).
 */
import { describe, expect, it } from 'vitest';
import type { AreaId, WasEvent, WasOptions, WasState } from '../src/types';
import { act, E, emptyBoard, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

function battle(area: AreaId, allies: string[], axis: string[], damage: Record<string, number> = {}, options: Partial<WasOptions> = {}): WasState {
  const s = emptyBoard(newGame(options), 5);
  put(s, [...allies, ...axis], sea(area));
  for (const [id, d] of Object.entries(damage)) ship(s, id).damage = d;
  return toCombat(s, null, null);
}

const dice = (s: WasState): number => {
  const p = E.pending(s);
  return p.kind === 'chance' ? p.request.dice : -1;
};
const target = (s: WasState): unknown => {
  const p = E.pending(s);
  return p.kind === 'chance' ? p.request.context?.['target'] : undefined;
};
const shots = (log: readonly WasEvent[]): WasEvent[] => log.filter((e) => e.type === 'shots');

describe('fire and damage through the engine (7)', () => {
  it('WAS-7.1 WAS-11.2: each fire group is one volley of one die per Attack point, in the order designated', () => {
    let s = battle('north-sea', ['gb-nelson', 'gb-kent', 'gb-norfolk'], ['de-lutzow', 'de-blucher']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent', 'gb-norfolk'], target: 'de-blucher' }, { shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    expect([dice(s), target(s)]).toEqual([2, 'de-blucher']);
    s = roll(s, [1, 2]);
    expect([dice(s), target(s)]).toEqual([5, 'de-lutzow']);
    s = roll(s, [1, 2, 3, 4, 2]);
    expect(s.step).toMatchObject({ kind: 'surface-fire', side: 'axis' });
  });

  it('WAS-7.3 WAS-7.4: two hits roll two damage dice; damage equal to Defense cripples, one more sinks', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-bismarck']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-bismarck' }] });
    s = roll(s, [6, 2, 6, 1, 3], log);
    expect(dice(s)).toBe(2);
    s = roll(s, [5, 4], log);
    expect(log).toContainEqual({ type: 'damage', target: 'de-bismarck', rolls: [5, 4], total: 9, sunk: false });
    expect(ship(s, 'de-bismarck')).toMatchObject({ damage: 9, status: 'active' });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-bismarck'], target: 'gb-nelson' }] });
    s = roll(s, [1, 1, 1, 1]);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: null });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-bismarck' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [1], log);
    expect(ship(s, 'de-bismarck').status).toBe('sunk');
    expect(log).toContainEqual({ type: 'sunk', ship: 'de-bismarck' });
  });

  it('WAS-19.1 WAS-7.4: with the option 8 damage sinks the Bismarck (Defense 7); without it she survives', () => {
    for (const weak of [true, false]) {
      let s = battle('north-sea', ['gb-nelson'], ['de-bismarck'], {}, { weakBismarcks: weak });
      s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-bismarck' }] });
      s = roll(s, [6, 6, 1, 1, 1]);
      s = roll(s, [4, 4]);
      expect(ship(s, 'de-bismarck').status).toBe(weak ? 'sunk' : 'active');
    }
  });

  it('WAS-7.6 WAS-11.3: a ship crippled this round fires at full strength, then with 1 die from the next round', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [2]);
    expect(ship(s, 'de-lutzow')).toMatchObject({ damage: 2, status: 'active' });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    expect(dice(s)).toBe(2);
    s = roll(s, [1, 1]);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: null });
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    expect(dice(s)).toBe(1);
    const log: WasEvent[] = [];
    roll(s, [5], log);
    expect(shots(log)).toEqual([expect.objectContaining({ rolls: [5], hits: 0, disable: true })]);
  });

  it('WAS-7.6: a ship that starts the battle crippled fires one die', () => {
    const s = battle('north-sea', ['gb-nelson'], ['de-lutzow'], { 'gb-nelson': 5 });
    const t = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    expect(dice(t)).toBe(1);
  });

  it('WAS-7.7: a hit that sinks beats a 5 in the same volley; a hit that does not sink leaves the ship damaged and disabled', () => {
    let s = battle('north-sea', ['gb-nelson', 'gb-hood'], ['de-blucher', 'de-bismarck', 'de-lutzow']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-blucher' }, { shooters: ['gb-hood'], target: 'de-bismarck' }] });
    s = roll(s, [5, 6, 1, 1, 1], log);
    s = roll(s, [3], log);
    s = roll(s, [6, 5, 1, 1], log);
    s = roll(s, [2], log);
    expect(ship(s, 'de-blucher').status).toBe('sunk');
    expect(log).not.toContainEqual({ type: 'disabled', ship: 'de-blucher' });
    expect(ship(s, 'de-bismarck')).toMatchObject({ damage: 2, disabled: true, status: 'active' });
    s = act(s, { type: 'fire', groups: [] });
    expect(ship(s, 'de-bismarck')).toMatchObject({ damage: 2, location: { kind: 'returning', area: 'north-sea' } });
  });
});

describe('a round of surface combat (11.2, 11.3, 11.4, 5.64)', () => {
  it('WAS-11.3 WAS-7.2: a ship disabled by surface fire stays to be fired upon and to fire back, and leaves after the round', () => {
    let s = battle('north-sea', ['gb-nelson', 'gb-kent'], ['de-lutzow', 'de-blucher']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }, { shooters: ['gb-nelson'], target: 'de-lutzow' }] }, log);
    s = roll(s, [5], log);
    expect(ship(s, 'de-lutzow')).toMatchObject({ disabled: true, location: { kind: 'sea', area: 'north-sea' } });
    expect([dice(s), target(s)]).toEqual([5, 'de-lutzow']);
    s = roll(s, [6, 1, 1, 1, 1], log);
    s = roll(s, [2], log);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] }, log);
    expect(dice(s)).toBe(2);
    s = roll(s, [5, 4], log);
    s = roll(s, [1], log);
    expect(ship(s, 'gb-kent')).toMatchObject({ damage: 1, status: 'active', location: { kind: 'returning', area: 'north-sea' } });
    expect(ship(s, 'de-lutzow')).toMatchObject({ damage: 2, status: 'active', location: { kind: 'returning', area: 'north-sea' } });
    expect(s.step.kind).toBe('disengage');
  });

  it('WAS-11.2 WAS-11.3: an Axis group whose target an earlier Axis group sank loses its fire', () => {
    let s = battle('north-sea', ['gb-kent'], ['de-lutzow', 'de-admiral-scheer']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['de-admiral-scheer'], target: 'gb-kent' }] }, log);
    s = roll(s, [6, 1], log);
    s = roll(s, [2], log);
    expect(ship(s, 'gb-kent').status).toBe('sunk');
    expect(log).toContainEqual(expect.objectContaining({ type: 'fire-lost', shooters: ['de-admiral-scheer'], target: 'gb-kent' }));
    expect(shots(log)).toHaveLength(1);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'axis' });
  });

  it('WAS-5.64 WAS-11.4: a battle in which neither side fires ends with both sides there and nobody in control', () => {
    let s = battle('north-sea', ['gb-kent'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [] }, log);
    s = act(s, { type: 'fire', groups: [] }, log);
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: null });
    expect(log.some((e) => e.type === 'disengaged' || e.type === 'round-started' && e.round === 2)).toBe(false);
    expect(s.step.kind).not.toBe('disengage');
  });

  it('WAS-11.4: rounds repeat with fresh round-start strengths until one side has no surface ship left', () => {
    let s = battle('north-sea', ['gb-kent'], ['de-admiral-hipper']);
    const log: WasEvent[] = [];
    for (let round = 1; round <= 3; round++) {
      expect(s.combat['north-sea']?.round).toBe(round);
      s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-admiral-hipper' }] }, log);
      s = roll(s, [round === 3 ? 6 : 2], log);
      if (round === 3) s = roll(s, [3], log);
      s = act(s, { type: 'fire', groups: [{ shooters: ['de-admiral-hipper'], target: 'gb-kent' }] }, log);
      s = roll(s, [3], log);
      if (round < 3) {
        s = act(s, { type: 'disengage', side: 'axis', groups: null });
        s = act(s, { type: 'disengage', side: 'allies', groups: null });
      }
    }
    expect(ship(s, 'de-admiral-hipper').status).toBe('sunk');
    expect(log).toContainEqual({ type: 'control', area: 'north-sea', side: 'allies' });
  });
});

describe('the +1 of undamaged German ships (11.5)', () => {
  it('WAS-11.5: a German ship hit in this round\'s Allied fire still adds one: 5 hits, 4 disables; the damage die is not raised', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    s = roll(s, [5, 4], log);
    s = roll(s, [5], log);
    expect(shots(log)).toEqual([expect.objectContaining({ rolls: [5, 4], hits: 1, disable: true })]);
    expect(ship(s, 'gb-nelson')).toMatchObject({ damage: 5, status: 'active' });
  });

  it('WAS-11.5: a 6 with the +1 is one hit; a 3 is nothing; Italian ships and damaged German ships add nothing', () => {
    let s = battle('mediterranean', ['gb-nelson', 'gb-hood', 'gb-kent'], ['de-lutzow', 'de-admiral-scheer', 'it-littorio'], { 'de-admiral-scheer': 1 });
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [
      { shooters: ['de-lutzow'], target: 'gb-nelson' }, { shooters: ['de-admiral-scheer'], target: 'gb-hood' }, { shooters: ['it-littorio'], target: 'gb-kent' },
    ] }, log);
    s = roll(s, [6, 3], log);
    s = roll(s, [2], log);
    s = roll(s, [5, 4], log);
    roll(s, [5, 4, 4, 3], log);
    expect(shots(log).map((e) => (e.type === 'shots' ? [e.target, e.hits, e.disable] : []))).toEqual([
      ['gb-nelson', 1, false], ['gb-hood', 0, true], ['gb-kent', 0, true],
    ]);
  });

  it('WAS-11.5: a German ship damaged in one round loses the +1 from the next round on', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    s = roll(s, [1, 1]);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: null });
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    roll(s, [5, 4], log);
    expect(shots(log)).toEqual([expect.objectContaining({ rolls: [5, 4], hits: 0, disable: true })]);
  });
});

describe('carriers in surface combat (11.6, C3)', () => {
  it('WAS-11.6: an Axis carrier that does not declare cannot fire; one that declares may be fired upon', () => {
    let s = battle('north-sea', ['gb-nelson', 'gb-kent'], ['de-graf-zeppelin', 'de-lutzow']);
    s = act(s, { type: 'air-targets', side: 'axis', targets: [] });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'carrier-intent' });
    const quiet = act(s, { type: 'carrier-intent', firing: [] });
    const q2 = act(quiet, { type: 'fire', groups: [] });
    expect(refused(q2, { type: 'fire', groups: [{ shooters: ['de-graf-zeppelin'], target: 'gb-kent' }] })).toBe('ERR_CANNOT_FIRE');
    expect(refused(quiet, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-graf-zeppelin' }] })).toBe('ERR_CARRIER_PROTECTED');
    expect(E.apply(quiet, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }, { shooters: ['gb-nelson'], target: 'de-graf-zeppelin' }] }).ok).toBe(true);
    const loud = act(s, { type: 'carrier-intent', firing: ['de-graf-zeppelin'] });
    let t = act(loud, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-graf-zeppelin' }] });
    t = roll(t, [1]);
    t = act(t, { type: 'fire', groups: [{ shooters: ['de-graf-zeppelin'], target: 'gb-kent' }] });
    expect([dice(t), target(t)]).toEqual([1, 'gb-kent']);
  });

  it('WAS-11.6: an Allied carrier that fired may be fired upon; one that did not is protected until every other ship is fired upon', () => {
    let s = battle('north-sea', ['gb-eagle', 'gb-ark-royal', 'gb-kent'], ['de-lutzow', 'de-admiral-scheer', 'de-admiral-hipper']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-eagle'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    expect(E.apply(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-eagle' }] }).ok).toBe(true);
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-ark-royal' }] })).toBe('ERR_CARRIER_PROTECTED');
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['de-admiral-scheer'], target: 'gb-ark-royal' }] }))
      .toBe('ERR_CARRIER_PROTECTED');
    expect(E.apply(s, { type: 'fire', groups: [
      { shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['de-admiral-scheer'], target: 'gb-eagle' }, { shooters: ['de-admiral-hipper'], target: 'gb-ark-royal' },
    ] }).ok).toBe(true);
  });

  it('WAS-C3: the convoy need not be fired upon before a carrier may be', () => {
    let s = battle('north-atlantic', ['convoy-1a', 'gb-ark-royal'], ['de-lutzow']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: [] });
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-ark-royal' }] });
    expect([dice(s), target(s)]).toEqual([2, 'gb-ark-royal']);
  });
});

describe('convoys in surface combat (14.8)', () => {
  const atConvoy = (s: WasState, first: string, log: WasEvent[]): WasState =>
    act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: first }, { shooters: ['de-admiral-scheer'], target: 'convoy-1a' }] }, log);

  it('WAS-14.8: an escort damaged before the round no longer protects the convoy', () => {
    let s = battle('north-atlantic', ['convoy-1a', 'gb-nelson'], ['de-lutzow', 'de-admiral-scheer'], { 'gb-nelson': 1 });
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-admiral-scheer'], target: 'convoy-1a' }] });
    expect([dice(s), target(s)]).toEqual([2, 'convoy-1a']);
  });

  it('WAS-14.8: an escort sunk or disabled earlier in the same fire exposes the convoy; a miss does not', () => {
    for (const [rolls, exposed] of [[[6, 1], true], [[4, 1], true], [[3, 3], false]] as const) {
      const log: WasEvent[] = [];
      let s = battle('north-atlantic', ['convoy-1a', 'gb-kent'], ['de-lutzow', 'de-admiral-scheer']);
      s = act(s, { type: 'fire', groups: [] });
      s = atConvoy(s, 'gb-kent', log);
      s = roll(s, [...rolls], log);
      if (rolls[0] === 6) s = roll(s, [2], log);
      expect(target(s) === 'convoy-1a').toBe(exposed);
      expect(log.some((e) => e.type === 'fire-lost' && e.target === 'convoy-1a')).toBe(!exposed);
    }
  });

  it('WAS-14.8: an undamaged carrier is a surface ship that protects the convoy; U-boats may still attack the convoy', () => {
    let s = battle('north-atlantic', ['convoy-1a', 'gb-ark-royal'], ['de-lutzow', 'de-admiral-scheer']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: [] });
    s = act(s, { type: 'fire', groups: [] });
    const log: WasEvent[] = [];
    act(s, { type: 'fire', groups: [{ shooters: ['de-admiral-scheer'], target: 'convoy-1a' }] }, log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'fire-lost', target: 'convoy-1a' }));
    const u = emptyBoard(newGame(), 5);
    put(u, ['convoy-1a', 'gb-kent'], sea('north-atlantic'));
    u.uboats = { inPlay: 1, reserve: 0, areas: { 'north-atlantic': 1 } };
    let t = toCombat(u, null, null);
    t = roll(t, [1, 1, 1, 1]);
    t = act(t, { type: 'uboat-targets', targets: ['convoy-1a'] });
    expect([dice(t), target(t)]).toEqual([1, 'convoy-1a']);
  });

  it('WAS-14.8: escorts disabled before surface combat leave the convoy exposed from the first Axis shot', () => {
    const u = emptyBoard(newGame(), 5);
    put(u, ['convoy-1a', 'gb-kent'], sea('north-atlantic'));
    put(u, ['de-lutzow'], sea('north-atlantic'));
    u.uboats = { inPlay: 1, reserve: 0, areas: { 'north-atlantic': 1 } };
    let t = toCombat(u, null, null);
    t = roll(t, [1, 1, 1, 1]);
    t = act(t, { type: 'uboat-targets', targets: ['gb-kent'] });
    t = roll(t, [5]);
    expect(ship(t, 'gb-kent').location.kind).toBe('returning');
    t = act(t, { type: 'fire', groups: [] });
    t = act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'convoy-1a' }] });
    expect([dice(t), target(t)]).toEqual([2, 'convoy-1a']);
  });
});
