/**
 * What the table draws for each ship: the grid, a ship to scale (bow = heading, fleet colour AND pattern
 * and badge shape, its name and marks where table-labels.ts found room), the selected ship's fire
 * arcs (direction only, unless the pre-measure house rule is on) and the move preview.
 */
import { memo } from 'react';
import { footprintRadius, type ShipState } from '@salvo/vas';
import { fleetStyle, type TableState } from './fleet-style';
import type { Arc } from '@salvo/kernel';
import { ARC_LIST, arcWedge, hullPath, legPoints, moveGhost } from './geometry';
import type { TableFrame } from './table-frame';
import { ARC_RADIUS, type ShipLabelPlaced } from './table-labels';
import { lit, spottedByEnemy, spottingMatters } from './overlay-data';
import type { MovePreview } from './Table';

/** Lines every 6" from the south-west corner (turned, they are measured from the corner at the top right). */
export const Grid = memo(function Grid({ frame }: { frame: TableFrame }) {
  const { width, height } = frame;
  const lines = [];
  for (let x = 6; x < width; x += 6) {
    const sx = frame.toSvg({ x, y: 0 }).x;
    lines.push(<line key={`x${x}`} x1={sx} y1={0} x2={sx} y2={height} />);
  }
  for (let y = 6; y < height; y += 6) {
    const sy = frame.toSvg({ x: 0, y }).y;
    lines.push(<line key={`y${y}`} x1={0} y1={sy} x2={width} y2={sy} />);
  }
  return <g className="grid" aria-hidden="true">{lines}</g>;
});


export const ShipGlyph = memo(function ShipGlyph({ ship, state, selected, onSelect, handle, label, frame }: { ship: ShipState; state: TableState; selected: boolean; onSelect: (id: string) => void; handle: boolean; label: ShipLabelPlaced | null; frame: TableFrame }) {
  const at = frame.toSvg(ship.position);
  const r = footprintRadius(ship.roster.type);
  const st = fleetStyle(state, ship.fleet);
  const fleet = state.fleets[ship.fleet]?.name ?? ship.fleet;
  const spreads = (state.naval?.torpedoes ?? []).filter((t) => t.target === ship.id).length;
  const seen = spottingMatters(state) ? (spottedByEnemy(state, ship) ? 'spotted by the enemy' : 'not spotted by the enemy') : null;
  const isLit = lit(state, ship.id);
  const name = `${ship.name}, ${fleet}, heading ${Math.round(ship.heading)} degrees${ship.submerged ? ', submerged' : ''}${ship.crippled ? ', crippled' : ''}${ship.fires ? `, ${ship.fires} fire(s)` : ''}${spreads ? `, ${spreads} torpedo spread(s) on her` : ''}${seen ? `, ${seen}` : ''}${isLit ? ', lit' : ''}`;
  return (
    <g transform={`translate(${at.x} ${at.y})`} data-ship={ship.id}>
    <g className={`ship${selected ? ' selected' : ''}${ship.submerged ? ' submerged' : ''}${seen === 'not spotted by the enemy' ? ' unspotted' : ''}`}
      role="button" tabIndex={0} aria-label={name} aria-pressed={selected} {...(handle ? { 'data-drag-handle': '' } : {})}
      onClick={() => onSelect(ship.id)} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(ship.id); } }}>
      {isLit && <circle r={r + 0.6} className="lit-halo" />}
      <circle r={r} className="footprint" />
      <g transform={`rotate(${frame.svgAngle(ship.heading)})`}>
        <path d={hullPath(r)} fill={st.pattern} stroke="#111" strokeWidth={0.06} />
        <line x1={0} y1={-r} x2={0} y2={-r - 0.45} stroke="#111" strokeWidth={0.08} />
      </g>
      {st.badge === 'circle'
        ? <circle r={0.22} cx={r + 0.25} cy={-r} fill={st.fill} stroke="#fff" strokeWidth={0.05} />
        : <rect x={r + 0.03} y={-r - 0.22} width={0.44} height={0.44} fill={st.fill} stroke="#fff" strokeWidth={0.05} />}
      {/* The name (with the marks the legend explains) where the layout found room; the button's name says it all in words. */}
      {label?.at && label.leader && (
        <line className="name-leader" x1={(label.leader.x / (Math.hypot(label.leader.x, label.leader.y) || 1)) * r} y1={(label.leader.y / (Math.hypot(label.leader.x, label.leader.y) || 1)) * r} x2={label.leader.x} y2={label.leader.y} style={{ strokeWidth: label.size * 0.08 }} />
      )}
      {label?.at && (
        <text x={label.at.x} y={label.at.y} className="ship-name" textAnchor="middle" dominantBaseline="central"
          style={{ fontSize: label.size, strokeWidth: label.size * 0.2 }}>{label.text}</text>
      )}
    </g>
    </g>
  );
});

