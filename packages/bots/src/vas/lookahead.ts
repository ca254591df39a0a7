/**
 * The lookahead move ranking of `normal` (issue 11, docs/bots.md "Why the bots lose"). The plain
 * ranking (move.ts) scores a move against the enemy where it stands now; but ships move in
 * alternation (VAS-MOVE-ALTERNATE) and an enemy that has not moved yet this turn will be somewhere
 * else when the guns fire. Here every enemy still to move is modelled by its own representative
 * moves (`replies`: the same finite set the engine lists for it), and each of our candidate moves is
 * scored against those replies:
 *   dealt = our best valued fire at one enemy, per enemy: half its worst reply for us, half the mean
 *   taken = the fire of all enemies on us, per enemy: half its best reply for it, half the mean
 *   score = bravery' x dealt - caution' x taken - closing - edge
 * so the move keeps the range band and heading where our broadside bears and theirs does not,
 * whatever the enemy answers (the worst case) and as it usually does (the mean). `bravery'` and
 * `caution'` are the bot's, scaled by `posture`: the victory count after the last turn
 * (VAS-VICTORY-MAX-TURNS: most operational ships, then most Damage left) and the turns left.
 */
import { moveLimits, planMove, type MoveLeg, type ShipState, type VasState } from '@salvo/vas';
import { edgePenalty, maxReach, outclassedBy, rankMove, tryMove, withdrawing, type RankedMove } from './move';
import type { VasBotParams } from './params';
import { threat } from './power';
import { stakedPointValue } from './objective';
import { distance, sides } from './view';
import { countLead } from './victory-count';

/** Weight of the worst reply (the rest on the mean of the replies). */
const WORST = 0.5;

/** An enemy's representative moves (full speed, minimum, half speed then each whole-point turn). */
function replyLegs(state: VasState, ship: ShipState): MoveLeg[][] {
  const lim = moveLimits(ship, state);
  if (lim.speed <= 0) return [[]];
  const out: MoveLeg[][] = [[{ forward: lim.speed }]];
  if (lim.minimum < lim.speed) out.push([{ forward: lim.minimum }]);
  const half = lim.speed / 2;
  const signs = lim.turnSide === null ? [1, -1] : lim.turnSide === 'port' ? [-1] : [1];
  for (let k = 1; k <= lim.turning; k++) {
    for (const sign of signs) out.push([{ forward: half }, { turn: sign * Math.min(180, k * 45) }, { forward: lim.speed - half }]);
  }
  return out;
}

/** Where `enemy` may be when the guns fire: where it is if it has moved, else each of its replies. */
export function replies(state: VasState, enemy: ShipState): ShipState[] {
  if (enemy.movedThisTurn) return [enemy];
  const out: ShipState[] = [];
  for (const legs of replyLegs(state, enemy)) {
    const plan = planMove(state, enemy, legs, { allowShort: true });
    if (!plan.ok || plan.value.withdrawn) continue;
    out.push({ ...enemy, position: plan.value.end, heading: plan.value.heading, distanceMovedThisTurn: plan.value.distance, movedThisTurn: true });
  }
  return out.length > 0 ? out : [enemy];
}

/**
 * Multipliers of bravery and caution from the victory count and the turns left: in the last three
 * turns a side ahead on the count guards its lead (caution x 1.5), a side behind must win it back
 * (bravery x 1.5, caution x 0.6); otherwise 1 and 1. (A variant that kept out of reach whenever it
 * was ahead lost: running away hands the other side free fire. This one only weighs the fire.)
 */
export function posture(state: VasState, fleet: string): { bravery: number; caution: number; why: string } {
  const left = state.options.maxTurns - state.turn;
  if (left > 2) return { bravery: 1, caution: 1, why: 'even' };
  const lead = countLead(state, fleet);
  if (lead > 0) return { bravery: 1, caution: 1.5, why: `ahead on the count, ${left + 1} turn(s) left` };
  if (lead < 0) return { bravery: 1.5, caution: 0.6, why: `behind on the count, ${left + 1} turn(s) left` };
  return { bravery: 1, caution: 1, why: 'level' };
}

