/**
 * The combat phase across the board (5.5, 5.6): markers revealed, port strikes, then each sea area in
 * board order through ASW, U-boat fire and airstrikes to its surface battle (combat-rounds.ts), and
 * each area's bookkeeping: its `AreaCombat` record and where disengaged ships go when it is done.
 * Dice and decisions are asked through `state.step`.
 */
import { airSides, airTargets, strikesIn } from './air';
import { aswDice } from './uboats';
import { AREAS, isPort } from './board';
import { startReturns } from './endturn';
import { shipsInArea, shipsInPort } from './ships';
import { newAreaCombat } from './surface';
import { startSurfaceBattle } from './tactical';
import type { AreaCombat, AreaId, Side, WasEvent, WasState } from './types';
import { otherSide } from './types';

export function areaCombat(s: WasState, a: AreaId): AreaCombat {
  const c = s.combat[a];
  if (!c) throw new Error(`no combat in ${a}`);
  return c;
}

/** 5.5 done: markers revealed, British identities revealed (19.3), port strikes first. */
export function startCombatPhase(s: WasState, events: WasEvent[]): void {
  for (const side of ['allies', 'axis'] as const) {
    const o = s.secret[side];
    s.lba[side] = o && o.type === 'place-air' ? o.target : null;
    events.push({ type: 'air-placed', side, target: s.lba[side] });
  }
  s.secret = {};
  s.revealed = true;
  nextPortStrike(s, null, events);
}

export function nextPortStrike(s: WasState, done: Side | null, events: WasEvent[]): void {
  const sides: Side[] = done === null ? ['allies', 'axis'] : done === 'allies' ? ['axis'] : [];
  for (const side of sides) {
    const t = s.lba[side];
    if (t && isPort(t) && shipsInPort(s, t, otherSide(side)).length > 0) {
      s.step = { kind: 'port-strike', side, port: t };
      return;
    }
  }
  s.areaQueue = AREAS.filter((a) => {
    const al = shipsInArea(s, a, 'allies').length > 0;
    const ax = shipsInArea(s, a, 'axis').length > 0;
    return (al && (ax || (s.uboats.areas[a] ?? 0) > 0 || s.lba.axis === a)) || (ax && s.lba.allies === a);
  });
  nextArea(s, events);
}

/** WBC 2000 (b): the Axis chooses the order of the areas; with one left there is nothing to choose. */
export function nextArea(s: WasState, events: WasEvent[]): void {
  if (s.areaQueue.length >= 2) {
    s.step = { kind: 'choose-area' };
    return;
  }
  const a = s.areaQueue.shift();
  if (!a) {
    startReturns(s, events);
    return;
  }
  openArea(s, a, events);
}

/** Resolves one sea area: ASW, U-boats, airstrikes, surface combat (5.6). */
export function openArea(s: WasState, a: AreaId, events: WasEvent[]): void {
  s.areaQueue = s.areaQueue.filter((x) => x !== a);
  s.combat[a] = newAreaCombat();
  const uboats = s.uboats.areas[a] ?? 0;
  if (uboats > 0 && shipsInArea(s, a, 'allies').length > 0) {
    s.step = { kind: 'asw-roll', area: a, dice: aswDice(s, a) };
    return;
  }
  airStage(s, a, events);
}

/** After ASW: surviving U-boats with Allied ships present fire (8.5), else the air stage. */
export function afterAsw(s: WasState, a: AreaId, surviving: number, events: WasEvent[]): void {
  if (surviving > 0 && shipsInArea(s, a, 'allies').length > 0) s.step = { kind: 'uboat-targets', area: a, uboats: surviving };
  else airStage(s, a, events);
}

/**
 * 10.2, 10.3, WBC 2000 (c): each side's airstrike factors are counted before any strike resolves; the
 * Allies allocate and resolve first, the Axis allocates after seeing those results. Allied strikes hit
 * only Axis ships, so applying their effects at once changes nothing the Axis strike depends on but the
 * count of its carriers' factors, which is fixed here.
 */
export function airStage(s: WasState, a: AreaId, events: WasEvent[]): void {
  const sides = airSides(s, a);
  const c = areaCombat(s, a);
  c.strikes = { allies: strikesIn(s, 'allies', a), axis: strikesIn(s, 'axis', a) };
  nextAirSide(s, a, sides, events);
}

/** The next side (in `sides`) with strikes and targets allocates; then surface combat. */
export function nextAirSide(s: WasState, a: AreaId, sides: readonly Side[], events: WasEvent[]): void {
  const left = sides.filter((x) => strikesIn(s, x, a) > 0 && airTargets(s, x, a).length > 0);
  if (left.length) {
    s.step = { kind: 'air-targets', area: a, sides: left };
    return;
  }
  surfaceStage(s, a, events);
}

/** 11.1: surface combat when both sides still have surface ships (convoys count, 14.1); WAS-SALVO-TACTICAL may fight it on the table. */
export function surfaceStage(s: WasState, a: AreaId, events: WasEvent[]): void {
  const al = shipsInArea(s, a, 'allies');
  const ax = shipsInArea(s, a, 'axis');
  if (!al.length || !ax.length) {
    areaDone(s, a, events);
    return;
  }
  startSurfaceBattle(s, a, events);
}

/** Clarification 4: disengaged ships return to port; then the next area. */
export function areaDone(s: WasState, a: AreaId, events: WasEvent[]): void {
  const c = s.combat[a];
  if (c) {
    for (const side of ['allies', 'axis'] as const) {
      if (!c.disengaged[side]) continue;
      for (const x of shipsInArea(s, a, side)) x.location = { kind: 'returning', area: a };
    }
  }
  nextArea(s, events);
}
