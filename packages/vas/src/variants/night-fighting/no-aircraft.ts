/**
 * VAS-NF-NO-AIRCRAFT: "No aircraft, including spotters, may be used during a battle fought at night"
 * (night-fighting.txt, Aircraft). With the variant on, setup refuses flights in the air (land-based
 * flights, and carrier flights put in the air), carrier flights start aboard, and no ship launches
 * aircraft (carrier flights or observation aircraft); the variant hook is this one module.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { VasState } from '../../types';

/** The night-fighting variant is on: aircraft stay out of the battle. */
export function noAircraft(options: Pick<VasState['options'], 'night' | 'variants'>): boolean {
  return options.night && options.variants.includes('night-fighting');
}

export function nightFlightError(path: string, landBased: boolean): RuleError {
  const what = landBased ? 'Land-based flights cannot take part' : 'A carrier\'s flights stay aboard';
  return ruleError('ERR_NO_AIRCRAFT_AT_NIGHT', `${what}: no aircraft are used in a battle fought at night (night-fighting variant).`, { path });
}

export function nightLaunchError(shipName: string): RuleError {
  return ruleError('ERR_NO_AIRCRAFT_AT_NIGHT', `${shipName} cannot launch aircraft: no aircraft are used in a battle fought at night (night-fighting variant).`, { path: 'launch' });
}
