/**
 * What one weapon needs to hit one target at a given distance, with each modifier named, for a player
 * to read ("hits on 6+ (Target 5+; beam +1; long range -1)"). It is the labelled twin of plan.ts's
 * `targetFacts` and shot modifier, read off the same rule functions (stages.ts, the visibility and
 * national hooks, the torpedo spread's modifier): the sum of `parts` is the `mod` `planShots` gives
 * the shot, which to-hit.test.ts checks over states with every modifier in play. Pure; measures only
 * the distance it is given, so a caller decides what the player may know (odds-judged.ts).
 */
import type { ShipState, VasState } from '../types';
import { effectiveTarget } from '../damage/effective';
import { hasArmouredDeck } from '../traits/ship-traits';
import { arcsToTarget, targetShowsBeam } from './arcs';
import { weaponReach } from './reach';
import { EXTREME_RANGE, FAST_TARGET_MOVE, beyond, plungingBonus, rangeModifier, rollNeeded } from './stages';
import { mainGunBonus, shotBlock, visibilityModifier } from '../conditions';
import { visibilityHitModifier, isBadWeather, isCoreNight } from '../conditions/rules';
import { observationBonus } from '../aircraft/observation';
import { electricalAttackPenalty } from '../scenario-rules/electrical-failure';
import { succeeded } from '../special-actions/succeeded';
import { launchedAtFlankSpeed, plannedSpreadModifier } from '../torpedoes/modifier';

/** One modifier to each Attack Die, as a player names it. */
export interface ToHitPart {
  readonly label: string;
  readonly value: number;
}

export interface ToHit {
  /** The target's Target score now. */
  readonly need: number;
  /** Every non-zero modifier, in the order the rules list them; their sum is the shot's modifier. */
  readonly parts: readonly ToHitPart[];
  /** The lowest natural roll that hits (2 to 6); 7: it cannot hit. */
  readonly roll: number;
  /** Why the weapon does not fire at all at this distance ("out of range (Range 14")"), or null. */
  readonly blocked: string | null;
  /** VAS-DAMAGE-PLUNGING: +1 to its Damage Dice at this distance. */
  readonly plunging: boolean;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** "beam +1" */
export const partText = (p: ToHitPart): string => `${p.label} ${signed(p.value)}`;

/** The visibility and radar modifier (conditions/attack-hooks.ts `visibilityModifier`), named part by part. */
function visibilityParts(state: VasState, attacker: ShipState, target: ShipState, range: number): ToHitPart[] {
  const o = state.options;
  const out: ToHitPart[] = [];
  if (isBadWeather(o)) out.push({ label: 'Bad Weather', value: -1 });
  if (isCoreNight(o)) out.push({ label: 'night', value: -1 });
  // whatever the hooks add beyond the weather and the night is radar's (VAS-RADAR-RANGE)
  const radar = visibilityModifier(state, attacker, target, range) - visibilityHitModifier(o);
  if (radar !== 0) out.push({ label: 'radar', value: radar });
  return out;
}

/**
 * The named modifiers of `attacker`'s weapon `weapon` at `target` as if she were `range` inches off
 * (the line of sight, arcs and aspect as on the table), and whether it fires at all there. Null for
 * a weapon the ship does not have.
 */
export function toHitAt(state: VasState, attacker: ShipState, weapon: number, target: ShipState, range: number): ToHit | null {
  const w = attacker.roster.weapons[weapon];
  if (!w) return null;
  const need = effectiveTarget(target);
  const parts: ToHitPart[] = [];
  const beam = targetShowsBeam(attacker, target);
  const o = state.options;
  const torpedoMod = w.kind === 'torpedo' ? plannedSpreadModifier(state, beam, attacker) : null;
  if (w.kind === 'depth-charge') {
    // VAS-DEPTH-CHARGE: no bonus or penalty
  } else if (torpedoMod !== null) {
    // VAS-TORP-MODIFIERS: the spread's own (torpedoes/modifier.ts `spreadModifier`)
    if (beam) parts.push({ label: 'beam', value: 1 });
    if (isBadWeather(o)) parts.push({ label: 'Bad Weather', value: -1 });
    if (isCoreNight(o)) parts.push({ label: 'night', value: -1 });
    if (launchedAtFlankSpeed(state, attacker)) parts.push({ label: 'Flank Speed!', value: -1 });
  } else {
    const band = rangeModifier(range);
    if (band !== 0) parts.push({ label: beyond(range, EXTREME_RANGE) ? 'extreme range' : 'long range', value: band });
    if (beyond(target.distanceMovedThisTurn, FAST_TARGET_MOVE)) parts.push({ label: `${target.name} moved more than ${FAST_TARGET_MOVE}"`, value: -1 });
    if (beam) parts.push({ label: 'beam', value: 1 });
    if (succeeded(attacker, 'flank-speed')) parts.push({ label: 'Flank Speed!', value: -1 });
    if (o.night || o.weather !== 'good' || o.radar) parts.push(...visibilityParts(state, attacker, target, range));
    if (w.kind === 'main') {
      const rangefinders = mainGunBonus(attacker, range);
      if (rangefinders !== 0) parts.push({ label: 'rangefinders', value: rangefinders });
      const spotter = observationBonus(state, attacker, target);
      if (spotter !== 0) parts.push({ label: 'observation aircraft', value: spotter });
    }
    const blackout = electricalAttackPenalty(state, attacker.id, w.kind);
    if (blackout !== 0) parts.push({ label: 'electrical failure', value: blackout });
  }
  const mod = parts.reduce((a, p) => a + p.value, 0);
  const reach = weaponReach(attacker, w);
  const limited = o.night || o.weather !== 'good' || o.radar;
  const seen = limited ? shotBlock(state, attacker, target, range) : null;
  const blocked = (arcsToTarget(attacker, target) & reach.mask) === 0 ? 'out of arc'
    : beyond(range, reach.range) ? `out of range (Range ${reach.range}")`
      : seen !== null ? 'cannot be seen at this distance' : null;
  const plunging = w.kind !== 'depth-charge' && plungingBonus(range, hasArmouredDeck(target)) > 0;
  return { need, parts, roll: rollNeeded(need, mod), blocked, plunging };
}
