/**
 * The hooks the attack code consults (attack/validate.ts at nomination, attack/plan.ts when a shot
 * is measured). Each returns at once when no visibility rule, radar or national rule is involved.
 *
 * VAS-NIGHT-SPOT: at night (core rules) only a ship the side has Spotted, or one this ship's radar has
 * detected, may be nominated as a target (ERR_NOT_SPOTTED); it is visible to the nominating player.
 * VAS-NIGHT-RANGE / VAS-WEATHER-RANGE: measured at the shot, like range: beyond 20" at night, beyond
 * 30" in Bad Weather, and in Bad Weather beyond 20" unless Spotted, the weapon is spent.
 * VAS-RADAR-ATTACK: a ship its radar has detected may be attacked at any range up to the weapon's,
 * through smoke (VAS-ATTACK-SMOKE), whatever the visibility; by day in Good Weather the long-range
 * penalty is ignored and extreme range is -1 (VAS-RADAR-RANGE).
 * VAS-KM-RANGEFINDERS: Kriegsmarine main turrets +1 to Attack Dice beyond 20".
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipState, VasState } from '../types';
import { LONG_RANGE, beyond } from '../attack/stages';
import { sideOf } from '../turn/ships';
import { KRIEGSMARINE, isDetected } from './radar';
import { SPOT_RANGE_BAD_WEATHER, SPOT_RANGE_NIGHT, isBadWeather, isCoreNight, isVariantNight, visibilityHitModifier } from './rules';
import { isSpotted } from './spotting';
import { nightSpots } from '../variants/night-fighting/spots';
import { isSubmersible } from '../special-actions/nominate';

/** May `ship` nominate `target` at all (what its side can see)? */
export function sightProblem(state: VasState, ship: ShipState, target: ShipState, path: string): RuleError | null {
  const o = state.options;
  if (!o.night) return null;
  if (isDetected(state, ship.id, target.id)) return null;
  if (isCoreNight(o)) {
    if (isSpotted(state, sideOf(state, ship.fleet), target.id)) return null;
    return ruleError('ERR_NOT_SPOTTED', `It is night and ${target.name} has not been spotted: only a spotted ship, or one ${ship.name}'s own radar has detected, may be attacked.`, { path });
  }
  if (isVariantNight(o) && !nightSpots(state, ship.id, target.id)) {
    return ruleError('ERR_NOT_SPOTTED', `${ship.name} has not spotted ${target.name} this turn: at night a ship fires only at a ship she has spotted.`, { path });
  }
  return null;
}

/**
 * VAS-WEATHER-SUBMARINE: in Bad Weather a submarine on the surface fires nothing but its torpedoes
 * ("very unstable firing platforms"). Submerged boats fire only torpedoes anyway (submarines/).
 */
export function weatherWeaponProblem(state: VasState, ship: ShipState, kind: string, name: string, path: string): RuleError | null {
  if (state.options.weather !== 'bad' || kind === 'torpedo' || !isSubmersible(ship)) return null;
  return ruleError('ERR_BAD_WEATHER_SUBMARINE', `In Bad Weather ${ship.name}, a submarine on the surface, may fire only her torpedoes, not her ${name}.`, { path });
}

/** VAS-NF-SMOKE: in the night-fighting variant smoke breaks only the line to an illuminated ship. */
export function smokeMatters(state: VasState, target: ShipState): boolean {
  if (!isVariantNight(state.options)) return true;
  const nf = state.visibility.night;
  return nf !== null && (nf.now.lit.includes(target.id) || nf.spotlights.some((l) => l.target === target.id));
}

/** Why a measured shot may not be fired (the weapon is then spent), or null. */
export function shotBlock(state: VasState, ship: ShipState, target: ShipState, range: number): { readonly rule: string; readonly why: string } | null {
  const o = state.options;
  if (!o.night && o.weather === 'good') return null;
  if (isDetected(state, ship.id, target.id)) return null;
  if (isCoreNight(o) && beyond(range, SPOT_RANGE_NIGHT)) {
    return { rule: 'VAS-NIGHT-RANGE', why: `is more than ${SPOT_RANGE_NIGHT}" away at night (${range.toFixed(1)}")` };
  }
  if (isBadWeather(o) && beyond(range, SPOT_RANGE_BAD_WEATHER)) {
    return { rule: 'VAS-WEATHER-RANGE', why: `is at extreme range in Bad Weather (${range.toFixed(1)}")` };
  }
  if (isBadWeather(o) && !o.night && beyond(range, LONG_RANGE) && !isSpotted(state, sideOf(state, ship.fleet), target.id)) {
    return { rule: 'VAS-WEATHER-SPOT', why: `is at long range in Bad Weather and has not been spotted (${range.toFixed(1)}")` };
  }
  return null;
}

/** Modifier to every Attack Die of the shot from visibility and radar. */
export function visibilityModifier(state: VasState, ship: ShipState, target: ShipState, range: number): number {
  const o = state.options;
  let mod = visibilityHitModifier(o);
  if (!o.night && o.weather === 'good' && beyond(range, LONG_RANGE) && isDetected(state, ship.id, target.id)) mod += 1;
  return mod;
}

/** VAS-KM-RANGEFINDERS: the bonus of the ship's main turret guns at this range. */
export function mainGunBonus(ship: ShipState, range: number): number {
  return ship.roster.nation === KRIEGSMARINE && beyond(range, LONG_RANGE) ? 1 : 0;
}
