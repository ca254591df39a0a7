/** Opening the Movement, Attack and End Phases (VAS-TURN-SEQUENCE). */
import type { FleetId, VasEvent, VasState } from '../types';
import { clearDetections } from '../submarines';
import { onTable } from './ships';

/**
 * Movement opens in `order`. Abandoned ships are nominated in name only: they cannot move, so
 * they are marked as moved with an event (VAS-MOVE-ABANDONED, docs/rules-decisions.md).
 */
export function openMovement(draft: VasState, order: FleetId[]): VasEvent[] {
  draft.phase = 'movement';
  draft.activation = { order, next: 0 };
  draft.moving = null;
  const events: VasEvent[] = [];
  for (const id of draft.shipOrder) {
    const s = draft.ships[id];
    if (!s || !onTable(s) || !s.abandoned || s.movedThisTurn) continue;
    s.movedThisTurn = true;
    s.distanceMovedThisTurn = 0;
    events.push({ type: 'cannot-move', rule: 'VAS-MOVE-ABANDONED', ship: s.id, text: `${s.name} is abandoned and drifts where she lies.` });
  }
  return events;
}

/** Attack order is the initiative order, whoever moved first (VAS-ATTACK-ORDER). */
export function openAttack(draft: VasState): VasEvent[] {
  draft.phase = 'attack';
  draft.moving = null;
  draft.activation = { order: [...draft.initiativeOrder], next: 0 };
  return [{ type: 'phase', rule: 'VAS-TURN-SEQUENCE', text: `Turn ${draft.turn}: Attack Phase.`, data: { phase: 'attack', turn: draft.turn } }];
}

export function openEndPhase(draft: VasState): VasEvent[] {
  draft.phase = 'end';
  draft.activation = null;
  draft.endPhase = { dcDone: [], dcAttempted: {}, fireDone: [] };
  return [{ type: 'phase', rule: 'VAS-TURN-SEQUENCE', text: `Turn ${draft.turn}: End Phase.`, data: { phase: 'end', turn: draft.turn } }, ...clearDetections(draft)];
}
