/** The plain-data task and result of one batch (structured-clone friendly, integers only). */
import type { VasState } from '@salvo/vas';
import type { VasStrength } from '@salvo/bots';

export interface BatchTask {
  /** The position every game starts from (its PRNG is replaced per game). */
  readonly start: VasState;
  /** The bot of each side, in the order of `sides`. */
  readonly bots: readonly VasStrength[];
  readonly root: number | string;
  readonly batch: number;
  readonly games: number;
  /** Playouts per decision of `hard` bots (default the registry's). */
  readonly budget?: number;
  /** Tests only: the worker exits the first time it meets this batch while this file is absent (it creates it). */
  readonly crashOnce?: string;
}

export interface BatchResult {
  readonly batch: number;
  readonly games: number;
  /** Games won by each side (index as in `sides`), drawn, and stopped without a result. */
  readonly wins: number[];
  readonly draws: number;
  readonly unfinished: number;
  /** Per ship, in the start state's ship order: games in which it was sunk / Crippled (or sunk). */
  readonly sunk: number[];
  readonly crippled: number[];
  /** turns[t]: games decided in turn t. */
  readonly turns: number[];
}
