import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeShots } from '../src/volleys';
import type { AreaId, WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, inPort, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

function battle(area: AreaId, allies: string[], axis: string[], opts: { uboats?: number; alliesLba?: string | null; axisLba?: string | null } = {}): WasState {
  const s = emptyBoard(newGame(), 5);
  put(s, [...allies, ...axis], sea(area));
  if (opts.uboats) s.uboats = { inPlay: opts.uboats, reserve: 0, areas: { [area]: opts.uboats } };
  return toCombat(s, opts.alliesLba ?? null, opts.axisLba ?? null);
}

describe('fire (7)', () => {
  it('WAS-7.1: one die per point of Attack', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(5);
  });

  it('WAS-7.2 WAS-7.3 WAS-7.7: 6s hit (rerolled for damage), 5s disable, 6s win whatever the order', () => {
    expect(judgeShots([5, 6, 1], [0, 0, 0])).toEqual({ hits: 1, disable: true });
    expect(judgeShots([1, 2, 5], [0, 0, 0])).toEqual({ hits: 0, disable: true });
    expect(judgeShots([4, 4], [1, 1])).toEqual({ hits: 0, disable: true });
    expect(judgeShots([5, 6], [1, 1])).toEqual({ hits: 2, disable: false });
  });

  it('WAS-7.7: the result of a volley does not depend on the order of its dice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }), fc.boolean(), (dice, plus) => {
        const mods = dice.map(() => (plus ? 1 : 0));
        const r = judgeShots(dice, mods);
        expect(judgeShots([...dice].reverse(), mods)).toEqual(r);
        expect(r.hits).toBe(dice.filter((v) => v + (plus ? 1 : 0) >= 6).length);
      }),
    );
  });

  it('WAS-7.3: damage is the reroll and accumulates', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-bismarck']);
    ship(s, 'de-bismarck').damage = 2;
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-bismarck' }] });
    s = roll(s, [6, 6, 1, 1, 1]);
    s = roll(s, [3, 2]);
    expect(ship(s, 'de-bismarck').damage).toBe(7);
  });

  it('WAS-7.4: damage above Defense sinks; equal does not', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow', 'de-admiral-scheer']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [2]);
    expect(ship(s, 'de-lutzow').status).toBe('active');
    const t = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    let u = act(t, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    u = roll(u, [6, 1, 1, 1, 1]);
    u = roll(u, [3]);
    expect(ship(u, 'de-lutzow').status).toBe('sunk');
  });

  it('WAS-7.5 WAS-7.6: damage cuts speed (never below 1); at Defense the Attack is 1 and a carrier loses its airstrikes', async () => {
    const { attackOf, speedOf, airstrikeOf } = await import('../src/ships');
    const s = newGame();
    const b = ship(s, 'de-bismarck');
    b.damage = 9;
    expect(attackOf(s, b)).toBe(1);
    expect(speedOf(b)).toBe(1);
    b.damage = 2;
    expect(speedOf(b)).toBe(4);
    expect(attackOf(s, b)).toBe(4);
    const ark = ship(s, 'gb-ark-royal');
    ark.damage = 2;
    expect(attackOf(s, ark)).toBe(0);
    expect(airstrikeOf(s, ark)).toBe(0);
  });

  it('WAS-7.7: a ship both hit and disabled returns to port with its damage', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-bismarck']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-bismarck' }] });
    s = roll(s, [5, 6, 1, 1, 1]);
    s = roll(s, [2]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-bismarck'], target: 'gb-nelson' }] });
    s = roll(s, [1, 1, 1, 1]);
    expect(ship(s, 'de-bismarck').location).toEqual(inPort('germany'));
    expect(ship(s, 'de-bismarck').status).toBe('active');
    expect(ship(s, 'de-bismarck').damage).toBe(2);
  });
});

