/**
 * VAS-NF-BRACKETS: the spotting range brackets (night-fighting.txt, Range): short 0-5", medium
 * over 5" to 15", long over 15" to 20", nothing beyond 20".
 * VAS-NF-NATIONAL (optional part `night-fighting:national`): strong navies (British, Japanese) 7/17/22,
 * weak ones (Italian, French, and the US Navy up to 1942) 3/13/18, the others the standard brackets.
 */
import type { ShipState, VasState } from '../../types';

export interface Brackets {
  readonly short: number;
  readonly medium: number;
  readonly max: number;
}

export const STANDARD: Brackets = { short: 5, medium: 15, max: 20 };
export const STRONG: Brackets = { short: 7, medium: 17, max: 22 };
export const WEAK: Brackets = { short: 3, medium: 13, max: 18 };

export const NATIONAL_PART = 'night-fighting:national';

const STRONG_NAVIES = new Set(['Royal Navy', 'Imperial Japanese Navy']);
const WEAK_NAVIES = new Set(['Italian Navy', 'French Navy']);
/** The US Navy is weak "before end of 1942, average after that". */
export const US_AVERAGE_FROM = 1943;

export function bracketsOf(state: VasState, ship: ShipState): Brackets {
  if (!state.options.variants.includes(NATIONAL_PART)) return STANDARD;
  const n = ship.roster.nation;
  if (STRONG_NAVIES.has(n)) return STRONG;
  if (WEAK_NAVIES.has(n)) return WEAK;
  if (n === 'US Navy' && state.options.year < US_AVERAGE_FROM) return WEAK;
  return STANDARD;
}

export type Band = 'short' | 'medium' | 'long' | 'beyond';

/** The bracket a distance falls in; a distance on a limit belongs to the nearer bracket ("5+" is over 5"). */
export function bandOf(b: Brackets, range: number): Band {
  const eps = 1e-9;
  if (range <= b.short + eps) return 'short';
  if (range <= b.medium + eps) return 'medium';
  if (range <= b.max + eps) return 'long';
  return 'beyond';
}
