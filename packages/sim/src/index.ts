/** Simulation and analysis over the engines: odds on paper, Monte Carlo battles (issue 11). */
export { buildDuel, rosterOf, weaponIndex, type DuelSpec, type Built } from './odds/duel';
export { histogram, oddsJson, oddsText, type OddsJson } from './odds/report';
export { stateAtStep, type AtStep } from './record-step';
