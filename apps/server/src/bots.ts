/**
 * The bots the server can seat, by name, in one registry: a new bot plugs in with `registerBot`.
 * A bot decides for its seat only; its PRNG is seeded from (game, seat, version), so a decision
 * re-made after a restart is the same decision. Victory at Sea bots are handed only their seat's
 * `observe` view (the strengths of the bots package's own registry); War at Sea bots take the state
 * because their samplers do, under the bots' contract to read it through `observe`.
 */
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot, sampledFor, STRENGTH_TEXT, VAS_STRENGTHS, vasBot } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import type { Side, WasState } from '@salvo/was';
import type { AnyAction } from './rulesets';

export interface BotEntry {
  readonly name: string;
  readonly rulesets: readonly string[];
  readonly description: string;
  decide(state: unknown, seat: string, seed: string): AnyAction;
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
  if (strength !== 'random') registerBot({ name: strength, rulesets: ['vas'], description: STRENGTH_TEXT[strength], decide: vasDecide(strength) });
}

registerBot({
  name: 'heuristic',
  rulesets: ['war-at-sea'],
  description: 'the War at Sea heuristic bot',
  decide: (state, seat, seed) => heuristicWasBot(seedRng(seed)).decide(state as WasState, seat as Side) as unknown as AnyAction,
});
