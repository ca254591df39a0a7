/**
 * legalActions(): a finite list for the pending decision, the always-legal default first.
 * Combat decisions are enumerated in full while they are small (at most CAP choices): marker
 * placement, airstrike and U-boat targets, carrier intent, each shooter's target, disengagement
 * (every split into groups), pursuit (each ship's quarry) and which pursuits go on. Fire and pursuit
 * are listed both as one group per target and as one group per ship. Larger decisions, moves and
 * returns add sampled variants instead.
 */
import type { RngState } from '@salvo/kernel';
import { airTargets, portStrikeMax, strikesIn } from './air';
import { AREAS, BOARD, landAirAllowed } from './board';
import { areaCombat } from './combat-areas';
import { groupSpeed, pursuitCanContinue } from './disengage';
import { owing } from './pending';
import { defaultAction, isLegal, sampleFor } from './sample';
import { shipsInArea, speedOf } from './ships';
import { axisCarriers, engagementSide, present, shooters } from './surface';
import type { AreaId, FireGroup, PortId, Side, WasAction, WasState } from './types';
import { otherSide } from './types';

/** Most choices a combat decision may have and still be listed in full. */
const CAP = 64;

/** Every pick of one option per slot, or null when there are more than CAP. */
function product<T>(slots: readonly (readonly T[])[]): T[][] | null {
  let n = 1;
  for (const o of slots) if ((n *= o.length) > CAP) return null;
  let out: T[][] = [[]];
  for (const o of slots) out = out.flatMap((p) => o.map((x) => [...p, x]));
  return out;
}

/** Sub-lists of at most `max` items (in list order), or null when there are more than CAP. */
function subLists<T>(xs: readonly T[], max: number): T[][] | null {
  const all = product(xs.map(() => [false, true]));
  return all && all.map((keep) => xs.filter((_, i) => keep[i])).filter((l) => l.length <= max);
}

/** Multisets of at most `max` items, each item's copies together in list order; null beyond CAP. */
function multisets<T>(xs: readonly T[], max: number): T[][] | null {
  let out: T[][] = [[]];
  for (const x of xs) {
    out = out.flatMap((p) => Array.from({ length: max - p.length + 1 }, (_, k) => [...p, ...Array<T>(k).fill(x)]));
    if (out.length > CAP) return null;
  }
  return out;
}

/** Set partitions: groups ordered by their first member, members in list order; null beyond CAP. */
function partitions<T>(xs: readonly T[]): T[][][] | null {
  let out: T[][][] = [[]];
  for (const x of xs) {
    out = out.flatMap((p) => [...p.map((_, i) => p.map((g, j) => (i === j ? [...g, x] : g))), [...p, [x]]]);
    if (out.length > CAP) return null;
  }
  return out;
}

/** One assignment (null: not used) as groups by target, in target order, and as one group per ship. */
function groupings<T>(ids: readonly string[], pick: readonly (T | null)[], targets: readonly T[]): { ships: string[]; target: T }[][] {
  const byTarget = targets.flatMap((t) => {
    const ships = ids.filter((_, i) => pick[i] === t);
    return ships.length ? [{ ships, target: t }] : [];
  });
  const perShip = ids.flatMap((id, i) => {
    const t = pick[i];
    return t === null || t === undefined ? [] : [{ ships: [id], target: t }];
  });
  return perShip.length === byTarget.length ? [byTarget] : [byTarget, perShip];
}

function fireChoices(s: WasState, a: AreaId, e: number, side: Side): WasAction[] {
  const c = areaCombat(s, a);
  const eng = c.engagements[e];
  if (!eng) return [];
  const ids = shooters(s, a, c, eng, side);
  const targets = present(s, a, engagementSide(eng, otherSide(side))).map((x) => x.id);
  // Beyond CAP: each shooter alone at each target, and everyone at one target.
  const picks = product(ids.map(() => [null, ...targets])) ??
    targets.flatMap((t) => [ids.map(() => t), ...ids.map((_, i) => ids.map((__, j) => (i === j ? t : null)))]);
  return picks.flatMap((p) => groupings(ids, p, targets)).map((gs) => ({
    type: 'fire', groups: gs.map((g): FireGroup => ({ shooters: g.ships, target: g.target })),
  }));
}

function pursueChoices(s: WasState, a: AreaId, side: Side): WasAction[] {
  const c = areaCombat(s, a);
  const e = c.engagements[0];
  const mine = present(s, a, e ? engagementSide(e, side) : []);
  const quarry = c.withdrawing.map((_, i) => i);
  const options = mine.map((x) => quarry.filter((i) => speedOf(x) >= groupSpeed(s, a, c.withdrawing[i] ?? [])));
  // Beyond CAP: each ship alone after each group it can catch, and every able ship after one group.
  const picks = product(options.map((o) => [null, ...o])) ??
    quarry.flatMap((q) => [options.map((o) => (o.includes(q) ? q : null)), ...mine.map((_, i) => options.map((o, j) => (i === j && o.includes(q) ? q : null)))]);
  return picks.flatMap((p) => groupings(mine.map((x) => x.id), p, quarry)).map((groups) => ({ type: 'pursue', groups }));
}

