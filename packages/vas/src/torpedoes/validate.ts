/**
 * Refusals of a torpedo nomination (VAS-TORP-RANGE, VAS-TORP-ARC): the Torpedo Spread counter is put
 * in contact with its target, so a target beyond reach or outside the torpedo arc is refused with the
 * state unchanged rather than spent (docs/rules-decisions.md, VAS-TORP-RANGE). The refusal says the target is beyond
 * reach, not how far it is: that would be a measurement the rules allow only after a nomination.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipState, VasState } from '../types';
import { playsUnder } from '../rules-version';
import { arcsToTarget, rangeTo } from '../attack/arcs';
import { hasLongLance, isSubmersibleRoster, torpedoArcMask, torpedoReach } from './reach';

const EPS = 1e-9;

export function torpedoPlacementProblem(state: Pick<VasState, 'options'>, attacker: ShipState, weaponName: string, target: ShipState, path: string): RuleError | null {
  const range = rangeTo(attacker.position, target.position);
  const reach = torpedoReach(attacker);
  if (range > reach + EPS) {
    const lance = hasLongLance(attacker) ? ' (The Long Lance)' : '';
    // the sentence says beyond, never how far: ranges are not measured before the nomination (VAS-ATTACK-NOMINATE);
    // games of rules version 2 keep the words they were played with (rules-version.ts)
    if (!playsUnder(state, 3)) {
      return ruleError('ERR_TORPEDO_RANGE', `${attacker.name}'s ${weaponName} reach ${reach}"${lance}: ${target.name} is ${range.toFixed(1)}" away.`, { path: `${path}.target`, details: { range, reach } });
    }
    return ruleError('ERR_TORPEDO_RANGE',
      `${attacker.name}'s ${weaponName} reach ${reach}"${lance}: ${target.name} is beyond that.`,
      { path: `${path}.target`, details: { reach } });
  }
  if ((arcsToTarget(attacker, target) & torpedoArcMask(attacker)) === 0) {
    const arc = isSubmersibleRoster(attacker) ? 'fore or aft' : 'port or starboard';
    return ruleError('ERR_TORPEDO_ARC',
      `${attacker.name}'s ${weaponName} fire ${arc}: ${target.name} is not in the torpedo arc.`, { path: `${path}.target` });
  }
  return null;
}
