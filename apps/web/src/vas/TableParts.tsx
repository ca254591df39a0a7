/**
 * What the table draws for each ship: the grid, a ship to scale (bow = heading, fleet colour AND pattern
 * and badge shape, marks for torpedo spreads, spotting and light outside its button), the selected
 * ship's fire arcs (direction only, unless the pre-measure house rule is on) and the move preview.
 */
import { memo } from 'react';
import { footprintRadius, type ShipState } from '@salvo/vas';
import { fleetStyle, type TableState } from './fleet-style';
import { ARC_LIST, arcWedge, hullPath, legPoints, svgY, weaponsByArc } from './geometry';
import { lit, spottedByEnemy, spottingMatters } from './overlay-data';
import type { MovePreview } from './Table';

export const Grid = memo(function Grid({ width, height }: { width: number; height: number }) {
  const lines = [];
  for (let x = 6; x < width; x += 6) lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={height} />);
  for (let y = 6; y < height; y += 6) lines.push(<line key={`y${y}`} x1={0} y1={y} x2={width} y2={y} />);
  return <g className="grid" aria-hidden="true">{lines}</g>;
});

export const ShipGlyph = memo(function ShipGlyph({ ship, state, selected, onSelect, handle }: { ship: ShipState; state: TableState; selected: boolean; onSelect: (id: string) => void; handle: boolean }) {
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

export function Arcs({ ship, height, preMeasure }: { ship: ShipState; height: number; preMeasure: boolean }) {
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

export function Preview({ p, height }: { p: MovePreview; height: number }) {
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
