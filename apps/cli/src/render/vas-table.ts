/**
 * The whole text view of a Victory at Sea table, as `viewer` may see it (default a spectator: no hidden
 * submersible's square): turn header, ship list, spreads, squadrons and hidden squares, flights, the ASCII plot.
 */
import type { Vec } from '@salvo/kernel';
import { vas, type ShipState, type VasState } from '@salvo/vas';
import { navalLines } from './naval-lines';
import { shipList, shipMarkers } from './ship-list';
import { plotTable } from './table-plot';
import { visibilityLines } from './visibility';
import { flightLines } from './flight-list';

const airborne = (state: VasState): Vec[] =>
  state.air.flights.flatMap((f) => (f.airborne && !f.destroyed && f.position ? [f.position] : []));

/**
 * The table as `viewer` sees it: the turn, visibility, the ships, spreads, flights and the board. `compact` (`salvo
 * play --compact`): the turn, visibility, ships and spreads only; the flights and the board are shown by `table`.
 */
export function renderVasTable(full: VasState, viewer = 'spectator', compact = false): string[] {
  const state: VasState = { ...vas.observe(full, viewer), rng: full.rng };
  const markers = shipMarkers(state);
  const afloat = state.shipOrder
    .map((id) => state.ships[id])
    .filter((s): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn && !s.hidden)
    .map((s) => ({ marker: markers[s.id] ?? '*', position: s.position, heading: s.heading }));
  return [
    `Turn ${state.turn}, ${state.phase} phase`,
    ...visibilityLines(state),
    ...shipList(state),
    ...navalLines(state),
    ...(compact ? [] : flightLines(state)),
    ...(compact ? [] : plotTable(afloat, { width: state.options.table.width, height: state.options.table.height, smoke: state.smoke, flights: airborne(state) })),
  ];
}
