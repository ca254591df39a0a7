/**
 * The visibility rolls at the start of each Attack Phase (the flow's `visibility` hook), one chance
 * step each: every radar ship rolls for the enemy ships it has not detected (VAS-RADAR-DETECT,
 * VAS-KM-RADAR), then each side makes one Command check of 8 for every enemy ship within spotting
 * range that it has not spotted (VAS-WEATHER-SPOT, VAS-NIGHT-SPOT; -1 in Bad Weather), by the ship
 * of the side within range with the best Command (VAS-COMMAND-VARIANT; a ship in a squadron has its
 * squadron's best, VAS-SQUADRON-COMMAND). A failed check is made
 * again at the start of the next Attack Phase.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipId, ShipState, VasEvent, VasState, VisibilityCheckData, VisibilityStep } from '../types';
import { rangeTo } from '../attack/arcs';
import { beyond } from '../attack/stages';
import { operational, shipsInOrder, sideOf } from '../turn/ships';
import { RADAR_DETECTS_ON, isDetected, markDetected, radarCanSee, radarWorks } from './radar';
import { coreSpotRange, isBadWeather } from './rules';
import { applyElectricalFailure, electricalFailureDice } from '../scenario-rules/electrical-failure';
import { perDie } from '../judgement/tactical-judgement';
import { commandOf } from '../squadrons/command';
import { playsUnder } from '../rules-version';
import { enemiesOf, friendsOf, isSpotted, markSpotted, refreshSpotting, sideName, sides } from './spotting';

export const SPOT_CHECK = 8;

type Check = Extract<NonNullable<VasState['resolution']>, { kind: 'visibility' }>;

const nameOf = (state: VasState, id: ShipId): string => state.ships[id]?.name ?? id;

function radarSteps(state: VasState): VisibilityStep[] {
  const steps: VisibilityStep[] = [];
  for (const ship of shipsInOrder(state)) {
    if (!operational(ship) || !radarWorks(state, ship)) continue;
    const side = sideOf(state, ship.fleet);
    const targets = enemiesOf(state, side).filter((t) => !isDetected(state, ship.id, t.id) && radarCanSee(ship, t)).map((t) => t.id);
    if (targets.length > 0) steps.push({ t: 'radar', ship: ship.id, targets });
  }
  return steps;
}

/** The side's spotting checks due now: unspotted enemies within range, each with its needed die face. */
/** The spotter's Command: its squadron's best (VAS-SQUADRON-COMMAND); its own under rules version 2. */
const spotterCommand = (state: VasState, ship: ShipState): number => (playsUnder(state, 3) ? commandOf(state, ship) : ship.command);

function spotStep(state: VasState, side: string): VisibilityStep | null {
  const range = coreSpotRange(state.options);
  if (range === null) return null;
  const friends = friendsOf(state, side);
  const targets: ShipId[] = [];
  const needed: number[] = [];
  for (const t of enemiesOf(state, side)) {
    if (isSpotted(state, side, t.id)) continue;
    let best = -1;
    for (const f of friends) if (!beyond(rangeTo(f.position, t.position), range)) best = Math.max(best, spotterCommand(state, f));
    if (best < 0) continue;
    targets.push(t.id);
    needed.push(Math.max(2, SPOT_CHECK - best + (isBadWeather(state.options) ? 1 : 0)));
  }
  return targets.length > 0 ? { t: 'spot', side, targets, needed } : null;
}

/** Runs until a step needs dice (resolution set) or none is left (resolution null). */
function settle(draft: VasState, data: VisibilityCheckData, events: VasEvent[]): void {
  if (data.steps.length === 0 && !data.spotsQueued) {
    data.spotsQueued = true;
    events.push(...refreshSpotting(draft));
    for (const side of sides(draft)) {
      const step = spotStep(draft, side);
      if (step) data.steps.push(step);
    }
  }
  draft.resolution = data.steps.length > 0 ? { kind: 'visibility', data } : null;
}

