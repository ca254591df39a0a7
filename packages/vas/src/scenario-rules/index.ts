/** Scenario rules on ships and fleets (VAS-SCN-*): setup, the hooks the turn flow consults, the start of a turn and the end check. */
export * from './types';
export { readScenarioRules } from './setup';
export { aircraftBanned, caughtUnawares, scenarioActionProblem, scenarioFireProblem, scenarioMoveLimits } from './hooks';
export { applyScenarioTurnStart } from './turn-start';
export { checkScenarioEnd, damageCausedBySide } from './end';
