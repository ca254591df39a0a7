/**
 * The Victory at Sea table: 72" x 48" (or the setup's size) in SVG, pan (drag the sea, arrow keys)
 * and zoom (wheel, + and -). Ships are drawn to scale by footprint, the bow shows the heading, and
 * each fleet has its own colour AND pattern (solid / striped) and badge shape (circle / square).
 * The dragged move preview is written at most once per animation frame.
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as RPointerEvent } from 'react';
import type { Vec } from '@salvo/kernel';
import { footprintRadius, type MoveLeg, type MovePlan, type ShipState } from '@salvo/vas';
import { fleetStyle, type TableState } from './fleet-style';
import { FlightLayer } from './Flights';
import { ARC_LIST, arcWedge, hullPath, legPoints, svgY, weaponsByArc } from './geometry';
import { lit, spottedByEnemy, spottingMatters } from './overlay-data';
import { HiddenSquares, Spotlights, TorpedoSpreads } from './overlays';

export { fleetStyle } from './fleet-style';

export interface MovePreview {
  readonly ship: ShipState;
  readonly legs: readonly MoveLeg[];
  readonly plan: MovePlan | null;
  readonly error: string | null;
  readonly halfSpeed: number;
}

interface Props {
  /** The seat's view (or, for a spectator, a view with every hidden square removed). */
  readonly state: TableState;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
  readonly preview: MovePreview | null;
  /** While a move is being planned: the table point the player dragged the ship to (`shift`: Shift held). */
  readonly onDrag?: (p: Vec, shift: boolean) => void;
  readonly preMeasure: boolean;
  /** While the player flies aircraft: the flights that may move and their planned destinations. */
  readonly flying?: { readonly ids: readonly string[]; readonly planned: Readonly<Record<string, Vec>> };
  readonly onFlightDrag?: (flight: string, p: Vec) => void;
}

type View = { x: number; y: number; w: number; h: number };

