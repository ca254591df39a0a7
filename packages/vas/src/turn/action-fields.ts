/**
 * Sentences for refused JSON actions (VAS-ENGINE-ERRORS). Contract: a missing or mistyped field is
 * refused with a sentence that names the field and the form it takes, and `path` set to the field;
 * an action sent at the wrong moment is refused with why, and what the game expects now.
 */
import { ruleError, showValue, type Pending, type RuleError } from '@salvo/kernel';
import type { FleetId, VasActionType, VasState } from '../types';
import { fleetName } from './ships';

export const ACTION_TYPES: readonly VasActionType[] = [
  'roll', 'take-first', 'nominate-move', 'move', 'attack', 'damage-control', 'concede',
  'torpedo-critical', 'reveal', 'crash-dive', 'split-squadron', 'air-first', 'fly',
  'air-attack', 'tactical-judgement', 'enter', 'aa-fire',
];

const A: Readonly<Record<VasActionType, string>> = {
  roll: 'A roll', 'take-first': 'A take-first action', 'nominate-move': 'A nominate-move action', move: 'A move',
  attack: 'An attack', 'damage-control': 'A damage-control action', concede: 'A concession',
  'torpedo-critical': 'A torpedo-critical choice', reveal: 'A reveal', 'crash-dive': 'A crash-dive choice',
  'split-squadron': 'A split-squadron action', 'air-first': 'An air-first choice', fly: 'A fly action',
  'air-attack': 'An air-attack nomination',
  'tactical-judgement': 'A tactical-judgement choice',
  enter: 'An enter action',
  'aa-fire': 'An aa-fire split',
};

/** `"a", "b", "c"`, at most `max` of them. */
export function quotedList(ids: readonly string[], max = 6): string {
  const shown = ids.slice(0, max).map((id) => `"${id}"`).join(', ');
  return ids.length > max ? `${shown}, ...` : shown;
}

/**
 * The field `field` of a `type` action is missing or has the wrong form. `form` reads after both
 * "needs the field X:" and "must be": e.g. `a ship id such as "warspite"`.
 */
export function badField(type: VasActionType, field: string, form: string, value: unknown, code = 'ERR_BAD_ACTION', path = field): RuleError {
  const message = value === undefined
    ? `${A[type]} needs the field "${field}": ${form}.`
    : `The field "${field}" must be ${form}, not ${showValue(value)}.`;
  return ruleError(code, message, { path });
}

/** The action is not an object with a known `type`, or null. */
export function typeProblem(raw: unknown): RuleError | null {
  const list = ACTION_TYPES.join(', ');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return ruleError('ERR_BAD_ACTION', `An action is a JSON object with a field "type" (one of ${list}), not ${showValue(raw)}.`, { path: 'type' });
  }
  const type = (raw as { type?: unknown }).type;
  if (typeof type === 'string' && (ACTION_TYPES as readonly string[]).includes(type)) return null;
  return ruleError('ERR_BAD_ACTION', type === undefined
    ? `An action needs the field "type": one of ${list}.`
    : `The field "type" must be one of ${list}, not ${showValue(type)}.`, { path: 'type' });
}

const NEEDS_SHIP: ReadonlySet<string> = new Set(['nominate-move', 'move', 'attack', 'damage-control', 'crash-dive', 'tactical-judgement', 'aa-fire']);
export const NEEDS_FLEET: ReadonlySet<string> = new Set(['take-first', 'concede', 'torpedo-critical', 'reveal', 'split-squadron', 'air-first', 'fly', 'air-attack', 'enter']);

const shipIds = (state: VasState): string => quotedList(state.shipOrder);
const fleetIds = (state: VasState): string => quotedList(state.fleetOrder);

/**
 * The `ship` and `fleet` fields as given: a ship or fleet id of this battle. Checked before the moment
 * of the action (a `ship` given where none is needed is checked too). Fields left out are not checked
 * here but by `missingIdProblem`, once the action is the one the game expects.
 */