/**
 * The enemy this ship keeps its distance from (`outclassedBy`: it outranges and outclasses her), unless
 * (count-aware) it is one of the last three turns and her side is not ahead on the count: standing off
 * then loses the battle on the count after the last turn (VAS-VICTORY-MAX-TURNS).
 */
export function standoffFrom(state: VasState, ship: ShipState, p: VasBotParams): ShipState | undefined {
  const foe = outclassedBy(state, ship);
  if (!foe || !p.countAware || countLead(state, ship.fleet) > 0) return foe;
  return state.options.maxTurns - state.turn <= 2 ? undefined : foe;
}

const mix = (xs: readonly number[], worst: number): number => {
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return WORST * worst + (1 - WORST) * mean;
};

/** One candidate move scored against the enemies' replies. */
export function rankLookahead(state: VasState, ship: ShipState, legs: readonly MoveLeg[], p: VasBotParams, stance: ReturnType<typeof posture>): RankedMove {
  const tried = tryMove(state, ship, legs);
  if ('score' in tried) return tried;
  const { action, hyp, me } = tried;
  const { enemies } = sides(hyp, ship.fleet);
  const myValue = p.valued ? stakedPointValue(hyp, me) : 1;
  let dealt = 0;
  let taken = 0;
  let near = Infinity;
  let nearest: ShipState | undefined;
  for (const e of enemies) {
    const ds: number[] = [];
    const ts: number[] = [];
    const value = p.valued ? stakedPointValue(hyp, e) : 1;
    for (const r of replies(hyp, e)) {
      const world: VasState = r === e ? hyp : { ...hyp, ships: { ...hyp.ships, [e.id]: r } };
      ds.push(threat(world, me, r) * value);
      ts.push(threat(world, r, me) * myValue);
      if (distance(me, r) < near) { near = distance(me, r); nearest = r; }
    }
    dealt = Math.max(dealt, mix(ds, Math.min(...ds)));
    taken += mix(ts, Math.max(...ts));
  }
  if (enemies.length === 0) near = 0;
  const edge = edgePenalty(hyp, me);
  const foe = dealt > 0 ? undefined : standoffFrom(hyp, me, p);
  const closing = dealt > 0 ? 0 : foe ? p.advance * Math.max(0, maxReach(foe) + 2 - distance(me, foe)) : p.advance * (near + turnCost(me, nearest));
  const b = p.bravery * stance.bravery;
  const c = p.caution * stance.caution;
  const score = b * dealt - c * taken - closing - edge;
  return {
    action, score,
    formula: `lookahead (${stance.why}): ${b.toFixed(2)}*dealt ${dealt.toFixed(2)} - ${c.toFixed(2)}*taken ${taken.toFixed(2)} - advance ${closing.toFixed(2)} - edge ${edge.toFixed(1)}`,
  };
}

/**
 * Inches lost turning towards `to`: half a move for every 45 degrees between the ship's heading and
 * the bearing to it. Without it a ship heading away from the enemy found every turn that a 1" move
 * straight on (away) ended nearer than a half-speed move and a turn, and crept away for the rest of
 * the battle (watched in a game lost 1-against-1 on Damage left after turn 12).
 */
export function turnCost(me: ShipState, to: ShipState | undefined): number {
  if (!to) return 0;
  const bearing = (Math.atan2(to.position.x - me.position.x, to.position.y - me.position.y) * 180) / Math.PI;
  const off = Math.abs((((bearing - me.heading) % 360) + 540) % 360 - 180);
  return (off / 45) * (Math.max(1, me.roster.speed) / 2);
}

/** Every listed move of the moving ship, best first, by the lookahead (withdrawing ships: move.ts). */
export function rankLookaheadMoves(state: VasState, ship: ShipState, moves: readonly (readonly MoveLeg[])[], p: VasBotParams): RankedMove[] {
  if (withdrawing(state, ship, p)) return moves.map((legs) => rankMove(state, ship, legs, p, true)).sort((a, b) => b.score - a.score);
  const stance = posture(state, ship.fleet);
  return moves.map((legs) => rankLookahead(state, ship, legs, p, stance)).sort((a, b) => b.score - a.score);
}
