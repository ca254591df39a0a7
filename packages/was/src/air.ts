/** Land-based and carrier airstrikes (9.x, 10.x). */
import type { RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { BOARD, isArea, isPort, landAirAllowed } from './board';
import { airstrikeOf, isCarrier, shipsInArea, shipsInPort } from './ships';
import type { AreaId, PortId, ShipState, Side, Volley, WasState } from './types';
import { otherSide } from './types';
import { placeIn, shipName } from './names';

/** 9.2, 9.3: one marker, one printed area or port, or kept home (null). */
export function validatePlaceAir(side: Side, target: unknown): RuleError | null {
  if (target === null) return null;
  if (typeof target !== 'string' || (!isArea(target) && !isPort(target))) {
    return ruleError('ERR_UNKNOWN_TARGET', 'The Airstrike marker goes on a sea area or a port, or stays home (null).');
  }
  if (!landAirAllowed(side, target)) {
    return ruleError('ERR_LBA_NOT_ALLOWED', `Your land-based aircraft cannot reach ${placeIn(target)} (9.2).`, { details: { target } });
  }
  return null;
}

/** 10.2: land-based factor here plus the airstrike factors of the side's undamaged-enough carriers here; once counted for the air stage, that count (10.3). */
export function strikesIn(s: WasState, side: Side, a: AreaId): number {
  const counted = s.combat[a]?.strikes?.[side];
  if (counted !== undefined) return counted;
  const lba = s.lba[side] === a ? BOARD.landAirFactor : 0;
  return lba + shipsInArea(s, a, side).filter(isCarrier).reduce((n, c) => n + airstrikeOf(s, c), 0);
}

/** 10.1, 10.5: enemy ships (never U-boats) in the same area or port. */
export function airTargets(s: WasState, side: Side, where: AreaId | PortId): ShipState[] {
  const enemy = otherSide(side);
  return isArea(where) ? shipsInArea(s, where, enemy) : shipsInPort(s, where, enemy);
}

/** Sides that have both airstrikes and targets in the area (10.2). */
export function airSides(s: WasState, a: AreaId): Side[] {
  return (['allies', 'axis'] as const).filter((side) => strikesIn(s, side, a) > 0 && airTargets(s, side, a).length > 0);
}

export function validateAirTargets(s: WasState, side: Side, where: AreaId | PortId, max: number, targets: unknown): RuleError | null {
  if (!Array.isArray(targets)) return ruleError('ERR_BAD_ACTION', 'Airstrike targets are a list of ship ids.');
  if (targets.length > max) return ruleError('ERR_TOO_MANY_STRIKES', `You have ${max} airstrikes here.`, { path: 'targets' });
  const legal = new Set(airTargets(s, side, where).map((x) => x.id));
  const seen = new Set<string>();
  for (const [i, t] of targets.entries()) {
    if (typeof t !== 'string' || !legal.has(t)) {
      return ruleError('ERR_BAD_AIR_TARGET', `${shipName(s, t)} is not an enemy ship in ${placeIn(where)} (10.1, 10.5).`, { path: `targets[${i}]` });
    }
    if (seen.has(t)) return ruleError('ERR_TARGET_TWICE', `${shipName(s, t)} can be attacked only once from the air (10.2).`, { path: `targets[${i}]` });
    seen.add(t);
  }
  return null;
}

export function airVolleys(side: Side, targets: readonly string[]): Volley[] {
  return targets.map((t) => ({ side, shooters: [], target: t, mods: [0], source: 'air' as const, checkConvoy: false }));
}

/** 9.5: the ships a port strike can reach are those in the port now (disabled ships are still at sea-returning). */
export function portStrikeMax(s: WasState, side: Side, p: PortId): number {
  return Math.min(BOARD.landAirFactor, shipsInPort(s, p, otherSide(side)).length);
}
