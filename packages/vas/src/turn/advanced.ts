/**
 * The Advanced Rules' own decisions (torpedo criticals, submarine reveals and crash dives, squadron
 * splits) as the turn sequence sees them: who is asked, which answers are listed for bots, how an
 * untrusted answer is checked and where it is carried out. Each chapter owns its rule; this file
 * only routes.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { FleetId, VasAction, VasEvent, VasState } from '../types';
import { applyCrashDiveChoice, applyReveal, crashDiveOffer, forcedRevealFleet, revealChoices, revealFleet, validateReveal } from '../submarines';
import { applyTorpedoCritical, critChoice } from '../torpedoes';
import { applySplit, splitProblem } from '../squadrons/turns';
import { passActivation } from './activation';
import { fleetName } from './ships';
import { applyEntry, entryFleet, validateEntry, waitingShips } from '../scenario/edge-entry';
import { entryChoices } from '../scenario/entry-choices';

export interface AdvancedDecision {
  readonly player: FleetId;
  readonly decision: 'torpedo-critical' | 'reveal' | 'crash-dive' | 'split-squadron' | 'enter';
  readonly prompt: string;
}

export type AdvancedAction = Extract<VasAction, { type: AdvancedDecision['decision'] }>;

export function advancedDecision(state: VasState): AdvancedDecision | null {
  const t = `Turn ${state.turn}`;
  const choice = critChoice(state);
  const r = state.resolution;
  if (choice && r !== null && r.kind === 'torpedo') {
    const attacker = state.ships[String((r.data as { attacker?: unknown }).attacker)];
    const target = state.ships[choice.target];
    // An air-launched spread's attacker is a flight: the spread names its fleet (VAS-AIR-TORPEDO).
    const fleet = attacker?.fleet ?? (r.data as { s?: { fleet?: unknown } }).s?.fleet;
    if (typeof fleet === 'string' && Object.hasOwn(state.fleets, fleet)) {
      return {
        player: fleet, decision: 'torpedo-critical',
        prompt: `${t}: ${fleetName(state, fleet)}, the torpedo critical on ${target?.name ?? choice.target} rolled ${choice.dice[0]} and ${choice.dice[1]}: re-roll one die (0 or 1) or keep both?`,
      };
    }
  }
  const forced = forcedRevealFleet(state);
  if (forced !== undefined) {
    return { player: forced, decision: 'reveal', prompt: `${t}: ${fleetName(state, forced)}, place the submersibles found by Long-Ranged Detection in their square.` };
  }
  const dive = crashDiveOffer(state);
  if (dive) {
    const flight = state.air.flights.find((f) => f.id === dive.by);
    const by = state.ships[dive.by]?.name ?? (flight ? `Flight ${flight.id} (${flight.profile.name})` : dive.by);
    return { player: dive.ship.fleet, decision: 'crash-dive', prompt: `${t}: ${by} has come within 10" of ${dive.ship.name}: try to crash dive?` };
  }
  // VAS-SCN-CONVOY-ENTRY: ships waiting off the table, at the start of the Movement Phase.
  const entering = entryFleet(state);
  if (entering !== undefined) {
    const n = waitingShips(state, entering).length;
    return { player: entering, decision: 'enter', prompt: `${t}: ${fleetName(state, entering)}, bring any of your ${n} ship${n === 1 ? '' : 's'} waiting off the table on at an entry edge, or keep them off.` };
  }
  const reveal = revealFleet(state);
  if (reveal !== undefined) {
    return { player: reveal, decision: 'reveal', prompt: `${t}: ${fleetName(state, reveal)}, reveal hidden submersibles in their squares, or keep them hidden.` };
  }
  return null;
}

export function advancedLegal(state: VasState, d: AdvancedDecision): VasAction[] {
  if (d.decision === 'torpedo-critical') {
    const fixed = critChoice(state)?.fixed ?? [];
    return [null, 0, 1].filter((r) => r === null || !fixed.includes(r)).map((reroll): VasAction => ({ type: 'torpedo-critical', fleet: d.player, reroll: reroll as 0 | 1 | null }));
  }
  if (d.decision === 'reveal') return revealChoices(state, d.player);
  if (d.decision === 'enter') return entryChoices(state, d.player);
  if (d.decision === 'crash-dive') {
    const dive = crashDiveOffer(state);
    return dive ? [true, false].map((attempt): VasAction => ({ type: 'crash-dive', ship: dive.ship.id, attempt })) : [];
  }
  return [];
}

export function validateAdvanced(state: VasState, a: AdvancedAction): RuleError | null {
  if (a.type === 'torpedo-critical') {
    if (a.reroll !== null && a.reroll !== 0 && a.reroll !== 1) {
      return ruleError('ERR_BAD_ACTION', `The field "reroll" must be 0 (the first die), 1 (the second) or null (keep both), not ${showValue(a.reroll)}.`, { path: 'reroll' });
    }
    // VAS-TACTICAL-JUDGEMENT: a location die the target already re-rolled may not be re-rolled again.
    if (a.reroll !== null && critChoice(state)?.fixed?.includes(a.reroll)) {
      return ruleError('ERR_REROLLED_TWICE', `Location die ${a.reroll} was already re-rolled by Tactical Judgement: a die may only be re-rolled once.`, { path: 'reroll' });
    }
    return null;
  }
  if (a.type === 'reveal') return validateReveal(state, a.fleet, a.ships);
  if (a.type === 'enter') return validateEntry(state, a.fleet, a.ships);
  if (a.type === 'crash-dive') {
    if (crashDiveOffer(state)?.ship.id !== a.ship) return ruleError('ERR_NO_CRASH_DIVE', 'That ship has no crash dive to answer now.', { path: 'ship' });
    if (typeof a.attempt !== 'boolean') return ruleError('ERR_BAD_ACTION', `The field "attempt" must be true or false, not ${showValue(a.attempt)}.`, { path: 'attempt' });
    return null;
  }
  return splitProblem(state, a.fleet, a.squadron);
}

export function runAdvanced(draft: VasState, a: AdvancedAction): VasEvent[] {
  if (a.type === 'torpedo-critical') return applyTorpedoCritical(draft, a.reroll);
  if (a.type === 'reveal') return applyReveal(draft, a.fleet, a.ships);
  if (a.type === 'enter') return applyEntry(draft, a.fleet, a.ships);
  if (a.type === 'crash-dive') return applyCrashDiveChoice(draft, a.ship, a.attempt);
  const split = applySplit(draft, a.squadron);
  if (split.endedTurn) passActivation(draft, a.fleet);
  return split.events;
}
