/**
 * Surfacing and diving (VAS-SUB-DEPTH, VAS-SUB-CRIPPLED): before it moves, a submersible may surface or
 * dive; doing so it may not attack nor take a Special Action this turn. A Crippled boat must surface
 * when next nominated and may never dive again. Speed while submerged is the second Speed
 * (damage/effective.ts reads `submerged`).
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { isSubmersibleRoster } from '../torpedoes/reach';

export const DEPTH_CHANGES = ['surface', 'dive'] as const;

export function depthProblem(ship: ShipState, depth: unknown, special: unknown): RuleError | null {
  if (depth === undefined) {
    // A Crippled boat still submerged surfaces as it is nominated: that is a depth change too.
    if (ship.submerged && ship.crippled && special !== undefined) {
      return ruleError('ERR_DEPTH_AND_SPECIAL', `${ship.name} is Crippled and must surface this turn: no Special Action.`, { path: 'special' });
    }
    return null;
  }
  if (depth !== 'surface' && depth !== 'dive') {
    return ruleError('ERR_BAD_ACTION', `The field "depth" must be "surface" or "dive", or left out, not ${showValue(depth)}.`, { path: 'depth' });
  }
  if (!isSubmersibleRoster(ship)) return ruleError('ERR_NOT_SUBMERSIBLE', `${ship.name} is not a submersible: she can neither dive nor surface.`, { path: 'depth' });
  if (depth === 'dive' && ship.submerged) return ruleError('ERR_ALREADY_SUBMERGED', `${ship.name} is already submerged.`, { path: 'depth' });
  if (depth === 'surface' && !ship.submerged) return ruleError('ERR_ALREADY_SURFACED', `${ship.name} is already on the surface.`, { path: 'depth' });
  if (depth === 'dive' && ship.crippled) return ruleError('ERR_CRIPPLED_SUBMERSIBLE', `${ship.name} is Crippled: she may not submerge again.`, { path: 'depth' });
  if (special !== undefined) {
    return ruleError('ERR_DEPTH_AND_SPECIAL', `${ship.name} may not take a Special Action in the turn she surfaces or dives.`, { path: 'special' });
  }
  return null;
}

/** Special Actions are barred for a boat that changed depth this turn (checked with the other bars). */
export const changedDepth = (state: VasState, ship: ShipState): boolean => state.naval.depthChanged.includes(ship.id);

/** Applies the depth change (or the forced surfacing of a Crippled boat) as the ship is nominated. */
export function applyDepth(draft: VasState, ship: ShipState, depth: 'surface' | 'dive' | undefined): VasEvent[] {
  if (ship.submerged && ship.crippled && depth === undefined) depth = 'surface';
  if (depth === undefined) return [];
  ship.submerged = depth === 'dive';
  if (!draft.naval.depthChanged.includes(ship.id)) draft.naval.depthChanged.push(ship.id);
  const forced = depth === 'surface' && ship.crippled;
  return [{
    type: depth === 'dive' ? 'submerged' : 'surfaced', ship: ship.id, rule: forced ? 'VAS-SUB-CRIPPLED' : 'VAS-SUB-DEPTH',
    text: depth === 'dive' ? `${ship.name} dives: she is submerged.`
      : `${ship.name} ${forced ? 'is Crippled and must rise to' : 'rises to'} the surface.`,
    data: { depth },
  }];
}

/** The depth changes this ship may make when nominated (for bots). */
export function depthOptions(ship: ShipState): ('surface' | 'dive')[] {
  return DEPTH_CHANGES.filter((d) => depthProblem(ship, d, undefined) === null);
}
