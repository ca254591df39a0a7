/**
 * Validation of a ship's fire nominations before anything is measured or rolled.
 * Returns the first problem as a RuleError (codes below), or null when the nominations are legal.
 */
import { showValue, type RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import type { FireNomination, ShipState, VasState } from '../types';
import { currentAD } from '../damage/active';
import { weaponsSilenced } from '../damage/effective';
import { slowLoadingBlocks } from '../traits/weapon-traits';
import { badField } from '../turn/action-fields';
import { submarineAttackerProblem, submarineWeaponProblem } from '../submarines/attack-rules';
import { torpedoPlacementProblem } from '../torpedoes/validate';
import { seesThroughSmoke, smokeBlocks } from './smoke';
import { sightProblem, smokeMatters, weatherWeaponProblem } from '../conditions';
import { friendlyFireProblem, mistakenFriend } from './friendly-fire';
import { scenarioFireProblem } from '../scenario-rules/hooks';
import { succeeded } from '../special-actions/succeeded';

const SPLITTABLE = new Set(['secondary', 'aa']);

export const inPlay = (s: ShipState): boolean => !s.destroyed && !s.withdrawn && !s.hidden;

/** Ships on different sides are enemies. */
export function areEnemies(state: VasState, a: ShipState, b: ShipState): boolean {
  const fa = state.fleets[a.fleet];
  const fb = state.fleets[b.fleet];
  return fa !== undefined && fb !== undefined && fa.side !== fb.side;
}

function validateShip(state: VasState, ship: ShipState, fire: readonly FireNomination[]): RuleError | null {
  if (!inPlay(ship)) return ruleError('ERR_BAD_SHIP', `${ship.name} is no longer in the battle.`);
  const scenario = scenarioFireProblem(state, ship);
  if (scenario) return scenario;
  if (ship.attackedThisTurn) return ruleError('ERR_ALREADY_ATTACKED', `${ship.name} has already been nominated to attack this turn.`);
  if (fire.length === 0) return null;
  if (ship.abandoned) return ruleError('ERR_ABANDONED', `${ship.name} is Abandoned: nobody is left to man its guns.`);
  if (succeeded(ship, 'rig-for-silent-running')) {
    return ruleError('ERR_SILENT_RUNNING', `${ship.name} is Running Silent this turn and may not attack.`);
  }
  const naval = submarineAttackerProblem(state, ship);
  if (naval) return naval;
  if (weaponsSilenced(ship, state.turn)) {
    return ruleError('ERR_MAGAZINE_EXPLOSION', `${ship.name}'s magazine explosion keeps all its weapons silent this turn.`);
  }
  return null;
}

function validateWeapon(state: VasState, ship: ShipState, n: FireNomination, path: string): RuleError | null {
  const roster = Number.isInteger(n.weapon) ? ship.roster.weapons[n.weapon] : undefined;
  const w = Number.isInteger(n.weapon) ? ship.weapons[n.weapon] : undefined;
  if (!roster || !w) return ruleError('ERR_BAD_WEAPON', `${ship.name} has no weapon number ${showValue(n.weapon)}.`, { path });
  const weather = state.options.weather === 'bad' ? weatherWeaponProblem(state, ship, roster.kind, roster.name, path) : null;
  if (weather) return weather;
  if (roster.kind === 'bomb') {
    // VAS-AIR-BOMB: bombs are dropped by flights in contact with their target (aircraft/), never fired by a ship.
    return ruleError('ERR_BOMBS_AIRCRAFT_ONLY', `${roster.name}: bombs are dropped by aircraft in contact with their target, not fired by a ship.`, { path });
  }
  if (roster.kind === 'aa' || roster.dd === null) {
    return ruleError('ERR_AA_ONLY', `${roster.name} is an anti-aircraft battery: it may only attack aircraft.`, { path });
  }
  if (w.destroyed) return ruleError('ERR_WEAPON_DESTROYED', `${ship.name}'s ${roster.name} has been destroyed.`, { path });
  if (w.spent) return ruleError('ERR_WEAPON_SPENT', `${ship.name}'s ${roster.name} is One-Shot and has been used.`, { path });
  if (w.lastFiredTurn === state.turn) return ruleError('ERR_WEAPON_ALREADY_FIRED', `${ship.name}'s ${roster.name} has already fired this turn.`, { path });
  if (slowLoadingBlocks(roster, w.lastFiredTurn, state.turn)) {
    return ruleError('ERR_SLOW_LOADING', `${ship.name}'s ${roster.name} is Slow-Loading and fired last turn.`, { path });
  }
  if (currentAD(ship, n.weapon) === 0) return ruleError('ERR_NO_DICE', `${ship.name}'s ${roster.name} has no Attack Dice left.`, { path });
  if (n.dice !== undefined && (!Number.isInteger(n.dice) || n.dice < 1)) {
    return ruleError('ERR_BAD_DICE', `Attack Dice allotted must be a whole number of at least 1, not ${showValue(n.dice)}.`, { path: `${path}.dice` });
  }
  if (n.dice !== undefined && !SPLITTABLE.has(roster.kind) && n.dice !== currentAD(ship, n.weapon)) {
    return ruleError('ERR_CANNOT_SPLIT', `${roster.name} is not a secondary or AA weapon: it fires all its dice at one target.`, { path: `${path}.dice` });
  }
  const target = Object.hasOwn(state.ships, n.target) ? state.ships[n.target] : undefined;
  const mistaken = state.visibility.night !== null && target !== undefined && mistakenFriend(state, ship)?.id === target.id;
  if (mistaken) return null;
  if (!target || !inPlay(target) || !areEnemies(state, ship, target)) {
    const why = !target ? `There is no ship "${showValue(n.target)}"` : target.hidden ? `${target.name} has not been revealed`
      : !inPlay(target) ? `${target.name} is no longer in the battle` : `${target.name} is not an enemy ship`;
    return ruleError('ERR_BAD_TARGET', `${why}: the target must be an enemy ship in the battle.`, { path: `${path}.target` });
  }
  if (state.smoke.length > 0 && smokeBlocks(state.smoke, ship, target) && smokeMatters(state, target) && !seesThroughSmoke(state, ship, target.id)) {
    const who = state.options.radar ? 'a ship whose radar has detected the target' : 'ships with Radar';
    return ruleError('ERR_SMOKE', `Smoke lies between ${ship.name} and ${target.name}: only ${who} may fire through it.`, { path: `${path}.target` });
  }
  const sub = submarineWeaponProblem(state, ship, roster, target, path);
  if (sub) return sub;
  const sight = sightProblem(state, ship, target, `${path}.target`);
  if (sight) return sight;
  if (roster.kind === 'torpedo') return torpedoPlacementProblem(state, ship, roster.name, target, path);
  return null;
}

/** A missing or mistyped field of the nomination at `path` (e.g. `fire[0]`). */
function nominationField(field: string, form: string, value: unknown, code: string, path: string): RuleError {
  const message = value === undefined
    ? `Each nomination in "fire" needs the field "${field}": ${form}.`
    : `The field "${field}" of a nomination must be ${form}, not ${showValue(value)}.`;
  return ruleError(code, message, { path: `${path}.${field}` });
}

/**
 * The shape of untrusted nominations: a list of `{ weapon: integer, target: string, dice?: integer }`.
 * Checked before any rule so that later code may rely on the types.
 */
export function fireShapeError(fire: unknown): RuleError | null {
  if (!Array.isArray(fire)) return badField('attack', 'fire', 'a list of nominations such as [{ "weapon": 0, "target": "bismarck" }], or [] to hold fire', fire);
  for (let i = 0; i < fire.length; i++) {
    const n: unknown = fire[i];
    const path = `fire[${i}]`;
    if (typeof n !== 'object' || n === null || Array.isArray(n)) {
      return ruleError('ERR_BAD_ACTION', `Each nomination in "fire" is { "weapon": number, "target": ship id } with an optional "dice", not ${showValue(n)}.`, { path });
    }
    const { weapon, target, dice } = n as Record<string, unknown>;
    if (!Number.isInteger(weapon)) return nominationField('weapon', "the weapon's number on the ship's roster (0 for the first)", weapon, 'ERR_BAD_WEAPON', path);
    if (typeof target !== 'string') return nominationField('target', 'the id of the target ship', target, 'ERR_BAD_TARGET', path);
    if (dice !== undefined && !Number.isInteger(dice)) return nominationField('dice', 'the Attack Dice allotted, a whole number of at least 1', dice, 'ERR_BAD_DICE', path);
  }
  return null;
}

/**
 * The nominations of `fire` that would each pass `validateNominations(state, ship, [n])` alone, in
 * order: for odds and bots weighing each weapon on its own, the ship's own checks made once.
 */
export function legalAlone(state: VasState, ship: ShipState, fire: readonly FireNomination[]): FireNomination[] {
  if (fire.length === 0 || validateShip(state, ship, fire) !== null) return [];
  const night = state.visibility.night !== null;
  return fire.filter((n) => {
    if (night && friendlyFireProblem(state, ship, [n]) !== null) return false;
    if (validateWeapon(state, ship, n, 'fire[0]') !== null) return false;
    const ad = currentAD(ship, n.weapon);
    return (n.dice ?? ad) <= ad;
  });
}

/** Checks the nominations as a whole: every weapon, splits, Skeleton Crew. */
export function validateNominations(state: VasState, ship: ShipState, fire: readonly FireNomination[]): RuleError | null {
  const shipProblem = validateShip(state, ship, fire);
  if (shipProblem) return shipProblem;
  if (state.visibility.night !== null) {
    const forced = friendlyFireProblem(state, ship, fire);
    if (forced) return forced;
  }
  const allotted = new Map<number, number>();
  const entries = new Map<number, number>();
  for (let i = 0; i < fire.length; i++) {
    const n = fire[i];
    if (!n) continue; // fireShapeError has refused holes before the rules run
    const problem = validateWeapon(state, ship, n, `fire[${i}]`);
    if (problem) return problem;
    const roster = ship.roster.weapons[n.weapon];
    const count = (entries.get(n.weapon) ?? 0) + 1;
    entries.set(n.weapon, count);
    if (count > 1 && roster && !SPLITTABLE.has(roster.kind)) {
      return ruleError('ERR_CANNOT_SPLIT', `Only secondary and AA weapons may split their fire; ${roster.name} is nominated twice.`, { path: `fire[${i}]` });
    }
    const ad = currentAD(ship, n.weapon);
    const sum = (allotted.get(n.weapon) ?? 0) + (n.dice ?? ad);
    allotted.set(n.weapon, sum);
    if (sum > ad) {
      return ruleError('ERR_TOO_MANY_DICE', `${roster?.name ?? 'The weapon'} has ${ad} Attack Dice; ${sum} are allotted.`, { path: `fire[${i}].dice`, details: { ad, allotted: sum } });
    }
  }
  if (ship.skeleton && entries.size > 1) {
    return ruleError('ERR_SKELETON_CREW', `${ship.name} has a Skeleton Crew: it may fire only one weapon system this turn.`);
  }
  return null;
}
