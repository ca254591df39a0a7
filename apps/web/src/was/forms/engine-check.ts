/**
 * The engine's own verdict on a composed action, in words: the forms never re-implement a rule, they
 * apply the action to the state (the engine is pure, so this is a copy and a check) and read the refusal.
 */
import { textFor, wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { namePlaces } from '../names';

/**
 * The refusal a player reads for `action` now, or null when the engine accepts it. The sentence is
 * filtered for `viewer` like every other text (19.3), with places named as on the board.
 */
export function refusal(state: WasState, action: WasAction, viewer: Side): string | null {
  const r = wasEngine.apply(state, action);
  return r.ok ? null : namePlaces(textFor(state, r.error.message, viewer));
}

export const accepted = (state: WasState, action: WasAction): boolean => wasEngine.apply(state, action).ok;
