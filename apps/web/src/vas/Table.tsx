/**
 * The Victory at Sea table: 72" x 48" (or the setup's size) in SVG, pan (drag the sea, arrow keys)
 * and zoom (wheel, + and -). Ships are drawn to scale by footprint, the bow shows the heading, and
 * each fleet has its own colour AND pattern (solid / striped) and badge shape (circle / square).
 * The dragged move preview is written at most once per animation frame. "Turn the table" draws it
 * from the north edge (table-frame.ts): every position, heading and pointer goes through the frame.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as RPointerEvent } from 'react';
import type { Vec } from '@salvo/kernel';
import type { MoveLeg, MovePlan, ShipState } from '@salvo/vas';
import type { TableState } from './fleet-style';
import { FlightLayer } from './Flights';
import { HiddenSquares, Smoke, Spotlights, TorpedoSpreads } from './overlays';
import { moveGhost } from './geometry';
import { Arcs, Grid, Preview, ShipGlyph } from './TableParts';
import { canvasMeasure, layoutTableLabels, type Measure } from './table-labels';
import { TableLegend } from './TableLegend';
import { tableFrame } from './table-frame';
import { TableTools } from './TableTools';
import { fleetAtFarEdge, takeCarriedTurn, useTableTurn, type TurnFor } from './table-turn';
import { Wrecks } from './Wrecks';
import { pinchView, startPinch, type PinchStart, type ScreenPoint } from './pinch';

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
  /** Online: the game and this browser's seat, which sees the table turned by default when its fleet is at the far edge. */
  readonly turnFor?: TurnFor;
  /** While the player places something by pointing (a hidden boat's reveal): the table point clicked or tapped (not dragged). */
  readonly onPick?: (p: Vec) => void;
  /** Points to mark on the table (where a hidden boat will be revealed), each with its heading. */
  readonly marks?: readonly { readonly id: string; readonly at: Vec; readonly heading: number }[];
}

type View = { x: number; y: number; w: number; h: number };

