/**
 * legalActions at the combat decisions, against brute force over the validator: in small positions
 * every choice `apply` accepts is listed (up to the grouping and order of equivalent lists), and
 * every listed action is accepted.
 */
import { describe, expect, it } from 'vitest';
import type { AreaId, WasAction, WasState } from '../src/types';
import { act, E, emptyBoard, newGame, put, roll, sea, ship, toCombat } from './helpers';

function battle(area: AreaId, allies: string[], axis: string[], damage: Record<string, number> = {}): WasState {
  const s = emptyBoard(newGame(), 5);
  put(s, [...allies, ...axis], sea(area));
  for (const [id, d] of Object.entries(damage)) ship(s, id).damage = d;
  return toCombat(s, null, null);
}

/** What an action decides, whatever the grouping or order it is written in. */
function meaning(a: WasAction): string {
  const sorted = (xs: readonly string[]): string => [...xs].sort().join(',');
  switch (a.type) {
    case 'fire': return `fire ${a.groups.flatMap((g) => g.shooters.map((x) => `${x}>${g.target}`)).sort().join(' ')}`;
    case 'pursue': return `pursue ${a.groups.flatMap((g) => g.ships.map((x) => `${x}>${g.target}`)).sort().join(' ')}`;
    case 'disengage': return `disengage ${a.side} ${a.groups === null ? 'stay' : a.groups.map(sorted).sort().join(' / ')}`;
    case 'carrier-intent': return `intent ${sorted(a.firing)}`;
    case 'continue-pursuit': return `continue ${[...a.engagements].sort().join(',')}`;
    case 'air-targets': return `air ${a.side} ${sorted(a.targets)}`;
    case 'uboat-targets': return `uboats ${sorted(a.targets)}`;
    case 'deploy': case 'move': case 'place-uboats': case 'resolve-area': case 'add-one': case 'place-air': case 'return': case 'roll': case 'surrender': case 'fight-by-dice': case 'fight-on-table': case 'tactical-result': return JSON.stringify(a);
  }
}

