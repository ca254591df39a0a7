/**
 * Damage Control (VAS-END-DC, VAS-END-DC-ORDER, VAS-END-DC-LIMITS). The initiative winner goes
 * first, ship by ship in setup order. Each operational ship with a repairable critical (as the
 * damage module defines it: never Vital Systems or destroyed turrets) and no Engineering hit is
 * asked which critical to repair (or none). 1d6 + Command >= 9 repairs it, -2 with a Skeleton Crew,
 * -1 in Bad Weather, +1 after a successful All Hands on Deck!, which also lets the ship try every
 * critical it has.
 */
import { showValue, type ChanceRequest, type RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import type { CriticalHit, ShipId, ShipState, VasEvent, VasState } from '../types';
import { criticalName } from '../damage/critical-table';
import { commandOf } from '../squadrons/command';
import { isBadWeather } from '../conditions/rules';
import { playsUnder } from '../rules-version';
import { badField } from '../turn/action-fields';
import { damageControlAllowed, damageControlModifier, repairCritical, repairableCriticals } from '../turn/damage-port';
import { operational, shipsByInitiative } from '../turn/ships';
import { heldInFreeTurn } from '../scenario/first-turn';
import { succeeded } from '../special-actions/succeeded';

export const DAMAGE_CONTROL_TARGET = 9;

const allHands = (s: ShipState): boolean => succeeded(s, 'all-hands-on-deck');

/** Criticals the ship may still choose this End Phase. */
export function dcChoices(state: VasState, ship: ShipState): CriticalHit[] {
  const ep = state.endPhase;
  const tried = ep && Object.hasOwn(ep.dcAttempted, ship.id) ? (ep.dcAttempted[ship.id] ?? []) : [];
  return repairableCriticals(ship).filter((c) => !tried.includes(c.id));
}

/** The ship whose Damage Control choice is awaited, if any. */
export function dcCandidate(state: VasState): ShipState | undefined {
  const ep = state.endPhase;
  if (state.phase !== 'end' || !ep) return undefined;
  return shipsByInitiative(state).find((s) =>
    operational(s) && !ep.dcDone.includes(s.id) && damageControlAllowed(s) && dcChoices(state, s).length > 0 && !heldInFreeTurn(state, s.fleet));
}

/**
 * Lowest die face that repairs: 9 - Command, +2 Skeleton Crew, -1 All Hands on Deck!, +1 in Bad
 * Weather (VAS-SPECIAL-BAD-WEATHER: the rules call these rolls "Command checks made during Damage Control").
 */
/** VAS-SPECIAL-BAD-WEATHER: whether this battle's Damage Control takes Bad Weather's -1 (not under rules version 2). */
export const dcInBadWeather = (state: VasState): boolean => isBadWeather(state.options) && playsUnder(state, 3);

export function dcNeeded(ship: ShipState, command = ship.command, badWeather = false): number {
  return DAMAGE_CONTROL_TARGET - command - damageControlModifier(ship) - (allHands(ship) ? 1 : 0) - (ship.checkBonus?.damageControl ?? 0) + (badWeather ? 1 : 0);
}

export function validateDamageControl(state: VasState, shipId: ShipId, critical: unknown): RuleError | null {
  const ship = dcCandidate(state);
  if (!ship || ship.id !== shipId) {
    const now = ship ? `: it is ${ship.name}'s` : '';
    return ruleError('ERR_NOT_YOUR_TURN', `It is not ${state.ships[shipId]?.name ?? shipId}'s Damage Control now${now}.`, { path: 'ship' });
  }
  if (critical === null) return null;
  const choices = dcChoices(state, ship).map((c) => `${c.id} (${criticalName(c.effect)})`).join(', ');
  if (typeof critical !== 'number') return badField('damage-control', 'critical', `the number of the critical hit to repair (${choices}) or null for none`, critical);
  if (!dcChoices(state, ship).some((c) => c.id === critical)) {
    return ruleError('ERR_NOT_REPAIRABLE', `${ship.name} has no critical hit ${showValue(critical)} that Damage Control can repair now; the field "critical" takes ${choices} or null.`, { path: 'critical' });
  }
  return null;
}

export function applyDamageControl(draft: VasState, shipId: ShipId, critical: number | null): VasEvent[] {
  const ship = draft.ships[shipId];
  const ep = draft.endPhase;
  if (!ship || !ep) return [];
  if (critical === null) {
    ep.dcDone.push(shipId);
    return [{ type: 'damage-control-skipped', rule: 'VAS-END-DC', ship: shipId, text: `${ship.name} attempts no more repairs.` }];
  }
  ep.dcAttempted[shipId] = [...(Object.hasOwn(ep.dcAttempted, shipId) ? (ep.dcAttempted[shipId] ?? []) : []), critical];
  if (!allHands(ship)) ep.dcDone.push(shipId);
  draft.resolution = { kind: 'end-phase', data: { step: 'damage-control', ship: shipId, critical, needed: dcNeeded(ship, commandOf(draft, ship), dcInBadWeather(draft)) } };
  return [];
}

export function dcChance(state: VasState, ship: ShipId, critical: number, needed: number): ChanceRequest {
  const s = state.ships[ship];
  const crit = s?.criticals.find((c) => c.id === critical);
  return {
    dice: 1, sides: 6, purpose: 'damage-control',
    label: `Roll 1d6 for ${s?.name ?? ship}'s Damage Control on ${crit ? criticalName(crit.effect) : 'a critical hit'} (needs ${needed}+)`,
    context: { ship, critical, need: needed },
  };
}

export function applyDcRoll(draft: VasState, ship: ShipId, critical: number, needed: number, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  const die = values[0] ?? 0;
  const name = draft.ships[ship]?.name ?? ship;
  if (die >= needed) {
    return [
      { type: 'damage-control-success', rule: 'VAS-END-DC', ship, text: `${name}'s damage control party succeeds (rolled ${die}, needed ${needed}).`, data: { die, needed, critical } },
      ...repairCritical(draft, ship, critical),
    ];
  }
  return [{ type: 'damage-control-failed', rule: 'VAS-END-DC', ship, text: `${name}'s damage control fails (rolled ${die}, needed ${needed}).`, data: { die, needed, critical } }];
}
