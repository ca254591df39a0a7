/**
 * What the table shows besides ships and flights, all read from the state or the seat's view:
 * - hidden submersibles' 24" squares (VAS-SUB-HIDDEN), only those the view holds: `observe` keeps a
 *   square only for the boat's own side, so another seat's boats never reach this layer;
 * - spotting (VAS-SPOT-*, night-fighting VAS-NF-*): who has spotted whom, lit ships, spotlight beams;
 * - torpedo spreads on their targets (VAS-TORP-*), a fan of three tracks per spread.
 */
import { SQUARE } from '@salvo/vas';
import type { TableState } from './fleet-style';
import { svgY } from './geometry';
import { hiddenBoats, squareName } from './overlay-data';


export function HiddenSquares({ view }: { view: TableState }) {
  const { width, height } = view.options.table;
  const boats = hiddenBoats(view);
  return (
    <g className="hidden-squares">
      {boats.map(({ ship, sq }) => {
        const x = sq.col * SQUARE;
        const top = Math.min(height, (sq.row + 1) * SQUARE);
        const w = Math.min(width, x + SQUARE) - x;
        const hgt = top - sq.row * SQUARE;
        return (
          <g key={ship.id} role="img" aria-label={`Your hidden submersible ${ship.name}: somewhere in square ${squareName(sq.col, sq.row)} (the enemy does not see this)`}>
            <rect x={x} y={svgY(height, top)} width={w} height={hgt} className="sub-square" />
            <text x={x + w / 2} y={svgY(height, top) + 1.6} className="sub-square-label" textAnchor="middle">{ship.name} hidden in {squareName(sq.col, sq.row)} (only you see this)</text>
          </g>
        );
      })}
    </g>
  );
}

export function Spotlights({ state }: { state: TableState }) {
  const h = state.options.table.height;
  const beams = state.visibility.night?.spotlights ?? [];
  return (
    <g className="spotlights" aria-hidden="true">
      {beams.map((l) => {
        const a = state.ships[l.by];
        const b = state.ships[l.target];
        if (!a || !b || a.destroyed || b.destroyed) return null;
        return <line key={`${l.by}>${l.target}`} className="beam" x1={a.position.x} y1={svgY(h, a.position.y)} x2={b.position.x} y2={svgY(h, b.position.y)} />;
      })}
    </g>
  );
}

/** Three tracks converging on the target from the firing ship's direction, per spread. */
export function TorpedoSpreads({ state }: { state: TableState }) {
  const h = state.options.table.height;
  return (
    <g className="torpedo-spreads" aria-hidden="true">
      {state.naval.torpedoes.map((t) => {
        const target = state.ships[t.target];
        const from = state.ships[t.attacker];
        if (!target || target.destroyed) return null;
        const dx = (from?.position.x ?? target.position.x) - target.position.x;
        const dy = -((from?.position.y ?? target.position.y - 1) - target.position.y);
        const len = Math.hypot(dx, dy) || 1;
        const cx = target.position.x;
        const cy = svgY(h, target.position.y);
        return (
          <g key={t.id} className="spread">
            {[-0.3, 0, 0.3].map((a) => {
              const ux = (dx * Math.cos(a) - dy * Math.sin(a)) / len;
              const uy = (dx * Math.sin(a) + dy * Math.cos(a)) / len;
              return <line key={a} x1={cx + ux * 0.9} y1={cy + uy * 0.9} x2={cx + ux * 4} y2={cy + uy * 4} />;
            })}
          </g>
        );
      })}
    </g>
  );
}