export function VasTable({ state, selected, onSelect, preview, onDrag, preMeasure, flying, onFlightDrag, turnFor, onPick, marks }: Props) {
  const { width, height } = state.options.table;
  const full: View = { x: -2, y: -2, w: width + 4, h: height + 4 };
  const [view, setView] = useState<View>(full);
  // a battle just deployed opens the way its deployment table was turned; else the seat's default
  const [turned, setTurned] = useTableTurn(turnFor, () => takeCarriedTurn() ?? (!!turnFor?.seat && fleetAtFarEdge(state.ships, turnFor.seat, height)));
  const frame = useMemo(() => tableFrame(width, height, turned), [width, height, turned]);
  // Turning keeps the same part of the table in view, now seen from the other side.
  const turn = () => {
    setTurned(!turned);
    setView((v) => ({ ...v, x: width - (v.x + v.w), y: height - (v.y + v.h) }));
  };
  const svg = useRef<SVGSVGElement | null>(null);
  const picked = selected ? state.ships[selected] : undefined;
  /** The selected ship while she is on the table to be drawn: not hidden from this seat, sunk or withdrawn. */
  const sel = picked && !picked.hidden && !picked.destroyed && !picked.withdrawn ? picked : undefined;
  // Pixels per inch at this zoom: the words on the table keep their screen size and are laid out again when it changes.
  const [pxWidth, setPxWidth] = useState(1000);
  const measure = useRef<Measure | null>(null);
  const drag = useRef<{ kind: 'pan' | 'move' | 'flight'; flight?: string; start: Vec; view: View; latest: Vec | null; frame: number; shift?: boolean } | null>(null);

  const toTable = useCallback((cx: number, cy: number): Vec => {
    const el = svg.current;
    if (!el) return { x: 0, y: 0 };
    const r = el.getBoundingClientRect();
    const sx = view.x + ((cx - r.left) / r.width) * view.w;
    const sy = view.y + ((cy - r.top) / r.height) * view.h;
    return frame.toTable({ x: sx, y: sy });
  }, [view, frame]);

  const zoom = (factor: number, centre?: Vec) => setView((v) => {
    const w = Math.min(full.w * 1.5, Math.max(6, v.w * factor));
    const h = (w * full.h) / full.w;
    const c = centre ? frame.toSvg(centre) : { x: v.x + v.w / 2, y: v.y + v.h / 2 };
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

  // Touch: fingers on the table by pointer id; two of them pinch (zoom, and pan with their midpoint).
  const fingers = useRef(new Map<number, ScreenPoint>());
  const pinch = useRef<PinchStart | null>(null);
  const fingerDown = (e: RPointerEvent<SVGSVGElement>): boolean => {
    if (e.pointerType !== 'touch') return false;
    fingers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...fingers.current.values()];
    const r = svg.current?.getBoundingClientRect();
    if (!a || !b || !r) return false;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    if (drag.current?.frame) cancelAnimationFrame(drag.current.frame);
    drag.current = null;
    pinch.current = startPinch(view, r, a, b);
    return true;
  };
  const fingerMove = (e: RPointerEvent<SVGSVGElement>): boolean => {
    if (!pinch.current || !fingers.current.has(e.pointerId)) return false;
    fingers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...fingers.current.values()];
    const r = svg.current?.getBoundingClientRect();
    if (a && b && r) setView(pinchView(pinch.current, r, a, b, 6, full.w * 1.5));
    return true;
  };

  const down = (e: RPointerEvent<SVGSVGElement>) => {
    if (fingerDown(e)) return;
    const onMover = (e.target as Element).closest('[data-drag-handle]') !== null;
    const flight = (e.target as Element).closest('[data-drag-flight]')?.getAttribute('data-drag-flight') ?? null;
    if (onMover && !onDrag) return;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    const kind = flight && onFlightDrag ? 'flight' : onMover ? 'move' : 'pan';
    drag.current = { kind, ...(flight ? { flight } : {}), start: { x: e.clientX, y: e.clientY }, view, latest: null, frame: 0 };
  };
  const move = (e: RPointerEvent<SVGSVGElement>) => {
    if (fingerMove(e)) return;
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
  const up = (e: RPointerEvent<SVGSVGElement>) => {
    // a press that did not drag the sea is a pick, when something is being placed by pointing
    const d = drag.current;
    if (onPick && d?.kind === 'pan' && !pinch.current && Math.hypot(e.clientX - d.start.x, e.clientY - d.start.y) < 3) onPick(toTable(e.clientX, e.clientY));
    fingers.current.delete(e.pointerId);
    if (fingers.current.size < 2) pinch.current = null;
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

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    measure.current = canvasMeasure(getComputedStyle(el).fontFamily || 'sans-serif');
    const seen = () => setPxWidth(el.getBoundingClientRect().width || 1000);
    seen();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(seen);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);

  // Hidden submersibles are not on the table (their own side sees their square: HiddenSquares).
  const ships = useMemo(() => state.shipOrder.map((id) => state.ships[id]).filter((s): s is ShipState => !!s && !s.destroyed && !s.withdrawn && !s.hidden), [state]);
  // The viewBox keeps the table's aspect, so its width alone gives the scale (rounded: a pan does not lay out again).
  const scale = Math.round((pxWidth / view.w) * 1000) / 1000;
  // The move preview's ghost is in the layout too: no word is drawn over it.
  const ghost = useMemo(() => (preview ? moveGhost(preview.ship, preview.legs, preview.plan) : null), [preview]);
  const labels = useMemo(() => layoutTableLabels(state, ships, sel, scale, measure.current ?? canvasMeasure('sans-serif'), frame, ghost),
    [state, ships, sel, scale, frame, ghost]);
  const flights = state.air.flights.filter((f) => f.airborne && !f.destroyed).length;
  return (
    <div className="table-wrap">
      <TableTools onZoom={(f) => zoom(f, sel?.position)} onWhole={() => setView(full)} turned={turned} onTurn={turn} />
      <svg ref={svg} className="vas-table" viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`} tabIndex={0} role="group"
        aria-label={`The table, ${width} by ${height} inches${turned ? ', turned: north edge at the bottom' : ''}, ${ships.length} ships${flights ? `, ${flights} flights in the air` : ''}`} onKeyDown={keys}
        onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} preserveAspectRatio="xMidYMid meet">
        <defs>
          <pattern id="solid-a" width="1" height="1" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="#1f5fa8" /></pattern>
          <pattern id="stripes-b" width="0.35" height="0.35" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="0.35" height="0.35" fill="#b3261e" /><rect width="0.12" height="0.35" fill="#f3d6d3" />
          </pattern>
        </defs>
        <rect x={0} y={0} width={width} height={height} className="sea" />
        <Grid frame={frame} />
        <HiddenSquares view={state} frame={frame} labels={labels.squares} />
        <Smoke state={state} frame={frame} />
        <Wrecks state={state} frame={frame} labels={labels.wrecks} />
        <TorpedoSpreads state={state} frame={frame} />
        <Spotlights state={state} frame={frame} />
        {sel && <Arcs ship={sel} frame={frame} preMeasure={preMeasure} labels={labels.arcs} size={labels.arcSize} />}
        {preview && <Preview p={preview} frame={frame} />}
        {ships.map((s) => (
          <ShipGlyph key={s.id} ship={s} state={state} selected={s.id === selected} onSelect={onSelect} frame={frame}
            handle={!!onDrag && preview?.ship.id === s.id} label={labels.names.get(s.id) ?? null} />
        ))}
        {marks?.map((m) => {
          const p = frame.toSvg(m.at);
          return (
            <g key={m.id} className="pick-mark" transform={`translate(${p.x} ${p.y}) rotate(${frame.svgAngle(m.heading)})`} aria-hidden="true">
              <circle r={0.7} />
              <line x1={0} y1={0} x2={0} y2={-1.4} />
            </g>
          );
        })}
        <FlightLayer state={state} frame={frame} {...(flying ? { flying } : {})} labels={labels.flights} stacks={labels.stacks} />
      </svg>
      <TableLegend state={state} selected={sel} arcs={labels.arcs} />
    </div>
  );
}

