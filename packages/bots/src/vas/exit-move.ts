/**
 * Moves of a ship whose scenario wants her off the table (objective.ts): leaving by one of the
 * objective's edges beats every other move; otherwise each move is scored
 *   - PULL x inches still to go to the nearest objective edge - caution x Damage the enemy can deal there
 * so she makes for the edge by the route that costs least: an inch nearer is worth PULL / caution
 * points of expected Damage (2.5 for `normal`). Leaving by any other edge stays a loss.
 */
import { edgeAt, planMove, type MoveLeg, type ShipState, type VasAction, type VasState } from '@salvo/vas';
import { tryMove, type RankedMove } from './move';
import { edgeGap, type ExitObjective } from './objective';
import type { VasBotParams } from './params';
import { threat } from './power';
import { sides } from './view';

/** Weight of an inch nearer the objective edge, against expected Damage taken. */
const PULL = 2;
/** Leaving by an objective edge: above every move that stays. */
const LEAVES = 1e5;

export function rankExitMove(state: VasState, ship: ShipState, legs: readonly MoveLeg[], p: VasBotParams, goal: ExitObjective): RankedMove {
  const action: VasAction = { type: 'move', ship: ship.id, legs };
  const plan = planMove(state, ship, legs, { allowShort: true });
  if (plan.ok && plan.value.withdrawn) {
    const edge = edgeAt(state.options.table, plan.value.end);
    return goal.edges.includes(edge)
      ? { action, score: LEAVES, formula: `leaves by the ${edge} edge: ${goal.why}` }
      : { action, score: -1e6, formula: `leaves the table by the ${edge} edge, not an objective edge` };
  }
  const tried = tryMove(state, ship, legs);
  if ('score' in tried) return tried;
  const { hyp, me } = tried;
  const togo = edgeGap(hyp, me.position, goal.edges);
  const taken = sides(hyp, ship.fleet).enemies.reduce((sum, e) => sum + threat(hyp, e, me), 0);
  return {
    action,
    score: -PULL * togo - p.caution * taken,
    formula: `exit (${goal.why}): -${PULL}*to go ${togo.toFixed(1)} - ${p.caution}*taken ${taken.toFixed(2)}`,
  };
}
