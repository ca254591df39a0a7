/**
 * The combat phase (5.5, 5.6): port strikes, then each sea area in board order: ASW and U-boat fire,
 * airstrikes, surface rounds, disengagement and pursuit. Functions here move the draft from one
 * step to the next; dice and decisions are asked through `state.step`.
 */
import { airSides } from './air';
import { aswDice } from './uboats';
import { AREAS, isPort } from './board';
import { dropSlowPursuers, groupSpeed, pursuitCanContinue } from './disengage';
import { startReturns } from './endturn';
import { shipsInArea, shipsInPort } from './ships';
import { axisCarriers, clearCasualties, newAreaCombat, present, shooters, startRound } from './surface';
import type { AfterVolleys, AreaCombat, AreaId, Side, WasEvent, WasState } from './types';
import { otherSide } from './types';
import { finishVolley, nextVolley } from './volleys';

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

export function nextArea(s: WasState, events: WasEvent[]): void {
  const a = s.areaQueue.shift();
  if (!a) {
    startReturns(s, events);
    return;
  }
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

export function airStage(s: WasState, a: AreaId, events: WasEvent[]): void {
  const sides = airSides(s, a);
  if (sides.length) {
    s.step = { kind: 'air-targets', area: a, sides };
    return;
  }
  surfaceStage(s, a, events);
}

/** 11.1: surface combat when both sides still have surface ships (convoys count, 14.1). */
export function surfaceStage(s: WasState, a: AreaId, events: WasEvent[]): void {
  const al = shipsInArea(s, a, 'allies');
  const ax = shipsInArea(s, a, 'axis');
  if (!al.length || !ax.length) {
    areaDone(s, a, events);
    return;
  }
  const c = areaCombat(s, a);
  c.engagements = [{ allies: al.map((x) => x.id), axis: ax.map((x) => x.id), pursuitOf: null }];
  startRound(s, a, c, events);
  beginEngagement(s, a, 0, events);
}

export function beginEngagement(s: WasState, a: AreaId, e: number, events: WasEvent[]): void {
  const c = areaCombat(s, a);
  const eng = c.engagements[e];
  if (!eng) {
    roundDone(s, a, events);
    return;
  }
  if (axisCarriers(s, a, c, eng).length) {
    s.step = { kind: 'carrier-intent', area: a, engagement: e };
    return;
  }
  fireStep(s, a, e, 'allies', events);
}

/** 11.3: the Allies designate and fire first, then the Axis. A side with nobody able to fire is skipped. */
export function fireStep(s: WasState, a: AreaId, e: number, side: Side, events: WasEvent[]): void {
  const c = areaCombat(s, a);
  const eng = c.engagements[e];
  if (eng && shooters(s, a, c, eng, side).length) {
    s.step = { kind: 'surface-fire', area: a, engagement: e, side };
    return;
  }
  if (side === 'allies') fireStep(s, a, e, 'axis', events);
  else beginEngagement(s, a, e + 1, events);
}

/** End of a round: casualties leave; then disengagement (main battle) or pursuit decisions. */
export function roundDone(s: WasState, a: AreaId, events: WasEvent[]): void {
  clearCasualties(s, a);
  const c = areaCombat(s, a);
  const first = c.engagements[0];
  if (first?.pursuitOf) {
    const pursuer = otherSide(first.pursuitOf);
    if (c.shotsThisRound > 0 && c.engagements.some((e) => pursuitCanContinue(s, a, e))) {
      s.step = { kind: 'continue-pursuit', area: a, side: pursuer };
      return;
    }
    areaDone(s, a, events);
    return;
  }
  if (first && c.shotsThisRound > 0 && present(s, a, first.allies).length && present(s, a, first.axis).length) {
    s.step = { kind: 'disengage', area: a };
    return;
  }
  areaDone(s, a, events);
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

/** Starts a pursuit round after `pursue` or `continue-pursuit` (pursuers now too slow fall out), or ends the battle if nobody pursues. */
export function startPursuit(s: WasState, a: AreaId, events: WasEvent[]): void {
  const c = areaCombat(s, a);
  if (!c.engagements.length) {
    areaDone(s, a, events);
    return;
  }
  for (const e of c.engagements) {
    const dropped = dropSlowPursuers(s, a, e);
    if (dropped.length) events.push({ type: 'broke-off', area: a, ships: dropped });
  }
  startRound(s, a, c, events);
  beginEngagement(s, a, 0, events);
}

/** Whether at least one group of the side that stayed is fast enough to pursue (12.3). */
export function canPursue(s: WasState, a: AreaId, c: AreaCombat, pursuer: Side): boolean {
  const mine = present(s, a, pursuer === 'allies' ? (c.engagements[0]?.allies ?? []) : (c.engagements[0]?.axis ?? []));
  const slowest = Math.min(...c.withdrawing.map((g) => groupSpeed(s, a, g)));
  return mine.some((x) => groupSpeed(s, a, [x.id]) >= slowest);
}

/** Runs the volley queue; when it is empty, continues with `after`. */
export function runVolleys(s: WasState, area: AreaId | null, after: AfterVolleys, events: WasEvent[]): void {
  s.after = after;
  const v = nextVolley(s, area, events);
  if (v) {
    s.step = { kind: 'to-hit', area };
    return;
  }
  s.after = null;
  switch (after.kind) {
    case 'port-strikes-done':
      nextPortStrike(s, after.side, events);
      return;
    case 'uboats-done':
      airStage(s, after.area, events);
      return;
    case 'air-done':
      surfaceStage(s, after.area, events);
      return;
    case 'allied-fire-done':
      fireStep(s, after.area, after.engagement, 'axis', events);
      return;
    case 'axis-fire-done':
      beginEngagement(s, after.area, after.engagement + 1, events);
      return;
  }
}

/** The dice of the head volley's damage (or none), then on with the queue. */
export function volleyFinished(s: WasState, area: AreaId | null, damage: readonly number[], disable: boolean, events: WasEvent[]): void {
  finishVolley(s, damage, disable, events);
  const after = s.after;
  if (after) runVolleys(s, area, after, events);
}
