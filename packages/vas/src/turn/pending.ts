/**
 * `pending(state)`: who decides what, which dice are needed, or that the battle is over.
 * A pure function of the state; `advance` guarantees one of these always applies.
 */
import { rollFor, type ChanceRequest, type Pending } from '@salvo/kernel';
import type { FleetId, VasEvent, VasState } from '../types';
import { applyDcRoll, dcCandidate, dcChance } from '../end-phase/damage-control';
import { applyFireRoll, fireChance } from '../end-phase/fire';
import { applySpecialRoll, specialChance } from '../special-actions/nominate';
import { continueSubmarine, submarineChance } from '../submarines';
import { continueTorpedo, torpedoChance } from '../torpedoes';
import { activeFleet } from './activation';
import { advancedDecision } from './advanced';
import { attackChance, continueAttack } from './attack-port';
import { choosingFleet } from './first-move';
import { applyInitiativeRoll, initiativeChance } from './initiative';
import { fleetName } from './ships';
import { applyVisibilityRoll, visibilityChance } from '../conditions';
import { airDecision } from '../aircraft/choices';
import { aaFireDecision } from '../aircraft/aa-hand-step';
import { airChance, continueAir } from '../aircraft/resolve';
import { applyReroll, holdRoll, judgeNow, judgementPrompt, nextJudge, rerollChance, startReroll } from '../judgement/tactical-judgement';

/** The pending chance step: the faces being re-rolled for Tactical Judgement, none while a ship decides, else the resolution's. */
export function chanceOf(state: VasState): ChanceRequest | null {
  if (state.judgement) return rerollChance(state, baseChance(state));
  return baseChance(state);
}

/** The chance step of the resolution itself (while a Tactical Judgement holds its roll: the held roll's request). */
export function baseChance(state: VasState): ChanceRequest | null {
  const r = state.resolution;
  if (!r) return null;
  switch (r.kind) {
    case 'initiative': return initiativeChance(state, r);
    case 'special-check': return specialChance(state, r);
    case 'attack': return attackChance(state);
    case 'visibility': return visibilityChance(state, r);
    case 'end-phase':
      return r.data.step === 'fire' ? fireChance(state, r.data.ship, r.data.fires) : dcChance(state, r.data.ship, r.data.critical, r.data.needed);
    case 'torpedo': return torpedoChance(state);
    case 'submarine': return submarineChance(state);
    case 'air': return airChance(state);
  }
}

/**
 * Answers the pending chance step on the draft (values already checked against the request).
 * Whatever the dice came from (the PRNG, a script, a person), the state's PRNG advances exactly as if
 * it had rolled them, so a record replays to the same state byte for byte, PRNG included, and a game
 * resumed from a replayed record never repeats dice already seen.
 */
export function applyRoll(draft: VasState, values: readonly number[]): VasEvent[] {
  const request = chanceOf(draft);
  if (request) rollFor(draft.rng, request);
  if (draft.judgement) return [...applyReroll(draft, values), ...nextJudgement(draft)];
  // VAS-TACTICAL-JUDGEMENT: a ship involved with re-rolls left sees the dice before they count.
  if (request && holdRoll(draft, request, values)) return [];
  return applyBase(draft, values);
}

/** VAS-TACTICAL-JUDGEMENT: the ship asked re-rolls `dice` (a chance step follows) or keeps the held roll. */
export function applyJudgement(draft: VasState, dice: readonly number[]): VasEvent[] {
  return startReroll(draft, dice) ? [] : nextJudgement(draft);
}

/** Asks the next ship involved, or applies the held dice as rolled. */
function nextJudgement(draft: VasState): VasEvent[] {
  const h = draft.judgement;
  if (!h) return [];
  const base = baseChance(draft);
  const next = base ? nextJudge(draft, base, h.asked, h.rerolled) : undefined;
  if (next !== undefined) {
    h.asked.push(next);
    return [];
  }
  delete draft.judgement;
  return applyBase(draft, h.values, h.rerolled);
}

/**
 * Applies a roll to the resolution. `fixed`: indices of dice already re-rolled by Tactical Judgement,
 * which no later re-roll may take again (Introduction, Re-Rolls: "only re-roll a die once").
 */
function applyBase(draft: VasState, values: readonly number[], fixed: readonly number[] = []): VasEvent[] {
  const r = draft.resolution;
  if (!r) return [];
  switch (r.kind) {
    case 'initiative': return applyInitiativeRoll(draft, r, values);
    case 'special-check': return applySpecialRoll(draft, r, values);
    case 'attack': return continueAttack(draft, values, fixed);
    case 'visibility': return applyVisibilityRoll(draft, r, values);
    case 'end-phase':
      return r.data.step === 'fire'
        ? applyFireRoll(draft, r.data.ship, values)
        : applyDcRoll(draft, r.data.ship, r.data.critical, r.data.needed, values);
    case 'torpedo': return continueTorpedo(draft, values, fixed);
    case 'submarine': return continueSubmarine(draft, values);
    case 'air': return continueAir(draft, values, fixed);
  }
}

export function pendingOf(state: VasState): Pending<FleetId> {
  if (state.phase === 'over' || state.result) {
    return { kind: 'over', winners: state.result?.winners ?? [], summary: state.result?.summary ?? 'The battle is over.' };
  }
  const chance = chanceOf(state);
  if (chance) return { kind: 'chance', request: chance };
  const t = `Turn ${state.turn}`;
  const judge = judgeNow(state);
  if (judge) return { kind: 'decision', player: judge.fleet, decision: 'tactical-judgement', prompt: judgementPrompt(state, baseChance(state)) };
  const aaFire = aaFireDecision(state);
  if (aaFire) return { kind: 'decision', ...aaFire };
  const advanced = advancedDecision(state);
  if (advanced) return { kind: 'decision', ...advanced };
  if (state.phase === 'movement') {
    const chooser = choosingFleet(state);
    if (chooser !== undefined) {
      return { kind: 'decision', player: chooser, decision: 'take-first', prompt: `${t}: ${fleetName(state, chooser)}, move first or make the opponent do so?` };
    }
    const moving = state.moving ? state.ships[state.moving] : undefined;
    if (moving) return { kind: 'decision', player: moving.fleet, decision: 'move', prompt: `${t}: move ${moving.name}.` };
    const fleet = activeFleet(state);
    if (fleet !== undefined) return { kind: 'decision', player: fleet, decision: 'nominate-move', prompt: `${t}: ${fleetName(state, fleet)}, nominate a ship to move.` };
    const air = airDecision(state);
    if (air) return { kind: 'decision', ...air };
  }
  if (state.phase === 'attack') {
    const fleet = activeFleet(state);
    if (fleet !== undefined) return { kind: 'decision', player: fleet, decision: 'attack', prompt: `${t}: ${fleetName(state, fleet)}, nominate a ship to attack.` };
  }
  if (state.phase === 'end') {
    const ship = dcCandidate(state);
    if (ship) return { kind: 'decision', player: ship.fleet, decision: 'damage-control', prompt: `${t}: choose a critical hit for ${ship.name}'s Damage Control, or none.` };
  }
  return { kind: 'over', winners: [], summary: 'The battle cannot continue.' };
}