function assignments<T>(n: number, options: readonly T[]): T[][] {
  let out: T[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((p) => options.map((o) => [...p, o]));
  return out;
}

function partitions(xs: readonly string[]): string[][][] {
  let out: string[][][] = [[]];
  for (const x of xs) out = out.flatMap((p) => [...p.map((_, i) => p.map((g, j) => (i === j ? [...g, x] : g))), [...p, [x]]]);
  return out;
}

/** Every candidate the validator accepts is listed (by meaning); every listed action is accepted. */
function compare(s: WasState, candidates: readonly WasAction[], filter: (a: WasAction) => boolean = () => true): number {
  const listed = E.legalActions(s).filter(filter);
  for (const a of listed) expect(E.apply(s, a).ok, JSON.stringify(a)).toBe(true);
  const have = new Set(listed.map(meaning));
  const legal = [...new Set(candidates.filter((a) => E.apply(s, a).ok).map(meaning))].sort();
  expect(legal.filter((m) => !have.has(m))).toEqual([]);
  return legal.length;
}

const fireCandidates = (mine: readonly string[], targets: readonly string[]): WasAction[] =>
  assignments(mine.length, [null, ...targets]).map((pick) => ({
    type: 'fire',
    groups: mine.flatMap((id, i) => (pick[i] ? [{ shooters: [id], target: pick[i] ?? '' }] : [])),
  }));

describe('legalActions lists every combat choice (brute force over the validator)', () => {
  it('WAS-11.2 WAS-11.6: every Allied fire plan, with an Axis carrier that declared and one that did not', () => {
    const s = battle('north-sea', ['gb-kent', 'gb-norfolk', 'gb-eagle'], ['de-graf-zeppelin', 'de-lutzow']);
    const air = act(act(s, { type: 'air-targets', side: 'allies', targets: [] }), { type: 'air-targets', side: 'axis', targets: [] });
    const subsets = [[], ['de-graf-zeppelin'], ['de-lutzow'], ['de-graf-zeppelin', 'de-lutzow']];
    expect(compare(air, subsets.map((firing) => ({ type: 'carrier-intent', firing })))).toBe(2);
    const mine = ['gb-kent', 'gb-norfolk', 'gb-eagle'];
    const targets = ['de-graf-zeppelin', 'de-lutzow', 'gb-kent'];
    for (const firing of [[], ['de-graf-zeppelin']]) {
      const t = act(air, { type: 'carrier-intent', firing });
      const n = compare(t, fireCandidates(mine, targets));
      // Undeclared, the carrier may be fired upon only with the Lutzow: 27 plans less the 7 at the carrier alone.
      expect(n).toBe(firing.length ? 27 : 20);
    }
  });

  it('WAS-11.6 WAS-C3 WAS-14.8: every Axis fire plan against escorts, a carrier that fired and a convoy', () => {
    let s = battle('north-atlantic', ['gb-eagle', 'gb-kent', 'convoy-1a'], ['de-lutzow', 'de-admiral-scheer']);
    s = act(s, { type: 'air-targets', side: 'allies', targets: [] });
    const quiet = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    const loud = act(s, { type: 'fire', groups: [{ shooters: ['gb-eagle'], target: 'de-lutzow' }] });
    for (const [t, n] of [[roll(quiet, [1]), 11], [roll(loud, [1]), 16]] as const) {
      expect(t.step).toMatchObject({ kind: 'surface-fire', side: 'axis' });
      // The convoy may always be designated (14.8 is judged when it fires); the Eagle only if she fired or the Kent is fired upon.
      expect(compare(t, fireCandidates(['de-lutzow', 'de-admiral-scheer'], ['gb-eagle', 'gb-kent', 'convoy-1a']))).toBe(n);
    }
  });

  it('WAS-12.1 WAS-12.2 WAS-12.9: every way to stay or to disengage in groups', () => {
    let s = battle('north-sea', ['gb-kent', 'gb-norfolk', 'gb-nelson'], ['de-lutzow', 'de-blucher', 'de-admiral-hipper']);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [] });
    for (const side of ['allies', 'axis'] as const) {
      const mine = side === 'allies' ? ['gb-kent', 'gb-norfolk', 'gb-nelson'] : ['de-lutzow', 'de-blucher', 'de-admiral-hipper'];
      const cands: WasAction[] = [
        { type: 'disengage', side, groups: null },
        ...partitions(mine).map((groups): WasAction => ({ type: 'disengage', side, groups })),
        ...partitions(mine.slice(1)).map((groups): WasAction => ({ type: 'disengage', side, groups })),
      ];
      expect(compare(s, cands, (a) => a.type === 'disengage' && a.side === side)).toBe(6);
    }
  });

  it('WAS-12.3 WAS-12.7 WAS-12.8: every pursuit, and every choice of pursuits to go on', () => {
    let s = battle('north-sea', ['gb-kent', 'gb-repulse', 'gb-warspite'], ['de-lutzow', 'de-admiral-hipper', 'de-scharnhorst'], { 'de-scharnhorst': 1 });
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'disengage', side: 'allies', groups: null });
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow'], ['de-admiral-hipper'], ['de-scharnhorst']] });
    const mine = ['gb-kent', 'gb-repulse', 'gb-warspite'];
    const cands = assignments(mine.length, [null, 0, 1, 2, 3]).map((pick): WasAction => ({
      type: 'pursue', groups: mine.flatMap((id, i) => (pick[i] === null || pick[i] === undefined ? [] : [{ ships: [id], target: pick[i] ?? 0 }])),
    }));
    // Kent (7): any of 3 or none; Repulse (6): Lutzow (5), Scharnhorst (6) or none; Warspite (4): none.
    expect(compare(s, cands)).toBe(12);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 1 }, { ships: ['gb-repulse'], target: 0 }] });
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-repulse' }] });
    s = roll(s, [1, 1]);
    s = act(s, { type: 'fire', groups: [] });
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-admiral-hipper'], target: 'gb-kent' }] });
    s = roll(s, [1]);
    expect(s.step.kind).toBe('continue-pursuit');
    const subsets = [[], [0], [1], [0, 1], [2]];
    expect(compare(s, subsets.map((engagements): WasAction => ({ type: 'continue-pursuit', engagements })))).toBe(4);
  });

  it('WAS-10.2 WAS-8.5: every choice of airstrike targets and of U-boat targets', () => {
    const s = battle('north-sea', ['gb-ark-royal'], ['de-lutzow', 'de-blucher', 'de-admiral-hipper', 'de-admiral-scheer']);
    const axis = ['de-lutzow', 'de-blucher', 'de-admiral-hipper', 'de-admiral-scheer', 'gb-ark-royal'];
    const cands = assignments(axis.length, [false, true]).map((keep): WasAction => ({ type: 'air-targets', side: 'allies', targets: axis.filter((_, i) => keep[i]) }));
    expect(compare(s, cands)).toBe(15);
    const u = emptyBoard(newGame(), 5);
    put(u, ['gb-kent', 'convoy-1a'], sea('north-atlantic'));
    u.uboats = { inPlay: 2, reserve: 0, areas: { 'north-atlantic': 2 } };
    const t = roll(toCombat(u, null, null), [1, 1, 1, 1]);
    const ids = [null, 'gb-kent', 'convoy-1a'];
    const ub = assignments(2, ids).map((pick): WasAction => ({ type: 'uboat-targets', targets: pick.flatMap((x) => (x ? [x] : [])) }));
    expect(compare(t, ub)).toBe(6);
  });
});
