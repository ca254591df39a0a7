/**
 * Where ships went down: a destroyed ship's last position, as the table shows it (the view keeps it), marked with a
 * grey cross and its name, so a sinking does not simply vanish from the table. Wrecks are scenery: no input, under
 * the ships and flights, and each names the ship in its tooltip. Hidden submersibles never have a wreck drawn.
 */
import { memo } from 'react';
import type { ShipState } from '@salvo/vas';
import { tableFrame, type TableFrame } from './table-frame';
import type { TableState } from './fleet-style';

/** The ships to mark as wrecks: destroyed, on the table when they went down, not hidden. */
export function wrecksOf(state: Pick<TableState, 'shipOrder' | 'ships'>): ShipState[] {
  return state.shipOrder.map((id) => state.ships[id]).filter((s): s is ShipState => !!s && s.destroyed && !s.hidden && !s.withdrawn);
}

export const Wrecks = memo(function Wrecks({ state, frame = tableFrame(state.options.table.width, state.options.table.height, false) }: { state: TableState; frame?: TableFrame }) {
  const wrecks = wrecksOf(state);
  if (wrecks.length === 0) return null;
  return (
    <g className="wrecks" aria-hidden="true">
      {wrecks.map((s) => {
        const { x, y } = frame.toSvg(s.position);
        const r = 0.7;
        return (
          <g key={s.id} className="wreck" data-wreck={s.id}>
            <title>{`${s.name} went down here`}</title>
            <circle cx={x} cy={y} r={r * 1.3} />
            <line x1={x - r} y1={y - r} x2={x + r} y2={y + r} />
            <line x1={x - r} y1={y + r} x2={x + r} y2={y - r} />
            <text x={x} y={y + r * 1.3 + 0.8} textAnchor="middle">{`${s.name} (sunk)`}</text>
          </g>
        );
      })}
    </g>
  );
});
