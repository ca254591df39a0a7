/**
 * VAS-TRAIT-TORPEDO-BELT (Order of Battle official rules change; docs/rules-decisions.md).
 *
 * A Torpedo Belt protects only against torpedo hits on the ship's side (a Torpedo Spread placed on
 * its beam), not fore or aft. For each such hit a die is rolled: on 4+ the belt took it and that
 * Attack Die must be re-rolled (subject to VAS-REROLL-ONCE: a die already re-rolled stands).
 * The torpedo resolution (torpedoes/resolve.ts) calls this for every belt die.
 */
import type { ShipState } from '../types';
import { hasShipTrait } from './ship-traits';

/**
 * Does the belt force this torpedo hit to be re-rolled?
 * @param onBeam the Torpedo Spread counter was placed on the target's beam
 * @param alreadyRerolled the Attack Die has been re-rolled once already
 * @param beltRoll the belt's d6
 */
export function torpedoBeltForcesReroll(
  target: Pick<ShipState, 'roster' | 'lostTraits'>,
  onBeam: boolean,
  alreadyRerolled: boolean,
  beltRoll: number,
): boolean {
  return hasShipTrait(target, 'Torpedo Belt') && onBeam && !alreadyRerolled && beltRoll >= 4;
}
