/**
 * A ship's scores as modified by its damage state and active critical hits.
 * VAS-CRIT-NONCUMULATIVE: of several speed criticals only the worst active one applies.
 */
import type { CriticalHit, ShipState } from '../types';
import { hasActiveCritical } from './active';

const SPEED_LOSS: Readonly<Record<string, number>> = {
  'turbine-damaged': 1,
  'props-damaged': 2,
  'fuel-systems-ruptured': 3,
};

/**
 * Speed in inches now. Crippled halves the printed Speed for good (exact half: Speed is a distance,
 * 7 becomes 3.5), then the worst active engine critical applies; Engines Disabled, Abandoned and
 * destroyed ships have Speed 0.
 */
export function effectiveSpeed(ship: ShipState): number {
  if (ship.destroyed || ship.abandoned || hasActiveCritical(ship, 'engines-disabled')) return 0;
  // VAS-SUB-SPEEDS: a submerged boat uses its second Speed.
  const printed = ship.submerged ? (ship.roster.submergedSpeed ?? ship.roster.speed) : ship.roster.speed;
  const base = ship.crippled ? printed / 2 : printed;
  let loss = 0;
  for (const c of ship.criticals) if (!c.repaired) loss = Math.max(loss, SPEED_LOSS[c.effect] ?? 0);
  return Math.max(0, base - loss);
}

/** Turning points now: Rudder hit 0, Crippled at most 1. */
export function effectiveTurning(ship: ShipState): number {
  if (hasActiveCritical(ship, 'rudder')) return 0;
  return ship.crippled ? Math.min(1, ship.roster.turning) : ship.roster.turning;
}

/** Target score now: Engines Disabled makes the ship one easier to hit (4+ becomes 3+). */
export function effectiveTarget(ship: ShipState): number {
  return hasActiveCritical(ship, 'engines-disabled') ? ship.roster.target - 1 : ship.roster.target;
}

/** Special Actions are barred by a Skeleton Crew, a Bridge Hit, Engines Disabled, or being out of the fight. */
export function specialActionsAllowed(ship: ShipState): boolean {
  if (ship.destroyed || ship.abandoned || ship.skeleton) return false;
  return !hasActiveCritical(ship, 'bridge-hit') && !hasActiveCritical(ship, 'engines-disabled');
}

/** VAS-CRIT-VITAL (Engineering): no Damage Control at all. */
export function damageControlAllowed(ship: ShipState): boolean {
  return !ship.destroyed && !hasActiveCritical(ship, 'engineering');
}

/** VAS-SKELETON-DC: a Skeleton Crew suffers -2 to Damage Control checks. */
export const damageControlModifier = (ship: ShipState): number => (ship.skeleton ? -2 : 0);

/** Criticals Damage Control may still try to repair: lasting, repairable and not repaired. */
export function repairableCriticals(ship: ShipState): CriticalHit[] {
  return ship.criticals.filter((c) => c.repairable && !c.repaired);
}

/** VAS-CRIT-MAGAZINE: an active Magazine Explosion silences every weapon until the end of turn `until`. */
export function weaponsSilenced(ship: ShipState, turn: number): boolean {
  for (const c of ship.criticals) {
    if (c.effect === 'magazine-explosion' && !c.repaired && turn <= Number(c.data?.until ?? 0)) return true;
  }
  return false;
}
