/**
 * A search over plans, not moves (issue 11, docs/bots.md "Ninth session"). The move search (search.ts)
 * offers its playouts three neighbours of the heuristic's own move, and the dice of the next turn swamp
 * the difference between them. Here the candidates are whole characters of the heuristic (`PLANS`:
 * as `normal` is, close and brawl, stand off), each played by our side for the rest of this turn and
 * the next in the same determinized worlds (common random numbers), the enemy played by `normal`.
 * Once a turn, at the bot's first decision of it, the plan that beats `normal`'s own by a clear paired
 * margin (`pickPaired`) is chosen, and the bot plays it until the turn ends. The choice depends only
 * on the view and the bot's own PRNG, so a game replays from its seed.
 */
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { heuristicAction, type VasBot } from './heuristic';
import { NORMAL, type VasBotParams } from './params';
import { evaluate, lanchester, pickPaired, playSides } from './search';

export { playSides };
import { asState, sideOfFleet } from './view';

/** The plans offered: `normal` first (the one the others must beat), then its bold and its wary variants. */
export const PLANS: readonly { readonly name: string; readonly params: VasBotParams }[] = [
  { name: 'as normal', params: NORMAL },
  { name: 'close and brawl', params: { ...NORMAL, caution: 0.3, advance: 0.8, withdrawRatio: 0 } },
  { name: 'stand off', params: { ...NORMAL, caution: 1.6, advance: 0.1 } },
];

export interface PlanSearchOptions {
  /** Determinized worlds per plan. */
  readonly worlds: number;
  /** Turns played past the current one before the evaluation. */
  readonly horizon: number;
  readonly evaluation?: 'fractions' | 'lanchester';
  /** The least mean gain over `normal`'s plan for another to replace it. */
  readonly minGain?: number;
}

/** The index in PLANS of the plan `side` should play from `state` (0, `normal`'s, unless another is clearly better). */
export function choosePlan(state: VasState, side: string, o: PlanSearchOptions, rng: RngState): number {
  const seeds = Array.from({ length: o.worlds }, () => nextU32(rng));
  const judge = o.evaluation === 'lanchester' ? lanchester : evaluate;
  const values = PLANS.map((plan) => seeds.map((seed) => judge(playSides({ ...state, rng: seedRng(seed) }, side, state.turn + o.horizon, plan.params, NORMAL, seedRng(seed ^ 0x5bd1e995)), side)));
  const best = pickPaired(PLANS.map((_, i) => i), values, o.minGain);
  return best ?? 0;
}

export function planSearchVasBot(name: string, o: PlanSearchOptions, rng: RngState): VasBot {
  let chosen: { turn: number; plan: number } | undefined;
  return {
    name,
    decide(view) {
      const state = asState(view, rng);
      const pend = vas.pending(state);
      const deciding = pend.kind === 'decision' && (pend.decision === 'nominate-move' || pend.decision === 'move' || pend.decision === 'attack');
      if (deciding && chosen?.turn !== state.turn) chosen = { turn: state.turn, plan: choosePlan(state, sideOfFleet(state, view.viewer), o, rng) };
      const params = PLANS[chosen?.turn === state.turn ? chosen.plan : 0]?.params ?? NORMAL;
      return heuristicAction(state, params) ?? vas.sampleAction(state, rng);
    },
  };
}
