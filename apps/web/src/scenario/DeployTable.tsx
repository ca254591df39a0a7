/**
 * The table at deployment: every side's deployment zones (outlined, hatched, named, a second cue besides
 * colour: the player's number in the label), the ships already placed, and, for the player deploying now,
 * her ships to drag (mouse, pen or finger; one pointer drags at a time, a second finger is ignored, and the
 * area that picks a ship up is at least GRAB inches round). Unplaced ships wait in a strip below the table (on the screen); dropping one asks
 * `onDrop(ship, point)`, which answers the scenario's refusal sentence or null (the parent keeps the plan).
 * A refused drop puts the ship back where it was. Coordinates: table inches, y up from the south edge;
 * "Turn the table" draws it from the north edge (vas/table-frame.ts), words still the right way up and
 * ship names laid out so none covers another, zone labels kept inside the table (vas/deploy-labels.ts).
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { footprintRadius } from '@salvo/vas';
import type { BattlePlan } from '@salvo/scenarios';
import { hullPath } from '../vas/geometry';
import { DEPLOY_NAME, ZONE_LABEL, layoutDeployNames, wordScale, layoutZoneLabels, zoneLabelBox, type DeployMark } from '../vas/deploy-labels';
import { canvasMeasure } from '../vas/table-labels';
import { svgRect, tableFrame } from '../vas/table-frame';
import { TurnButton } from '../vas/TableTools';
import { carryTurn } from '../vas/table-turn';

const TRAY = 7;
/** Least radius (inches) of the area that picks up one of your ships: a finger's width on a phone's table. */
const GRAB = 1.8;

export interface DeployTableProps {
  readonly plan: BattlePlan;
  /** Index of the player deploying by hand now, or null (nobody drags). */
  readonly deploying: number | null;
  /** Bumped by the parent whenever the plan changed (placements are mutated in place). */
  readonly version: number;
  readonly onDrop: (ship: number, at: { x: number; y: number }) => void;
}

/** The word scale (`wordScale`) for the width `el` is drawn at, followed as it changes. */
function useWordScale(el: RefObject<Element | null>, unitsWide: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const target = el.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const look = () => setScale(wordScale(target.getBoundingClientRect().width, unitsWide));
    look();
    const watch = new ResizeObserver(look);
    watch.observe(target);
    return () => watch.disconnect();
  }, [el, unitsWide]);
  return scale;
}

