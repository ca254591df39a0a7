/**
 * Illumination choices for bots and playouts (night-fighting variant): the starshells and spotlights
 * a ship may add to its attack nomination now. Empty outside the variant.
 */
import { nextU32, type RngState } from '@salvo/kernel';
import type { ShipId, ShipState, VasState } from '../../types';
import { illuminationProblem } from './illumination';

export interface Illumination {
  readonly starshell?: ShipId;
  readonly spotlight?: ShipId;
}

export function illuminationChoices(state: VasState, ship: ShipState): Illumination[] {
  if (state.visibility.night === null || Object.hasOwn(state.visibility.night.misidentified, ship.id)) return [];
  const out: Illumination[] = [];
  for (const id of state.shipOrder) {
    if (illuminationProblem(state, ship, id, undefined) === null) out.push({ starshell: id });
    if (illuminationProblem(state, ship, undefined, id) === null) out.push({ spotlight: id });
  }
  return out;
}

/** One choice drawn with `rng` (mutated) half the time when there is any, else none. */
export function sampleIllumination(state: VasState, ship: ShipState, rng: RngState): Illumination {
  const choices = illuminationChoices(state, ship);
  if (choices.length === 0 || nextU32(rng) % 2 === 0) return {};
  return choices[nextU32(rng) % choices.length] ?? {};
}
