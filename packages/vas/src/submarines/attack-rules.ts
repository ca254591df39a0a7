/**
 * What submersibles change in the Attack Phase (VAS-SUB-ATTACK, VAS-DEPTH-CHARGE; Bad Weather's limit on surfaced boats is conditions/' VAS-WEATHER-SUBMARINE):
 * a boat that surfaced or dived this turn makes no attack; a submerged boat attacks with torpedoes only;
 * a submerged boat may be attacked only with depth charges and only once the attacker's side has detected
 * it this turn; depth charges attack submerged boats only; in Bad Weather a surfaced boat fires only its
 * torpedoes.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { WeaponRoster } from '@salvo/data';
import type { ShipState, VasState } from '../types';

export function detectedBy(state: VasState, boat: ShipState, side: string): boolean {
  return Object.hasOwn(state.naval.detected, boat.id) && (state.naval.detected[boat.id] ?? []).includes(side);
}

const sideOf = (state: VasState, ship: ShipState): string => state.fleets[ship.fleet]?.side ?? ship.fleet;

/** The attacking ship may not fire at all this turn (checked when it fires anything). */
export function submarineAttackerProblem(state: VasState, ship: ShipState): RuleError | null {
  if (state.naval.depthChanged.includes(ship.id)) {
    return ruleError('ERR_DEPTH_CHANGED', `${ship.name} surfaced or dived this turn: she may not attack.`);
  }
  return null;
}

export function submarineWeaponProblem(state: VasState, ship: ShipState, weapon: WeaponRoster, target: ShipState, path: string): RuleError | null {
  if (ship.submerged && weapon.kind !== 'torpedo') {
    return ruleError('ERR_SUBMERGED_WEAPON', `${ship.name} is submerged: she may attack only with torpedoes.`, { path });
  }
  if (weapon.kind === 'depth-charge') {
    if (!target.submerged) return ruleError('ERR_DEPTH_CHARGE_SURFACED', `Depth charges attack only submerged boats; ${target.name} is not submerged.`, { path: `${path}.target` });
    if (!detectedBy(state, target, sideOf(state, ship))) return ruleError('ERR_NOT_DETECTED', `${target.name} is submerged and has not been detected this turn.`, { path: `${path}.target` });
    return null;
  }
  if (target.submerged) {
    return ruleError('ERR_TARGET_SUBMERGED', `${target.name} is submerged: only depth charges may attack her, once she is detected.`, { path: `${path}.target` });
  }
  return null;
}
