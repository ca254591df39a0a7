/**
 * Ranking a ship's moves (Princess's `rankPath`, bot-anchors.md): each candidate end position gets
 *   bravery x best Damage it can deal there - caution x Damage all enemies can deal to it there
 *   - advance x distance to the nearest enemy (only while no enemy is within reach)
 *   - edge penalty; withdrawing ships instead keep out of reach: - 3 x caution x threat + distance.
 * Each term is kept in `formula`, so "why did the bot do that" is a line and a test assertion.
 */
import { planMove, vas, type MoveLeg, type ShipState, type VasAction, type VasState } from '@salvo/vas';
import type { VasBotParams } from './params';
import { printedWeight, sideWeight, threat } from './power';
import { distance, sides } from './view';
import { rankLookaheadMoves } from './lookahead';
import { countLead } from './victory-count';
import { exitObjective, stakedPointValue } from './objective';
import { rankExitMove } from './exit-move';

export interface RankedMove {
  readonly action: VasAction;
  readonly score: number;
  readonly formula: string;
}

/** Should this ship keep out of reach: Crippled, or its side outgunned (by `withdrawRatio`)? */
export function withdrawing(state: VasState, ship: ShipState, p: VasBotParams): boolean {
  const { mine, enemies } = sides(state, ship.fleet);
  if (enemies.length === 0) return false;
  // in the last three turns keeping out of reach only wins when the count after the last turn is ours
  // (VAS-VICTORY-MAX-TURNS); earlier an outgunned ship still saves herself
  if (p.countAware && state.options.maxTurns - state.turn <= 2 && countLead(state, ship.fleet) <= 0) return false;
  if (ship.crippled && p.withdrawCrippled && p.withdrawRatio > 0) return true;
  return sideWeight(mine) < p.withdrawRatio * sideWeight(enemies);
}

/** Longest reach of a ship's surface guns. */
export function maxReach(s: ShipState): number {
  return Math.max(0, ...s.roster.weapons.filter((w) => w.dd !== null && w.kind !== 'aa').map((w) => w.range));
}

/**
 * The nearest enemy that both outranges this ship and outclasses it 1.5 to 1 (guns x Damage left),
 * if any: closing on it
 * only feeds it targets (a heavy cruiser against battleships), so the ship keeps its distance.
 */
export function outclassedBy(state: VasState, ship: ShipState): ShipState | undefined {
  const { enemies } = sides(state, ship.fleet);
  const near = [...enemies].sort((a, b) => distance(ship, a) - distance(ship, b))[0];
  if (!near) return undefined;
  const strength = (s: ShipState): number => printedWeight(s) * Math.max(1, s.damage);
  return maxReach(near) > maxReach(ship) && strength(near) > 1.5 * strength(ship) ? near : undefined;
}

/** Inside the outclassing enemy's reach (plus 2"): advance per inch too close. */
function standoffPenalty(state: VasState, ship: ShipState, p: VasBotParams): number {
  const e = outclassedBy(state, ship);
  return e ? p.advance * Math.max(0, maxReach(e) + 2 - distance(ship, e)) : 0;
}

/**
 * Near the table's edge, worse when heading out: a ship that cannot turn away in time is forced off
 * the table next turn (a Tactical Withdrawal, lost to the victory count).
 */