export interface ArcLabel { readonly name: string; readonly weapons: string; readonly at: { x: number; y: number } | null }

/** The selected ship's fire arcs (a fixed radius: direction only) and each arc's weapons where the layout found room. */
export function Arcs({ ship, frame, preMeasure, labels, size }: { ship: ShipState; frame: TableFrame; preMeasure: boolean; labels: ReadonlyMap<Arc, ArcLabel>; size: number }) {
  const ranges = preMeasure ? [...new Set(ship.roster.weapons.map((w) => w.range))] : [];
  const at = frame.toSvg(ship.position);
  return (
    <g transform={`translate(${at.x} ${at.y})`} className="arcs" aria-hidden="true">
      {ranges.map((rg) => <circle key={rg} r={rg} className="range-ring" />)}
      <g transform={`rotate(${frame.svgAngle(ship.heading)})`}>
        {ARC_LIST.map((a) => <path key={a} d={arcWedge(a, ARC_RADIUS)} className={`arc arc-${a}`} />)}
      </g>
      {ARC_LIST.map((a) => {
        const l = labels.get(a);
        if (!l?.at) return null;
        const { x, y } = l.at;
        return (
          <text key={a} x={x} y={y - size * 0.62} className="arc-label" textAnchor="middle" dominantBaseline="central" style={{ fontSize: size, strokeWidth: size * 0.22 }}>
            <tspan x={x} fontWeight="bold">{l.name}</tspan>
            <tspan x={x} dy={size * 1.25}>{l.weapons}</tspan>
          </text>
        );
      })}
    </g>
  );
}

export function Preview({ p, frame }: { p: MovePreview; frame: TableFrame }) {
  const pts = legPoints(p.ship, p.legs);
  const turnAt = pts.length > 2 ? pts[1] : undefined;
  const ghost = moveGhost(p.ship, p.legs, p.plan);
  const ok = p.plan !== null && p.error === null;
  const half = { x: p.ship.position.x + Math.sin((p.ship.heading * Math.PI) / 180) * p.halfSpeed, y: p.ship.position.y + Math.cos((p.ship.heading * Math.PI) / 180) * p.halfSpeed };
  const sv = frame.toSvg;
  const halfAt = sv(half);
  const turnSvg = turnAt && sv(turnAt);
  const endSvg = sv(ghost.at);
  return (
    <g className={`preview ${ok ? 'ok' : 'bad'}`} aria-hidden="true">
      <circle cx={halfAt.x} cy={halfAt.y} r={0.2} className="half-mark" />
      <polyline points={pts.map((q) => { const v = sv(q); return `${v.x},${v.y}`; }).join(' ')} className="path" />
      {turnSvg && <circle cx={turnSvg.x} cy={turnSvg.y} r={0.3} className="turn-point" />}
      <g transform={`translate(${endSvg.x} ${endSvg.y}) rotate(${frame.svgAngle(ghost.heading)})`} data-drag-handle="">
        <path d={hullPath(ghost.r)} className="ghost" />
      </g>
    </g>
  );
}
