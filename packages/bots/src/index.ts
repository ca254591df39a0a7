/** Players for the Salvo engines, through the public engine API only. */
export { randomAction } from './random';
export { playout, type Playout, type PlayoutOptions, type Policy } from './runner';
export { randomWasBot, passFor, sampledFor, type WasBot } from './was/bot';
export { heuristicWasBot, heuristicPlan, type HeuristicStats } from './was/heuristic';
export { playWasMatch, stateDice } from './was/match';
