/**
 * The named points where the turn flow and the chapters consult the scenario rules (style anchors 5:
 * one module, consulted, never flags read deep inside other chapters). Every query returns at once
 * when the battle has no scenario rules.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { FleetId, ShipState, VasState } from '../types';
import type { ScenarioRule, TurnSide } from './types';

const rulesOf = <K extends ScenarioRule['rule']>(state: VasState, kind: K): Extract<ScenarioRule, { rule: K }>[] =>
  state.scenarioRules.rules.filter((r): r is Extract<ScenarioRule, { rule: K }> => r.rule === kind);

/** VAS-SCN-CAUGHT-UNAWARES: the ship may not fire this turn. */
export function caughtUnawares(state: VasState, ship: ShipState): boolean {
  return rulesOf(state, 'hold-fire').some((r) => state.turn < r.untilTurn && r.ships.includes(ship.id));
}

/** Why this ship may not be nominated to fire this turn under a scenario rule, or null. */
export function scenarioFireProblem(state: VasState, ship: ShipState): RuleError | null {
  if (state.scenarioRules.rules.length === 0) return null;
  if (caughtUnawares(state, ship)) {
    return ruleError('ERR_SCENARIO_HOLD_FIRE', `${ship.name} is caught unawares and may not fire until turn ${holdFireUntil(state, ship)}.`, { path: 'ship' });
  }
  return null;
}

/**
 * The turn flow's check of a nomination (turn/check-action.ts), before whose turn it is: a ship caught
 * unawares may only hold her fire.
 */
export function scenarioActionProblem(state: VasState, ship: ShipState, type: 'nominate-move' | 'attack', firing: boolean): RuleError | null {
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
  if (state.scenarioRules.rules.length === 0) return NO_LIMITS;
  let maxSpeed: number | null = null;
  let holdCourse = false;
  let turnSide: TurnSide | null = null;
  for (const r of state.scenarioRules.rules) {
    if (r.rule === 'max-speed' && r.ships.includes(ship.id)) maxSpeed = Math.min(maxSpeed ?? r.speed, r.speed);
    if (r.rule === 'hold-course' && r.ships.includes(ship.id) && state.turn < r.untilTurn) holdCourse = true;
    if (r.rule === 'turn-one-way' && r.ships.includes(ship.id)) turnSide ??= r.side;
  }
  if (maxSpeed === null && !holdCourse && turnSide === null) return NO_LIMITS;
  return { maxSpeed, holdCourse, turnSide };
}

/** VAS-SCN-NO-AIRCRAFT: the fleet uses no aircraft in this battle. */
export function aircraftBanned(state: Pick<VasState, 'scenarioRules'>, fleet: FleetId): boolean {
  return state.scenarioRules.rules.some((r) => r.rule === 'no-aircraft' && r.fleets.includes(fleet));
}
