/**
 * Start of a turn (VAS-TURN-SEQUENCE, VAS-END-NEXT-TURN): per-turn records are reset and the
 * Initiative Phase awaits the first fleet's 2d6. Only fleets with operational ships roll. The scenario
 * rules then act (reinforcements, a fixed initiative instead of the roll: scenario-rules/turn-start.ts);
 * their events are returned.
 */
import type { VasEvent, VasState } from '../types';
import { resetSubmarineTurn } from '../submarines';
import { activeFleets } from './ships';
import { resetAirTurn } from '../aircraft/state';
import { applyScenarioTurnStart } from '../scenario-rules/turn-start';

export function startTurn(draft: VasState): VasEvent[] {
  for (const id of draft.shipOrder) {
    const s = draft.ships[id];
    if (!s) continue;
    s.movedThisTurn = false;
    s.distanceMovedThisTurn = 0;
    s.attackedThisTurn = false;
    s.special = null;
    if (s.special2 !== undefined) delete s.special2;
  }
  resetSubmarineTurn(draft);
  draft.phase = 'initiative';
  draft.initiativeOrder = [];
  draft.declinedFirst = [];
  draft.activation = null;
  draft.moving = null;
  draft.endPhase = null;
  resetAirTurn(draft);
  const fleets = activeFleets(draft);
  draft.resolution = { kind: 'initiative', rolls: {}, contenders: [...fleets], groups: [[...fleets]], round: 1 };
  return applyScenarioTurnStart(draft);
}
