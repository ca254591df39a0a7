/**
 * What a ship may do this Movement Phase: its Speed and Turning after damage (damage module) and
 * after its Special Action (Flank Speed! x1.5 unrounded, Rig for Silent Running! half Speed,
 * Come About! +1 Turning unless a Rudder hit or Speed 0 forbids turning), and whether it is Agile.
 */
import { isAgile } from '../traits/ship-traits';
import type { ShipState } from '../types';
import { effectiveSpeed, effectiveTurning, hasActiveCritical } from '../turn/damage-port';

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
}

const succeeded = (ship: ShipState, kind: string): boolean => ship.special?.kind === kind && ship.special.success;

export function moveLimits(ship: ShipState): MoveLimits {
  let speed = effectiveSpeed(ship);
  if (succeeded(ship, 'flank-speed')) speed *= 1.5;
  if (succeeded(ship, 'rig-for-silent-running')) speed /= 2;
  let turning = speed > 0 ? effectiveTurning(ship) : 0;
  // Come About! adds a point to the Turning score, even a printed 0; a Rudder hit or Speed 0 still forbids any turn.
  if (speed > 0 && !hasActiveCritical(ship, 'rudder') && succeeded(ship, 'come-about')) turning += 1;
  const agile = isAgile(ship);
  return { speed, minimum: Math.min(1, speed), turning, maxTurns: agile ? 2 : 1, agile };
}
