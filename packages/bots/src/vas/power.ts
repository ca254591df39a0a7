/** Gun power estimates from the view, for withdrawing and for scoring positions. */
import { firePower, type ShipState, type VasState } from '@salvo/vas';

/** A ship's printed main and secondary weight of fire, scaled by the Damage it has left. */
export function gunWeight(s: ShipState): number {
  let w = 0;
  s.roster.weapons.forEach((x, i) => {
    if ((x.kind === 'main' || x.kind === 'secondary') && x.dd !== null && !s.weapons[i]?.destroyed) w += x.ad * x.dd;
  });
  return w * (s.damage / Math.max(1, s.roster.damage[0]));
}

export const sideWeight = (ships: readonly ShipState[]): number => ships.reduce((a, s) => a + gunWeight(s), 0);

/** Expected Damage (criticals counted as 2 points each) `from` deals to `to` in this state. */
export function threat(state: VasState, from: ShipState, to: ShipState): number {
  const p = firePower(state, from.id, to.id);
  return p.damage + 2 * p.criticals;
}
