/**
 * Scenario objectives a bot plays for (issue 11: "withdraws when a scenario rewards it"). The core
 * heuristic treats every table edge as a loss (a Tactical Withdrawal); a scenario can make an edge the
 * goal instead. From the bot's own view, `exitObjective` says whether a ship should now head off the
 * table, and by which edges:
 *  - a civilian ship whose fleet scores for civilians off its exit edge (VAS-VP-CIVILIAN: Convoy Duty);
 *  - a ship of a fleet that scores only by leaving (VAS-VP-EXIT without Damage scored: the blockade
 *    runner); when its fleet scores Damage too, only once the ship is `losing` (a withdrawal by an exit
 *    edge earns her full value instead of handing the enemy points);
 *  - a ship named by an exit verdict (VAS-SCN-EXIT-DECIDES) that gives her side a victory or a partial
 *    victory, while she still counts (`intact`: no loss of Speed); a verdict of a draw only once she is
 *    `losing` (a draw is better than the battle she is losing);
 *  - the ship whose exit ends the battle (VAS-SCN-EXIT-ENDS) while her side has caused more Damage than
 *    it has taken (leaving then wins the battle; otherwise it would lose it).
 * `losing` is the caller's judgement: the ship is Crippled or its side would withdraw (`withdrawing`).
 * `objectiveStake` is what an objective is worth to the side that stops it (or, VAS-SCN-CRIPPLED-DECIDES,
 * to the side that Cripples the ship), in `pointValue`'s units (a battleship sunk is about 25): bots aim
 * at such ships, and value Damage on them (their own included) more. Salvo's own bot design, not a rule:
 * docs/bots.md "Scenario objectives".
 */
import { civilianPoints, damageCausedBySide, edgeDistance, hasLostNoSpeed, type ShipState, type TableEdge, type VasState } from '@salvo/vas';
import { pointValue } from './power';
import { sideOfFleet } from './view';

export interface ExitObjective {
  /** Edges that serve the objective (the fleet's forbidden edges removed). */
  readonly edges: readonly TableEdge[];
  /** Why, for the move's formula. */
  readonly why: string;
}

const ALL_EDGES: readonly TableEdge[] = ['north', 'south', 'east', 'west'];
/** Victory Points into `pointValue` units: a ship of the scenario's own level is 16 VP and, sunk, about 25. */
const VP = 25 / 16;
/** What stopping a ship whose escape wins the battle (or earns its side its full value) is worth. */
const ESCAPE_STAKE = 25;

const hasRule = (state: VasState, id: string): boolean => state.scenario?.rules.includes(id) === true;

function objective(state: VasState, ship: ShipState, edges: readonly TableEdge[], why: string): ExitObjective | undefined {
  const forbidden = state.naval.forbiddenEdges[ship.fleet] ?? [];
  const open = edges.filter((e) => !forbidden.includes(e));
  return open.length > 0 ? { edges: open, why } : undefined;
}

/** The edges this ship should leave by now, if its scenario rewards leaving; undefined: fight on. */
export function exitObjective(state: VasState, ship: ShipState, losing: boolean): ExitObjective | undefined {
  const scoring = state.scenario?.scoring[ship.fleet];
  if (ship.civilian && hasRule(state, 'VAS-VP-CIVILIAN') && (scoring?.civilianExitBonus ?? 0) > 0 && (scoring?.civilianExitEdges ?? []).length > 0) {
    return objective(state, ship, scoring?.civilianExitEdges ?? [], 'civilian ship points off the exit edge (VAS-VP-CIVILIAN)');
  }
  if (hasRule(state, 'VAS-VP-EXIT') && (scoring?.exitEdges ?? []).length > 0 && (scoring?.scoresDamage === false || losing)) {
    return objective(state, ship, scoring?.exitEdges ?? [], 'her full value off the exit edge (VAS-VP-EXIT)');
  }
  for (const r of state.scenarioRules.rules) {
    if (r.rule === 'exit-decides' && r.ships.includes(ship.id)) {
      if (r.intact && !hasLostNoSpeed(ship)) continue;
      if (r.outcome === 'draw' && !losing) continue;
      return objective(state, ship, r.edge === null ? ALL_EDGES : [r.edge], `leaving decides the battle: ${r.outcome} (VAS-SCN-EXIT-DECIDES)`);
    }
    if (r.rule === 'exit-ends-game' && r.ship === ship.id) {
      const side = sideOfFleet(state, ship.fleet);
      const caused = damageCausedBySide(state);
      const ours = caused[side] ?? 0;
      const theirs = Math.max(0, ...Object.entries(caused).filter(([s]) => s !== side).map(([, n]) => n));
      if (ours > theirs) return objective(state, ship, [r.edge], `leaving ends the battle with more Damage caused, ${ours} to ${theirs} (VAS-SCN-EXIT-ENDS)`);
    }
  }
  return undefined;
}

