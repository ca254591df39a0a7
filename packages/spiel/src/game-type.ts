/**
 * OpenSpiel's vocabulary (open_spiel/spiel.h): the special player ids and the `GameType` a game declares up
 * front. Names are OpenSpiel's, in camelCase.
 */

/** `currentPlayer()` at a chance node: dice are to be rolled (one die at a time here). */
export const CHANCE_PLAYER = -1;
/** `currentPlayer()` where several players give secret orders at once (War at Sea 5.5, 9.2, 12.9). */
export const SIMULTANEOUS_PLAYER = -2;
/** `currentPlayer()` once the game is over. */
export const TERMINAL_PLAYER = -4;

export interface GameType {
  readonly shortName: string;
  readonly longName: string;
  /** `simultaneous` when the game has secret simultaneous orders and `turn_based` is off. */
  readonly dynamics: 'sequential' | 'simultaneous';
  /** Every die is a chance node with its outcomes and their probabilities. */
  readonly chanceMode: 'explicit-stochastic';
  readonly information: 'imperfect';
  /** `zero-sum` with two players (one wins, or a draw); `general-sum` when allied fleets share a side. */
  readonly utility: 'zero-sum' | 'general-sum';
  readonly rewardModel: 'terminal';
  readonly minNumPlayers: number;
  readonly maxNumPlayers: number;
  readonly providesInformationStateString: true;
  readonly providesObservationString: true;
  /** No information-state tensor: its length would grow with the game (docs/openspiel-api.md). */
  readonly providesInformationStateTensor: false;
  /** War at Sea has an observation tensor of fixed length; Victory at Sea's continuous table has none. */
  readonly providesObservationTensor: boolean;
  /** Parameter names and what each takes, as OpenSpiel's `parameter_specification`. */
  readonly parameterSpecification: Readonly<Record<string, string>>;
}
