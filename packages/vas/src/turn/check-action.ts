/**
 * Validation of an untrusted action against the state, without touching it (VAS-ENGINE-ERRORS).
 * Order of checks: type, battle over, the ship/fleet fields as given, dice vs decision, the ship/fleet
 * fields left out, whose turn, then the owning module's own rules (which check the remaining fields). Every refusal of a missing or mistyped
 * field names the field and its form, with `path` set (see action-fields.ts).
 * Returns the typed action (and the move plan for `move`).
 */
import { diceFitRequest, err, ok, ruleError, showValue, type Result, type RuleError } from '@salvo/kernel';
import type { FireNomination, FleetId, VasAction, VasState } from '../types';
import { validateDamageControl } from '../end-phase/damage-control';
import { validateMove } from '../movement/validate-move';
import type { MovePlan } from '../movement/plan';
import { validateNominateMove } from '../special-actions/nominate';
import { NEEDS_FLEET, givenIdProblem, missingIdProblem, notYourTurn, typeProblem, wrongMoment } from './action-fields';
import { validateAdvanced } from './advanced';
import { validateAttackNomination } from './attack-step';
import { validateTakeFirst } from './first-move';
import { baseChance, pendingOf } from './pending';
import { validateFly } from '../aircraft/movement';
import { validateLaunch } from '../aircraft/launch';
import { validateTorpedoes } from '../aircraft/declare';
import { validateAirAttackNomination } from './air-step';
import { scenarioActionProblem } from '../scenario-rules/hooks';
import { validateJudgement } from '../judgement/tactical-judgement';
import { plainShares, validateAaFire } from '../aircraft/aa-hand';

export interface CheckedAction {
  readonly action: VasAction;
  readonly plan?: MovePlan;
}

const fail = (code: string, message: string, path?: string): Result<never, RuleError> =>
  err(ruleError(code, message, path === undefined ? {} : { path }));
const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** The nominations as new plain objects (after `validateAttackNomination` accepted their shape). */
function plainFire(fire: readonly FireNomination[]): FireNomination[] {
  const out: FireNomination[] = [];
  for (let i = 0; i < fire.length; i++) {
    const n = fire[i];
    if (n) out.push(n.dice === undefined ? { weapon: n.weapon, target: n.target } : { weapon: n.weapon, target: n.target, dice: n.dice });
  }
  return out;
}

