/**
 * Nominating a ship to move, with an optional Special Action (VAS-SPECIAL-*). The action is chosen
 * and attempted before the ship moves, at most one per ship per turn. Automatic actions succeed at
 * once; the others need a Command check, 1d6 + Command >= the listed number (-1 in Bad Weather),
 * rolled as one chance step. A failed check changes nothing: the ship then moves normally.
 */
import { ruleError, type ChanceRequest, type RuleError } from '@salvo/kernel';
import { traitValue } from '@salvo/data';
import type { DepthChange, ShipId, ShipState, SpecialActionKind, VasEvent, VasState } from '../types';
import { commandOf } from '../squadrons/command';
import { squadronNominationProblem } from '../squadrons/turns';
import { applyDepth, changedDepth, depthProblem } from '../submarines/depth';
import { activeFleet, canMove } from '../turn/activation';
import { specialActionsAllowed } from '../turn/damage-port';
import { badField, quotedList } from '../turn/action-fields';
import { SPECIAL_ACTIONS, SPECIAL_ACTION_KINDS, isSpecialActionKind } from './catalog';

type SpecialCheck = Extract<NonNullable<VasState['resolution']>, { kind: 'special-check' }>;

export const isSubmersible = (ship: ShipState): boolean =>
  ship.roster.type === 'submersible' || traitValue(ship.roster, 'Submersible') !== undefined;

/** Why this ship may not attempt this Special Action now, or null. */
export function specialProblem(state: VasState, ship: ShipState, kind: SpecialActionKind): RuleError | null {
  const info = SPECIAL_ACTIONS[kind];
  if (ship.special !== null) return ruleError('ERR_SPECIAL_ALREADY_USED', `${ship.name} has already attempted a Special Action this turn.`, { path: 'special' });
  if (!specialActionsAllowed(ship)) {
    return ruleError('ERR_SPECIAL_NOT_ALLOWED', `${ship.name} cannot attempt Special Actions (Skeleton Crew, Bridge Hit or Engines Disabled).`, { path: 'special' });
  }
  if (kind === 'create-smoke' && state.options.weather === 'bad') {
    return ruleError('ERR_SMOKE_IN_BAD_WEATHER', `${info.name} cannot be performed in Bad Weather.`, { path: 'special' });
  }
  if (changedDepth(state, ship) || (ship.submerged && ship.crippled)) {
    return ruleError('ERR_DEPTH_AND_SPECIAL', `${ship.name} surfaced or dived this turn: no Special Action.`, { path: 'special' });
  }
  if (kind === 'rig-for-silent-running' && !isSubmersible(ship)) {
    return ruleError('ERR_NOT_SUBMERSIBLE', `${info.name} is for submersibles only; ${ship.name} is not one.`, { path: 'special' });
  }
  return null;
}

export function allowedSpecials(state: VasState, ship: ShipState): SpecialActionKind[] {
  return SPECIAL_ACTION_KINDS.filter((k) => specialProblem(state, ship, k) === null);
}

export function validateNominateMove(state: VasState, shipId: ShipId, special: unknown, depth?: unknown, second?: unknown): RuleError | null {
  const ship = state.ships[shipId];
  if (!ship) return ruleError('ERR_UNKNOWN_SHIP', `There is no ship "${shipId}".`, { path: 'ship' });
  if (state.phase !== 'movement' || state.activation === null || state.moving !== null) {
    return ruleError('ERR_WRONG_PHASE', 'No ship can be nominated to move now.');
  }
  if (activeFleet(state) !== ship.fleet) return ruleError('ERR_NOT_YOUR_TURN', `It is not ${ship.name}'s fleet's turn to nominate.`);
  if (!canMove(ship)) return ruleError('ERR_ALREADY_MOVED', `${ship.name} cannot be nominated to move again this turn.`, { path: 'ship' });
  const squadron = squadronNominationProblem(state, ship);
  if (squadron) return squadron;
  const depthError = depthProblem(ship, depth, special);
  if (depthError) return depthError;
  if (special === undefined) {
    return second === undefined ? null : ruleError('ERR_BAD_ACTION', 'A second Special Action comes with a first one (the field "special").', { path: 'second' });
  }
  if (!isSpecialActionKind(special)) {
    return badField('nominate-move', 'special', `one of ${quotedList(SPECIAL_ACTION_KINDS, 10)}, or left out for no Special Action`, special);
  }
  return specialProblem(state, ship, special) ?? (second === undefined ? null : secondProblem(state, ship, special, second));
}

