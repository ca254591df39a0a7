/**
 * Aircraft attacks as a nomination (VAS-AIR-NOMINATE, VAS-AIR-BOMB, VAS-AIR-LIMIT): "a player may nominate
 * all his aircraft to attack instead of a ship at any point in the Attack Phase". A fleet is due to do so
 * once a turn while one of its flights is in a dogfight not yet fought, has a torpedo declared, or touches an
 * enemy ship with bombs to drop; it then counts as one of its nominations (like a ship, it must be made
 * before the phase ends, though it may drop no bombs). The `air-attack` action names each bombing flight's
 * target; its declared torpedoes and all its dogfights are resolved with them, all at the same time. Its
 * dogfights count as fought from the nomination (dogfight.ts `dogfoughtThisTurn`): a flight in one drops
 * nothing this turn, whichever fleet nominates first.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { AirBombNomination, FleetId, VasEvent, VasState } from '../types';
import { inAir, payload, sideOfFleet } from './contact';
import type { AirData, AirTask } from './air-tasks';
import { dogfightLastsTheTurn, dogfightTasks, dogfoughtThisTurn, markNominated } from './dogfight';
import { settleAir } from './resolve';
import { canBomb, shipsInContact } from './threat';

/** Only three flights (of any type, of any fleet) may attack a single ship in the same turn. */
export const FLIGHTS_PER_SHIP = 3;

const fail = (code: string, message: string, path?: string): RuleError => ruleError(code, message, path === undefined ? {} : { path });

/** Must `fleet` still nominate its aircraft this Attack Phase? */
export function airDue(state: VasState, fleet: FleetId): boolean {
  const c = state.air.combat;
  if (c === null || c.step !== 'open' || c.nominated.includes(fleet) || state.phase !== 'attack' || state.conceded.includes(fleet)) return false;
  if (dogfightTasks(state, fleet).length > 0) return true;
  for (const f of state.air.flights) {
    if (f.fleet !== fleet || !inAir(f)) continue;
    if (state.air.attacks.some((a) => a.flight === f.id && a.kind === 'torpedo' && !a.done)) return true;
    if (canBomb(state, f)) return true;
  }
  return false;
}

/** Flights attacking `ship` this turn (declared or made). */
export const attacksOn = (state: VasState, ship: string): number => state.air.attacks.filter((a) => a.target === ship).length;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const dogfighting = (state: VasState, f: { readonly id: string }, path: string): RuleError =>
  fail('ERR_FLIGHT_DOGFIGHTING', dogfightLastsTheTurn(state)
    ? `Flight "${f.id}" is in a dogfight this turn: a flight that is dogfighting may not drop bombs or torpedoes, and all aircraft attacks are made at the same time.`
    : `Flight "${f.id}" is locked in a dogfight: a flight that is dogfighting may not drop bombs or torpedoes.`, path);

/** The first bomb run in `bombs` naming a flight of `fleet` that dogfought this turn, as a refusal. */
function foughtRun(state: VasState, fleet: FleetId, bombs: unknown): RuleError | null {
  if (!Array.isArray(bombs) || state.phase !== 'attack' || !dogfightLastsTheTurn(state)) return null;
  for (let i = 0; i < bombs.length && i < 200; i++) {
    const b: unknown = bombs[i];
    const f = isObj(b) && typeof b.flight === 'string' ? state.air.flights.find((x) => x.id === b.flight) : undefined;
    if (f && f.fleet === fleet && dogfoughtThisTurn(state, f)) return dogfighting(state, f, `bombs[${i}].flight`);
  }
  return null;
}

/**
 * An untrusted `air-attack` (the fleet is the one due to nominate: check-action.ts). When the fleet has
 * nothing to nominate because its flights dogfought this turn, a bomb run named for one of them is refused
 * with that reason (ERR_FLIGHT_DOGFIGHTING), whichever fleet's nomination fought the dogfight.
 */
