/**
 * Finite sets of moves for bots and for `legalActions` (VAS-MOVE-*), and the hemmed-in rule
 * (docs/rules-decisions.md, VAS-MOVE-NO-STACK): when no move of the allowed length can end clear of
 * other ships, the ship may stop short, down to staying where she is (legs []).
 */
import type { MoveLeg, ShipState, TurnSide, VasState } from '../types';
import { moveLimits } from './limits';
import { planMove } from './plan';

/** Turn directions allowed: starboard (+) and port (-), or the scenario's one side (VAS-SCN-TURN-ONE-WAY). */
export const signs = (side: TurnSide | null): number[] => (side === null ? [1, -1] : side === 'port' ? [-1] : [1]);

/** Full speed, minimum, half speed then each whole-point turn (finishing or stopping), Agile end turns. */
export function representativeLegs(ship: ShipState, state?: VasState): MoveLeg[][] {
  const lim = moveLimits(ship, state);
  const out: MoveLeg[][] = [[{ forward: lim.speed }]];
  if (lim.minimum < lim.speed) out.push([{ forward: lim.minimum }]);
  const half = lim.speed / 2;
  for (let k = 1; k <= lim.turning; k++) {
    for (const sign of signs(lim.turnSide)) {
      const turn = sign * Math.min(180, k * 45);
      out.push([{ forward: half }, { turn }, { forward: lim.speed - half }]);
      if (half >= lim.minimum) out.push([{ forward: half }, { turn }]);
      if (lim.agile) out.push([{ forward: half }, { turn }, { forward: lim.speed - half }, { turn }]);
    }
  }
  return out;
}

/** A finer grid: straight moves every quarter inch and half-speed turns of every half point. */
function gridLegs(ship: ShipState, state: VasState): MoveLeg[][] {
  const lim = moveLimits(ship, state);
  const out: MoveLeg[][] = [];
  const steps = Math.max(1, Math.ceil((lim.speed - lim.minimum) / 0.25));
  const half = lim.speed / 2;
  for (let i = 0; i <= steps; i++) {
    const d = lim.minimum + ((lim.speed - lim.minimum) * i) / steps;
    out.push([{ forward: d }]);
    if (d < half) continue;
    for (let k = 1; k <= lim.turning * 2; k++) {
      for (const sign of signs(lim.turnSide)) out.push([{ forward: half }, { turn: sign * Math.min(180, k * 22.5) }, { forward: d - half }]);
    }
  }
  return out;
}

/** True when no move of the required length ends clear of other ships. */
export function hemmedIn(state: VasState, ship: ShipState): boolean {
  for (const legs of [...representativeLegs(ship, state), ...gridLegs(ship, state)]) {
    if (planMove(state, ship, legs).ok) return false;
  }
  return true;
}

/** Legal representative moves; never empty (a hemmed-in ship may stay put). */
export function legalRepresentativeLegs(state: VasState, ship: ShipState): MoveLeg[][] {
  const legal = representativeLegs(ship, state).filter((legs) => planMove(state, ship, legs).ok);
  if (legal.length > 0) return legal;
  const grid = gridLegs(ship, state).filter((legs) => planMove(state, ship, legs).ok);
  return grid.length > 0 ? grid.slice(0, 8) : [[]];
}
