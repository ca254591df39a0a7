/**
 * Scenario rule ids the engine implements (VAS-SCN-RULES). A scenario lists the ids it needs; a setup
 * or scenario file naming one that is not here is refused, so no scenario rule is ever silently dropped.
 * Owners of new scenario hooks append their id here (one line each) with the module that implements it.
 */
export const SCENARIO_RULE_IDS: readonly string[] = [
  'VAS-SCN-FREE-TURN', // scenario/first-turn.ts: the named fleets alone act in turn 1
  'VAS-SCN-FIRST-INITIATIVE', // scenario/first-turn.ts: turn 1's initiative order fixed
  'VAS-SCN-BLOCKADE-DEPLOY', // scenario/blockade-deploy.ts: rolled deployment along the short edge
  'VAS-SCN-CONVOY-ENTRY', // scenario/edge-entry.ts: ships enter at either long edge
  'VAS-SCN-END-CIVILIANS', // scenario/end.ts: the battle ends when no civilian ship is left on the table
  'VAS-SCN-END-FLEETS', // scenario/end.ts: the battle ends when the named fleets have no ship left on the table
  'VAS-VP-EXIT', // scenario/points.ts: ships off an objective edge score their full value
  'VAS-VP-CIVILIAN', // scenario/points.ts: civilian ship point bonuses
  'VAS-SCN-CAUGHT-UNAWARES', // scenario-rules/ (setup.scenarioRules hold-fire): ships may not fire until a turn
  'VAS-SCN-HOLD-COURSE', // scenario-rules/ (hold-course): ships may not turn until a turn
  'VAS-SCN-MAX-SPEED', // scenario-rules/ (max-speed): a Speed cap no Special Action lifts
  'VAS-SCN-IMMOBILE', // scenario-rules/ (max-speed 0): a ship that cannot move at all
  'VAS-SCN-TURN-ONE-WAY', // scenario-rules/ (turn-one-way): turns to port or to starboard only
  'VAS-SCN-NO-AIRCRAFT', // scenario-rules/ (no-aircraft): a fleet sets up no flights
  'VAS-SCN-REINFORCEMENT', // scenario-rules/ (arrives): a ship joins at its place on a later turn
  'VAS-SCN-EXIT-ENDS', // scenario-rules/ (exit-ends-game): a ship off an edge ends the battle, most Damage caused wins
  'VAS-SCN-EXIT-DECIDES', // scenario-rules/ (exit-decides): ships off an edge give their side a verdict at once
  'VAS-SCN-GUN-FAILURE', // scenario-rules/gun-failure.ts (gun-failure): Prince of Wales's technicians, an optional rule
  'VAS-SCN-ELECTRICAL-FAILURE', // scenario-rules/electrical-failure.ts (electrical-failure): South Dakota's power, an optional rule
  'VAS-SCN-CRIPPLED-DECIDES', // scenario-rules/ (crippled-decides): a Crippled enemy ship gives a verdict at the end
  'VAS-SCN-SURVIVE-DECIDES', // scenario-rules/ (survive-decides): a fleet afloat after the last turn, sunk >= lost, wins
  'VAS-AIR-OBSERVATION-LAUNCH', // aircraft/observation.ts: a ship's observation aircraft launch like carrier flights (River Plate)
];

export function isScenarioRule(id: string): boolean {
  return SCENARIO_RULE_IDS.includes(id);
}
