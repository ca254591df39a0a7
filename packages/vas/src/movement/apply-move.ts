/**
 * Carrying out a validated move: the ship's position, heading and `distanceMovedThisTurn` are
 * recorded, a Tactical Withdrawal takes her off the table (VAS-MOVE-WITHDRAW), a successful
 * Create Smoke! lays its counter behind her final position, and the nomination passes on.
 */
import type { ShipId, VasEvent, VasState } from '../types';
import { squadronActed } from '../squadrons/turns';
import { recordExit } from '../withdrawal/record';
import { exitedByObjective } from '../scenario/points';
import { afterShipMove } from '../submarines';
import { passActivation } from '../turn/activation';
import { laySmoke } from '../special-actions/smoke';
import type { MovePlan } from './plan';
import { succeeded } from '../special-actions/succeeded';
import { playsUnder } from '../rules-version';

export function applyMove(draft: VasState, shipId: ShipId, plan: MovePlan): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship) return [];
  const from = ship.position;
  const startHeading = ship.heading;
  ship.position = plan.end;
  ship.heading = plan.heading;
  ship.distanceMovedThisTurn = plan.distance;
  ship.movedThisTurn = true;
  draft.moving = null;
  const r = (n: number): number => Math.round(n * 100) / 100;
  const events: VasEvent[] = [{
    type: 'moved', rule: 'VAS-MOVE-MAX', ship: shipId,
    // a heading in whole degrees (version 2 games keep their words: rules-version.ts)
    text: `${ship.name} moves ${r(plan.distance)}" and ends heading ${playsUnder(draft, 3) ? `${Math.round(plan.heading) % 360}°` : r(plan.heading)}.`,
    data: { from, to: plan.end, heading: plan.heading, distance: plan.distance, legs: plan.legs },
  }];
  if (plan.withdrawn) {
    ship.withdrawn = true;
    const exit = recordExit(draft, ship, plan.end);
    const edge = draft.naval.exits[shipId]?.edge ?? 'north';
    // VAS-VP-EXIT / VAS-VP-CIVILIAN: leaving by the fleet's objective edge is no Tactical Withdrawal
    const text = exitedByObjective(draft, ship)
      ? `${ship.name} leaves the table by the ${edge} edge, her objective: no Tactical Withdrawal.`
      : `${ship.name} leaves the table by the ${edge} edge: a Tactical Withdrawal.`;
    events.push({ type: 'withdrawn', rule: 'VAS-MOVE-WITHDRAW', ship: shipId, text, data: { edge } }, ...exit);
  } else if (succeeded(ship, 'create-smoke')) {
    events.push(...laySmoke(draft, shipId));
  }
  afterShipMove(draft, shipId, from, startHeading, plan.legs);
  if (squadronActed(draft, ship, 'movement', events)) passActivation(draft, ship.fleet);
  return events;
}
