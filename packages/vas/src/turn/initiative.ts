/**
 * Initiative Phase (VAS-INIT-ROLL, VAS-INIT-CIVILIAN, VAS-INIT-TIES, VAS-AIR-OBSERVATION-INITIATIVE). One chance step of 2d6 per
 * contending fleet, in setup order. When a round is complete the tied group is split by total,
 * best first; any group still tied rolls again among itself only. Once every fleet has its own
 * place the order is fixed and the Movement Phase opens with the first-move choice.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { FleetId, VasEvent, VasState } from '../types';
import { fleetName, fleetShips, onTable } from './ships';
import { observationInitiative } from '../aircraft/observation';

type InitiativeResolution = Extract<NonNullable<VasState['resolution']>, { kind: 'initiative' }>;

/** -1 with any civilian ship on the table, -2 when all of them are civilian. */
function civilianModifier(state: VasState, fleet: FleetId): number {
  const ships = fleetShips(state, fleet).filter(onTable);
  const civilian = ships.filter((s) => s.civilian).length;
  if (civilian === 0) return 0;
  return civilian === ships.length ? -2 : -1;
}

/** The fleet's initiative modifier: civilian shipping, and +1 for an observation aircraft in the air (VAS-AIR-OBSERVATION-INITIATIVE). */
export function initiativeModifier(state: VasState, fleet: FleetId): number {
  return civilianModifier(state, fleet) + observationInitiative(state, fleet);
}

function nextRoller(r: InitiativeResolution): FleetId | undefined {
  return r.contenders.find((f) => !Object.hasOwn(r.rolls, f));
}

export function initiativeChance(state: VasState, r: InitiativeResolution): ChanceRequest {
  const fleet = nextRoller(r) ?? r.contenders[0] ?? '';
  const round = r.round > 1 ? ' (re-roll of a tie)' : '';
  return {
    dice: 2, sides: 6, purpose: 'initiative',
    label: `Roll 2d6 for the initiative of ${fleetName(state, fleet)}${round}`,
    context: { fleet },
  };
}

export function applyInitiativeRoll(draft: VasState, r: InitiativeResolution, values: readonly number[]): VasEvent[] {
  const fleet = nextRoller(r);
  if (fleet === undefined) return [];
  const raw = values.reduce((a, b) => a + b, 0);
  const civilian = civilianModifier(draft, fleet);
  const spotter = observationInitiative(draft, fleet);
  const mod = civilian + spotter;
  r.rolls[fleet] = raw + mod;
  const why = [...(civilian !== 0 ? [`${civilian} for civilian shipping`] : []), ...(spotter !== 0 ? [`+${spotter} for an observation aircraft in the air`] : [])];
  const modText = why.length === 0 ? '' : ` (${why.join(', ')}: ${raw + mod})`;
  const events: VasEvent[] = [{
    type: 'initiative-roll', rule: civilian !== 0 ? 'VAS-INIT-CIVILIAN' : spotter !== 0 ? 'VAS-AIR-OBSERVATION-INITIATIVE' : 'VAS-INIT-ROLL', text: `${fleetName(draft, fleet)} rolls ${raw} for initiative${modText}.`,
    data: { fleet, dice: [...values], total: raw + mod },
  }];
  if (nextRoller(r) !== undefined) return events;
  splitTiedGroup(r);
  const tied = r.groups.find((g) => g.length > 1);
  if (tied) {
    r.contenders = [...tied];
    r.rolls = {};
    r.round += 1;
    events.push({ type: 'initiative-tie', rule: 'VAS-INIT-TIES', text: `${tied.map((f) => fleetName(draft, f)).join(' and ')} tie and roll again.`, data: { fleets: [...tied] } });
    return events;
  }
  draft.initiativeOrder = r.groups.map((g) => g[0] as FleetId);
  draft.resolution = null;
  draft.phase = 'movement';
  draft.declinedFirst = [];
  draft.activation = null;
  const names = draft.initiativeOrder.map((f) => fleetName(draft, f));
  events.push({ type: 'initiative-won', rule: 'VAS-INIT-ROLL', text: `${names[0]} wins the initiative${names.length > 2 ? ` (order: ${names.join(', ')})` : ''}.`, data: { order: [...draft.initiativeOrder] } });
  return events;
}

/** Replaces the contending group by its sub-groups, highest total first, equal totals together. */
function splitTiedGroup(r: InitiativeResolution): void {
  const at = r.groups.findIndex((g) => g.length === r.contenders.length && g.every((f) => r.contenders.includes(f)));
  if (at < 0) return;
  const totals = [...new Set(r.contenders.map((f) => r.rolls[f] ?? 0))].sort((a, b) => b - a);
  const parts = totals.map((t) => r.contenders.filter((f) => (r.rolls[f] ?? 0) === t));
  r.groups.splice(at, 1, ...parts);
}