export function VasTable({ state, selected, onSelect, preview, onDrag, preMeasure, flying, onFlightDrag }: Props) {
  const { width, height } = state.options.table;
  const full: View = { x: -2, y: -2, w: width + 4, h: height + 4 };
  const [view, setView] = useState<View>(full);
  const svg = useRef<SVGSVGElement | null>(null);
  const sel = selected ? state.ships[selected] : undefined;
  const drag = useRef<{ kind: 'pan' | 'move' | 'flight'; flight?: string; start: Vec; view: View; latest: Vec | null; frame: number; shift?: boolean } | null>(null);

  const toTable = useCallback((cx: number, cy: number): Vec => {
    const el = svg.current;
    if (!el) return { x: 0, y: 0 };
    const r = el.getBoundingClientRect();
    const sx = view.x + ((cx - r.left) / r.width) * view.w;
    const sy = view.y + ((cy - r.top) / r.height) * view.h;
    return { x: sx, y: height - sy };
  }, [view, height]);

  const zoom = (factor: number, centre?: Vec) => setView((v) => {
    const w = Math.min(full.w * 1.5, Math.max(6, v.w * factor));
    const h = (w * full.h) / full.w;
    const c = centre ? { x: centre.x, y: height - centre.y } : { x: v.x + v.w / 2, y: v.y + v.h / 2 };
    return { x: c.x - ((c.x - v.x) * w) / v.w, y: c.y - ((c.y - v.y) * h) / v.h, w, h };
  });
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx * v.w, y: v.y + dy * v.h }));

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, toTable(e.clientX, e.clientY));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  });

  const down = (e: RPointerEvent<SVGSVGElement>) => {
    const onMover = (e.target as Element).closest('[data-drag-handle]') !== null;
    const flight = (e.target as Element).closest('[data-drag-flight]')?.getAttribute('data-drag-flight') ?? null;
    if (onMover && !onDrag) return;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    const kind = flight && onFlightDrag ? 'flight' : onMover ? 'move' : 'pan';
    drag.current = { kind, ...(flight ? { flight } : {}), start: { x: e.clientX, y: e.clientY }, view, latest: null, frame: 0 };
  };
  const move = (e: RPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    d.latest = { x: e.clientX, y: e.clientY };
    d.shift = e.shiftKey;
    if (d.frame) return;
    d.frame = requestAnimationFrame(() => {
      const cur = drag.current;
      if (!cur || !cur.latest) return;
      cur.frame = 0;
      if (Math.hypot(cur.latest.x - cur.start.x, cur.latest.y - cur.start.y) < 3) return;
      if (cur.kind === 'move') onDrag?.(toTable(cur.latest.x, cur.latest.y), cur.shift === true);
      else if (cur.kind === 'flight' && cur.flight) onFlightDrag?.(cur.flight, toTable(cur.latest.x, cur.latest.y));
      else {
        const r = svg.current?.getBoundingClientRect();
        if (!r) return;
        const dx = ((cur.latest.x - cur.start.x) / r.width) * cur.view.w;
        const dy = ((cur.latest.y - cur.start.y) / r.height) * cur.view.h;
        setView({ ...cur.view, x: cur.view.x - dx, y: cur.view.y - dy });
      }
    });
  };
  const up = () => {
    if (drag.current?.frame) cancelAnimationFrame(drag.current.frame);
    drag.current = null;
  };
  const keys = (e: KeyboardEvent) => {
    const k: Record<string, () => void> = {
      ArrowLeft: () => pan(-0.1, 0), ArrowRight: () => pan(0.1, 0), ArrowUp: () => pan(0, -0.1), ArrowDown: () => pan(0, 0.1),
      '+': () => zoom(1 / 1.25, sel?.position), '=': () => zoom(1 / 1.25, sel?.position), '-': () => zoom(1.25, sel?.position), '0': () => setView(full),
    };
    const f = k[e.key];
    if (f && e.target === e.currentTarget) {
      e.preventDefault();
      f();
    }
  };

  // Hidden submersibles are not on the table (their own side sees their square: HiddenSquares).
  const ships = state.shipOrder.map((id) => state.ships[id]).filter((s): s is ShipState => !!s && !s.destroyed && !s.withdrawn && !s.hidden);
  const flights = state.air.flights.filter((f) => f.airborne && !f.destroyed).length;
  return (
    <div className="table-wrap">
      <div className="table-tools" role="toolbar" aria-label="Table view">
        <button type="button" onClick={() => zoom(1 / 1.25, sel?.position)} aria-label="Zoom in">+</button>
        <button type="button" onClick={() => zoom(1.25, sel?.position)} aria-label="Zoom out">−</button>
        <button type="button" onClick={() => setView(full)}>Whole table</button>
        <span className="hint">Drag the sea to pan, wheel to zoom; an Agile ship: Shift-drag past the end of her move to turn her bow again; with the table focused: arrows, + and − (around the selected ship), 0 for the whole table.</span>
      </div>
      <svg ref={svg} className="vas-table" viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`} tabIndex={0} role="group"
        aria-label={`The table, ${width} by ${height} inches, ${ships.length} ships${flights ? `, ${flights} flights in the air` : ''}`} onKeyDown={keys}
        onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} preserveAspectRatio="xMidYMid meet">
        <defs>
          <pattern id="solid-a" width="1" height="1" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="#1f5fa8" /></pattern>
          <pattern id="stripes-b" width="0.35" height="0.35" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="0.35" height="0.35" fill="#b3261e" /><rect width="0.12" height="0.35" fill="#f3d6d3" />
          </pattern>
        </defs>
        <rect x={0} y={0} width={width} height={height} className="sea" />
        <Grid width={width} height={height} />
        <HiddenSquares view={state} />
        {state.smoke.map((s, i) => (
          <line key={i} x1={s.from.x} y1={svgY(height, s.from.y)} x2={s.to.x} y2={svgY(height, s.to.y)} className="smoke">
            <title>Smoke laid by {state.ships[s.ship]?.name ?? s.ship} in turn {s.turn}</title>
          </line>
        ))}
        <TorpedoSpreads state={state} />
        <Spotlights state={state} />
        {sel && !sel.hidden && <Arcs ship={sel} height={height} preMeasure={preMeasure} />}
        {preview && <Preview p={preview} height={height} />}
        {ships.map((s) => (
          <ShipGlyph key={s.id} ship={s} state={state} selected={s.id === selected} onSelect={onSelect}
            handle={!!onDrag && preview?.ship.id === s.id} />
        ))}
        <FlightLayer state={state} {...(flying ? { flying } : {})} />
      </svg>
    </div>
  );
}

const Grid = memo(function Grid({ width, height }: { width: number; height: number }) {
  const lines = [];
  for (let x = 6; x < width; x += 6) lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={height} />);
  for (let y = 6; y < height; y += 6) lines.push(<line key={`y${y}`} x1={0} y1={y} x2={width} y2={y} />);
  return <g className="grid" aria-hidden="true">{lines}</g>;
});

const ShipGlyph = memo(function ShipGlyph({ ship, state, selected, onSelect, handle }: { ship: ShipState; state: TableState; selected: boolean; onSelect: (id: string) => void; handle: boolean }) {
  const h = state.options.table.height;
  const r = footprintRadius(ship.roster.type);
  const st = fleetStyle(state, ship.fleet);
  const fleet = state.fleets[ship.fleet]?.name ?? ship.fleet;
  const spreads = (state.naval?.torpedoes ?? []).filter((t) => t.target === ship.id).length;
  const seen = spottingMatters(state) ? (spottedByEnemy(state, ship) ? 'spotted by the enemy' : 'not spotted by the enemy') : null;
  const isLit = lit(state, ship.id);
  const label = `${ship.name}, ${fleet}, heading ${Math.round(ship.heading)} degrees${ship.submerged ? ', submerged' : ''}${ship.crippled ? ', crippled' : ''}${ship.fires ? `, ${ship.fires} fire(s)` : ''}${spreads ? `, ${spreads} torpedo spread(s) on her` : ''}${seen ? `, ${seen}` : ''}${isLit ? ', lit' : ''}`;
  return (
    <g transform={`translate(${ship.position.x} ${svgY(h, ship.position.y)})`} data-ship={ship.id}>
    <g className={`ship${selected ? ' selected' : ''}${ship.submerged ? ' submerged' : ''}${seen === 'not spotted by the enemy' ? ' unspotted' : ''}`}
      role="button" tabIndex={0} aria-label={label} aria-pressed={selected} {...(handle ? { 'data-drag-handle': '' } : {})}
      onClick={() => onSelect(ship.id)} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(ship.id); } }}>
      {isLit && <circle r={r + 0.6} className="lit-halo" />}
      <circle r={r} className="footprint" />
      <g transform={`rotate(${ship.heading})`}>
        <path d={hullPath(r)} fill={st.pattern} stroke="#111" strokeWidth={0.06} />
        <line x1={0} y1={-r} x2={0} y2={-r - 0.45} stroke="#111" strokeWidth={0.08} />
      </g>
      {st.badge === 'circle'
        ? <circle r={0.22} cx={r + 0.25} cy={-r} fill={st.fill} stroke="#fff" strokeWidth={0.05} />
        : <rect x={r + 0.03} y={-r - 0.22} width={0.44} height={0.44} fill={st.fill} stroke="#fff" strokeWidth={0.05} />}
      <text y={r + 0.75} className="ship-name" textAnchor="middle">{ship.name}{ship.submerged ? ' (submerged)' : ''}</text>
    </g>
    {/* Marks outside the button: its name says them in words (torpedo spreads, spotting, lit). */}
    <g aria-hidden="true" className="ship-marks">
      {spreads > 0 && <text x={-r - 0.2} y={-r} className="torp-mark" textAnchor="end">T×{spreads}</text>}
      {seen && <text y={r + 1.5} className="spot-mark" textAnchor="middle">{seen === 'spotted by the enemy' ? '◉ spotted' : '○ not spotted'}{isLit ? ' · lit' : ''}</text>}
    </g>
    </g>
  );
});

function Arcs({ ship, height, preMeasure }: { ship: ShipState; height: number; preMeasure: boolean }) {
  const byArc = weaponsByArc(ship);
  const R = 8;
  const ranges = preMeasure ? [...new Set(ship.roster.weapons.map((w) => w.range))] : [];
  return (
    <g transform={`translate(${ship.position.x} ${svgY(height, ship.position.y)})`} className="arcs" aria-hidden="true">
      {ranges.map((rg) => <circle key={rg} r={rg} className="range-ring" />)}
      <g transform={`rotate(${ship.heading})`}>
        {ARC_LIST.map((a) => <path key={a} d={arcWedge(a, R)} className={`arc arc-${a}`} />)}
      </g>
      {ARC_LIST.map((a) => {
        const deg = ship.heading + { fore: 0, starboard: 90, aft: 180, port: 270 }[a];
        const rad = (deg * Math.PI) / 180;
        const x = Math.sin(rad) * (R * 0.78);
        const y = -Math.cos(rad) * (R * 0.78);
        return (
          <text key={a} x={x} y={y} className="arc-label" textAnchor="middle">
            <tspan x={x} fontWeight="bold">{a}</tspan>
            <tspan x={x} dy={1}>{byArc[a].length ? byArc[a].join(' ') : 'no weapon'}</tspan>
          </text>
        );
      })}
    </g>
  );
}

function Preview({ p, height }: { p: MovePreview; height: number }) {
  const pts = legPoints(p.ship, p.legs);
  const turnAt = pts.length > 2 ? pts[1] : undefined;
  const r = footprintRadius(p.ship.roster.type);
  const ok = p.plan !== null && p.error === null;
  const end = p.plan?.end ?? pts[pts.length - 1];
  const half = { x: p.ship.position.x + Math.sin((p.ship.heading * Math.PI) / 180) * p.halfSpeed, y: p.ship.position.y + Math.cos((p.ship.heading * Math.PI) / 180) * p.halfSpeed };
  return (
    <g className={`preview ${ok ? 'ok' : 'bad'}`} aria-hidden="true">
      <circle cx={half.x} cy={svgY(height, half.y)} r={0.2} className="half-mark" />
      <polyline points={pts.map((q) => `${q.x},${svgY(height, q.y)}`).join(' ')} className="path" />
      {turnAt && <circle cx={turnAt.x} cy={svgY(height, turnAt.y)} r={0.3} className="turn-point" />}
      {end && (
        <g transform={`translate(${end.x} ${svgY(height, end.y)}) rotate(${p.plan?.heading ?? p.ship.heading})`} data-drag-handle="">
          <path d={hullPath(r)} className="ghost" />
        </g>
      )}
    </g>
  );
}
