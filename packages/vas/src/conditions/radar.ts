/**
 * Radar (victory-at-sea.txt, Advanced Rules: Radar; Kriegsmarine Special Rules).
 * VAS-RADAR-FITTED: a ship has radar when its roster has the Radar trait or the setup fits it
 * (`radar: true`; `radar: false` removes it, e.g. Scharnhorst at North Cape); crippling may destroy it.
 * VAS-RADAR-DETECT: detection is per radar ship and enemy ship, on 3+, and lasts; never shared.
 * VAS-KM-RADAR: Kriegsmarine radar detects only ships in its forward arc, unless the ship was refitted with
 * Radar in a campaign (VAS-REFIT-RADAR: `radarRefit`, "no longer limited by the German Special Rules for Radar").
 */
import type { ShipId, ShipState, VasState } from '../types';
import { bearingInArc, lineBearing, wrapDegrees } from '../attack/arcs';
import { blackedOut } from '../scenario-rules/electrical-failure';

export const RADAR_DETECTS_ON = 3;
export const KRIEGSMARINE = 'Kriegsmarine';

/**
 * Radar fitted for this battle, the Advanced Rules for Radar in play, and not lost to crippling damage nor to a
 * scenario's electrical failure (VAS-SCN-ELECTRICAL-FAILURE).
 */
export function radarWorks(state: VasState, ship: ShipState): boolean {
  if (!state.options.radar || !state.visibility.radar.includes(ship.id)) return false;
  if (state.scenarioRules.blackedOut !== undefined && blackedOut(state, ship.id)) return false;
  return !ship.lostTraits.some((t) => t === 'Radar' || t.startsWith('Radar '));
}

/** Has `by`'s radar detected `target`? */
export function isDetected(state: VasState, by: ShipId, target: ShipId): boolean {
  const list = Object.hasOwn(state.visibility.detected, by) ? state.visibility.detected[by] : undefined;
  return list !== undefined && list.includes(target);
}

export function markDetected(draft: VasState, by: ShipId, target: ShipId): void {
  const d = draft.visibility.detected;
  const list = Object.hasOwn(d, by) ? d[by] : undefined;
  if (!list) d[by] = [target];
  else if (!list.includes(target)) list.push(target);
}

/** VAS-KM-RADAR: may this radar ship's set look at `target` now? */
export function radarCanSee(ship: ShipState, target: ShipState): boolean {
  if (ship.roster.nation !== KRIEGSMARINE || ship.radarRefit === true) return true;
  return bearingInArc(wrapDegrees(lineBearing(ship.position, target.position) - ship.heading), 'fore');
}
