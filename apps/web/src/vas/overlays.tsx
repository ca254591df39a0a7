/**
 * What the table shows besides ships and flights, all read from the state or the seat's view:
 * - hidden submersibles' 24" squares (VAS-SUB-HIDDEN), only those the view holds: `observe` keeps a
 *   square only for the boat's own side, so another seat's boats never reach this layer;
 * - spotting (VAS-SPOT-*, night-fighting VAS-NF-*): who has spotted whom, lit ships, spotlight beams;
 * - torpedo spreads on their targets (VAS-TORP-*), a fan of three tracks per spread.
 */
import { SQUARE } from '@salvo/vas';
import type { TableState } from './fleet-style';
import { svgRect, type TableFrame } from './table-frame';
import { hiddenBoats, hiddenSquareWords, squareName } from './overlay-data';

type SquareLabels = ReadonlyMap<string, { text: string; at: { x: number; y: number } | null; size: number }>;

/** `labels`: where the table's layout (table-labels.ts) put each square's words; without it, at the square's top. */
export function HiddenSquares({ view, frame, labels }: { view: TableState; frame: TableFrame; labels?: SquareLabels }) {
  const { width, height } = view.options.table;
  const boats = hiddenBoats(view);
  return (
    <g className="hidden-squares">
      {boats.map(({ ship, sq }) => {
        const x = sq.col * SQUARE;
        const b = svgRect(frame, { x, y: sq.row * SQUARE }, { x: Math.min(width, x + SQUARE), y: Math.min(height, (sq.row + 1) * SQUARE) });
        return (
          <g key={ship.id} role="img" aria-label={`Your hidden submersible ${ship.name}: somewhere in square ${squareName(sq.col, sq.row)} (the enemy does not see this)`}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} className="sub-square" />
            {labels ? <SquareWords label={labels.get(ship.id)} />
              : <text x={b.x + b.w / 2} y={b.y + 1.6} className="sub-square-label" textAnchor="middle">{hiddenSquareWords(ship, sq)[0]}</text>}
          </g>
        );
      })}
    </g>
  );
}

function SquareWords({ label }: { label: { text: string; at: { x: number; y: number } | null; size: number } | undefined }) {
  if (!label?.at) return null;
  return <text x={label.at.x} y={label.at.y} className="sub-square-label" textAnchor="middle" dominantBaseline="central"
    style={{ fontSize: label.size, strokeWidth: label.size * 0.2 }}>{label.text}</text>;
}

export function Spotlights({ state, frame }: { state: TableState; frame: TableFrame }) {
  const beams = state.visibility.night?.spotlights ?? [];
  return (
    <g className="spotlights" aria-hidden="true">
      {beams.map((l) => {
        const a = state.ships[l.by];
        const b = state.ships[l.target];
        if (!a || !b || a.destroyed || b.destroyed) return null;
        const p = frame.toSvg(a.position);
        const q = frame.toSvg(b.position);
        return <line key={`${l.by}>${l.target}`} className="beam" x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
      })}
    </g>
  );
}

/** Three tracks converging on the target from the firing ship's direction, per spread. */
export function TorpedoSpreads({ state, frame }: { state: TableState; frame: TableFrame }) {
  return (
    <g className="torpedo-spreads" aria-hidden="true">
      {state.naval.torpedoes.map((t) => {
        const target = state.ships[t.target];
        const from = state.ships[t.attacker];
        if (!target || target.destroyed) return null;
        // From the target towards the firer, in SVG units (straight down the table when the firer is gone).
        const { x: cx, y: cy } = frame.toSvg(target.position);
        const f = frame.toSvg(from?.position ?? { x: target.position.x, y: target.position.y - 1 });
        const dx = f.x - cx;
        const dy = f.y - cy;
        const len = Math.hypot(dx, dy) || 1;
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

/** Smoke Counters (VAS-SPECIAL-SMOKE): a line per screen, named in its tooltip. */
export function Smoke({ state, frame }: { state: TableState; frame: TableFrame }) {
  return (
    <g className="smoke-screens">
      {state.smoke.map((s, i) => {
        const a = frame.toSvg(s.from);
        const b = frame.toSvg(s.to);
        return (
          <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="smoke">
            <title>{`Smoke laid by ${state.ships[s.ship]?.name ?? s.ship} in turn ${s.turn}`}</title>
          </line>
        );
      })}
    </g>
  );
}
