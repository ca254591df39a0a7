/**
 * The chance-step host of aircraft business (`resolution.kind === 'air'`): name the next dice, consume
 * them, run the tasks that need none. A bomb run in `strike` is finished (with the attack module's own
 * tasks) before the next task. The resolution is cleared when nothing is left.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { VasEvent, VasState } from '../types';
import { taskRequest } from '../attack/chance';
import { consumeTask } from '../attack/consume';
import { aaRequest, consumeAA, consumeAAFireControl, consumeAAReroll, consumeDodge, planAA } from './aa';
import { airData, type AirData, type AirTask } from './air-tasks';
import { aaHandDue } from './aa-hand';
import { consumeDogfight, dogfightRequest } from './dogfight';
import { dropTorpedo, startBomb } from './strike';
import { flightWords } from './flight-words';

const NONE: ChanceRequest = { dice: 0, sides: 6, purpose: 'none', label: 'No dice are needed: the aircraft are done.' };

function request(state: VasState, task: AirTask): ChanceRequest | null {
  switch (task.t) {
    case 'aa': case 'aa-reroll': case 'aa-fire-control': return aaRequest(state, task);
    case 'dodge': {
      const f = state.air.flights.find((x) => x.id === task.flight);
      if (!f || f.destroyed || task.count === 0) return null;
      return { dice: task.count, sides: 6, purpose: 'dodge', label: `Roll ${task.count}d6 for ${flightWords(state, f)} to dodge the AA hits: each ${f.profile.dodge}+ ignores one hit`, context: { flight: f.id, ...(task.ship !== undefined ? { ship: task.ship } : {}) } };
    }
    case 'dogfight': return dogfightRequest(state, task);
    case 'aa-ship': case 'torpedo': case 'bomb': return null;
  }
}

/** `fixed`: dice indices Tactical Judgement already re-rolled (they stand: VAS-REROLL-ONCE). */
function consume(draft: VasState, d: AirData, task: AirTask, values: readonly number[], events: VasEvent[], fixed: readonly number[]): void {
  switch (task.t) {
    case 'aa-ship': {
      const ship = draft.ships[task.ship];
      if (ship) d.tasks.unshift(...planAA(draft, ship));
      return;
    }
    case 'aa': case 'aa-reroll': {
      const next = values.length === 0 ? null : task.t === 'aa' ? consumeAA(draft, task, values, events, fixed) : consumeAAReroll(draft, task, values, events);
      if (next) d.tasks.unshift(next);
      return;
    }
    case 'aa-fire-control': if (values.length > 0) d.tasks.unshift(...consumeAAFireControl(draft, task, values, events)); return;
    case 'dodge': if (values.length > 0) consumeDodge(draft, task, values, events); return;
    case 'dogfight': consumeDogfight(draft, task, values, events); return;
    case 'torpedo': dropTorpedo(draft, task.flight, task.target, task.weapon, events); return;
    case 'bomb': d.strike = startBomb(draft, task.flight, task.target, task.weapon, events); return;
  }
}

/** Runs what needs no dice; leaves the resolution set while dice are due, else clears it. */
export function settleAir(draft: VasState, d: AirData, events: VasEvent[]): void {
  for (;;) {
    const strike = d.strike;
    const head = strike?.tasks[0];
    if (strike && head) {
      if (taskRequest(draft, strike, head) !== null) break;
      strike.tasks.shift();
      consumeTask(draft, strike, head, [], events);
      continue;
    }
    d.strike = null;
    const task = d.tasks[0];
    if (task === undefined) {
      draft.resolution = null;
      if (d.step === 'strike') events.push({ type: 'air-attacks-done', rule: 'VAS-AIR-NOMINATE', text: `${draft.fleets[d.fleet ?? '']?.name ?? d.fleet}'s aircraft attacks are over.`, data: { fleet: d.fleet } });
      return;
    }
    if (request(draft, task) !== null) break;
    // VAS-AA-ALLOCATE-HAND: the ship's side declares her split first (the `aa-fire` decision; no dice yet).
    if (task.t === 'aa-ship' && awaitsSplit(draft, task.ship)) break;
    d.tasks.shift();
    consume(draft, d, task, [], events, []);
  }
  draft.resolution = { kind: 'air', data: d as unknown as Extract<VasState['resolution'], { kind: 'air' }>['data'] };
}

const awaitsSplit = (state: VasState, id: string): boolean => {
  const ship = state.ships[id];
  return ship !== undefined && aaHandDue(state, ship);
};

/** The dice due; null while a ship's side is to split her AA dice (VAS-AA-ALLOCATE-HAND). */
export function airChance(state: VasState): ChanceRequest | null {
  const d = airData(state);
  if (!d) return NONE;
  const head = d.strike?.tasks[0];
  if (d.strike && head) return taskRequest(state, d.strike, head) ?? NONE;
  const task = d.tasks[0];
  if (task?.t === 'aa-ship' && awaitsSplit(state, task.ship)) return null;
  return (task && request(state, task)) ?? NONE;
}

/** `fixed`: dice indices Tactical Judgement already re-rolled (attack/consume.ts). */
export function continueAir(draft: VasState, values: readonly number[], fixed: readonly number[] = []): VasEvent[] {
  const d = airData(draft);
  if (!d) return [];
  const events: VasEvent[] = [];
  const head = d.strike?.tasks[0];
  if (d.strike && head) {
    d.strike.tasks.shift();
    consumeTask(draft, d.strike, head, values, events, fixed);
  } else {
    const task = d.tasks.shift();
    if (task) consume(draft, d, task, values, events, fixed);
  }
  settleAir(draft, d, events);
  return events;
}