export function edgePenalty(state: VasState, s: ShipState): number {
  const { width, height } = state.options.table;
  const d = Math.min(s.position.x, s.position.y, width - s.position.x, height - s.position.y);
  const rad = (s.heading * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = Math.cos(rad);
  // distance along the heading to the edge (headings: 0 = +y)
  const tx = dx > 1e-9 ? (width - s.position.x) / dx : dx < -1e-9 ? s.position.x / -dx : Infinity;
  const ty = dy > 1e-9 ? (height - s.position.y) / dy : dy < -1e-9 ? s.position.y / -dy : Infinity;
  const runway = Math.min(tx, ty);
  const speed = Math.max(1, s.roster.speed);
  return (d < 6 ? (6 - d) * 2 : 0) + (runway < 2.5 * speed ? 4 * (2.5 * speed - runway) : 0);
}

/**
 * A candidate move played on a copy of the state: the ship where the move leaves it (`me`, inside `hyp`),
 * or the move's final ranking when it is illegal or leaves the table. Both rankings start here.
 */
export function tryMove(state: VasState, ship: ShipState, legs: readonly MoveLeg[]): { action: VasAction; hyp: VasState; me: ShipState } | RankedMove {
  const action: VasAction = { type: 'move', ship: ship.id, legs };
  const plan = planMove(state, ship, legs, { allowShort: true });
  if (!plan.ok) return { action, score: -1e9, formula: `illegal: ${plan.error.code}` };
  if (plan.value.withdrawn) return { action, score: -1e6, formula: 'leaves the table' };
  const hyp: VasState = { ...state, ships: { ...state.ships } };
  const me: ShipState = { ...ship, position: plan.value.end, heading: plan.value.heading, distanceMovedThisTurn: plan.value.distance, movedThisTurn: true };
  hyp.ships[ship.id] = me;
  return { action, hyp, me };
}

export function rankMove(state: VasState, ship: ShipState, legs: readonly MoveLeg[], p: VasBotParams, retreat: boolean): RankedMove {
  const tried = tryMove(state, ship, legs);
  if ('score' in tried) return tried;
  const { action, hyp, me } = tried;
  const { enemies } = sides(hyp, ship.fleet);
  // valued: Damage weighed by what a point is worth on that ship (pointValue, with its scenario stake), else raw Damage
  const dealt = enemies.reduce((best, e) => Math.max(best, threat(hyp, me, e) * (p.valued ? stakedPointValue(hyp, e) : 1)), 0);
  const taken = enemies.reduce((sum, e) => sum + threat(hyp, e, me), 0) * (p.valued ? stakedPointValue(hyp, me) : 1);
  const centre = { ...me, position: { x: state.options.table.width / 2, y: state.options.table.height / 2 } };
  const nearest = enemies.length > 0 ? Math.min(...enemies.map((e) => distance(me, e))) : distance(me, centre);
  const edge = edgePenalty(hyp, me);
  if (retreat) {
    const score = -3 * p.caution * taken + 0.5 * nearest - edge;
    return { action, score, formula: `withdraw: -3*${p.caution}*taken ${taken.toFixed(2)} + 0.5*nearest ${nearest.toFixed(1)} - edge ${edge.toFixed(1)}` };
  }
  const closing = dealt > 0 ? 0 : outclassedBy(hyp, me) !== undefined ? standoffPenalty(hyp, me, p) : p.advance * nearest;
  const score = p.bravery * dealt - p.caution * taken - closing - edge;
  return {
    action, score,
    formula: `${p.bravery}*dealt ${dealt.toFixed(2)} - ${p.caution}*taken ${taken.toFixed(2)} - advance ${closing.toFixed(2)} - edge ${edge.toFixed(1)}`,
  };
}

/** Every listed move of the moving ship, best first: towards the exit when the scenario rewards leaving. */
export function rankMoves(state: VasState, p: VasBotParams): RankedMove[] {
  const ship = state.moving ? state.ships[state.moving] : undefined;
  if (!ship) return [];
  const retreat = withdrawing(state, ship, p);
  const moves = vas.legalActions(state).filter((a): a is Extract<VasAction, { type: 'move' }> => a.type === 'move');
  // a scenario that rewards leaving the table outranks the fight (objective.ts)
  const goal = exitObjective(state, ship, retreat || ship.crippled);
  if (goal) return moves.map((a) => rankExitMove(state, ship, a.legs, p, goal)).sort((a, b) => b.score - a.score);
  if (p.lookahead) return rankLookaheadMoves(state, ship, moves.map((a) => a.legs), p);
  return moves.map((a) => rankMove(state, ship, a.legs, p, retreat)).sort((a, b) => b.score - a.score);
}
