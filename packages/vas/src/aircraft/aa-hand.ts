/**
 * VAS-AA-ALLOCATE-HAND (the option `aaByHand`): a ship's side splits her AA dice itself ("AA weapons may
 * freely split their fire among multiple targets"; "the amount of AD allocated to each target must be
 * declared before any firing takes place"). Ship by ship, when her turn to fire comes (so a flight an
 * earlier ship shot down draws no dice), her side declares every die of every AA weapon before any of her
 * AA dice are rolled, Fire Control's included. Asked only when there is a choice: some AA weapon may fire
 * at two flights or more. The flights a weapon may fire at are those Salvo's own split may use (aa.ts):
 * enemies in the air, in its range, not in a dogfight, not behind smoke.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { AaDiceShare, ShipId, ShipState, VasState } from '../types';
import { aaWeaponTargets, autoShares } from './aa';
import { airData } from './air-tasks';
import { inAir, sideOfFleet } from './contact';
import { flightWords } from './flight-words';

const weaponName = (ship: ShipState, i: number): string => ship.roster.weapons[i]?.name ?? `weapon ${i}`;
const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** The ship whose AA fire waits for her side's split now, if any. */
export function aaHandShip(state: VasState): ShipState | undefined {
  if (state.options.aaByHand !== true) return undefined;
  const d = airData(state);
  const head = d?.step === 'aa' ? d.tasks[0] : undefined;
  if (head?.t !== 'aa-ship') return undefined;
  const ship = state.ships[head.ship];
  return ship && aaHandDue(state, ship) ? ship : undefined;
}

/** Whether `ship`'s side has a real choice: with the option on, some AA weapon may fire at two flights or more. */
export function aaHandDue(state: VasState, ship: ShipState): boolean {
  return state.options.aaByHand === true && aaWeaponTargets(state, ship).some((w) => w.flights.length >= 2);
}

/** The flight as the table names it: "flight sword (Fairey Swordfish)". */
export function flightLabel(state: VasState, id: string): string {
  const f = state.air.flights.find((x) => x.id === id);
  return f ? flightWords(state, f) : `flight ${id}`;
}

/** A sentence of the split, e.g. "Bofors 40mm: 3 dice at flight a (Ju-87), 1 die at flight b (Ju-87)". */
export function splitText(state: VasState, ship: ShipState, fire: readonly AaDiceShare[]): string {
  const weapons = [...new Set(fire.map((s) => s.weapon))];
  const shares = (w: number): string => fire.filter((s) => s.weapon === w && s.dice > 0).map((s) => `${dice(s.dice)} at ${flightLabel(state, s.flight)}`).join(', ');
  // one AA weapon (rosters call it "AA"): its name would only repeat "her AA dice"
  if (weapons.length === 1 && weapons[0] !== undefined) return shares(weapons[0]);
  return weapons.map((w) => `${weaponName(ship, w)}: ${shares(w)}`).join('; ');
}

const refuse = (code: string, message: string, path: string): RuleError => ruleError(code, message, { path });

/** Why a flight is not one this weapon may fire at, in words. */
function flightProblem(state: VasState, ship: ShipState, weapon: number, flight: string, path: string): RuleError {
  const f = state.air.flights.find((x) => x.id === flight);
  const name = weaponName(ship, weapon);
  if (!f || !inAir(f)) return refuse('ERR_AA_NO_SUCH_FLIGHT', `There is no flight "${showValue(flight)}" in the air for ${name} to fire at.`, path);
  if (sideOfFleet(state, f.fleet) === sideOfFleet(state, ship.fleet)) return refuse('ERR_AA_FRIENDLY_FLIGHT', `${flightLabel(state, flight)} is on ${ship.name}'s own side.`, path);
  if (f.dogfight.length > 0) return refuse('ERR_AA_DOGFIGHT', `${flightLabel(state, flight)} is in a dogfight: AA may never fire into a dogfight.`, path);
  const range = ship.roster.weapons[weapon]?.range ?? 0;
  return refuse('ERR_AA_OUT_OF_RANGE', `${flightLabel(state, flight)} is not a target for ${name}: it is beyond its ${range}" range or behind smoke.`, path);
}

/**
 * The declared split checked against the ship's AA now: each share a whole number of dice of one of her
 * firing AA weapons at a flight it may fire at, each (weapon, flight) once, and every weapon's dice all given.
 */
