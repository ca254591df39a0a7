/**
 * Attack Phase nominations (VAS-ATTACK-ORDER, VAS-ATTACK-HOLD-FIRE). The fleet due nominates one
 * of its ships; an empty `fire` list means the ship holds its fire and is done for the turn.
 * Otherwise the attack module validates and starts the attack; its dice follow as chance steps.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { FireNomination, ShipId, VasEvent, VasState } from '../types';
import { squadronActed, squadronNominationProblem } from '../squadrons/turns';
import { activeFleet, canAttack, passActivation } from './activation';
import { fireShapeError, friendlyFireProblem, startAttack } from './attack-port';
import { declareIllumination, illuminationProblem } from '../conditions';

export function validateAttackNomination(state: VasState, shipId: ShipId, fire: unknown, starshell?: unknown, spotlight?: unknown): RuleError | null {
  const ship = state.ships[shipId];
  if (!ship) return ruleError('ERR_UNKNOWN_SHIP', `There is no ship "${shipId}".`, { path: 'ship' });
  if (state.phase !== 'attack' || state.resolution !== null) return ruleError('ERR_WRONG_PHASE', 'No ship can be nominated to attack now.');
  if (activeFleet(state) !== ship.fleet) return ruleError('ERR_NOT_YOUR_TURN', `It is not ${ship.name}'s fleet's turn to nominate.`);
  if (!canAttack(ship)) return ruleError('ERR_ALREADY_ATTACKED', `${ship.name} cannot be nominated to attack again this turn.`, { path: 'ship' });
  const squadron = squadronNominationProblem(state, ship);
  if (squadron) return squadron;
  const shape = fireShapeError(fire);
  if (shape) return shape;
  if (Array.isArray(fire) && fire.length === 0 && state.visibility.night !== null) {
    const forced = friendlyFireProblem(state, ship, []);
    if (forced) return forced;
  }
  return starshell === undefined && spotlight === undefined ? null : illuminationProblem(state, ship, starshell, spotlight);
}

/** Starts the ship's attack on the draft; an error leaves the draft to be discarded. */
export function applyAttackNomination(
  draft: VasState, shipId: ShipId, fire: readonly FireNomination[], starshell?: ShipId, spotlight?: ShipId,
): Result<VasEvent[], RuleError> {
  const ship = draft.ships[shipId];
  if (!ship) return err(ruleError('ERR_UNKNOWN_SHIP', `There is no ship "${shipId}".`));
  const lights = starshell === undefined && spotlight === undefined ? [] : declareIllumination(draft, shipId, starshell, spotlight);
  if (fire.length === 0) {
    ship.attackedThisTurn = true;
    const events: VasEvent[] = [...lights, { type: 'holds-fire', rule: 'VAS-ATTACK-HOLD-FIRE', ship: shipId, text: `${ship.name} holds her fire.` }];
    if (squadronActed(draft, ship, 'attack', events)) passActivation(draft, ship.fleet);
    return ok(events);
  }
  const started = startAttack(draft, shipId, fire);
  if (!started.ok) return started;
  ship.attackedThisTurn = true;
  const events = [...lights, ...started.value];
  if (squadronActed(draft, ship, 'attack', events)) passActivation(draft, ship.fleet);
  return ok(events);
}
