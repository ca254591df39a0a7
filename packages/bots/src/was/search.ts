/**
 * The War at Sea search bot (`search`, issue 11 item 6): determinized Monte Carlo rollouts over the
 * heuristic (PIMC, bot-anchors.md 3-4) at the decisions that shape the game: its movement (5.2, 5.3),
 * whether to disengage (12.1, 12.9) and whom to pursue (12.3-12.8). The candidates
 * (`searchCandidates`) start with the heuristic's own answer; each is applied in worlds and played to
 * the end by the heuristic on both sides (`rolloutWas`), scored 1 / 0.5 / 0 plus the POC margin
 * (`wasOutcome`). Sequential halving: every candidate is played in the same first worlds (common random
 * numbers), the better half goes on to more worlds, until one is left; the heuristic's rank costs
 * PRIOR a place, so a candidate must be better, not merely luckier. Every other decision is the heuristic's.
 *
 * What it may know: the world keeps everything the side's view shows and redraws what it does not —
 * the dice to come (from the bot's own PRNG) and, at the simultaneous disengage step, the enemy's
 * written answer (dropped from the world, so the heuristic writes one for the enemy in the world).
 * When 19.3 hides British identities from the side (the Axis before the combat phase), it does not
 * search (a world would have to name them) and plays the heuristic. The budget is in playouts, so a
 * game replays from its seeds.
 */
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { hidesBritish, wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { randomWasBot, type WasBot } from './bot';
import { heuristicWasBot } from './heuristic';
import { rolloutWas } from './rollout';
import { searchCandidates } from './search-candidates';

export { wasOutcome } from './rollout';

export interface WasSearchOptions {
  /** Playouts per movement decision, over all plans. */
  readonly budget: number;
  /** Movement plans searched (the heuristic's best). */
  readonly width: number;
  /** Playouts per disengage or pursue decision. */
  readonly combatBudget: number;
  /** Turns a playout looks ahead past the current one before it is scored by `projectedValue` (Infinity: to the end). */
  readonly horizon: number;
}

export const WAS_SEARCH_DEFAULT: WasSearchOptions = { budget: 16, width: 4, combatBudget: 6, horizon: 1 };

/** Evaluation points a candidate gives up per place below the heuristic's first choice. */
const PRIOR = 0.02;

/** The world: this position, with dice the bot draws itself and no enemy answer it has not seen. */
function worldOf(state: WasState, side: Side, seed: number): WasState {
  const own = state.secret[side];
  return { ...state, rng: seedRng(seed), secret: own ? { [side]: own } : {} };
}

/** Mean value of `action` over `seeds` (one playout each), or -Infinity if a world refuses it. */
function playIn(state: WasState, side: Side, action: WasAction, seeds: readonly number[], horizon: number): number {
  let total = 0;
  for (const seed of seeds) {
    const r = wasEngine.apply(worldOf(state, side, seed), action);
    if (!r.ok) return -Infinity;
    total += rolloutWas(r.value.state, side, seed ^ 0x2545f491, state, state.turn + horizon);
  }
  return total;
}

/** Sequential halving over `actions` (index = the heuristic's rank) with about `budget` playouts. */
export function pickBySearch(state: WasState, side: Side, actions: readonly WasAction[], budget: number, rng: RngState, horizon = Infinity): WasAction | null {
  const rounds = Math.max(1, Math.ceil(Math.log2(actions.length)));
  const total = actions.map(() => 0);
  const n = actions.map(() => 0);
  let alive = actions.map((_, i) => i);
  const score = (i: number): number => (n[i] ? (total[i] ?? 0) / (n[i] ?? 1) : -Infinity) - PRIOR * i;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor(budget / (alive.length * rounds)));
    const seeds = Array.from({ length: per }, () => nextU32(rng));
    for (const i of alive) {
      const a = actions[i];
      if (!a) continue;
      total[i] = (total[i] ?? 0) + playIn(state, side, a, seeds, horizon);
      n[i] = (n[i] ?? 0) + per;
    }
    const keep = round === rounds - 1 ? 1 : Math.ceil(alive.length / 2);
    alive = [...alive].sort((p, q) => score(q) - score(p) || p - q).slice(0, keep);
  }
  const best = alive[0];
  return best !== undefined && score(best) > -Infinity ? (actions[best] ?? null) : null;
}

/** The searched action, or null where the bot plays the heuristic (not a searched decision, one candidate, or 19.3). */
export function searchWasDecision(state: WasState, side: Side, o: WasSearchOptions, rng: RngState): WasAction | null {
  if (hidesBritish(state, side)) return null;
  const actions = searchCandidates(state, side, o.width);
  if (!actions || actions.length <= 1) return null;
  return pickBySearch(state, side, actions, state.step.kind === 'move' ? o.budget : o.combatBudget, rng, o.horizon);
}

/** The searched movement action, or null when this is not the side's open movement decision. */
export function searchWasMove(state: WasState, side: Side, o: WasSearchOptions, rng: RngState): WasAction | null {
  return state.step.kind === 'move' ? searchWasDecision(state, side, o, rng) : null;
}

export function searchWasBot(rng: RngState, o: WasSearchOptions = WAS_SEARCH_DEFAULT): WasBot {
  const h = heuristicWasBot(rng);
  return {
    name: 'search',
    decide(state, side) {
      return searchWasDecision(state, side, o, rng) ?? h.decide(state, side);
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