describe('U-boats (8)', () => {
  it('WAS-8.3: ASW dice: one per ship, three per convoy, three per carrier', () => {
    const s = battle('north-atlantic', ['gb-hood', 'convoy-1a', 'gb-ark-royal'], [], { uboats: 2 });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(7);
  });

  it('WAS-8.5: surviving U-boats fire predesignated, one target per U-boat, and may divide their fire', () => {
    let s = battle('north-atlantic', ['gb-hood', 'convoy-1a'], [], { uboats: 3 });
    s = roll(s, [1, 1, 1, 1]);
    expect(refused(s, { type: 'uboat-targets', targets: ['gb-hood', 'gb-hood', 'gb-hood', 'convoy-1a'] })).toBe('ERR_TOO_MANY_UBOATS');
    s = act(s, { type: 'uboat-targets', targets: ['gb-hood', 'convoy-1a', 'gb-hood'] });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(2);
    const log: WasEvent[] = [];
    s = roll(s, [5, 1], log);
    s = roll(s, [1], log);
    expect(ship(s, 'gb-hood').location.kind).toBe('returning');
    expect(ship(s, 'convoy-1a').location).toEqual(sea('north-atlantic'));
  });

  it('WAS-8.6: one round of U-boat combat; the survivors stay for control and block the Allies (8.2)', () => {
    let s = battle('north-atlantic', ['gb-hood'], [], { uboats: 1 });
    const log: WasEvent[] = [];
    s = roll(s, [1], log);
    s = act(s, { type: 'uboat-targets', targets: ['gb-hood'] }, log);
    s = roll(s, [1], log);
    expect(s.step.kind).toBe('return');
    expect(log.filter((e) => e.type === 'asw')).toHaveLength(1);
    expect(log).toContainEqual({ type: 'control', area: 'north-atlantic', side: null });
  });

  it('WAS-8.2: U-boats alone do not give the Axis control', () => {
    const s = emptyBoard(newGame(), 5);
    s.uboats = { inPlay: 2, reserve: 0, areas: { 'south-atlantic': 2 } };
    const log: WasEvent[] = [];
    toCombat(s, null, null, log);
    expect(log).toContainEqual({ type: 'control', area: 'south-atlantic', side: null });
  });
});

