/** Seeded random play through the OpenSpiel-shaped API, for the tests (OpenSpiel's RandomSimTest). */
import { nextU32, seedRng } from '@salvo/kernel';
import { SIMULTANEOUS_PLAYER, SpielError, type SpielState } from '../src/index';

export type Pick = (n: number) => number;

export const picker = (seed: string): Pick => {
  const rng = seedRng(seed);
  return (n) => nextU32(rng) % n;
};

/** One step: a die, a decision, or every player's secret order. */
export function randomStep(state: SpielState, pick: Pick): void {
  if (state.currentPlayer() === SIMULTANEOUS_PLAYER) {
    state.applyActions(state.game.playerNames.map((_, p) => {
      const legal = state.legalActions(p);
      return legal[pick(legal.length)] as number;
    }));
    return;
  }
  const legal = state.legalActions();
  state.applyAction(legal[pick(legal.length)] as number);
}

export function playToEnd(state: SpielState, pick: Pick, limit = 50_000): SpielState {
  for (let i = 0; i < limit && !state.isTerminal(); i++) randomStep(state, pick);
  return state;
}

/** The SpielError code `f` throws, or 'no error' (any other exception is thrown on). */
export const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof SpielError) return e.code;
    throw e;
  }
  return 'no error';
};