/** VAS-NEW-CAPTAIN: a second Special Action this turn, once per battle, of another kind than the first. */
function secondProblem(state: VasState, ship: ShipState, first: SpecialActionKind, second: unknown): RuleError | null {
  if (ship.newCaptain !== true) {
    return ruleError('ERR_NO_NEW_CAPTAIN', `${ship.name} has no New Captain${ship.newCaptain === false ? ' left this battle (once per battle)' : ''}: one Special Action a turn.`, { path: 'second' });
  }
  if (!isSpecialActionKind(second)) return badField('nominate-move', 'second', `one of ${quotedList(SPECIAL_ACTION_KINDS, 10)}, or left out`, second);
  if (second === first) return ruleError('ERR_SAME_SPECIAL', 'The two Special Actions must be different ones.', { path: 'second' });
  const p = specialProblem(state, ship, second);
  return p ? { ...p, path: 'second' } : null;
}

/** Lowest die face that passes the check: listed number - Command, +1 in Bad Weather. */
export function commandCheckNeeded(state: VasState, ship: ShipState, check: number): number {
  return check - commandOf(state, ship) + (state.options.weather === 'bad' ? 1 : 0);
}

export function applyNominateMove(draft: VasState, shipId: ShipId, special: SpecialActionKind | undefined, depth?: DepthChange, second?: SpecialActionKind): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship) return [];
  draft.moving = shipId;
  const events: VasEvent[] = [{ type: 'nominated', rule: 'VAS-MOVE-ALTERNATE', ship: shipId, text: `${ship.name} is nominated to move.` }, ...applyDepth(draft, ship, depth)];
  if (special === undefined) return events;
  if (second !== undefined) {
    ship.newCaptain = false;
    events.push({ type: 'new-captain', rule: 'VAS-NEW-CAPTAIN', ship: shipId, text: `${ship.name}'s New Captain attempts two Special Actions this turn.`, data: { first: special, second } });
  }
  return [...events, ...attemptSpecial(draft, ship, special, false, second)];
}

/** Sets the Special Action (`second`: the New Captain's one) or its Command check; then attempts `then`. */
function attemptSpecial(draft: VasState, ship: ShipState, special: SpecialActionKind, second: boolean, then?: SpecialActionKind): VasEvent[] {
  const info = SPECIAL_ACTIONS[special];
  if (info.check === null) {
    if (second) ship.special2 = { kind: special, success: true };
    else ship.special = { kind: special, success: true };
    const ev: VasEvent = { type: 'special-action', rule: info.rule, ship: ship.id, text: `${ship.name}: ${info.name}`, data: { kind: special, success: true } };
    return then === undefined ? [ev] : [ev, ...attemptSpecial(draft, ship, then, true)];
  }
  const bonus = special === 'come-about' ? ship.checkBonus?.comeAbout ?? 0 : 0;
  draft.resolution = {
    kind: 'special-check', ship: ship.id, action: special, needed: commandCheckNeeded(draft, ship, info.check) - bonus,
    ...(then !== undefined ? { then } : {}), ...(second ? { second: true } : {}),
  };
  return [];
}

export function specialChance(state: VasState, r: SpecialCheck): ChanceRequest {
  const name = state.ships[r.ship]?.name ?? r.ship;
  return {
    dice: 1, sides: 6, purpose: 'command-check',
    label: `Roll 1d6 for ${name}'s ${SPECIAL_ACTIONS[r.action].name} (needs ${r.needed}+)`,
    context: { ship: r.ship, action: r.action, need: r.needed },
  };
}

export function applySpecialRoll(draft: VasState, r: SpecialCheck, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  const ship = draft.ships[r.ship];
  if (!ship) return [];
  const die = values[0] ?? 0;
  const success = die >= r.needed;
  if (r.second === true) ship.special2 = { kind: r.action, success };
  else ship.special = { kind: r.action, success };
  const name = SPECIAL_ACTIONS[r.action].name;
  // VAS-NEW-CAPTAIN: the second Special Action is attempted whatever became of the first.
  const then = r.then === undefined ? [] : attemptSpecial(draft, ship, r.then, true);
  return [{
    type: 'special-action', rule: SPECIAL_ACTIONS[r.action].rule, ship: r.ship,
    text: success ? `${ship.name}: ${name} succeeds (rolled ${die}).` : `${ship.name}: ${name} fails (rolled ${die}, needed ${r.needed}); she moves normally.`,
    data: { kind: r.action, success, die, needed: r.needed },
  }, ...then];
}
