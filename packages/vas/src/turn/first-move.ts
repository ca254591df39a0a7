/**
 * The first-move choice (VAS-INIT-CHOICE, VAS-INIT-MULTI, docs/rules-decisions.md). The fleets are
 * asked in initiative order; the first to accept moves first, followed by the fleets not yet asked
 * (in initiative order) and then the fleets that declined, the latest to decline first. When every
 * fleet but the last has declined, the last is forced to move first.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { badField } from './action-fields';
import type { FleetId, VasEvent, VasState } from '../types';
import { fleetName } from './ships';
import { openMovement } from './phases';

/** The fleet whose first-move choice is awaited, or undefined when the order is settled. */
export function choosingFleet(state: VasState): FleetId | undefined {
  if (state.phase !== 'movement' || state.activation !== null) return undefined;
  return state.initiativeOrder[state.declinedFirst.length];
}

export function validateTakeFirst(state: VasState, fleet: FleetId, first: unknown): RuleError | null {
  if (typeof first !== 'boolean') return badField('take-first', 'first', 'true to move first or false to make the opponent do so', first);
  if (choosingFleet(state) !== fleet) return ruleError('ERR_NOT_YOUR_TURN', `It is not ${fleetName(state, fleet)}'s choice.`);
  return null;
}

export function applyTakeFirst(draft: VasState, fleet: FleetId, first: boolean): VasEvent[] {
  const events: VasEvent[] = [];
  let mover = fleet;
  if (!first) {
    draft.declinedFirst.push(fleet);
    events.push({ type: 'first-move-declined', rule: 'VAS-INIT-CHOICE', text: `${fleetName(draft, fleet)} declines to move first.`, data: { fleet } });
    const next = draft.initiativeOrder[draft.declinedFirst.length];
    if (next === undefined) return events;
    if (draft.declinedFirst.length < draft.initiativeOrder.length - 1) return events;
    mover = next;
    events.push({ type: 'first-move-forced', rule: 'VAS-INIT-MULTI', text: `${fleetName(draft, next)} must move first.`, data: { fleet: next } });
  } else {
    events.push({ type: 'first-move-taken', rule: 'VAS-INIT-CHOICE', text: `${fleetName(draft, fleet)} moves first.`, data: { fleet } });
  }
  const declined = [...draft.declinedFirst].reverse();
  const notAsked = draft.initiativeOrder.filter((f) => f !== mover && !draft.declinedFirst.includes(f));
  const order = [mover, ...notAsked, ...declined.filter((f) => f !== mover)];
  events.push(...openMovement(draft, order));
  return events;
}
