/**
 * The nation of a fixed fleet as a designer may write it: a fleet list's nation (`FLEET_NATIONS`, any case,
 * spaces or punctuation, and the short forms RN, KM, USN, IJN, as in a fleet file), or the name the game
 * itself shows for the Italian fleet, "Regia Marina" (the default battle's and the campaign's Italian fleet).
 */
import { fleetNationOf, FLEET_NATIONS, type FleetNation } from '@salvo/data';

/** Names the game shows for a nation's fleet that are not the fleet lists' own, by their folded form. */
export const NATION_ALIASES: Readonly<Record<string, FleetNation>> = { regiamarina: 'Italian Navy' };

const fold = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

/** The fleet-list nation `value` names, or undefined. */
export function scenarioNationOf(value: unknown): FleetNation | undefined {
  if (typeof value !== 'string') return undefined;
  return fleetNationOf(value) ?? NATION_ALIASES[fold(value)];
}

/** The nations a fixed fleet may name, for the sentence refusing another. */
export const SCENARIO_NATIONS_TEXT = `${FLEET_NATIONS.join(', ')} (also RN, KM, USN, IJN, and Regia Marina for the Italian Navy)`;
