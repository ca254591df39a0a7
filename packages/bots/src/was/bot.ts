/**
 * War at Sea players. A bot sees the game through `observe` (its own side's view), draws candidates
 * from its own PRNG (never the game's) and returns an action for its side that `apply` accepts.
 */
import type { RngState } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';

export interface WasBot {
  readonly name: string;
  decide(state: WasState, side: Side): WasAction;
}

/** The always-legal "do nothing" answer of a side in the pending decision, for simultaneous steps. */
export function passFor(state: WasState, side: Side): WasAction | null {
  const kind = state.step.kind;
  if (kind === 'place-air') return { type: 'place-air', side, target: null };
  if (kind === 'air-targets') return { type: 'air-targets', side, targets: [] };
  if (kind === 'disengage') return { type: 'disengage', side, groups: null };
  return null;
}

/** The engine's sampled action, made sure to be this side's answer in a simultaneous step. */
export function sampledFor(state: WasState, side: Side, rng: RngState): WasAction {
  const a = wasEngine.sampleAction(state, rng);
  if ('side' in a && a.side !== side) return passFor(state, side) ?? a;
  return a;
}

export function randomWasBot(rng: RngState): WasBot {
  return { name: 'random', decide: (state, side) => sampledFor(state, side, rng) };
}
