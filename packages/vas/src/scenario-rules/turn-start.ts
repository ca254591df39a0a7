/**
 * The scenario rules at the start of a turn, after the per-turn records are reset (turn/start-turn.ts):
 * reinforcements arrive (VAS-SCN-REINFORCEMENT), fleets sitting out a free turn and ships caught
 * unawares are marked as done (VAS-SCN-FREE-TURN, VAS-SCN-CAUGHT-UNAWARES), and a fixed initiative
 * replaces the roll (VAS-SCN-INITIATIVE; on a free turn the free fleets have it).
 */
import { advance as step } from '@salvo/kernel';
import type { FleetId, ShipState, VasEvent, VasState } from '../types';
import { activeFleets, fleetName } from '../turn/ships';
import { onTheTable, shipUnder } from '../movement/footprint';
import { caughtUnawares, fixedInitiative, freeTurnFleets, idleThisTurn } from './hooks';

/** How far astern (inches, half-inch steps) an arriving ship is moved to find clear water. */
const ARRIVAL_SEARCH = 12;

export function applyScenarioTurnStart(draft: VasState): VasEvent[] {
  if (draft.scenario.rules.length === 0) return [];
  const events: VasEvent[] = [...arrivals(draft)];
  for (const id of draft.shipOrder) {
    const s = draft.ships[id];
    if (!s || s.destroyed || s.withdrawn || s.hidden) continue;
    if (idleThisTurn(draft, s)) {
      s.movedThisTurn = true;
      s.attackedThisTurn = true;
      events.push({ type: 'free-turn-idle', rule: 'VAS-SCN-FREE-TURN', ship: s.id, text: `${s.name} does nothing this turn: it is the other side's free turn.` });
    } else if (caughtUnawares(draft, s)) {
      s.attackedThisTurn = true;
      events.push({ type: 'caught-unawares', rule: 'VAS-SCN-CAUGHT-UNAWARES', ship: s.id, text: `${s.name} is caught unawares and may not fire this turn.` });
    }
  }
  const free = freeTurnFleets(draft);
  const first = fixedInitiative(draft) ?? free?.[0];
  const active = activeFleets(draft);
  if (first === undefined || !active.includes(first)) return events;
  const rest = free === null ? [] : free.filter((f) => f !== first && active.includes(f));
  const order: FleetId[] = [first, ...rest, ...active.filter((f) => f !== first && !rest.includes(f))];
  draft.initiativeOrder = order;
  draft.resolution = null;
  draft.phase = 'movement';
  draft.declinedFirst = [];
  draft.activation = null;
  events.push({
    type: 'initiative-won', rule: 'VAS-SCN-INITIATIVE',
    text: `${fleetName(draft, first)} has the initiative on turn ${draft.turn} (scenario rule).`, data: { order: [...order] },
  });
  return events;
}

/** Reinforcements due this turn appear at their setup place, or the nearest clear water astern of it. */
function arrivals(draft: VasState): VasEvent[] {
  const events: VasEvent[] = [];
  const due = draft.scenario.reserves.filter((r) => r.turn <= draft.turn);
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
    draft.scenario.reserves = draft.scenario.reserves.filter((x) => x.ship !== r.ship);
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