/** What stopping `ship` is worth beyond its Damage, in `pointValue` units: its civilian bonuses and an escape that wins. */
export function objectiveStake(state: VasState, ship: ShipState): number {
  let stake = 0;
  if (ship.civilian && hasRule(state, 'VAS-VP-CIVILIAN') && state.scenario) {
    const side = sideOfFleet(state, ship.fleet);
    const own = state.scenario.scoring[ship.fleet];
    const enemyBonus = Math.max(0, ...state.fleetOrder.filter((f) => sideOfFleet(state, f) !== side).map((f) => state.scenario?.scoring[f]?.civilianDestroyedBonus ?? 0));
    stake += VP * civilianPoints(ship) * (enemyBonus + (own?.civilianExitBonus ?? 0) + (own?.civilianSurvivalBonus ?? 0));
  }
  // only the objectives a ship pursues whatever the battle's course (not a draw or a withdrawal when losing)
  const goal = exitObjective(state, ship, false);
  if (goal && !ship.civilian) stake += ESCAPE_STAKE;
  // VAS-SCN-CRIPPLED-DECIDES: Crippling her decides the battle for the other side
  if (!ship.crippled && state.scenarioRules.rules.some((r) => r.rule === 'crippled-decides' && r.ships.includes(ship.id))) stake += ESCAPE_STAKE;
  return stake;
}

/** Whether Crippling `ship` is enough: an exit verdict that needs her intact, or a verdict on her being Crippled. */
export function stoppedByCrippling(state: VasState, ship: ShipState): boolean {
  return state.scenarioRules.rules.some((r) => (r.rule === 'exit-decides' && r.intact && r.ships.includes(ship.id)) || (r.rule === 'crippled-decides' && r.ships.includes(ship.id)));
}

/** Distance from `at` to the nearest of `edges`. */
export function edgeGap(state: VasState, at: { x: number; y: number }, edges: readonly TableEdge[]): number {
  return Math.min(...edges.map((e) => edgeDistance(state.options.table, at, e)));
}

/** `pointValue` with the objective's stake spread over the Damage the ship has left. */
export function stakedPointValue(state: VasState, ship: ShipState): number {
  return pointValue(ship) + objectiveStake(state, ship) / Math.max(2, ship.damage);
}

/** Attack-score units (a battleship sunk is about 75 there: 40 + its Damage) per `pointValue` unit. */
const ATTACK_UNIT = 2;

/** The objective stopped by an attack: its stake times the chance the attack stops it (sinks, or Cripples where that is enough). */
export function objectiveAttackValue(state: VasState, target: ShipState | undefined, pCrippled: number, pDestroyed: number): number {
  if (!target) return 0;
  const stake = objectiveStake(state, target);
  if (stake === 0) return 0;
  const stop = stoppedByCrippling(state, target) && !target.crippled ? Math.max(pCrippled, pDestroyed) : pDestroyed;
  return ATTACK_UNIT * stake * stop;
}
