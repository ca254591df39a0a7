/**
 * War at Sea battles fought out on the Victory at Sea table (WAS-SALVO-TACTICAL, docs/war-at-sea-tactical.md):
 * `tacticalSetup` turns the surface battle a War at Sea game waits at into a Victory at Sea setup, and
 * `tacticalResult` turns that battle's final state into the War at Sea `tactical-result` action. Pure.
 */
export { tacticalSetup, fleetLines, FLEET_OF, type TacticalBattle } from './setup';
export { tacticalResult, type TacticalResultAction } from './result';
export { vasClassOf, STAND_INS, CONVOY_CLASS, CONVOY_SHIPS } from './classes';
export { damageOnTable, damageFromTable } from './damage-map';
export { tableBattleId, warOfTableBattle } from './online';
