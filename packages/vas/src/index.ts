/** Public API of the Victory at Sea engine. */
export * from './types';
export { vas } from './game';
export { RULES, type RuleEntry } from './rules';
export { createGame } from './setup/create-game';
export { validateMove } from './movement/validate-move';
export { planMove, type MovePlan } from './movement/plan';
export { sampleMove } from './movement/sample-move';
export { moveLimits, type MoveLimits } from './movement/limits';
export { footprintRadius } from './movement/footprint';
export { SPECIAL_ACTIONS } from './special-actions/catalog';
export { SMOKE_LENGTH } from './special-actions/smoke';
export { currentAD } from './damage/active';
export { criticalName } from './damage/critical-table';
export { attackOdds, type AttackOdds } from './attack/odds';
export { firePower, type FirePower } from './attack/odds-power';
export { weaponArcs } from './attack/arcs';
export { victoryPoints, shipAward, awardPoints, type ShipAward } from './withdrawal';
export { SQUARE } from './submarines/squares';
