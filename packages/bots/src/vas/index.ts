/** Victory at Sea bots (issue 11). */
export { vasBot, isVasStrength, VAS_STRENGTHS, STRENGTH_TEXT, HARD_BUDGET, type VasStrength } from './strength';
export { heuristicVasBot, heuristicAction, chooseSpecial, type VasBot } from './heuristic';
export { searchVasBot, searchAction, evaluate, rollout, type SearchOptions } from './search';
export { rankMoves, rankMove, withdrawing, type RankedMove } from './move';
export { rankAttacks, type RankedAttack } from './attack';
export { EASY, NORMAL, ROLLOUT, type VasBotParams } from './params';
export { asState } from './view';
export { playVasMatch, type VasMatch } from './match';
