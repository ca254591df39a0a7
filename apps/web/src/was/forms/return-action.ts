/** End-of-turn returns (5.7, 6.7, 14.3, 16.1, 17.1): each ship at sea (or disabled, returning) to one of its ports. */
import { returnOptions, type PortId, type ShipState, type Side, type WasAction, type WasState, type WasView } from '@salvo/was';
import { placeName } from '../names';
import { openShips } from './seen-ships';

export type ReturnChoice = PortId | 'stay' | 'oiler';

export interface ReturnRow {
  readonly ship: ShipState;
  /** The engine's choices for this ship; the first is what it does when given no order. */
  readonly options: readonly ReturnChoice[];
}

/** The acting side's ships that need a port, each with the engine's own list of where it may go. */
export function returnRows(view: WasView, state: WasState, side: Side): ReturnRow[] {
  return openShips(view)
    .filter((x) => x.side === side && x.status === 'active' && (x.location.kind === 'sea' || x.location.kind === 'returning'))
    .map((ship) => ({ ship, options: returnOptions(state, state.ships.find((q) => q.id === ship.id) ?? ship) as ReturnChoice[] }))
    .filter((r) => r.options.length > 0);
}

export function returnChoiceText(c: ReturnChoice): string {
  return c === 'stay' ? 'stay at sea (convoy, 14.3)' : c === 'oiler' ? 'stay at sea with an oiler (16.1)' : placeName(c);
}

/** The return action: every row's pick (a row without a pick takes its first option). */
export function returnAction(rows: readonly ReturnRow[], picks: Readonly<Record<string, ReturnChoice>>): WasAction {
  const ports: Record<string, ReturnChoice> = {};
  for (const r of rows) {
    const p = picks[r.ship.id] ?? r.options[0];
    if (p) ports[r.ship.id] = p;
  }
  return { type: 'return', ports };
}
