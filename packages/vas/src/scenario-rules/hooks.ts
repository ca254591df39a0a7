/**
 * The named points where the turn flow and the chapters consult the scenario rules (style anchors 5:
 * one module, consulted, never flags read deep inside other chapters). Every query returns at once
 * when the battle has no scenario rules.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { FleetId, ShipState, VasState } from '../types';
import type { ScenarioRule, TurnSide } from './types';

const rulesOf = <K extends ScenarioRule['rule']>(state: VasState, kind: K): Extract<ScenarioRule, { rule: K }>[] =>
  state.scenario.rules.filter((r): r is Extract<ScenarioRule, { rule: K }> => r.rule === kind);

/** VAS-SCN-INITIATIVE: the fleet the scenario gives this turn's initiative, if any. */
export function fixedInitiative(state: VasState): FleetId | undefined {
  return rulesOf(state, 'initiative').find((r) => r.turns.includes(state.turn))?.fleet;
}

/** VAS-SCN-FREE-TURN: this turn only these fleets act (null: no free turn now). */
export function freeTurnFleets(state: VasState): readonly FleetId[] | null {
  return rulesOf(state, 'free-turn').find((r) => r.turns.includes(state.turn))?.fleets ?? null;
}

/** VAS-SCN-FREE-TURN: the ship's fleet does nothing this turn. */
export function idleThisTurn(state: VasState, ship: ShipState): boolean {
  const free = freeTurnFleets(state);
  return free !== null && !free.includes(ship.fleet);
}

/** VAS-SCN-CAUGHT-UNAWARES: the ship may not fire this turn. */
export function caughtUnawares(state: VasState, ship: ShipState): boolean {
  return rulesOf(state, 'hold-fire').some((r) => state.turn < r.untilTurn && r.ships.includes(ship.id));
}

/** Why this ship may not be nominated to attack this turn under a scenario rule, or null. */
export function scenarioFireProblem(state: VasState, ship: ShipState): RuleError | null {
  if (state.scenario.rules.length === 0) return null;
  if (idleThisTurn(state, ship)) {
    return ruleError('ERR_SCENARIO_FREE_TURN', `Turn ${state.turn} is the other side's free turn: ${ship.name} may not move, fire, take Special Actions or make repairs.`, { path: 'ship' });
  }
  if (caughtUnawares(state, ship)) {
    return ruleError('ERR_SCENARIO_HOLD_FIRE', `${ship.name} is caught unawares and may not fire until turn ${holdFireUntil(state, ship)}.`, { path: 'ship' });
  }
  return null;
}

/**
 * The turn flow's check of a nomination (turn/check-action.ts), before whose turn it is: a ship sitting
 * out a free turn may not be nominated at all; a ship caught unawares may only hold her fire.
 */
export function scenarioActionProblem(state: VasState, ship: ShipState, type: 'nominate-move' | 'attack', firing: boolean): RuleError | null {
  if (state.scenario.rules.length === 0) return null;
  if (idleThisTurn(state, ship)) return scenarioFireProblem(state, ship);
  return type === 'attack' && firing ? scenarioFireProblem(state, ship) : null;
}

function holdFireUntil(state: VasState, ship: ShipState): number {
  return Math.max(...rulesOf(state, 'hold-fire').filter((r) => r.ships.includes(ship.id)).map((r) => r.untilTurn));
}

/** The scenario's limits on one ship's move this turn (VAS-SCN-MAX-SPEED, -HOLD-COURSE, -TURN-ONE-WAY). */
export interface ScenarioMoveLimits {
  /** Inches at most this turn, whatever Special Action; null: no cap. */
  readonly maxSpeed: number | null;
  /** No turn at all this turn. */
  readonly holdCourse: boolean;
  /** The only side the ship may turn to; null: either. */
  readonly turnSide: TurnSide | null;
}

const NO_LIMITS: ScenarioMoveLimits = { maxSpeed: null, holdCourse: false, turnSide: null };

export function scenarioMoveLimits(state: VasState, ship: ShipState): ScenarioMoveLimits {
  if (state.scenario.rules.length === 0) return NO_LIMITS;
  let maxSpeed: number | null = null;
  let holdCourse = false;
  let turnSide: TurnSide | null = null;
  for (const r of state.scenario.rules) {
    if (r.rule === 'max-speed' && r.ships.includes(ship.id)) maxSpeed = Math.min(maxSpeed ?? r.speed, r.speed);
    if (r.rule === 'hold-course' && r.ships.includes(ship.id) && state.turn < r.untilTurn) holdCourse = true;
    if (r.rule === 'turn-one-way' && r.ships.includes(ship.id)) turnSide ??= r.side;
  }
  if (maxSpeed === null && !holdCourse && turnSide === null) return NO_LIMITS;
  return { maxSpeed, holdCourse, turnSide };
}

/** VAS-SCN-NO-AIRCRAFT: the fleet uses no aircraft in this battle. */
export function aircraftBanned(state: Pick<VasState, 'scenario'>, fleet: FleetId): boolean {
  return state.scenario.rules.some((r) => r.rule === 'no-aircraft' && r.fleets.includes(fleet));
}
