/**
 * Ranking a ship's moves (Princess's `rankPath`, bot-anchors.md): each candidate end position gets
 *   bravery x best Damage it can deal there - caution x Damage all enemies can deal to it there
 *   - advance x distance to the nearest enemy (only while no enemy is within reach)
 *   - edge penalty; withdrawing ships instead keep out of reach: - 3 x caution x threat + distance.
 * Each term is kept in `formula`, so "why did the bot do that" is a line and a test assertion.
 */
import { planMove, vas, type MoveLeg, type ShipState, type VasAction, type VasState } from '@salvo/vas';
import type { VasBotParams } from './params';
import { sideWeight, threat } from './power';
import { distance, sides } from './view';

export interface RankedMove {
  readonly action: VasAction;
  readonly score: number;
  readonly formula: string;
}

/** Should this ship keep out of reach: Crippled, or its side outgunned (by `withdrawRatio`)? */
export function withdrawing(state: VasState, ship: ShipState, p: VasBotParams): boolean {
  const { mine, enemies } = sides(state, ship.fleet);
  if (enemies.length === 0) return false;
  if (ship.crippled && p.withdrawRatio > 0) return true;
  return sideWeight(mine) < p.withdrawRatio * sideWeight(enemies);
}

function edgePenalty(state: VasState, s: ShipState): number {
  const { width, height } = state.options.table;
  const d = Math.min(s.position.x, s.position.y, width - s.position.x, height - s.position.y);
  return d < 5 ? (5 - d) * 2 : 0;
}

export function rankMove(state: VasState, ship: ShipState, legs: readonly MoveLeg[], p: VasBotParams, retreat: boolean): RankedMove {
  const action: VasAction = { type: 'move', ship: ship.id, legs };
  const plan = planMove(state, ship, legs, { allowShort: true });
  if (!plan.ok) return { action, score: -1e9, formula: `illegal: ${plan.error.code}` };
  if (plan.value.withdrawn) return { action, score: -1e6, formula: 'leaves the table' };
  const hyp: VasState = { ...state, ships: { ...state.ships } };
  const me: ShipState = { ...ship, position: plan.value.end, heading: plan.value.heading, distanceMovedThisTurn: plan.value.distance, movedThisTurn: true };
  hyp.ships[ship.id] = me;
  const { enemies } = sides(hyp, ship.fleet);
  const dealt = enemies.reduce((best, e) => Math.max(best, threat(hyp, me, e)), 0);
  const taken = enemies.reduce((sum, e) => sum + threat(hyp, e, me), 0);
  const centre = { ...me, position: { x: state.options.table.width / 2, y: state.options.table.height / 2 } };
  const nearest = enemies.length > 0 ? Math.min(...enemies.map((e) => distance(me, e))) : distance(me, centre);
  const edge = edgePenalty(hyp, me);
  if (retreat) {
    const score = -3 * p.caution * taken + 0.5 * nearest - edge;
    return { action, score, formula: `withdraw: -3*${p.caution}*taken ${taken.toFixed(2)} + 0.5*nearest ${nearest.toFixed(1)} - edge ${edge.toFixed(1)}` };
  }
  const closing = dealt > 0 ? 0 : p.advance * nearest;
  const score = p.bravery * dealt - p.caution * taken - closing - edge;
  return {
    action, score,
    formula: `${p.bravery}*dealt ${dealt.toFixed(2)} - ${p.caution}*taken ${taken.toFixed(2)} - advance ${closing.toFixed(2)} - edge ${edge.toFixed(1)}`,
  };
}

/** Every listed move of the moving ship, best first. */
export function rankMoves(state: VasState, p: VasBotParams): RankedMove[] {
  const ship = state.moving ? state.ships[state.moving] : undefined;
  if (!ship) return [];
  const retreat = withdrawing(state, ship, p);
  const moves = vas.legalActions(state).filter((a): a is Extract<VasAction, { type: 'move' }> => a.type === 'move');
  return moves.map((a) => rankMove(state, ship, a.legs, p, retreat)).sort((a, b) => b.score - a.score);
}
