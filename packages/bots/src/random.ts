/**
 * The random-legal player for ANY engine: whatever the engine's sampler draws.
 *
 * Contract: uses only the public engine API; `rng` is the bot's own PRNG (mutated in place),
 * never the game's, so a bot's choices never change the game's dice. For a pending chance
 * step the answer is dice drawn from `rng` (hosts normally use `engine.rollChance` instead).
 */
import { rollFor, type Engine, type RngState } from '@salvo/kernel';

export function randomAction<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  state: S,
  rng: RngState,
): A {
  const p = engine.pending(state);
  if (p.kind === 'chance') return engine.diceAction(rollFor(rng, p.request));
  return engine.sampleAction(state, rng);
}
