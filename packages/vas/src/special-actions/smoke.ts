/**
 * Create Smoke! counters (VAS-SPECIAL-SMOKE, docs/rules-decisions.md): a segment SMOKE_LENGTH
 * inches long whose leading edge is the ship's centre, trailing behind her final heading.
 * Removed in the End Phase (end-phase/finish.ts).
 */
import { advance } from '@salvo/kernel';
import type { ShipId, VasEvent, VasState } from '../types';

export const SMOKE_LENGTH = 3;

export function laySmoke(draft: VasState, shipId: ShipId): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship) return [];
  const to = advance(ship.position, ship.heading + 180, SMOKE_LENGTH);
  draft.smoke.push({ ship: shipId, from: { ...ship.position }, to, turn: draft.turn });
  return [{ type: 'smoke-laid', rule: 'VAS-SPECIAL-SMOKE', ship: shipId, text: `${ship.name} lays a smoke screen behind her.`, data: { from: ship.position, to } }];
}
