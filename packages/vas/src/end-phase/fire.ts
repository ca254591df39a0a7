/**
 * Fire (VAS-END-FIRE): each operational ship with fires rolls one die per fire; every
 * 1d6 + Command >= 7 puts one out, and each fire left costs 2 Crew (through the damage module).
 * One chance step per ship, in initiative order.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipId, ShipState, VasEvent, VasState } from '../types';
import { commandOf } from '../squadrons/command';
import { applyCrewLoss } from '../turn/damage-port';
import { operational, shipsByInitiative } from '../turn/ships';
import { playsUnder } from '../rules-version';

export const FIRE_TARGET = 7;
export const CREW_PER_FIRE = 2;

export function nextBurningShip(state: VasState): ShipState | undefined {
  const ep = state.endPhase;
  if (!ep) return undefined;
  return shipsByInitiative(state).find((s) => operational(s) && s.fires > 0 && !ep.fireDone.includes(s.id));
}

/**
 * The request names the die each fire needs (1d6 + Command >= 7), so a player at a real table knows it. Games of
 * rules version 2 keep the words they were played with (their records fingerprint every request: rules-version.ts).
 */
export function fireChance(state: VasState, ship: ShipId, fires: number): ChanceRequest {
  const s = state.ships[ship];
  const name = s?.name ?? ship;
  const label = `Roll ${fires}d6 to fight ${name}'s fire${fires > 1 ? 's' : ''}`;
  if (!s || !playsUnder(state, 3)) return { dice: fires, sides: 6, purpose: 'fire', label, context: { ship } };
  const command = commandOf(state, s);
  const need = FIRE_TARGET - command;
  const each = need <= 1 ? 'every die puts one out' : need > 6 ? 'no die can put one out' : `each die of ${need}+ puts one out`;
  return { dice: fires, sides: 6, purpose: 'fire', label: `${label} (${each}, with Command ${command})`, context: { ship, need } };
}

export function applyFireRoll(draft: VasState, shipId: ShipId, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  const ship = draft.ships[shipId];
  if (!ship) return [];
  draft.endPhase?.fireDone.push(shipId);
  const command = commandOf(draft, ship);
  const out = values.filter((v) => v + command >= FIRE_TARGET).length;
  ship.fires = Math.max(0, ship.fires - out);
  const events: VasEvent[] = [{
    type: 'fires-fought', rule: 'VAS-END-FIRE', ship: shipId,
    text: `${ship.name} puts out ${out} fire${out === 1 ? '' : 's'}; ${ship.fires} still burning.`,
    data: { dice: [...values], extinguished: out, remaining: ship.fires },
  }];
  if (ship.fires > 0) events.push(...applyCrewLoss(draft, shipId, ship.fires * CREW_PER_FIRE));
  return events;
}
