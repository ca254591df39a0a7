/**
 * VAS-TORP-MODIFIERS: the modifier to each Attack Die of a Torpedo Spread, shared by the End Phase
 * roll (resolve.ts) and the shots the exact odds read (attack/plan.ts). The Attack Phase chapter's
 * modifiers (range, fast-moving target) do not apply; these do:
 * - +1 when the spread lies on the target's beam;
 * - -1 in Bad Weather and -1 at night under the core Night Battles rules (VAS-WEATHER-HIT,
 *   VAS-NIGHT-HIT: "All attacks made by both ships and aircraft"; the night-fighting variant has no
 *   such penalty, VAS-NF-REPLACES);
 * - -1 when the launching ship used Flank Speed! in the turn it launched (VAS-ATTACK-FLANK: "All
 *   Attack Dice of weapons fired from this ship"; aircraft have no Flank Speed!).
 * Under rules version 2 (rules-version.ts) a spread took the beam's +1 only, and remembered no Flank Speed!.
 */
import type { ShipState, VasState } from '../types';
import { visibilityHitModifier } from '../conditions/rules';
import { playsUnder } from '../rules-version';
import { succeeded } from '../special-actions/succeeded';

type Rules = Pick<VasState, 'options'>;

/** Whether a spread `attacker` launches now carries its Flank Speed! -1 (recorded on the spread: place.ts). */
export const launchedAtFlankSpeed = (state: Rules, attacker: ShipState): boolean =>
  playsUnder(state, 3) && succeeded(attacker, 'flank-speed');

/**
 * A torpedo shot's modifier as the Attack Phase plans it (attack/plan.ts; the exact odds read it): the
 * spread's own. Null under rules version 2, whose plan gave a torpedo shot the guns' modifiers (a number
 * the spread never rolled: it lies in a saved attack awaiting its Fire Control dice, so is kept as it was).
 */
export function plannedSpreadModifier(state: Rules, beam: boolean, attacker: ShipState): number | null {
  return playsUnder(state, 3) ? spreadModifier(state, beam, launchedAtFlankSpeed(state, attacker)) : null;
}

export function spreadModifier(state: Rules, beam: boolean, attackerFlankSpeed: boolean): number {
  if (!playsUnder(state, 3)) return beam ? 1 : 0;
  return (beam ? 1 : 0) + visibilityHitModifier(state.options) - (attackerFlankSpeed ? 1 : 0);
}
