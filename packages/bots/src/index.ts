/** Players for the Salvo engines, through the public engine API only. */
export { randomAction } from './random';
export { playout, type Playout, type PlayoutOptions, type Policy } from './runner';
export { randomWasBot, passFor, sampledFor, type WasBot } from './was/bot';
export { heuristicWasBot, heuristicPlan, type HeuristicStats } from './was/heuristic';
export { playWasMatch, stateDice } from './was/match';
export { searchWasBot, searchWasMove, searchWasDecision, pickBySearch, wasBot, wasOutcome, WAS_STRENGTHS, WAS_SEARCH_DEFAULT, type WasStrength, type WasSearchOptions } from './was/search';
export {
  vasBot, isVasStrength, VAS_STRENGTHS, STRENGTH_TEXT, heuristicVasBot, searchVasBot, playVasMatch, rankMoves, rankAttacks,
  type VasBot, type VasStrength, type VasMatch, type VasBotParams,
} from './vas/index';