describe('airstrikes (9, 10)', () => {
  it('WAS-9.1 WAS-10.2: the land-based marker gives three strikes, one die each', () => {
    let s = battle('mediterranean', ['gb-nelson', 'gb-hood', 'gb-kent', 'gb-norfolk'], [], { axisLba: 'mediterranean' });
    expect(refused(s, { type: 'air-targets', side: 'axis', targets: ['gb-nelson', 'gb-hood', 'gb-kent', 'gb-norfolk'] })).toBe('ERR_TOO_MANY_STRIKES');
    s = act(s, { type: 'air-targets', side: 'axis', targets: ['gb-nelson', 'gb-hood', 'gb-kent'] });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(1);
  });

  it('WAS-9.2: land-based air only where the board shows it', () => {
    const s = emptyBoard(newGame(), 3);
    s.step = { kind: 'place-air' };
    expect(refused(s, { type: 'place-air', side: 'axis', target: 'north-atlantic' })).toBe('ERR_LBA_NOT_ALLOWED');
    expect(refused(s, { type: 'place-air', side: 'allies', target: 'barents-sea' })).toBe('ERR_LBA_NOT_ALLOWED');
    for (const t of ['germany', 'italy', 'france', 'mediterranean'] as const) expect(E.apply(s, { type: 'place-air', side: 'allies', target: t }).ok).toBe(true);
    for (const t of ['barents-sea', 'baltic-sea', 'mediterranean', 'malta', 'leningrad'] as const) expect(E.apply(s, { type: 'place-air', side: 'axis', target: t }).ok).toBe(true);
  });

  it('WAS-9.3: one marker, one area or port, placed once', () => {
    const s = emptyBoard(newGame(), 3);
    s.step = { kind: 'place-air' };
    const t = act(s, { type: 'place-air', side: 'axis', target: 'malta' });
    expect(refused(t, { type: 'place-air', side: 'axis', target: 'mediterranean' })).toBe('ERR_ALREADY_SUBMITTED');
  });

  it('WAS-9.5: ships disabled earlier in the turn are not in port for a port strike', () => {
    const s = emptyBoard(newGame(), 3);
    put(s, ['gb-hood'], { kind: 'returning', area: 'mediterranean' });
    put(s, ['gb-kent'], inPort('malta'));
    const t = toCombat(s, null, 'malta');
    expect(refused(t, { type: 'air-targets', side: 'axis', targets: ['gb-hood'] })).toBe('ERR_BAD_AIR_TARGET');
    expect(E.apply(t, { type: 'air-targets', side: 'axis', targets: ['gb-kent'] }).ok).toBe(true);
  });

  it('WAS-10.1: airstrikes only at enemy ships in the same area', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-ark-royal'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    put(s, ['de-blucher'], sea('barents-sea'));
    const t = toCombat(s, null, null);
    expect(refused(t, { type: 'air-targets', side: 'allies', targets: ['de-blucher'] })).toBe('ERR_BAD_AIR_TARGET');
  });

  it('WAS-10.2: no ship is attacked twice from the air', () => {
    const s = battle('north-sea', ['gb-ark-royal'], ['de-lutzow']);
    expect(refused(s, { type: 'air-targets', side: 'allies', targets: ['de-lutzow', 'de-lutzow'] })).toBe('ERR_TARGET_TWICE');
  });

  it('WAS-10.5: no airstrikes against U-boats', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-ark-royal'], sea('north-atlantic'));
    s.uboats = { inPlay: 1, reserve: 0, areas: { 'north-atlantic': 1 } };
    let t = toCombat(s, null, null);
    t = roll(t, [1, 1, 1]);
    t = act(t, { type: 'uboat-targets', targets: [] });
    expect(t.step.kind).toBe('return');
  });

  it('WAS-10.4: airstrikes are not repeated in later surface rounds', () => {
    let s = battle('north-sea', ['gb-ark-royal', 'gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: ['de-lutzow'] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    s = roll(s, [1, 1]);
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: null });
    expect(s.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
  });
});

