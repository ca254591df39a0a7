/**
 * What a ship may do this Movement Phase: its Speed and Turning after damage (damage module) and
 * after its Special Action (Flank Speed! x1.5 unrounded, Rig for Silent Running! half Speed,
 * Come About! +1 Turning unless a Rudder hit or Speed 0 forbids turning), and whether it is Agile.
 * Given the state, the scenario's limits apply last (scenario-rules/hooks.ts): a Speed cap that no
 * Special Action lifts (VAS-SCN-MAX-SPEED), no turn at all (VAS-SCN-HOLD-COURSE), turns to one side
 * only (VAS-SCN-TURN-ONE-WAY).
 */
import { isAgile } from '../traits/ship-traits';
import type { ShipState, TurnSide, VasState } from '../types';
import { scenarioMoveLimits } from '../scenario-rules/hooks';
import { effectiveSpeed, effectiveTurning, hasActiveCritical } from '../turn/damage-port';
import { succeeded } from '../special-actions/succeeded';

export interface MoveLimits {
  /** Maximum inches this turn. */
  readonly speed: number;
  /** Minimum inches: 1, or the whole Speed when it is below 1 (0 when dead in the water). */
  readonly minimum: number;
  /** Turning points (45 degrees each) allowed per turn; 0: no turns. */
  readonly turning: number;
  /** Turns allowed this move: 1, Agile 2. */
  readonly maxTurns: number;
  readonly agile: boolean;
  /** The only side the ship may turn to (a scenario rule); null: either. */
  readonly turnSide: TurnSide | null;
}


export function moveLimits(ship: ShipState, state?: VasState): MoveLimits {
  const scenario = state ? scenarioMoveLimits(state, ship) : null;
  let speed = effectiveSpeed(ship);
  if (succeeded(ship, 'flank-speed')) speed *= 1.5;
  if (succeeded(ship, 'rig-for-silent-running')) speed /= 2;
  if (scenario?.maxSpeed !== null && scenario?.maxSpeed !== undefined) speed = Math.min(speed, scenario.maxSpeed);
  let turning = speed > 0 && !scenario?.holdCourse ? effectiveTurning(ship) : 0;
  // Come About! adds a point to the Turning score, even a printed 0; a Rudder hit or Speed 0 still forbids any turn.
  if (speed > 0 && !scenario?.holdCourse && !hasActiveCritical(ship, 'rudder') && succeeded(ship, 'come-about')) turning += 1;
  const agile = isAgile(ship);
  return { speed, minimum: Math.min(1, speed), turning, maxTurns: agile ? 2 : 1, agile, turnSide: scenario?.turnSide ?? null };
}
