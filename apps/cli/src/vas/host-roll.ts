/**
 * Answers a pending chance step from the game's own PRNG and returns the recorded `roll` action with
 * the transition. The dice are those `rollFor` draws from a copy of the state's PRNG, which is what
 * `engine.rollChance` draws (kernel chance contract), so the record replays to the same game.
 */
import { rollFor, type ChanceRequest, type RngState, type Transition } from '@salvo/kernel';
import type { VasAction, VasEvent, VasState } from '@salvo/vas';
import type { VasEngine } from './engine-type';

export function hostRoll(engine: VasEngine, state: VasState, request: ChanceRequest): { action: VasAction; transition: Transition<VasState, VasEvent> } {
  const copy: RngState = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  const values = rollFor(copy, request);
  return { action: engine.diceAction(values), transition: engine.rollChance(state) };
}
