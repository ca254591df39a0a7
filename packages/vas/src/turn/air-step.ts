/**
 * Aircraft attacks as an Attack Phase nomination (VAS-AIR-NOMINATE): instead of a ship, the fleet due to
 * nominate sends all its aircraft attacks at once; the nomination then passes on as after a ship's.
 * The rules are aircraft/nominate.ts's; this file only routes, as attack-step.ts does for ships.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { AirBombNomination, FleetId, VasEvent, VasState } from '../types';
import { applyAirAttack, validateAirAttack } from '../aircraft/nominate';
import { squadronRemaining } from '../squadrons/turns';
import { activeFleet, passActivation } from './activation';

export function validateAirAttackNomination(state: VasState, fleet: FleetId, bombs: unknown): RuleError | null {
  if (state.phase !== 'attack' || state.resolution !== null) return ruleError('ERR_WRONG_PHASE', 'Aircraft attack only when a nomination is due in the Attack Phase.');
  if (activeFleet(state) !== fleet) return ruleError('ERR_NOT_YOUR_TURN', 'It is not this fleet\'s turn to nominate.', { path: 'fleet' });
  const rest = squadronRemaining(state);
  if (rest !== null && state.ships[rest[0] ?? '']?.fleet === fleet) {
    return ruleError('ERR_SQUADRON_TOGETHER', `The squadron ${state.naval.squadronTurn?.squadron ?? ''} acts as one: finish its nominations first.`, { path: 'fleet' });
  }
  return validateAirAttack(state, fleet, bombs);
}

export function applyAirAttackNomination(draft: VasState, fleet: FleetId, bombs: readonly AirBombNomination[]): VasEvent[] {
  const events = applyAirAttack(draft, fleet, bombs);
  passActivation(draft, fleet);
  return events;
}
