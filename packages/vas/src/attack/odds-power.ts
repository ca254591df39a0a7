/**
 * Expected effect of a ship's guns on one target from the current positions, for bots weighing
 * moves and targets quickly: the weapons that may fire at it now and bear (the engine's
 * validation and `planShots`), their expected hits, Damage points from Damage Dice and critical
 * hits (linear expectations: the cap at the target's Damage left is ignored; use `attackOdds` for
 * the exact distribution). With a Skeleton Crew only the single best weapon counts.
 */
import type { FireNomination, ShipId, ShipState, VasState } from '../types';
import { planShots } from './plan';
import { damageDie, dieHitChance } from './odds-parts';
import { legalAlone } from './validate';
import { weaponsInReach } from './reach';
import type { Shot } from './tasks';

export interface FirePower {
  /** The nominations counted: every weapon that may fire at the target now and bears. */
  readonly fire: FireNomination[];
  readonly hits: number;
  /** Expected Damage points from Damage Dice (criticals' extra Damage not included). */
  readonly damage: number;
  /** Expected critical hits. */
  readonly criticals: number;
}

const NONE: FirePower = { fire: [], hits: 0, damage: 0, criticals: 0 };

function shotPower(target: ShipState, shot: Shot): FirePower {
  const hits = shot.dice * dieHitChance(shot);
  const die = damageDie(target.roster.armour, shot.ddMod, shot.canCrit);
  return { fire: [{ weapon: shot.weapon, target: target.id }], hits, damage: hits * shot.dd * (die.dmg + die.dmgCrit), criticals: hits * shot.dd * (die.dmgCrit + die.crit) };
}

/**
 * Pass `asIfFresh` to count a ship that has already attacked this turn as if it had not. Each weapon
 * counts as if nominated alone (`legalAlone`), so one that may not fire does not hide the others.
 */
export function firePower(state: VasState, shipId: ShipId, targetId: ShipId, asIfFresh = true): FirePower {
  const ship = state.ships[shipId];
  const target = state.ships[targetId];
  if (!ship || !target || target.destroyed) return NONE;
  const fresh = asIfFresh && ship.attackedThisTurn ? { ...ship, attackedThisTurn: false } : ship;
  // Out of arc or range a weapon is no shot (`planShots`): left out before the costlier legality checks.
  const each = weaponsInReach(fresh, target);
  if (each.length === 0) return NONE;
  const parts = planShots(state, fresh, legalAlone(state, fresh, each), null).map((shot) => shotPower(target, shot));
  if (fresh.skeleton) return parts.reduce((best, p) => (p.damage > best.damage ? p : best), NONE);
  return parts.reduce((a, p) => ({ fire: [...a.fire, ...p.fire], hits: a.hits + p.hits, damage: a.damage + p.damage, criticals: a.criticals + p.criticals }), NONE);
}
