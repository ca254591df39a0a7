/**
 * `advance(draft)`: after every action, runs the turn forward through everything that needs no
 * decision and no dice (phase changes, passing over fleets with nothing left, the end of the
 * battle) and stops where `pending` names a decision, a chance step, or the end.
 */
import type { VasEvent, VasState } from '../types';
import { dcCandidate } from '../end-phase/damage-control';
import { nextBurningShip } from '../end-phase/fire';
import { finishEndPhase } from '../end-phase/finish';
import { pruneSquadrons } from '../squadrons/turns';
import { startDetection, submarineStop } from '../submarines';
import { startDueSpread } from '../torpedoes';
import { checkBattleOver } from '../victory/victory';
import { activeFleet } from './activation';
import { applyTakeFirst, choosingFleet } from './first-move';
import { openAttack, openEndPhase } from './phases';
import { betweenAttacks, closeTurnVisibility, openAttackVisibility } from '../conditions';
import { airMovementAwaits } from '../aircraft/movement';
import { openAirDefence } from '../aircraft/open';
import { checkScenarioEnd } from '../scenario-rules/end';
import { deferredVerdicts } from '../scenario-rules/outcome';
import { entryFleet } from '../scenario/edge-entry';

const STEP_LIMIT = 10_000;

export function advance(draft: VasState): VasEvent[] {
  const events: VasEvent[] = [];
  for (let i = 0; i < STEP_LIMIT; i++) {
    events.push(...pruneSquadrons(draft));
    const ended = [...checkScenarioEnd(draft), ...checkBattleOver(draft)];
    events.push(...ended);
    if (ended.length > 0) events.push(...deferredVerdicts(draft));
    if (draft.phase === 'over' || draft.resolution !== null) return events;
    switch (draft.phase) {
      case 'initiative':
        return events;
      case 'movement': {
        if (submarineStop(draft)) return events;
        if (draft.activation === null) {
          // VAS-SCN-CONVOY-ENTRY: the entry decision comes before anyone chooses to move first.
          if (entryFleet(draft) !== undefined) return events;
          const chooser = choosingFleet(draft);
          if (chooser !== undefined && draft.declinedFirst.length >= draft.initiativeOrder.length - 1) {
            events.push(...applyTakeFirst(draft, chooser, true));
            continue;
          }
          return events;
        }
        if (draft.moving !== null || activeFleet(draft) !== undefined) return events;
        if (airMovementAwaits(draft)) return events;
        events.push(...openAttack(draft));
        // VAS-AA-FIRE: AA fire comes before anything else; visibility opens once it is over.
        if (draft.air.flights.length > 0 && openAirDefence(draft, events)) continue;
        events.push(...openAttackVisibility(draft));
        continue;
      }
      case 'attack':
        if (draft.air.combat !== null && draft.air.combat.step === 'aa') {
          draft.air.combat.step = 'open';
          events.push(...openAttackVisibility(draft));
          continue;
        }
        if (startDetection(draft)) return events;
        betweenAttacks(draft);
        if (draft.resolution !== null) continue;
        if (activeFleet(draft) !== undefined) return events;
        events.push(...openEndPhase(draft));
        continue;
      case 'end': {
        if (startDueSpread(draft, events)) return events;
        if (dcCandidate(draft)) return events;
        const burning = nextBurningShip(draft);
        if (burning) {
          draft.resolution = { kind: 'end-phase', data: { step: 'fire', ship: burning.id, fires: burning.fires } };
          return events;
        }
        events.push(...closeTurnVisibility(draft));
        events.push(...finishEndPhase(draft));
        continue;
      }
    }
  }
  return events;
}