export function validateAaFire(state: VasState, shipId: ShipId, fire: unknown): RuleError | null {
  const ship = aaHandShip(state);
  if (!ship || ship.id !== shipId) {
    const now = ship ? ` It is ${ship.name}'s AA that fires now.` : '';
    return refuse('ERR_AA_NOT_THIS_SHIP', `${state.ships[shipId]?.name ?? shipId} has no AA dice to split now.${now}`, 'ship');
  }
  if (!Array.isArray(fire)) return refuse('ERR_BAD_ACTION', `The field "fire" must be a list of { weapon, flight, dice }, not ${showValue(fire)}.`, 'fire');
  const targets = aaWeaponTargets(state, ship);
  const given = new Map<number, number>();
  const seen = new Set<string>();
  for (let i = 0; i < fire.length; i++) {
    const s: unknown = fire[i];
    const path = `fire[${i}]`;
    if (typeof s !== 'object' || s === null) return refuse('ERR_BAD_ACTION', `Each share of "fire" is { weapon, flight, dice }, not ${showValue(s)}.`, path);
    const { weapon, flight, dice: n } = s as Record<string, unknown>;
    if (typeof weapon !== 'number' || typeof flight !== 'string' || typeof n !== 'number') {
      return refuse('ERR_BAD_ACTION', `Each share of "fire" is { weapon: a weapon index, flight: a flight id, dice: a whole number }, not ${showValue(s)}.`, path);
    }
    const w = targets.find((t) => t.weapon === weapon);
    if (!w) return refuse('ERR_AA_NOT_AA_WEAPON', `Weapon ${showValue(weapon)} is not one of ${ship.name}'s AA weapons able to fire now (${targets.map((t) => `${t.weapon}: ${weaponName(ship, t.weapon)}`).join(', ')}).`, `${path}.weapon`);
    if (!Number.isInteger(n) || n < 0) return refuse('ERR_AA_BAD_DICE', `${weaponName(ship, weapon)} gives dice in whole numbers, not ${showValue(n)}.`, `${path}.dice`);
    if (seen.has(`${weapon}/${flight}`)) return refuse('ERR_AA_TWICE', `${weaponName(ship, weapon)} names ${flightLabel(state, flight)} twice: give its dice there once.`, path);
    seen.add(`${weapon}/${flight}`);
    if (n > 0 && !w.flights.includes(flight)) return flightProblem(state, ship, weapon, flight, `${path}.flight`);
    given.set(weapon, (given.get(weapon) ?? 0) + n);
  }
  for (const w of targets) {
    const n = given.get(w.weapon) ?? 0;
    const has = `${ship.name}'s ${weaponName(ship, w.weapon)} has ${w.dice} AA ${w.dice === 1 ? 'die' : 'dice'}; you gave ${n}`;
    if (n > w.dice) return refuse('ERR_AA_TOO_MANY_DICE', `${has}.`, 'fire');
    if (n < w.dice) return refuse('ERR_AA_DICE_LEFT', `${has}: every AA die must be given a flight.`, 'fire');
  }
  return null;
}

/** The checked split as a fresh list, shares of no dice left out. */
export const plainShares = (fire: readonly AaDiceShare[]): AaDiceShare[] =>
  fire.filter((s) => s.dice > 0).map((s) => ({ weapon: s.weapon, flight: s.flight, dice: s.dice }));

/**
 * Splits listed for bots and the OpenSpiel-style API: Salvo's split first (bots and "decide for me" keep
 * today's play), then for each flight a weapon may fire at, every weapon that reaches it putting all its
 * dice on it (the others as in Salvo's split); no split twice.
 */
export function aaHandChoices(state: VasState, ship: ShipState): AaDiceShare[][] {
  const auto = autoShares(state, ship);
  const targets = aaWeaponTargets(state, ship);
  const flights = [...new Set(targets.flatMap((t) => t.flights))];
  const out = [auto];
  const keys = new Set([JSON.stringify(auto)]);
  for (const flight of flights) {
    const split = targets.flatMap((t) => (t.flights.includes(flight) ? [{ weapon: t.weapon, flight, dice: t.dice }] : auto.filter((s) => s.weapon === t.weapon)));
    const key = JSON.stringify(split);
    if (!keys.has(key)) { keys.add(key); out.push(split); }
  }
  return out;
}
