/**
 * @salvo/scenarios: Victory at Sea scenarios as data (docs/scenarios.md).
 *
 * - `parseScenario(raw)` / `loadScenario(idOrPath)`: a checked `Scenario` or problems with paths.
 * - `BUILTIN_SCENARIOS`, `randomScenarioId(d6)`: the six generic scenarios and the Scenario Type table
 *   (historical scenarios are appended to builtin.ts).
 * - `checkSideFleet(...)`: a fleet file against one side's points and restrictions at a level.
 * - `fleetAloft` / `chooseAloft`: each carrier's flights in the air at the start, the player's choice within
 *   the scenario's limits (VAS-SCN-AIR-ALOFT-CHOICE).
 * - `planBattle` / `placeShip` / `planToSetup` / `scenarioToSetup`: a scenario, fleets and a seed to a
 *   `VasSetup` for `vas.createGame` (pre-battle rolls seeded from the seed; `setup.scenario` carries
 *   victory conditions and scenario rule ids to the engine).
 * - `replayDeployment` / `applyDeployment` / `deployView` / `planOfView`: a battle deployed by hand online, one
 *   player after the other, each seeing what the rules let her see (online-deploy.ts, deploy-view.ts).
 * Depends on kernel, data, vas and zod; only load.ts reads files.
 */
export * from './schema';
export * from './parse';
export * from './load';
export * from './builtin';
export * from './restrictions';
export * from './to-setup';
export * from './deploy';
export * from './aloft';
export * from './aloft-choice';
export * from './default-battle';
export * from './online-deploy';
export * from './deploy-view';
export * from './scenario-vas-types';
export { scenarioVas, isScenarioSetup, battleRecordOf } from './scenario-vas';
export { standingOf, placesByHand, autoBattleSetup, type Standing } from './scenario-vas-replay';
