/**
 * One playout of a War at Sea world to its end, both sides by the heuristic, scored for one side.
 * The search bot's inner loop, so it applies each action once (the heuristic bot checks its plan with
 * `apply` and the runner applies it again; here the checked `apply` is the only one, and a rejected plan
 * falls back to the engine's sampler like the heuristic bot's). Dice come from the world's own PRNG.
 */
import { seedRng, type RngState } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { BOARD } from './board-info';
import { sampledFor } from './bot';
import { shipWorth } from './power';
import { heuristicPlan } from './heuristic';

/** Weight of one POC of final margin, next to 1 a win / 0.5 a draw / 0 a loss (the margin is at most 10, rule 1 of the optional rules). */
export const MARGIN_WEIGHT = 0.05;

/**
 * A finished game's value for `side`: 1 a win, 0.5 a draw, 0 a loss, plus MARGIN_WEIGHT per POC of
 * lead. The margin separates plans that win or lose by different amounts, which a handful of
 * playouts scored 0 or 1 cannot tell apart; a win by one POC (1.05) still beats a loss by one (-0.05).
 */
export function wasOutcome(state: WasState, winners: readonly string[], side: Side): number {
  const margin = MARGIN_WEIGHT * (side === 'axis' ? state.poc : -state.poc);
  if (winners.length === 0) return 0.5 + margin;
  return (winners.includes(side) ? 1 : 0) + margin;
}

/** A decision of `player` in the rollout: the heuristic's plan, or the engine's sample when it is refused. */
function stepFor(state: WasState, player: Side, rng: RngState): WasState {
  const plan = heuristicPlan(state, player);
  if (plan) {
    const r = wasEngine.apply(state, plan);
    if (r.ok) return r.value.state;
  }
  const a: WasAction = sampledFor(state, player, rng);
  const r = wasEngine.apply(state, a);
  if (!r.ok) throw new Error(`War at Sea rollout: the sampler's action was refused (${r.error.code})`);
  return r.value.state;
}

/**
 * What a side still has afloat, in `shipWorth` units, a damaged ship counted by the share of its
 * Defense left (7.4: it sinks when damage exceeds Defense). Ships still to arrive count too (they are
 * the same in every candidate's world, so they cancel in a comparison).
 */
export function fleetWorth(state: WasState, side: Side): number {
  let total = 0;
  for (const x of state.ships) {
    if (x.side !== side || (x.status !== 'active' && x.status !== 'waiting')) continue;
    total += shipWorth(x) * Math.max(0, 1 - x.damage / (x.defense + 1));
  }
  return total;
}

/** POC a unit of fleet worth is taken to earn in each turn left (a battleship is about 2.3 units). */
export const WORTH_POC_PER_TURN = 0.5;
/** Turns of a lost ship's absence counted at most (beyond that the estimate means little). */
const WORTH_TURNS = 3;

/**
 * The value of an unfinished world for `side` (a truncated rollout): the POC margin now plus the fleet
 * worth each side lost since `root`, counted in the POC it would have earned in the turns left
 * (at most WORTH_TURNS), mapped to 0..1 like a win chance (a logistic of the projected margin, 3 POC
 * being a clear lead) plus MARGIN_WEIGHT per projected POC, the scale of `wasOutcome`.
 */
export function projectedValue(state: WasState, root: WasState, side: Side): number {
  const enemy: Side = side === 'axis' ? 'allies' : 'axis';
  const turnsLeft = Math.min(WORTH_TURNS, Math.max(0, BOARD.turns - state.turn + 1));
  const lostMine = fleetWorth(root, side) - fleetWorth(state, side);
  const lostTheirs = fleetWorth(root, enemy) - fleetWorth(state, enemy);
  const margin = (side === 'axis' ? state.poc : -state.poc) + WORTH_POC_PER_TURN * turnsLeft * (lostTheirs - lostMine);
  const clipped = Math.max(-10, Math.min(10, margin));
  return 1 / (1 + Math.exp(-clipped / 1.5)) + MARGIN_WEIGHT * clipped;
}

/**
 * Plays `world` (the position after the candidate was applied to `root`) on to the end of the game, or
 * until turn `horizon` is over, and scores it for `side`: a finished game by `wasOutcome`, an unfinished
 * one by `projectedValue`. At most `maxActions` actions.
 */
export function rolloutWas(world: WasState, side: Side, seed: number, root: WasState = world, horizon = Infinity, maxActions = wasEngine.descriptor.maxActions): number {
  const rng = seedRng(seed);
  let state = world;
  for (let n = 0; n < maxActions; n++) {
    const p = wasEngine.pending(state);
    if (p.kind === 'over') return wasOutcome(state, p.winners, side);
    if (state.turn > horizon) return projectedValue(state, root, side);
    if (p.kind === 'chance') { state = wasEngine.rollChance(state).state; continue; }
    const player = p.kind === 'decision' ? p.player : p.players[0];
    if (player !== 'allies' && player !== 'axis') return projectedValue(state, root, side);
    state = stepFor(state, player, rng);
  }
  return projectedValue(state, root, side);
}
