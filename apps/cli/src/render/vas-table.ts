/** The whole text view of a Victory at Sea table: turn header, ship list and the ASCII plot. */
import type { ShipState, VasState } from '@salvo/vas';
import { shipList, shipMarkers } from './ship-list';
import { plotTable } from './table-plot';
import { visibilityLines } from './visibility';

export function renderVasTable(state: VasState): string[] {
  const markers = shipMarkers(state);
  const afloat = state.shipOrder
    .map((id) => state.ships[id])
    .filter((s): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn)
    .map((s) => ({ marker: markers[s.id] ?? '*', position: s.position, heading: s.heading }));
  return [
    `Turn ${state.turn}, ${state.phase} phase`,
    ...visibilityLines(state),
    ...shipList(state),
    ...plotTable(afloat, { width: state.options.table.width, height: state.options.table.height, smoke: state.smoke }),
  ];
}
