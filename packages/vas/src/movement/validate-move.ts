/** `validateMove(state, action)`: the checked entry for a `move` action (VAS-MOVE-*). */
import { err, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { VasAction, VasState } from '../types';
import { hemmedIn } from './candidates';
import { planMove, readLegs, type MovePlan } from './plan';

type MoveAction = Extract<VasAction, { type: 'move' }>;

export function validateMove(state: VasState, action: MoveAction): Result<MovePlan, RuleError> {
  const ship = state.ships[action.ship];
  if (!ship) return err(ruleError('ERR_UNKNOWN_SHIP', `There is no ship "${action.ship}".`, { path: 'ship' }));
  if (state.phase !== 'movement' || state.moving !== action.ship) {
    const moving = state.moving === null ? undefined : state.ships[state.moving];
    const now = moving ? `; ${moving.name} ("${moving.id}") is the ship to move now` : '';
    return err(ruleError('ERR_WRONG_PHASE', `${ship.name} has not been nominated to move${now}.`, { path: 'ship' }));
  }
  const legs = readLegs(action.legs);
  if (!legs.ok) return legs;
  const plan = planMove(state, ship, legs.value);
  if (!plan.ok && plan.error.code === 'ERR_MOVE_TOO_SHORT' && hemmedIn(state, ship)) {
    return planMove(state, ship, legs.value, { allowShort: true });
  }
  return plan;
}