function airChoices(s: WasState, side: Side, where: AreaId | PortId, max: number): WasAction[] {
  const ids = airTargets(s, side, where).map((x) => x.id);
  // Beyond CAP: each target alone, and the first `max` targets.
  const lists = subLists(ids, max) ?? [...ids.map((id) => [id]), ids.slice(0, max)];
  return lists.map((targets) => ({ type: 'air-targets', side, targets }));
}

function enumerated(s: WasState, side: Side | undefined): WasAction[] {
  const st = s.step;
  switch (st.kind) {
    case 'place-air': {
      const me = side ?? 'allies';
      const targets = [...AREAS, ...BOARD.ports.map((p) => p.id)].filter((t) => landAirAllowed(me, t));
      return targets.map((target) => ({ type: 'place-air', side: me, target }));
    }
    case 'port-strike':
      return airChoices(s, st.side, st.port, portStrikeMax(s, st.side, st.port));
    case 'air-targets': {
      const me = st.sides[0] ?? 'allies';
      return airChoices(s, me, st.area, strikesIn(s, me, st.area));
    }
    case 'choose-area':
      return s.areaQueue.map((area) => ({ type: 'resolve-area', area }));
    case 'add-one':
      return [{ type: 'add-one', add: true }, { type: 'add-one', add: false }];
    case 'uboat-targets': {
      const lists = multisets(shipsInArea(s, st.area, 'allies').map((x) => x.id), st.uboats);
      return (lists ?? []).map((targets) => ({ type: 'uboat-targets', targets }));
    }
    case 'carrier-intent': {
      const c = areaCombat(s, st.area);
      const e = c.engagements[st.engagement];
      const lists = subLists(e ? axisCarriers(s, st.area, c, e) : [], Infinity);
      return (lists ?? []).map((firing) => ({ type: 'carrier-intent', firing }));
    }
    case 'tactical-battle':
      // A tactical result comes from outside the engine (a Victory at Sea battle): only the dice are listed,
      // and nothing once the battle is on the table (its host records the result).
      return st.onTable ? [] : [{ type: 'fight-by-dice' }];
    case 'surface-fire':
      return fireChoices(s, st.area, st.engagement, st.side);
    case 'disengage': {
      const me = side ?? 'allies';
      const e = areaCombat(s, st.area).engagements[0];
      const mine = present(s, st.area, e ? engagementSide(e, me) : []);
      if (!mine.length) return [];
      const bySpeed = new Map<number, string[]>();
      for (const x of mine) bySpeed.set(speedOf(x), [...(bySpeed.get(speedOf(x)) ?? []), x.id]);
      const all = partitions(mine.map((x) => x.id)) ?? [[mine.map((x) => x.id)], [...bySpeed.values()], mine.map((x) => [x.id])];
      return all.map((groups) => ({ type: 'disengage', side: me, groups }));
    }
    case 'pursue':
      return pursueChoices(s, st.area, st.side);
    case 'continue-pursuit': {
      const c = areaCombat(s, st.area);
      const live = c.engagements.map((e, i) => ({ e, i })).filter(({ e }) => pursuitCanContinue(s, st.area, e)).map(({ i }) => i);
      return (subLists(live, Infinity) ?? [[], live]).map((engagements) => ({ type: 'continue-pursuit', engagements }));
    }
    case 'deploy': case 'move': case 'place-uboats': case 'return': case 'minor-roll': case 'speed-roll': case 'asw-roll': case 'to-hit': case 'damage':
    case 'oiler-roll': case 'over':
      return [];
  }
}

export function legalActions(s: WasState): WasAction[] {
  const st = s.step;
  if (st.kind === 'over') return [];
  const sides: (Side | undefined)[] =
    st.kind === 'place-air' || st.kind === 'disengage' ? owing(s, ['allies', 'axis']) : [undefined];
  const out: WasAction[] = [];
  const seen = new Set<string>();
  const rng: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, s.turn + 1];
  for (const side of sides) {
    const d = defaultAction(s, side);
    const cands: WasAction[] = d ? [d, ...enumerated(s, side)] : [];
    for (let i = 0; i < 4; i++) cands.push(sampleFor(s, rng, side));
    for (const a of cands) {
      const k = JSON.stringify(a);
      if (a.type === 'roll' || seen.has(k) || !isLegal(s, a)) continue;
      seen.add(k);
      out.push(a);
    }
  }
  return out;
}
