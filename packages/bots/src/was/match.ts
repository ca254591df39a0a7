/**
 * One seeded War at Sea game between two bots, dice from the game's own PRNG (as `rollChance`
 * draws them), so the returned actions are a record that replays to the same game.
 */
import { rollFor, type ChanceRequest, type RngState } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasSetup, type WasState } from '@salvo/was';
import { playout, type Playout } from '../runner';
import type { WasBot } from './bot';

/**
 * The dice `rollChance` rolls: drawn from a copy of the state's PRNG. (Applying a recorded `roll`
 * advances the state's PRNG exactly as `rollChance` would; see ENGINE-RECORD in replay-identity.test.ts.)
 */
export function stateDice(state: WasState, request: ChanceRequest): number[] {
  const copy: RngState = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  return rollFor(copy, request);
}

/** `setup` must be valid: an invalid one is a bug in the caller and throws. */
export function playWasMatch(setup: WasSetup, bots: Readonly<Record<Side, WasBot>>): Playout<WasState, WasAction> & { setup: WasSetup } {
  const created = wasEngine.createGame(setup);
  if (!created.ok) throw new Error(`playWasMatch: ${created.error.message}`);
  const out = playout(wasEngine, created.value, {
    allies: (s: WasState) => bots.allies.decide(s, 'allies'),
    axis: (s: WasState) => bots.axis.decide(s, 'axis'),
  }, { dice: stateDice, rollChance: true });
  return { ...out, setup };
}