export function givenIdProblem(state: VasState, type: VasActionType, a: Readonly<Record<string, unknown>>): RuleError | null {
  if (a.ship !== undefined) {
    if (typeof a.ship !== 'string') return badField(type, 'ship', `the id of a ship, one of ${shipIds(state)}`, a.ship);
    if (!Object.hasOwn(state.ships, a.ship)) {
      return ruleError('ERR_UNKNOWN_SHIP', `There is no ship "${showValue(a.ship)}": the field "ship" takes one of ${shipIds(state)}.`, { path: 'ship' });
    }
  }
  if (NEEDS_FLEET.has(type) && a.fleet !== undefined) {
    if (typeof a.fleet !== 'string') return badField(type, 'fleet', `the id of a fleet, one of ${fleetIds(state)}`, a.fleet);
    if (!Object.hasOwn(state.fleets, a.fleet)) {
      return ruleError('ERR_UNKNOWN_FLEET', `There is no fleet "${showValue(a.fleet)}": the field "fleet" takes one of ${fleetIds(state)}.`, { path: 'fleet' });
    }
  }
  return null;
}

/** The `ship` or `fleet` field the action's type needs is left out. */
export function missingIdProblem(state: VasState, type: VasActionType, a: Readonly<Record<string, unknown>>): RuleError | null {
  if (NEEDS_SHIP.has(type) && a.ship === undefined) return badField(type, 'ship', `the id of a ship, one of ${shipIds(state)}`, undefined);
  if (NEEDS_FLEET.has(type) && a.fleet === undefined) return badField(type, 'fleet', `the id of a fleet, one of ${fleetIds(state)}`, undefined);
  return null;
}

/** When each kind of action is made; followed by what the game expects now. */
const WHEN: Readonly<Record<VasActionType, string>> = {
  roll: 'No dice are to be rolled now',
  'take-first': 'take-first is the choice of who moves first, made once per turn after the initiative roll',
  'nominate-move': 'nominate-move names the next ship to move, in the Movement Phase, once the ship before it has moved',
  move: 'A move comes after its ship has been nominated to move (nominate-move)',
  attack: 'attack nominates a ship to fire, in the Attack Phase',
  'damage-control': 'damage-control chooses a critical hit to repair, in the End Phase',
  concede: 'A fleet may concede only when a decision is awaited',
  'torpedo-critical': 'torpedo-critical chooses whether to re-roll a critical location die of a torpedo hit, in the End Phase',
  reveal: 'reveal places hidden submersibles, at the start of the Movement Phase',
  'crash-dive': 'crash-dive answers the chance to crash dive when an enemy comes within 10" of a surfaced submersible',
  'split-squadron': 'split-squadron breaks up a squadron, when that fleet is to nominate',
  'air-first': 'air-first is the choice of who moves aircraft first, made once every ship has moved',
  fly: 'fly moves a fleet\'s fighters, then its other flights, once every ship has moved',
  'air-attack': 'air-attack nominates all a fleet\'s aircraft attacks at once, instead of a ship, in the Attack Phase',
  'tactical-judgement': 'tactical-judgement re-rolls dice of a roll just made, by a ship with Tactical Judgement dice involved in it',
  enter: 'enter brings ships waiting off the table on at an entry edge, at the start of the Movement Phase',
  'aa-fire': 'aa-fire splits a ship\'s AA dice among flights, at the start of the Attack Phase, in a game with the option aaByHand',
};

/** The action's type is not the decision awaited: why, and what is expected now. */
export function wrongMoment(type: VasActionType, p: Pending<FleetId>): string {
  const now = p.kind === 'decision' ? ` Now the game expects ${p.decision}: ${p.prompt}`
    : p.kind === 'chance' ? ` Now the game expects a roll: ${p.request.label}.` : '';
  return `${WHEN[type]}.${now}`;
}

/** The actor named by the action is not the one whose decision it is. */
export function notYourTurn(state: VasState, actor: FleetId | undefined, p: Extract<Pending<FleetId>, { kind: 'decision' }>): string {
  const who = fleetName(state, p.player);
  return actor === undefined ? `It is ${who}'s decision: ${p.prompt}` : `It is ${who}'s decision, not ${fleetName(state, actor)}'s: ${p.prompt}`;
}
