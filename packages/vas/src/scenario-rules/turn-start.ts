/**
 * The scenario rules at the start of a turn, after the per-turn records are reset (turn/start-turn.ts):
 * reinforcements arrive (VAS-SCN-REINFORCEMENT) and ships caught unawares are marked as having had
 * their attack (VAS-SCN-CAUGHT-UNAWARES), so the Attack Phase passes them over.
 */
import { advance as step } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { onTheTable, shipUnder } from '../movement/footprint';
import { caughtUnawares } from './hooks';

/** How far astern (inches, half-inch steps) an arriving ship is moved to find clear water. */
const ARRIVAL_SEARCH = 12;

export function applyScenarioTurnStart(draft: VasState): VasEvent[] {
  if (draft.scenarioRules.rules.length === 0) return [];
  const events: VasEvent[] = [...arrivals(draft)];
  for (const id of draft.shipOrder) {
    const s = draft.ships[id];
    if (!s || s.destroyed || s.withdrawn || s.hidden || !caughtUnawares(draft, s)) continue;
    s.attackedThisTurn = true;
    events.push({ type: 'caught-unawares', rule: 'VAS-SCN-CAUGHT-UNAWARES', ship: s.id, text: `${s.name} is caught unawares and may not fire this turn.` });
  }
  return events;
}

/** Reinforcements due this turn appear at their setup place, or the nearest clear water astern of it. */
function arrivals(draft: VasState): VasEvent[] {
  const events: VasEvent[] = [];
  const due = draft.scenarioRules.reserves.filter((r) => r.turn <= draft.turn);
  for (const r of due) {
    const ship = draft.ships[r.ship];
    if (!ship || ship.destroyed) continue;
    const at = clearWater(draft, ship);
    if (at === null) {
      events.push({ type: 'reinforcement-delayed', rule: 'VAS-SCN-REINFORCEMENT', ship: ship.id, text: `${ship.name} cannot come on: her arrival point is crowded. She tries again next turn.` });
      continue;
    }
    ship.position = at;
    ship.hidden = false;
    draft.scenarioRules.reserves = draft.scenarioRules.reserves.filter((x) => x.ship !== r.ship);
    events.push({ type: 'reinforcement', rule: 'VAS-SCN-REINFORCEMENT', ship: ship.id, text: `${ship.name} joins the battle.`, data: { position: { ...at }, heading: ship.heading } });
  }
  return events;
}

function clearWater(draft: VasState, ship: ShipState): ShipState['position'] | null {
  for (let back = 0; back <= ARRIVAL_SEARCH; back += 0.5) {
    const at = step(ship.position, ship.heading, -back);
    if (!onTheTable(draft, at)) return null;
    if (shipUnder(draft, ship, at) === null) return at;
  }
  return null;
}
