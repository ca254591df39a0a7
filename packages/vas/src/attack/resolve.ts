/**
 * The chance-step host of an attack: start, name the next dice, consume them.
 * `draft.resolution` holds `{ kind: 'attack', data }` exactly while dice are still needed.
 */
import { showValue, type ChanceRequest, type Result, type RuleError } from '@salvo/kernel';
import { err, ok } from '@salvo/kernel';
import type { FireNomination, ShipId, VasEvent, VasState } from '../types';
import { hasActiveCritical } from '../damage/active';
import { consumeTask, queueFiring } from './consume';
import { taskRequest } from './chance';
import { planShots, shotWeapons } from './plan';
import type { AttackData } from './tasks';
import { isAttackData } from './tasks';
import { validateNominations } from './validate';

function attackData(state: VasState): AttackData | null {
  const r = state.resolution;
  return r !== null && r.kind === 'attack' && isAttackData(r.data) ? r.data : null;
}

/** Runs tasks that need no dice; leaves the resolution set while a task needs dice, else null. */
function settle(draft: VasState, data: AttackData, events: VasEvent[]): void {
  for (let task = data.tasks[0]; task !== undefined; task = data.tasks[0]) {
    if (taskRequest(draft, data, task) !== null) {
      draft.resolution = { kind: 'attack', data };
      return;
    }
    data.tasks.shift();
    consumeTask(draft, data, task, [], events);
  }
  draft.resolution = null;
  const attacker = draft.ships[data.attacker];
  events.push({ type: 'attack-done', rule: 'VAS-ATTACK-SEQUENCE', ship: data.attacker, text: `${attacker?.name ?? data.attacker} has finished its attack.` });
}

/**
 * Validates the nominations (see validate.ts for the codes), marks the ship as having attacked,
 * measures arcs and ranges (VAS-ATTACK-NOMINATE) and queues the dice.
 */
export function startAttack(draft: VasState, ship: ShipId, fire: readonly FireNomination[]): Result<VasEvent[], RuleError> {
  const attacker = draft.ships[ship];
  if (!attacker) return err({ code: 'ERR_BAD_SHIP', message: `There is no ship ${showValue(ship)}.` });
  const problem = validateNominations(draft, attacker, fire);
  if (problem) return err(problem);
  attacker.attackedThisTurn = true;
  if (fire.length === 0) {
    draft.resolution = null;
    return ok([{ type: 'attack-declined', rule: 'VAS-ATTACK-HOLD-FIRE', ship, text: `${attacker.name} holds its fire this turn.` }]);
  }
  const events: VasEvent[] = [{ type: 'attack-nominated', rule: 'VAS-ATTACK-NOMINATE', ship, text: `${attacker.name} opens fire.`, data: { fire: fire.map((n) => ({ ...n })) } }];
  const data: AttackData = { attacker: ship, shots: planShots(draft, attacker, fire, events), tasks: [] };
  if (data.shots.length > 0 && hasActiveCritical(attacker, 'fire-control')) data.tasks.push({ t: 'fire-control', weapons: shotWeapons(data.shots) });
  else queueFiring(draft, attacker, data, events);
  settle(draft, data, events);
  return ok(events);
}

/** The dice the attack in progress needs next. Precondition: `state.resolution` is an attack. */
export function attackChance(state: VasState): ChanceRequest {
  const data = attackData(state);
  const task = data?.tasks[0];
  const request = data && task ? taskRequest(state, data, task) : null;
  return request ?? { dice: 0, sides: 6, purpose: 'none', label: 'No dice are needed: the attack is over.' };
}

/** Consumes the dice named by `attackChance`; clears `draft.resolution` when the attack is over. */
/** `fixed`: dice indices Tactical Judgement already re-rolled (consume.ts). */
export function continueAttack(draft: VasState, values: readonly number[], fixed: readonly number[] = []): VasEvent[] {
  const data = attackData(draft);
  const task = data?.tasks.shift();
  if (!data || !task) return [];
  const events: VasEvent[] = [];
  consumeTask(draft, data, task, values, events, fixed);
  settle(draft, data, events);
  return events;
}