export function checkAction(state: VasState, raw: unknown): Result<CheckedAction, RuleError> {
  const badType = typeProblem(raw);
  if (badType) return err(badType);
  const a = raw as VasAction & Record<string, unknown>;
  if (state.phase === 'over') return fail('ERR_GAME_OVER', 'The battle is over.');
  const badId = givenIdProblem(state, a.type, a);
  if (badId) return err(badId);
  const p = pendingOf(state);
  if (a.type === 'roll') {
    if (p.kind !== 'chance') return fail('ERR_NO_CHANCE_PENDING', wrongMoment('roll', p));
    const form = `a list of ${dice(p.request.dice)}, each 1 to ${p.request.sides} (${p.request.label})`;
    if (!Array.isArray(a.values)) {
      return fail('ERR_BAD_DICE', a.values === undefined ? `A roll needs the field "values": ${form}.` : `The field "values" must be ${form}, not ${showValue(a.values)}.`, 'values');
    }
    const problem = diceFitRequest(p.request, a.values);
    if (problem) return fail('ERR_BAD_DICE', `The field "values" is wrong: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`, 'values');
    return ok({ action: { type: 'roll', values: Array.from(a.values as readonly number[]) } });
  }
  if (p.kind === 'chance') return fail('ERR_WRONG_PHASE', `Dice must be rolled first (a roll with ${dice(p.request.dice)}): ${p.request.label}.`);
  if (p.kind !== 'decision') return fail('ERR_WRONG_PHASE', 'Nobody has a decision to make now.');
  // VAS-SQUADRON-SPLIT: a fleet may split a squadron whenever it is to nominate a ship.
  const splitting = a.type === 'split-squadron' && (p.decision === 'nominate-move' || p.decision === 'attack');
  // VAS-AIR-NOMINATE: a fleet nominates its aircraft instead of a ship.
  const aircraft = a.type === 'air-attack' && p.decision === 'attack';
  if (a.type !== 'concede' && !splitting && !aircraft && p.decision !== a.type) return fail('ERR_WRONG_PHASE', wrongMoment(a.type, p));
  const missing = missingIdProblem(state, a.type, a);
  if (missing) return err(missing);
  let actor: FleetId | undefined;
  if (typeof a.ship === 'string') actor = state.ships[a.ship]?.fleet;
  if (NEEDS_FLEET.has(a.type)) actor = typeof a.fleet === 'string' ? a.fleet : undefined;
  if (a.type === 'concede') {
    if (state.conceded.includes(a.fleet)) return fail('ERR_ALREADY_CONCEDED', 'That fleet has already conceded.', 'fleet');
    return ok({ action: { type: 'concede', fleet: a.fleet } });
  }
  const scenario = scenarioProblem(state, a);
  if (scenario) return err(scenario);
  if (actor !== p.player) return fail('ERR_NOT_YOUR_TURN', notYourTurn(state, actor, p), a.type === 'take-first' || a.type === 'air-first' || a.type === 'fly' || a.type === 'air-attack' ? 'fleet' : 'ship');
  const asErr = (e: RuleError | null, action: VasAction): Result<CheckedAction, RuleError> => (e ? err(e) : ok({ action }));
  switch (a.type) {
    case 'take-first':
      return asErr(validateTakeFirst(state, a.fleet, a.first), { type: 'take-first', fleet: a.fleet, first: a.first });
    case 'nominate-move':
      return asErr(validateNominateMove(state, a.ship, a.special, a.depth, a.second), {
        type: 'nominate-move', ship: a.ship,
        ...(a.special === undefined ? {} : { special: a.special }), ...(a.depth === undefined ? {} : { depth: a.depth }),
        ...(a.second === undefined ? {} : { second: a.second }),
      });
    case 'move': {
      const plan = validateMove(state, a);
      if (!plan.ok) return plan;
      const ship = state.ships[a.ship];
      const air = ship ? validateLaunch(state, ship, plan.value, a.launch, a.recover) : null;
      if (air) return err(air);
      const carrier = { ...(a.launch?.length ? { launch: a.launch.slice() } : {}), ...(a.recover?.length ? { recover: a.recover.slice() } : {}) };
      return ok({ action: { type: 'move', ship: a.ship, legs: plan.value.legs, ...carrier }, plan: plan.value });
    }
    case 'attack': {
      // Fresh nominations with only their known fields: nothing of the caller's objects reaches the
      // state, the events or the record (an own `constructor` on the list, extra nested fields).
      const problem = validateAttackNomination(state, a.ship, a.fire, a.starshell, a.spotlight);
      if (problem) return err(problem);
      const lights = { ...(a.starshell === undefined ? {} : { starshell: a.starshell }), ...(a.spotlight === undefined ? {} : { spotlight: a.spotlight }) };
      return ok({ action: { type: 'attack', ship: a.ship, fire: plainFire(a.fire), ...lights } });
    }
    case 'damage-control':
      return asErr(validateDamageControl(state, a.ship, a.critical), { type: 'damage-control', ship: a.ship, critical: a.critical });
    case 'torpedo-critical':
      return asErr(validateAdvanced(state, a), { type: a.type, fleet: a.fleet, reroll: a.reroll });
    case 'reveal':
      return asErr(validateAdvanced(state, a), { type: a.type, fleet: a.fleet, ships: a.ships });
    case 'crash-dive':
      return asErr(validateAdvanced(state, a), { type: a.type, ship: a.ship, attempt: a.attempt });
    case 'split-squadron':
      return asErr(validateAdvanced(state, a), { type: a.type, fleet: a.fleet, squadron: a.squadron });
    case 'air-first':
      if (typeof a.first !== 'boolean') return fail('ERR_BAD_ACTION', 'The field "first" must be true (your aircraft move first) or false.', 'first');
      return ok({ action: { type: 'air-first', fleet: a.fleet, first: a.first } });
    case 'fly': {
      const problem = validateFly(state, a.fleet, a.moves) ?? validateTorpedoes(state, a.fleet, a.moves, a.torpedoes);
      if (problem) return err(problem);
      const torpedoes = a.torpedoes?.length ? { torpedoes: a.torpedoes.map((t) => ({ flight: t.flight, target: t.target })) } : {};
      return ok({ action: { type: 'fly', fleet: a.fleet, moves: a.moves.map((m) => ({ flight: m.flight, to: { x: m.to.x, y: m.to.y } })), ...torpedoes } });
    }
    case 'air-attack': {
      const problem = validateAirAttackNomination(state, a.fleet, a.bombs);
      if (problem) return err(problem);
      return ok({ action: { type: 'air-attack', fleet: a.fleet, bombs: a.bombs.map((b) => ({ flight: b.flight, target: b.target })) } });
    }
    case 'tactical-judgement':
      return asErr(validateJudgement(state, baseChance(state), a.ship, a.dice), { type: a.type, ship: a.ship, dice: Array.isArray(a.dice) ? a.dice.slice() : [] });
    case 'aa-fire': {
      const problem = validateAaFire(state, a.ship, a.fire);
      return problem ? err(problem) : ok({ action: { type: a.type, ship: a.ship, fire: plainShares(a.fire) } });
    }
    case 'enter': {
      // Fresh placements with only their known fields, once checked.
      const problem = validateAdvanced(state, a);
      if (problem) return err(problem);
      return ok({ action: { type: a.type, fleet: a.fleet, ships: a.ships.map((e) => ({ ship: e.ship, position: { x: e.position.x, y: e.position.y }, heading: e.heading })) } });
    }
  }
}

/** VAS-SCN-FREE-TURN, VAS-SCN-CAUGHT-UNAWARES: a nomination the scenario rules forbid, said as such. */
function scenarioProblem(state: VasState, a: Record<string, unknown>): RuleError | null {
  if ((a.type !== 'nominate-move' && a.type !== 'attack') || typeof a.ship !== 'string') return null;
  const ship = Object.hasOwn(state.ships, a.ship) ? state.ships[a.ship] : undefined;
  const firing = (Array.isArray(a.fire) && a.fire.length > 0) || a.starshell !== undefined || a.spotlight !== undefined;
  return ship ? scenarioActionProblem(state, ship, a.type, firing) : null;
}
