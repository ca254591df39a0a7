/**
 * The search bot (`hard`): determinized Monte Carlo rollouts over the heuristic (PIMC with the
 * heuristic as rollout policy, bot-anchors.md 3-4). At a move or attack decision it takes the
 * heuristic's best `width` candidates, plays each forward `budget / width` times from its own
 * view with its own dice (the game's PRNG is not in the view) to the end of the next turn, both
 * sides played by the fast heuristic, and keeps the candidate with the best mean evaluation:
 * Damage fractions left (ours minus theirs) plus the result of a finished battle. The budget is
 * in playouts, not seconds, so a game replays exactly from its seed. Other decisions: the heuristic.
 */
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { rankAttacks } from './attack';
import { heuristicAction, type VasBot } from './heuristic';
import { rankMoves } from './move';
import { NORMAL, ROLLOUT, type VasBotParams } from './params';
import { asState, sideOfFleet } from './view';

/** Evaluation points a candidate gives up per place below the heuristic's first choice. */
const PRIOR = 0.05;

export interface SearchOptions {
  /** Playouts per decision, over all candidates. */
  readonly budget: number;
  /** Candidates searched (the heuristic's best). */
  readonly width: number;
  /** Turns played past the current one before the evaluation. */
  readonly horizon: number;
  readonly params?: VasBotParams;
}

/** Ours minus theirs: Damage left as a share of the printed score, per ship; +/-10 for a result. */
export function evaluate(state: VasState, side: string): number {
  if (state.phase === 'over' && state.result) {
    const won = state.result.winners.some((f) => sideOfFleet(state, f) === side);
    if (won) return 10;
    if (state.result.winners.length > 0) return -10;
  }
  let v = 0;
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s) continue;
    const left = s.destroyed || s.withdrawn ? 0 : (s.damage / Math.max(1, s.roster.damage[0])) * (s.abandoned ? 0.2 : 1);
    v += sideOfFleet(state, s.fleet) === side ? left : -left;
  }
  return v;
}

/** Plays `state` forward with the rollout policy until the turn `until` ends or the battle does. */
export function rollout(start: VasState, until: number, p: VasBotParams, rng: RngState): VasState {
  let state = start;
  for (let guard = 0; guard < 5000; guard++) {
    const pend = vas.pending(state);
    if (pend.kind === 'over' || state.turn > until) return state;
    if (pend.kind === 'chance') { state = vas.rollChance(state).state; continue; }
    const action = heuristicAction(state, p) ?? vas.sampleAction(state, rng);
    const r = vas.apply(state, action);
    if (!r.ok) return state;
    state = r.value.state;
  }
  return state;
}

function candidates(state: VasState, p: VasBotParams, width: number): VasAction[] {
  const pend = vas.pending(state);
  if (pend.kind !== 'decision') return [];
  if (pend.decision === 'move') return rankMoves(state, p).slice(0, width).map((m) => m.action);
  if (pend.decision === 'attack') return rankAttacks(state, p).slice(0, width).map((m) => m.action);
  return [];
}

export function searchAction(state: VasState, side: string, o: SearchOptions, rng: RngState): VasAction | undefined {
  const p = o.params ?? NORMAL;
  const cands = candidates(state, p, o.width);
  if (cands.length <= 1) return cands[0] ?? heuristicAction(state, p);
  const per = Math.max(1, Math.floor(o.budget / cands.length));
  // common random numbers: every candidate is played out in the same `per` worlds (same dice), so
  // the comparison measures the candidates, not the luck of their dice
  const seeds = Array.from({ length: per }, () => nextU32(rng));
  let best: VasAction | undefined;
  let bestValue = -Infinity;
  cands.forEach((action, rank) => {
    let total = 0;
    for (const seed of seeds) {
      const world: VasState = { ...state, rng: seedRng(seed) };
      const r = vas.apply(world, action);
      if (!r.ok) { total = -Infinity; break; }
      total += evaluate(rollout(r.value.state, state.turn + o.horizon, ROLLOUT, seedRng(seed ^ 0x5bd1e995)), side);
    }
    // the heuristic's own ranking breaks near-ties: a candidate must beat the one above it clearly
    const value = total / per - PRIOR * rank;
    if (value > bestValue) { bestValue = value; best = action; }
  });
  return best;
}

export function searchVasBot(name: string, o: SearchOptions, rng: RngState): VasBot {
  return {
    name,
    decide(view) {
      const state = asState(view, rng);
      const side = sideOfFleet(state, view.viewer);
      return searchAction(state, side, o, rng) ?? vas.sampleAction(state, rng);
    },
  };
}
