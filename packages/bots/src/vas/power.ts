/** Gun power estimates from the view, for withdrawing and for scoring positions. */
import { firePower, type ShipState, type VasState } from '@salvo/vas';

/** A ship's printed main and secondary weight of fire, unscaled. */
export function printedWeight(s: ShipState): number {
  let w = 0;
  s.roster.weapons.forEach((x, i) => {
    if ((x.kind === 'main' || x.kind === 'secondary') && x.dd !== null && !s.weapons[i]?.destroyed) w += x.ad * x.dd;
  });
  return w;
}

/** A ship's printed main and secondary weight of fire, scaled by the Damage it has left. */
export function gunWeight(s: ShipState): number {
  return printedWeight(s) * (s.damage / Math.max(1, s.roster.damage[0]));
}

export const sideWeight = (ships: readonly ShipState[]): number => ships.reduce((a, s) => a + gunWeight(s), 0);

/** Expected Damage (criticals counted as 2 points each) `from` deals to `to` in this state. */
export function threat(state: VasState, from: ShipState, to: ShipState): number {
  const p = firePower(state, from.id, to.id);
  return p.damage + 2 * p.criticals;
}

/**
 * What one Damage point on `s` is worth, in points where sinking a typical battleship is ~25:
 * a ship counts once at the end of the battle (VAS-VICTORY-*) plus its guns, spread over the
 * Damage it has left, so the same hit matters more on a weak or battered ship.
 */
export function pointValue(s: ShipState): number {
  return (25 * (1 + printedWeight(s) / 30)) / Math.max(2, s.damage);
}

