/** Which ships the table marks as wrecks (Wrecks.tsx draws them; table-labels.ts places their names). */
import type { ShipState } from '@salvo/vas';
import type { TableState } from './fleet-style';

/** Half the size of a wreck's mark (its circle), in inches. */
export const WRECK_MARK = 0.91;

/** The ships to mark as wrecks: destroyed, on the table when they went down, not hidden. */
export function wrecksOf(state: Pick<TableState, 'shipOrder' | 'ships'>): ShipState[] {
  return state.shipOrder.map((id) => state.ships[id]).filter((s): s is ShipState => !!s && s.destroyed && !s.hidden && !s.withdrawn);
}
