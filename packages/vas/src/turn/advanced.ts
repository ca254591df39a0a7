/**
 * The Advanced Rules' own decisions (torpedo criticals, submarine reveals and crash dives, squadron
 * splits) as the turn sequence sees them: who is asked, which answers are listed for bots, how an
 * untrusted answer is checked and where it is carried out. Each chapter owns its rule; this file
 * only routes.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { FleetId, VasAction, VasEvent, VasState } from '../types';
import { applyTorpedoCritical, critChoice } from '../torpedoes';
import { fleetName } from './ships';

export interface AdvancedDecision {
  readonly player: FleetId;
  readonly decision: 'torpedo-critical' | 'reveal' | 'crash-dive' | 'split-squadron';
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
    if (attacker) {
      return {
        player: attacker.fleet, decision: 'torpedo-critical',
        prompt: `${t}: ${fleetName(state, attacker.fleet)}, the torpedo critical on ${target?.name ?? choice.target} rolled ${choice.dice[0]} and ${choice.dice[1]}: re-roll one die (0 or 1) or keep both?`,
      };
    }
  }
  return null;
}

export function advancedLegal(state: VasState, d: AdvancedDecision): VasAction[] {
  if (d.decision === 'torpedo-critical') {
    return [null, 0, 1].map((reroll): VasAction => ({ type: 'torpedo-critical', fleet: d.player, reroll: reroll as 0 | 1 | null }));
  }
  return [];
}

export function validateAdvanced(state: VasState, a: AdvancedAction): RuleError | null {
  if (a.type === 'torpedo-critical') {
    if (a.reroll !== null && a.reroll !== 0 && a.reroll !== 1) {
      return ruleError('ERR_BAD_ACTION', `The field "reroll" must be 0 (the first die), 1 (the second) or null (keep both), not ${showValue(a.reroll)}.`, { path: 'reroll' });
    }
    return null;
  }
  return ruleError('ERR_WRONG_PHASE', `${a.type} is not awaited now.`);
}

export function runAdvanced(draft: VasState, a: AdvancedAction): VasEvent[] {
  if (a.type === 'torpedo-critical') return applyTorpedoCritical(draft, a.reroll);
  return [];
}