export function validateAirAttack(state: VasState, fleet: FleetId, bombs: unknown): RuleError | null {
  if (!airDue(state, fleet)) {
    if (state.air.combat?.nominated.includes(fleet) === true) return fail('ERR_AIR_ALREADY_ATTACKED', 'This fleet\'s aircraft have already attacked this turn.');
    return foughtRun(state, fleet, bombs) ?? fail('ERR_NO_AIR_ATTACK', 'None of this fleet\'s flights can attack now: none is dogfighting, has declared a torpedo or touches an enemy ship with bombs.');
  }
  if (!Array.isArray(bombs) || bombs.length > 200) return fail('ERR_BAD_ACTION', `The field "bombs" must be a list of { flight, target } (empty: no bombs), not ${showValue(bombs)}.`, 'bombs');
  const seen = new Set<string>();
  const count: Record<string, number> = {};
  for (let i = 0; i < bombs.length; i++) {
    const b: unknown = bombs[i];
    const p = `bombs[${i}]`;
    if (!isObj(b) || typeof b.flight !== 'string' || typeof b.target !== 'string') return fail('ERR_BAD_ACTION', `Each bomb run is { flight: "<id>", target: "<ship id>" }, not ${showValue(b)}.`, p);
    const f = state.air.flights.find((x) => x.id === b.flight);
    if (!f) return fail('ERR_UNKNOWN_FLIGHT', `There is no flight "${showValue(b.flight)}".`, `${p}.flight`);
    if (f.fleet !== fleet) return fail('ERR_NOT_YOUR_FLIGHT', `Flight "${f.id}" is not of this fleet.`, `${p}.flight`);
    if (seen.has(f.id)) return fail('ERR_BAD_ACTION', `Flight "${f.id}" is named twice.`, `${p}.flight`);
    seen.add(f.id);
    if (!inAir(f)) return fail('ERR_FLIGHT_NOT_AIRBORNE', `Flight "${f.id}" is not in the air.`, `${p}.flight`);
    if (dogfoughtThisTurn(state, f)) return dogfighting(state, f, `${p}.flight`);
    if (payload(f, 'bomb') < 0) {
      const why = f.profile.type === 'Fighter' ? 'a Fighter\'s bomb load is too small to count and is ignored' : f.profile.weapons.some((w) => w.kind === 'bomb') ? 'its One-Shot bombs have been dropped' : 'it carries no bombs';
      return fail('ERR_NO_BOMBS', `Flight "${f.id}" (${f.profile.name}) cannot bomb: ${why}.`, `${p}.flight`);
    }
    if (state.air.attacks.some((a) => a.flight === f.id)) return fail('ERR_FLIGHT_ALREADY_ATTACKING', `Flight "${f.id}" has already declared a torpedo attack this turn.`, `${p}.flight`);
    const target = Object.hasOwn(state.ships, b.target) ? state.ships[b.target] : undefined;
    if (!target || target.destroyed || target.withdrawn || target.hidden || sideOfFleet(state, target.fleet) === sideOfFleet(state, fleet)) {
      return fail('ERR_BAD_TARGET', `"${showValue(b.target)}" is not an enemy ship in the battle.`, `${p}.target`);
    }
    if (!shipsInContact(state, f).includes(target)) {
      return fail('ERR_NOT_IN_CONTACT', `Flight "${f.id}" must be in contact with ${target.name}${target.submerged ? ', on the surface,' : ''} to bomb her.`, `${p}.target`);
    }
    count[target.id] = (count[target.id] ?? attacksOn(state, target.id)) + 1;
    if ((count[target.id] ?? 0) > FLIGHTS_PER_SHIP) {
      return fail('ERR_AIR_LIMIT', `Only ${FLIGHTS_PER_SHIP} flights may attack ${target.name} in a turn.`, `${p}.target`);
    }
  }
  return null;
}

/** The fleet's aircraft attack (validated): dogfights, torpedoes dropped, then bombs, each in order. */
export function applyAirAttack(draft: VasState, fleet: FleetId, bombs: readonly AirBombNomination[]): VasEvent[] {
  const c = draft.air.combat;
  if (c === null) return [];
  const events: VasEvent[] = [{ type: 'air-attack', rule: 'VAS-AIR-NOMINATE', text: `${draft.fleets[fleet]?.name ?? fleet} nominates its aircraft to attack.`, data: { fleet, bombs: bombs.map((b) => ({ flight: b.flight, target: b.target })) } }];
  const tasks: AirTask[] = dogfightTasks(draft, fleet);
  c.nominated.push(fleet);
  markNominated(draft, tasks);
  for (const a of draft.air.attacks) {
    const f = draft.air.flights.find((x) => x.id === a.flight);
    if (a.kind === 'torpedo' && !a.done && f?.fleet === fleet) tasks.push({ t: 'torpedo', flight: a.flight, target: a.target, weapon: a.weapon });
  }
  for (const b of bombs) {
    const f = draft.air.flights.find((x) => x.id === b.flight);
    const weapon = f ? payload(f, 'bomb') : -1;
    if (weapon < 0) continue;
    draft.air.attacks.push({ flight: b.flight, target: b.target, weapon, kind: 'bomb', done: true });
    tasks.push({ t: 'bomb', flight: b.flight, target: b.target, weapon });
  }
  const d: AirData = { step: 'strike', fleet, strike: null, tasks };
  settleAir(draft, d, events);
  return events;
}

/**
 * For bots: every flight that can bomb picks the first ship it touches, within the three-a-ship limit
 * (`all`), and the nomination with no bombs (`none`).
 */
export function airAttackChoices(state: VasState, fleet: FleetId): AirBombNomination[][] {
  const all: AirBombNomination[] = [];
  const count: Record<string, number> = {};
  for (const f of state.air.flights) {
    if (f.fleet !== fleet || !canBomb(state, f) || state.air.attacks.some((a) => a.flight === f.id)) continue;
    const target = shipsInContact(state, f).find((s) => (count[s.id] ?? attacksOn(state, s.id)) < FLIGHTS_PER_SHIP);
    if (!target) continue;
    count[target.id] = (count[target.id] ?? attacksOn(state, target.id)) + 1;
    all.push({ flight: f.id, target: target.id });
  }
  return all.length > 0 ? [all, []] : [[]];
}
