/**
 * One surface battle in a sea area, round by round (11.x, 12.x): each engagement's carrier intent and
 * fire (Allies first), the end of a round (disengagement or pursuit decisions), pursuit rounds, and the
 * volley queue that resolves designated fire one volley at a time.
 */
import { airStage, areaCombat, areaDone, nextAirSide, nextPortStrike } from './combat-areas';
import { dropSlowPursuers, groupSpeed, pursuitCanContinue } from './disengage';
import { axisCarriers, clearCasualties, present, shooters, startRound } from './surface';
import type { AfterVolleys, AreaCombat, AreaId, Side, WasEvent, WasState } from './types';
import { otherSide } from './types';
import { finishVolley, nextVolley } from './volleys';

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
      nextAirSide(s, after.area, after.next ?? [], events);
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