/** The hook at the opening of the Attack Phase: lapses, then the rolls that are due. */
export function beginCoreVisibility(draft: VasState): VasEvent[] {
  const events = refreshSpotting(draft);
  const data: VisibilityCheckData = { steps: radarSteps(draft), spotsQueued: coreSpotRange(draft.options) === null };
  settle(draft, data, events);
  return events;
}

export function coreVisibilityChance(state: VasState, step: VisibilityStep): ChanceRequest | null {
  const n = step.t === 'radar' || step.t === 'spot' ? step.targets.length : 0;
  if (step.t === 'radar') {
    const names = step.targets.map((id) => nameOf(state, id)).join(', ');
    return { dice: n, sides: 6, purpose: 'radar-detection', label: `Roll ${n}d6 for ${nameOf(state, step.ship)}'s radar, one per enemy ship (${names}): each is detected on ${RADAR_DETECTS_ON}+`, context: { ship: step.ship, need: RADAR_DETECTS_ON, ...perDie(step.targets) } };
  }
  if (step.t === 'electrical') {
    return { dice: step.count, sides: 6, purpose: 'electrical-failure', label: `Roll ${step.count}d6 for ${nameOf(state, step.ship)}'s power, one per Detection roll of 1: a 1 is a massive electrical failure (radar lost, main and secondary guns -1 Attack Dice for the battle)`, context: { ship: step.ship } };
  }
  if (step.t === 'spot') {
    const each = step.targets.map((id, i) => `${nameOf(state, id)} ${step.needed[i] ?? 7}+`).join(', ');
    return { dice: n, sides: 6, purpose: 'spotting', label: `Roll ${n}d6 for the spotting checks of ${sideName(state, step.side)} (Command check ${SPOT_CHECK}), one per enemy ship: ${each}`, context: { side: step.side, ...perDie(step.targets) } };
  }
  return null;
}

export function applyCoreVisibilityRoll(draft: VasState, r: Check, values: readonly number[]): VasEvent[] {
  const data = r.data;
  const step = data.steps.shift();
  const events: VasEvent[] = [];
  if (step?.t === 'radar') {
    const ship = draft.ships[step.ship];
    step.targets.forEach((id, i) => {
      const die = values[i] ?? 0;
      if (die < RADAR_DETECTS_ON) return;
      markDetected(draft, step.ship, id);
      events.push({ type: 'radar-detected', rule: 'VAS-RADAR-DETECT', ship: id, text: `${ship?.name ?? step.ship}'s radar detects ${nameOf(draft, id)} (rolled ${die}).`, data: { by: step.ship, die } });
    });
    const missed = step.targets.filter((_, i) => (values[i] ?? 0) < RADAR_DETECTS_ON).map((id) => nameOf(draft, id));
    if (missed.length > 0) events.push({ type: 'radar-missed', rule: 'VAS-RADAR-DETECT', ship: step.ship, text: `${ship?.name ?? step.ship}'s radar finds nothing of ${missed.join(', ')}.`, data: { rolls: [...values] } });
    // VAS-SCN-ELECTRICAL-FAILURE: each Detection roll of 1 of a ship under the rule calls a d6, rolled next.
    const sparks = ship ? electricalFailureDice(draft, ship, values.slice(0, step.targets.length)) : 0;
    if (sparks > 0) data.steps.unshift({ t: 'electrical', ship: step.ship, count: sparks });
  } else if (step?.t === 'electrical') {
    const ship = draft.ships[step.ship];
    if (ship) applyElectricalFailure(draft, ship, values, events);
  } else if (step?.t === 'spot') {
    step.targets.forEach((id, i) => {
      const die = values[i] ?? 0;
      const needed = step.needed[i] ?? 7;
      const ok = die >= needed && markSpotted(draft, step.side, id);
      events.push({
        type: ok ? 'spotted' : 'spot-failed', rule: 'VAS-SPOT-CHECK', ship: id,
        text: ok ? `${nameOf(draft, id)} is spotted by ${sideName(draft, step.side)} (rolled ${die}, needed ${needed}).` : `${sideName(draft, step.side)} cannot make out ${nameOf(draft, id)} (rolled ${die}, needed ${needed}).`,
        data: { side: step.side, die, needed },
      });
    });
  }
  settle(draft, data, events);
  return events;
}