describe('surface combat (11)', () => {
  it('WAS-11.1: opposing surface ships in an area must fight', () => {
    const s = battle('north-sea', ['gb-kent'], ['de-lutzow']);
    expect(s.step).toMatchObject({ kind: 'surface-fire', side: 'allies', area: 'north-sea' });
  });

  it('WAS-11.2: a ship fires all its shots at one target', () => {
    const s = battle('north-sea', ['gb-nelson'], ['de-lutzow', 'de-blucher']);
    expect(refused(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }, { shooters: ['gb-nelson'], target: 'de-blucher' }] })).toBe('ERR_SPLIT_FIRE');
  });

  it('WAS-11.3: Axis ships sunk by the Allied fire still return fire at their old strength', () => {
    let s = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-lutzow' }] });
    s = roll(s, [6, 1, 1, 1, 1]);
    s = roll(s, [6]);
    expect(ship(s, 'de-lutzow').status).toBe('sunk');
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(2);
  });

  it('WAS-11.4: rounds go on while both sides have surface ships', () => {
    let s = battle('north-sea', ['gb-kent'], ['de-lutzow']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    s = roll(s, [1, 1]);
    expect(s.step.kind).toBe('disengage');
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: null });
    expect(s.combat['north-sea']?.round).toBe(2);
  });

  it('WAS-11.5: undamaged German ships add one to their shots, not to damage; Italians do not', () => {
    let s = battle('mediterranean', ['gb-kent', 'gb-norfolk'], ['de-lutzow', 'it-zara']);
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['it-zara'], target: 'gb-norfolk' }] });
    const log: WasEvent[] = [];
    s = roll(s, [4, 1], log);
    roll(s, [5], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'shots', target: 'gb-kent', hits: 0, disable: true }));
    expect(log).toContainEqual(expect.objectContaining({ type: 'shots', target: 'gb-norfolk', hits: 0, disable: true }));
    let d = battle('north-sea', ['gb-nelson'], ['de-lutzow']);
    d = act(d, { type: 'fire', groups: [] });
    d = act(d, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-nelson' }] });
    d = roll(d, [5, 1]);
    const dl: WasEvent[] = [];
    roll(d, [3], dl);
    expect(dl).toContainEqual(expect.objectContaining({ type: 'damage', total: 3 }));
  });

  it('WAS-11.5: a German ship damaged before the round gets no +1', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-kent'], sea('north-sea'));
    put(s0, ['de-lutzow'], sea('north-sea'));
    ship(s0, 'de-lutzow').damage = 1;
    let s = toCombat(s0, null, null);
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
    const log: WasEvent[] = [];
    roll(s, [4, 5], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'shots', hits: 0, disable: true }));
  });

  it('WAS-11.6: a carrier that does not fire is protected until every other ship is fired upon', () => {
    let s = battle('north-sea', ['gb-nelson', 'gb-kent'], ['de-graf-zeppelin', 'de-lutzow', 'de-blucher']);
    s = act(s, { type: 'air-targets', side: 'axis', targets: [] });
    const t = act(s, { type: 'carrier-intent', firing: [] });
    expect(refused(t, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-graf-zeppelin' }] })).toBe('ERR_CARRIER_PROTECTED');
    expect(refused(t, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-graf-zeppelin' }, { shooters: ['gb-kent'], target: 'de-lutzow' }] })).toBe('ERR_CARRIER_PROTECTED');
    const u = act(s, { type: 'carrier-intent', firing: ['de-graf-zeppelin'] });
    let v = act(u, { type: 'fire', groups: [{ shooters: ['gb-nelson'], target: 'de-graf-zeppelin' }] });
    v = roll(v, [1, 1, 1, 1, 1]);
    expect(E.apply(v, { type: 'fire', groups: [] }).ok).toBe(true);
  });

  it('WAS-C3: a convoy is not a surface vessel for 11.6', () => {
    let s = battle('north-atlantic', ['convoy-1a', 'gb-eagle'], ['de-lutzow']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: [] });
    s = act(s, { type: 'fire', groups: [] });
    expect(E.apply(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-eagle' }] }).ok).toBe(true);
  });

  it('WAS-14.8: fire at a convoy is lost while an escort is neither damaged nor disabled', () => {
    let s = battle('north-atlantic', ['convoy-1a', 'gb-kent'], ['de-lutzow', 'de-admiral-scheer']);
    s = act(s, { type: 'fire', groups: [] });
    const log: WasEvent[] = [];
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['de-admiral-scheer'], target: 'convoy-1a' }] }, log);
    roll(s, [1, 1], log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'fire-lost', target: 'convoy-1a' }));
    let t = battle('north-atlantic', ['convoy-1a', 'gb-kent'], ['de-lutzow', 'de-admiral-scheer']);
    t = act(t, { type: 'fire', groups: [] });
    t = act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }, { shooters: ['de-admiral-scheer'], target: 'convoy-1a' }] });
    t = roll(t, [4, 1]);
    const p = E.pending(t);
    expect(p.kind === 'chance' && p.request.context?.['target']).toBe('convoy-1a');
  });

  it('WAS-14.1: a convoy is one ship for combat: it fires its Attack and can be sunk', () => {
    let s = battle('north-atlantic', ['convoy-1a'], ['de-lutzow']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['convoy-1a'], target: 'de-lutzow' }] });
    const p = E.pending(s);
    expect(p.kind === 'chance' && p.request.dice).toBe(1);
  });
});
