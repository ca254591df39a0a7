/**
 * The War at Sea search bot (`search`, issue 11 item 6): determinized Monte Carlo rollouts over the
 * heuristic (PIMC, bot-anchors.md 3-4). At its own movement decision (5.2, 5.3: the order that
 * decides the campaign) it takes the heuristic's best `width` plans (`planMoveCandidates`, the
 * greedy plan and the all-in-one-area plans), plays each to the end of the game `budget / width`
 * times, both sides by the heuristic, and keeps the plan with the best mean result. Every other
 * decision is the heuristic's.
 *
 * What it may know: the movement step is open (the Allies move, then the Axis sees them), so the
 * only hidden facts there are the dice to come and, under 19.3, which British ship is which. Each
 * world keeps the position and redraws the dice from the bot's own PRNG; when 19.3 hides British
 * identities from the bot's side, it does not search (a world would have to guess them) and plays
 * the heuristic. Common random numbers: all plans are played in the same worlds. The budget is in
 * playouts, so a game replays from its seeds.
 */
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { hidesBritish, wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { playout } from '../runner';
import { randomWasBot, type WasBot } from './bot';
import { heuristicWasBot } from './heuristic';
import { planMoveCandidates } from './plan-move';

export interface WasSearchOptions {
  /** Playouts per movement decision, over all plans. */
  readonly budget: number;
  /** Plans searched (the heuristic's best). */
  readonly width: number;
}

export const WAS_SEARCH_DEFAULT: WasSearchOptions = { budget: 12, width: 3 };

/** Evaluation points a plan gives up per place below the heuristic's first choice. */
const PRIOR = 0.02;

/** 1 a win, 0 a loss, 0.5 a draw, plus the POC margin / 100 (the Axis lead, signed for `side`). */
export function wasOutcome(state: WasState, winners: readonly string[], side: Side): number {
  const margin = (side === 'axis' ? state.poc : -state.poc) / 100;
  if (winners.length === 0) return 0.5 + margin;
  return (winners.includes(side) ? 1 : 0) + margin;
}

/** One playout of `world` to the end, both sides by the heuristic (its own PRNG from `seed`). */
function rolloutValue(world: WasState, side: Side, seed: number): number {
  const h = heuristicWasBot(seedRng(seed));
  const r = playout(wasEngine, world, {
    allies: (s: WasState) => h.decide(s, 'allies'),
    axis: (s: WasState) => h.decide(s, 'axis'),
  }, { rollChance: true });
  return r.finished ? wasOutcome(r.state, r.winners, side) : 0.5;
}

/** The searched movement action, or null when this is not the side's open movement decision. */
export function searchWasMove(state: WasState, side: Side, o: WasSearchOptions, rng: RngState): WasAction | null {
  if (state.step.kind !== 'move' || state.step.side !== side || hidesBritish(state, side)) return null;
  const view = wasEngine.observe(state, side);
  const plans = planMoveCandidates(state, view, side, o.width, true);
  if (plans.length <= 1) return null;
  const per = Math.max(1, Math.floor(o.budget / plans.length));
  const seeds = Array.from({ length: per }, () => nextU32(rng));
  let best: WasAction | null = null;
  let bestValue = -Infinity;
  plans.forEach((plan, rank) => {
    const action: WasAction = { type: 'move', ...plan };
    let total = 0;
    for (const seed of seeds) {
      // the world: this position with dice the bot draws itself (the game's PRNG is not in the view)
      const world: WasState = { ...state, rng: seedRng(seed) };
      const r = wasEngine.apply(world, action);
      if (!r.ok) { total = -Infinity; break; }
      total += rolloutValue(r.value.state, side, seed ^ 0x2545f491);
    }
    const value = total / per - PRIOR * rank;
    if (value > bestValue) { bestValue = value; best = action; }
  });
  return best;
}

export function searchWasBot(rng: RngState, o: WasSearchOptions = WAS_SEARCH_DEFAULT): WasBot {
  const h = heuristicWasBot(rng);
  return {
    name: 'search',
    decide(state, side) {
      return searchWasMove(state, side, o, rng) ?? h.decide(state, side);
    },
  };
}

/** The War at Sea strengths offered by name (the registry the CLI, server and benches read). */
export const WAS_STRENGTHS = ['random', 'heuristic', 'search'] as const;
export type WasStrength = (typeof WAS_STRENGTHS)[number];

/** A War at Sea bot of this strength with its own PRNG (never the game's). */
export function wasBot(strength: WasStrength, seed: number | string, o: WasSearchOptions = WAS_SEARCH_DEFAULT): WasBot {
  const rng = seedRng(`was-bot:${strength}:${String(seed)}`);
  if (strength === 'random') return randomWasBot(rng);
  return strength === 'heuristic' ? heuristicWasBot(rng) : searchWasBot(rng, o);
}