export function DeployTable({ plan, deploying, onDrop }: DeployTableProps) {
  const { width, height } = plan.scenario.table;
  const svg = useRef<SVGSVGElement | null>(null);
  const [drag, setDrag] = useState<{ ship: number; pointer: number; x: number; y: number } | null>(null);
  const [turned, setTurned] = useState(false);
  const frame = useMemo(() => tableFrame(width, height, turned), [width, height, turned]);
  const measure = useMemo(() => canvasMeasure('system-ui, sans-serif'), []);
  // Words enlarged on a small (phone) table; the strip grows to hold its bigger words.
  const scale = useWordScale(svg, width + 2);
  const grow = (scale - 1) * ZONE_LABEL;
  const hintY = height + 0.6 + ZONE_LABEL * scale;
  const toTable = (e: React.PointerEvent): { x: number; y: number } | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const p = frame.toTable(new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse()));
    return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
  };
  // The strip's places are fixed on the screen, below the table whichever way it is turned.
  const trayAt = (k: number, n: number): { x: number; y: number } => frame.toTable({ x: ((k + 1) * width) / (n + 1), y: height + TRAY / 2 + grow });
  const waiting = deploying === null ? [] : (plan.players[deploying]?.ships ?? []).map((s, i) => ({ s, i })).filter(({ s }) => !s.placement);
  // The strip for unplaced ships only while someone deploys by hand.
  const tray = deploying !== null ? TRAY + 2 * grow : 0;
  const zones = plan.players.flatMap((p, pi) => p.side.deployment.zones.map((z) => {
    const b = svgRect(frame, { x: z.x, y: z.y }, { x: z.x + z.width, y: z.y + z.height });
    return { pi, z, b, id: `${pi}-${z.id}`, lines: [`Player ${pi + 1} (${p.side.name}):`, z.name ?? z.id] };
  }));
  const zoneWords = layoutZoneLabels(zones.map(({ id, b, lines }) => ({ id, lines, zone: b })), { x: 0, y: 0, w: width, h: height }, measure, scale);
  const shown = plan.players.flatMap((p, pi) => p.ships.map((s, i) => {
    const mine = pi === deploying;
    const dragging = mine && drag?.ship === i;
    const k = waiting.findIndex((w) => w.i === i);
    if (!s.placement && !(mine && k >= 0)) return null;
    const at = dragging ? { x: drag.x, y: drag.y } : s.placement ? s.placement.position : trayAt(k, waiting.length);
    const heading = s.placement?.heading ?? p.side.deployment.zones[0]?.heading ?? 0;
    return { pi, s, i, mine, dragging, at, svgAt: frame.toSvg(at), heading, r: footprintRadius(s.roster.type) };
  })).filter((x) => x !== null);
  const marks: DeployMark[] = shown.map((m) => ({ id: `${m.pi}-${m.s.id}`, at: m.svgAt, r: m.r + 0.7, text: m.s.name }));
  const hint = 'Not yet placed: drag each onto the table';
  const words = [...[...zoneWords.values()].flatMap((w) => w.boxes), ...(tray > 0 ? [zoneLabelBox(hint, 0.5, hintY, measure, scale)] : [])];
  const names = layoutDeployNames(marks, words, { x: -1, y: -1, w: width + 2, h: height + tray + 2 }, measure, scale);
  return (
    <div className="deploy-table-wrap">
      <div className="table-tools" role="toolbar" aria-label="Deployment table view">
        <TurnButton turned={turned} onTurn={() => { carryTurn(!turned); setTurned(!turned); }} />
      </div>
      <svg ref={svg} className="deploy-table" viewBox={`-1 -1 ${width + 2} ${height + tray + 2}`} style={{ aspectRatio: `${width + 2} / ${height + tray + 2}` }} role="group"
        aria-label={`Deployment table, ${width} by ${height} inches${turned ? ', turned: north edge at the bottom' : ''}; ${deploying !== null ? 'drag your ships from the strip below the table into your zone, or use the form beside it' : 'ships as deployed'}`}
        onPointerMove={(e) => { if (drag?.pointer === e.pointerId) { const p = toTable(e); if (p) setDrag({ ...drag, ...p }); } }}
        onPointerUp={(e) => { if (drag?.pointer === e.pointerId) { const p = toTable(e) ?? drag; setDrag(null); onDrop(drag.ship, p); } }}
        onPointerCancel={(e) => { if (drag?.pointer === e.pointerId) setDrag(null); }}>
        <rect x={0} y={0} width={width} height={height} className="deploy-sea" />
        <defs>
          {plan.players.map((_, pi) => (
            <pattern key={pi} id={`zone-hatch-${pi}`} width={2} height={2} patternUnits="userSpaceOnUse" patternTransform={`rotate(${pi === 0 ? 45 : -45})`}>
              <line x1={0} y1={0} x2={0} y2={2} className={`zone-hatch p${pi}`} />
            </pattern>
          ))}
        </defs>
        {zones.map(({ pi, z, b, id, lines }) => (
          <g key={id} className={`deploy-zone p${pi}${pi === deploying ? ' active' : ''}`} data-zone={z.id} data-player={pi} data-x={z.x} data-y={z.y} data-width={z.width} data-height={z.height}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} fill={`url(#zone-hatch-${pi})`} />
            {lines.map((t, k) => <text key={k} x={zoneWords.get(id)?.xs[k] ?? b.x} y={zoneWords.get(id)?.baselines[k] ?? b.y} className="zone-label" style={{ fontSize: ZONE_LABEL * scale }}>{t}</text>)}
          </g>
        ))}
        {tray > 0 && <rect x={0} y={height + 0.5} width={width} height={tray - 1} className="deploy-tray" />}
        {deploying !== null && waiting.length > 0 && <text x={0.5} y={hintY} className="zone-label" style={{ fontSize: ZONE_LABEL * scale }}>{hint}</text>}
        {shown.map(({ pi, s, i, mine, dragging, at, svgAt, heading, r }) => {
          const name = names.get(`${pi}-${s.id}`);
          return (
            <g key={`${pi}-${s.id}`} transform={`translate(${svgAt.x} ${svgAt.y})`} className={`deploy-ship p${pi}${mine ? ' mine' : ''}${dragging ? ' dragging' : ''}`}
              data-deploy-ship={s.id} data-player={pi}
              {...(mine ? { onPointerDown: (e: React.PointerEvent) => { if (drag && drag.pointer !== e.pointerId) return; e.preventDefault(); svg.current?.setPointerCapture?.(e.pointerId); setDrag({ ship: i, pointer: e.pointerId, ...at }); } } : {})}>
              {mine && <circle r={Math.max(r + 0.5, GRAB)} className="grab-area" />}
              <circle r={r} className="footprint" />
              <g transform={`rotate(${frame.svgAngle(heading)})`}><path d={hullPath(r)} /></g>
              {pi === 0 ? <circle r={0.3} cx={r + 0.3} cy={-r} className="deploy-badge" /> : <rect x={r} y={-r - 0.3} width={0.6} height={0.6} className="deploy-badge" />}
              {/* Left out where no free place was found: the list beside the table names her. */}
              {name && <text x={name.x} y={name.y} textAnchor="middle" dominantBaseline="central" className="ship-name" style={{ fontSize: DEPLOY_NAME * scale }}>{s.name}</text>}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
