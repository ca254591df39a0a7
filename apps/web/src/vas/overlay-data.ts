/** What the table's overlays show, as data (pure; from the state or a seat's view). */
import type { ShipState, SquareRef } from '@salvo/vas';
import { sideOf, type TableState } from './fleet-style';

/** Spotting matters at night and in Bad Weather (otherwise every ship is seen). */
export const spottingMatters = (s: TableState): boolean => s.options.night || s.options.weather === 'bad' || s.visibility.night !== null;

/** Whether any enemy side has spotted the ship (shared spotting, or a night-fighting spotter's roll this turn). */
export function spottedByEnemy(s: TableState, ship: ShipState): boolean {
  const mine = sideOf(s, ship.fleet);
  for (const [side, list] of Object.entries(s.visibility.spotted)) if (side !== mine && list.includes(ship.id)) return true;
  const nf = s.visibility.night;
  if (nf) for (const [spotter, list] of Object.entries(nf.spots)) {
    const by = s.ships[spotter];
    if (by && sideOf(s, by.fleet) !== mine && list.includes(ship.id)) return true;
  }
  return false;
}

/** Lit this turn by a starshell or a spotlight (night-fighting variant). */
export function lit(s: TableState, id: string): boolean {
  const nf = s.visibility.night;
  return nf !== null && (nf.now.lit.includes(id) || nf.spotlights.some((l) => l.target === id));
}

export const squareName = (col: number, row: number): string => `${String.fromCharCode(65 + (col % 26))}${row + 1}`;

/** The hidden submersibles whose square the view holds: only those of the viewer's own side (observe). */
export function hiddenBoats(view: TableState): { ship: ShipState; sq: SquareRef }[] {
  return Object.entries(view.naval.hidden).flatMap(([id, sq]) => {
    const ship = view.ships[id];
    return ship && ship.hidden && !ship.destroyed ? [{ ship, sq }] : [];
  });
}

/** The words on a hidden boat's square, longest first (the layout takes the first that fits). */
export function hiddenSquareWords(ship: ShipState, sq: SquareRef): string[] {
  const where = `${ship.name} hidden in ${squareName(sq.col, sq.row)}`;
  return [`${where} (only you see this)`, where];
}
