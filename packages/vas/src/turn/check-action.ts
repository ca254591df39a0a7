/**
 * Validation of an untrusted action against the state, without touching it (VAS-ENGINE-ERRORS).
 * Order of checks: shape, battle over, unknown ship/fleet, dice vs decision, whose turn, then the
 * owning module's own rules. Returns the typed action (and the move plan for `move`).
 */
import { showValue, diceFitRequest, err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { FleetId, VasAction, VasState } from '../types';
import { validateDamageControl } from '../end-phase/damage-control';
import { validateMove } from '../movement/validate-move';
import type { MovePlan } from '../movement/plan';
import { validateNominateMove } from '../special-actions/nominate';
import { validateAttackNomination } from './attack-step';
import { validateTakeFirst } from './first-move';
import { pendingOf } from './pending';

export interface CheckedAction {
  readonly action: VasAction;
  readonly plan?: MovePlan;
}

const TYPES = ['roll', 'take-first', 'nominate-move', 'move', 'attack', 'damage-control', 'concede'];
const fail = (code: string, message: string, path?: string): Result<never, RuleError> =>
  err(ruleError(code, message, path === undefined ? {} : { path }));

export function checkAction(state: VasState, raw: unknown): Result<CheckedAction, RuleError> {
  if (typeof raw !== 'object' || raw === null || !TYPES.includes((raw as { type?: unknown }).type as string)) {
    return fail('ERR_BAD_ACTION', `An action is an object whose type is one of: ${TYPES.join(', ')}.`, 'type');
  }
  const a = raw as VasAction & Record<string, unknown>;
  if (state.phase === 'over') return fail('ERR_GAME_OVER', 'The battle is over.');
  let actor: FleetId | undefined;
  if ('ship' in a) {
    const ship = typeof a.ship === 'string' && Object.hasOwn(state.ships, a.ship) ? state.ships[a.ship] : undefined;
    if (!ship) return fail('ERR_UNKNOWN_SHIP', `There is no ship "${showValue(a.ship)}".`, 'ship');
    actor = ship.fleet;
  }
  if (a.type === 'take-first' || a.type === 'concede') {
    if (typeof a.fleet !== 'string' || !Object.hasOwn(state.fleets, a.fleet)) return fail('ERR_UNKNOWN_FLEET', `There is no fleet "${showValue(a.fleet)}".`, 'fleet');
    actor = a.fleet;
  }
  const p = pendingOf(state);
  if (a.type === 'roll') {
    if (p.kind !== 'chance') return fail('ERR_NO_CHANCE_PENDING', 'No dice are to be rolled now.');
    if (!Array.isArray(a.values)) return fail('ERR_BAD_DICE', 'A roll gives a list of die values.', 'values');
    const problem = diceFitRequest(p.request, a.values);
    if (problem) return fail('ERR_BAD_DICE', problem, 'values');
    return ok({ action: { type: 'roll', values: [...a.values] } });
  }
  if (p.kind === 'chance') return fail('ERR_WRONG_PHASE', `Dice must be rolled first: ${p.request.label}.`);
  if (p.kind !== 'decision') return fail('ERR_WRONG_PHASE', 'Nobody has a decision to make now.');
  if (a.type === 'concede') {
    if (state.conceded.includes(a.fleet)) return fail('ERR_ALREADY_CONCEDED', 'That fleet has already conceded.', 'fleet');
    return ok({ action: { type: 'concede', fleet: a.fleet } });
  }
  if (p.decision !== a.type) return fail('ERR_WRONG_PHASE', `Now: ${p.prompt}`);
  if (actor !== p.player) return fail('ERR_NOT_YOUR_TURN', `It is ${state.fleets[p.player]?.name ?? p.player}'s decision: ${p.prompt}`);
  const asErr = (e: RuleError | null, action: VasAction): Result<CheckedAction, RuleError> => (e ? err(e) : ok({ action }));
  switch (a.type) {
    case 'take-first':
      return asErr(validateTakeFirst(state, a.fleet, a.first), { type: 'take-first', fleet: a.fleet, first: a.first });
    case 'nominate-move':
      return asErr(validateNominateMove(state, a.ship, a.special),
        a.special === undefined ? { type: 'nominate-move', ship: a.ship } : { type: 'nominate-move', ship: a.ship, special: a.special });
    case 'move': {
      const plan = validateMove(state, a);
      return plan.ok ? ok({ action: { type: 'move', ship: a.ship, legs: plan.value.legs }, plan: plan.value }) : plan;
    }
    case 'attack':
      return asErr(validateAttackNomination(state, a.ship, a.fire), { type: 'attack', ship: a.ship, fire: a.fire });
    case 'damage-control':
      return asErr(validateDamageControl(state, a.ship, a.critical), { type: 'damage-control', ship: a.ship, critical: a.critical });
  }
}
