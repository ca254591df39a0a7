/**
 * The bots the server can seat, by name, in one registry: a new bot plugs in with `registerBot`.
 * A bot decides for its seat only; its PRNG is seeded from (game, seat, version), so a decision
 * re-made after a restart is the same decision. Victory at Sea bots are handed only their seat's
 * `observe` view (the strengths of the bots package's own registry); War at Sea bots take the state
 * because their samplers do, under the bots' contract to read it through `observe`.
 * The search bots (War at Sea `search`, Victory at Sea `hard`: about a CPU second a decision) give a
 * `job` instead, run on a worker thread (bot-pool.ts) from what the seat may see (bot-job.ts); their
 * `decide` is the heuristic, used when there is no job (19.3) or the job times out or fails.
 */
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot, sampledFor, STRENGTH_TEXT, VAS_STRENGTHS, vasBot } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import type { Side, WasState } from '@salvo/was';
import { vasJob, wasSearchJob, type BotJob } from './bot-job';
import type { AnyAction } from './rulesets';

export interface BotEntry {
  readonly name: string;
  readonly rulesets: readonly string[];
  readonly description: string;
  /** The decision on the main thread: the whole of it for a cheap bot; for one with `job`, its fallback. */
  decide(state: unknown, seat: string, seed: string): AnyAction;
  /** An expensive decision as a worker job (only the seat's view), or null to decide with `decide` here. */
  job?(state: unknown, seat: string, seed: string): BotJob | null;
}

const registry = new Map<string, BotEntry>();

export function registerBot(entry: BotEntry): void {
  registry.set(entry.name, entry);
}

export function botFor(name: string, ruleset: string): BotEntry | undefined {
  const b = registry.get(name);
  return b && b.rulesets.includes(ruleset) ? b : undefined;
}

export function botNames(ruleset: string): string[] {
  return [...registry.values()].filter((b) => b.rulesets.includes(ruleset)).map((b) => b.name);
}

const vasDecide = (strength: (typeof VAS_STRENGTHS)[number]) => (state: unknown, seat: string, seed: string): AnyAction =>
  vasBot(strength, seed).decide(vas.observe(state as VasState, seat)) as unknown as AnyAction;

registerBot({
  name: 'random',
  rulesets: ['vas', 'war-at-sea'],
  description: 'a legal action drawn at random',
  decide(state, seat, seed) {
    if ((state as { game?: unknown }).game === 'war-at-sea') return sampledFor(state as WasState, seat as Side, seedRng(seed)) as unknown as AnyAction;
    return vasDecide('random')(state, seat, seed);
  },
});

for (const strength of VAS_STRENGTHS) {
  if (strength === 'random') continue;
  registerBot(strength === 'hard'
    ? { name: strength, rulesets: ['vas'], description: STRENGTH_TEXT[strength], decide: vasDecide('normal'), job: (state, seat, seed) => vasJob(strength, state as VasState, seat, seed) }
    : { name: strength, rulesets: ['vas'], description: STRENGTH_TEXT[strength], decide: vasDecide(strength) });
}

registerBot({
  name: 'heuristic',
  rulesets: ['war-at-sea'],
  description: 'the War at Sea heuristic bot',
  decide: (state, seat, seed) => heuristicWasBot(seedRng(seed)).decide(state as WasState, seat as Side) as unknown as AnyAction,
});

registerBot({
  name: 'search',
  rulesets: ['war-at-sea'],
  description: 'the War at Sea search bot: playouts over the heuristic at movement, disengage and pursuit (about a CPU second a decision, on a worker thread)',
  decide: (state, seat, seed) => heuristicWasBot(seedRng(seed)).decide(state as WasState, seat as Side) as unknown as AnyAction,
  job: (state, seat, seed) => wasSearchJob(state as WasState, seat as Side, seed),
});
