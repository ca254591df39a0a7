/**
 * Visibility conditions (Bad Weather, Night Battles, Radar) and the night-fighting variant, as named
 * hooks the turn flow and the attack code consult (style-anchors section 5):
 * - `openAttackVisibility` when the Attack Phase opens (lapses, radar and spotting rolls);
 * - `visibilityChance` / `applyVisibilityRoll` for those rolls' chance steps;
 * - `sightProblem`, `shotBlock`, `visibilityModifier`, `mainGunBonus` for the attack code;
 * - `onShipFired` when a ship fires; `betweenAttacks` for starshell dice; `closeTurnVisibility` in the End Phase.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState, VisibilityStep } from '../types';
import { applyCoreVisibilityRoll, beginCoreVisibility, coreVisibilityChance } from './checks';
import { isVariantNight, visibilityLimited } from './rules';
import { spotFiringShip } from './spotting';
import { applyNightSpotRoll, beginNightSpotting, endNightTurn, nightSpotChance, queueStarshell } from '../variants/night-fighting';

export { sightProblem, shotBlock, smokeMatters, visibilityModifier, mainGunBonus, weatherWeaponProblem } from './attack-hooks';
export { isDetected, radarWorks } from './radar';
export { isSpotted } from './spotting';
export { initialVisibility } from './setup';

type Check = Extract<NonNullable<VasState['resolution']>, { kind: 'visibility' }>;

/** Steps owned by the night-fighting variant. */
const isNightStep = (step: VisibilityStep): boolean => step.t !== 'radar' && step.t !== 'spot' && step.t !== 'electrical';

export function openAttackVisibility(draft: VasState): VasEvent[] {
  if (!(draft.options.radar && draft.visibility.radar.length > 0) && !visibilityLimited(draft.options)) return [];
  return isVariantNight(draft.options) ? beginNightSpotting(draft) : beginCoreVisibility(draft);
}

export function visibilityChance(state: VasState, r: Check): ChanceRequest {
  const step = r.data.steps[0];
  const req = step === undefined ? null : isNightStep(step) ? nightSpotChance(state, step) : coreVisibilityChance(state, step);
  return req ?? { dice: 0, sides: 6, purpose: 'none', label: 'No dice are needed: spotting is over.' };
}

export function applyVisibilityRoll(draft: VasState, r: Check, values: readonly number[]): VasEvent[] {
  const step = r.data.steps[0];
  return step !== undefined && isNightStep(step) ? applyNightSpotRoll(draft, r, values) : applyCoreVisibilityRoll(draft, r, values);
}

/**
 * A ship fires: turret guns spot it under the core rules (VAS-SPOT-TURRET-FIRE); the variant
 * records main or secondary fire for the next spotting (VAS-NF-MODIFIERS).
 */
export function onShipFired(draft: VasState, ship: ShipState, turret: boolean): void {
  if (!draft.options.night && draft.options.weather === 'good') return;
  if (turret && !isVariantNight(draft.options)) spotFiringShip(draft, ship);
  const nf = draft.visibility.night;
  if (nf && !nf.now.fired.includes(ship.id)) nf.now.fired.push(ship.id);
}

/** End Phase: the variant rolls this turn's facts over into "last turn". */
export function closeTurnVisibility(draft: VasState): VasEvent[] {
  return isVariantNight(draft.options) ? endNightTurn(draft) : [];
}

/** Between two attack nominations: a starshell fired with the last one is rolled for. */
export function betweenAttacks(draft: VasState): void {
  if (draft.visibility.night && draft.visibility.night.starshellsDue.length > 0) queueStarshell(draft);
}

export { illuminationProblem, declareIllumination } from '../variants/night-fighting';
