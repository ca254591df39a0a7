/**
 * The attack module's interface as used by the turn sequence (owned by attack/). Until attack/
 * lands this file carries a stand-in that accepts only "hold fire"; switching is a re-export.
 */
import type { ChanceRequest, Result, RngState, RuleError } from '@salvo/kernel';
import { err, ruleError } from '@salvo/kernel';
import type { FireNomination, ShipId, VasEvent, VasState } from '../types';

export function startAttack(_draft: VasState, _ship: ShipId, _fire: readonly FireNomination[]): Result<VasEvent[], RuleError> {
  return err(ruleError('ERR_ATTACK_UNAVAILABLE', 'Attacks are not available yet.'));
}

export function attackChance(_state: VasState): ChanceRequest {
  return { dice: 1, sides: 6, purpose: 'attack', label: 'Roll 1d6' };
}

export function continueAttack(draft: VasState, _values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  return [];
}

export function candidateAttacks(_state: VasState, _ship: ShipId): FireNomination[][] {
  return [[]];
}

export function sampleAttack(_state: VasState, _ship: ShipId, _rng: RngState): FireNomination[] {
  return [];
}
