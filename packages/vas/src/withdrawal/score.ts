/**
 * Victory Points for ships (VAS-WITHDRAW-SCORE, VAS-WITHDRAW-FORBIDDEN; the scenario Victory Point Table
 * supplies each ship's value). Each side gains, for every enemy ship, one award only, the largest that
 * applies: destroyed (or left by a forbidden edge) its full value; Crippled or reduced to a Skeleton Crew
 * half, rounded up; a Tactical Withdrawal (or a concession) a quarter, rounded up.
 */
import type { ShipState, VasState } from '../types';

export type ShipAward = 'destroyed' | 'crippled' | 'withdrawn' | 'none';

export function shipAward(state: VasState, ship: ShipState): ShipAward {
  const exit = state.naval.exits[ship.id];
  if (ship.destroyed || exit?.forbidden === true) return 'destroyed';
  if (ship.crippled || ship.skeleton) return 'crippled';
  if (ship.withdrawn) return 'withdrawn';
  return 'none';
}

export function awardPoints(award: ShipAward, value: number): number {
  switch (award) {
    case 'destroyed': return value;
    case 'crippled': return Math.ceil(value / 2);
    case 'withdrawn': return Math.ceil(value / 4);
    case 'none': return 0;
  }
}

/** Points each side has gained from its enemies' ships, by side name. */
export function victoryPoints(state: VasState, valueOf: (ship: ShipState) => number): Record<string, number> {
  const sides = [...new Set(state.fleetOrder.map((f) => state.fleets[f]?.side ?? f))];
  const out: Record<string, number> = {};
  for (const side of sides) {
    let total = 0;
    for (const id of state.shipOrder) {
      const s = state.ships[id];
      if (!s || (state.fleets[s.fleet]?.side ?? s.fleet) === side) continue;
      total += awardPoints(shipAward(state, s), valueOf(s));
    }
    out[side] = total;
  }
  return out;
}
