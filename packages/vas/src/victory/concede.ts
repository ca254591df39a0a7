/**
 * Conceding (VAS-VICTORY-CONCEDE): the fleet's ships on the table withdraw and the fleet leaves
 * every order of the turn. Allowed whenever a decision (not a die roll) is awaited, from any fleet.
 */
import type { FleetId, VasEvent, VasState } from '../types';
import { fleetName, fleetShips, onTable } from '../turn/ships';

export function applyConcede(draft: VasState, fleet: FleetId): VasEvent[] {
  draft.conceded.push(fleet);
  const events: VasEvent[] = [{ type: 'concede', rule: 'VAS-VICTORY-CONCEDE', text: `${fleetName(draft, fleet)} concedes the battle.`, data: { fleet } }];
  for (const s of fleetShips(draft, fleet)) {
    if (!onTable(s)) continue;
    s.withdrawn = true;
    events.push({ type: 'withdrawn', rule: 'VAS-VICTORY-CONCEDE', ship: s.id, text: `${s.name} leaves the battle.` });
  }
  const moving = draft.moving ? draft.ships[draft.moving] : undefined;
  if (moving?.fleet === fleet) draft.moving = null;
  draft.initiativeOrder = draft.initiativeOrder.filter((f) => f !== fleet);
  draft.declinedFirst = draft.declinedFirst.filter((f) => f !== fleet);
  if (draft.activation) {
    const order = draft.activation.order.filter((f) => f !== fleet);
    draft.activation = { order, next: order.length === 0 ? 0 : draft.activation.next % order.length };
  }
  return events;
}
