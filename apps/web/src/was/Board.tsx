/**
 * The War at Sea board: six sea areas and the ports, their connections drawn as lines, and the
 * counters in each place as this viewer sees them (face-down British ships as "British ship").
 * Sides differ by colour AND counter shape: Allies rounded with a solid edge, Axis square with a
 * dashed edge; every counter's accessible name gives its side.
 */
import type { ShipState, WasView } from '@salvo/was';
import { BOARD, sideName } from './names';
import { centre, LAYOUT, MAP_H, MAP_W, type Box } from './layout';

type Seen = WasView['ships'][number];
const isShip = (x: Seen): x is ShipState => !('faceDown' in x);

/** Squeezes a text into `room` SVG units when its estimated width (`perChar` a character) would overflow its box. */
function fit(text: string, room: number, perChar: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return text.length * perChar > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/** A counter's text cut to `chars`: the name shortened first, the factors kept whole. */
function label(x: Seen, chars: number): string {
  if (!isShip(x)) return 'British ship'.slice(0, chars);
  const f = `${x.attack}-${x.defense}-${x.speed}${x.airstrike ? `(${x.airstrike})` : ''}`;
  const room = Math.max(3, chars - f.length - 1);
  const n = x.name.length > room ? `${x.name.slice(0, room - 1)}…` : x.name;
  return `${n} ${f}`;
}
function longLabel(x: Seen): string {
  if (!isShip(x)) return 'British ship, face down, Allies';
  const marks = [x.damage ? `${x.damage} damage` : '', x.disabled ? 'disabled' : ''].filter(Boolean).join(', ');
  return `${x.name}, ${sideName(x.side)}, attack ${x.attack} defense ${x.defense} speed ${x.speed}${x.airstrike ? ` airstrike ${x.airstrike}` : ''}${marks ? `, ${marks}` : ''}`;
}

function Counters({ box, ships, top }: { box: Box; ships: readonly Seen[]; top: number }) {
  const cols = box.w >= 260 ? 3 : 2;
  const cw = (box.w - 8) / cols;
  const rows = Math.floor((box.h - top - 4) / 17);
  const max = cols * rows;
  const shown = ships.length > max ? ships.slice(0, max - 1) : ships;
  return (
    <g>
      {shown.map((x, i) => {
        const cx = box.x + 4 + (i % cols) * cw;
        const cy = box.y + top + Math.floor(i / cols) * 17;
        const axis = x.side === 'axis';
        const hurt = isShip(x) && (x.damage > 0 || x.disabled);
        return (
          <g key={x.id} className={`counter ${axis ? 'axis' : 'allies'}${hurt ? ' hurt' : ''}`} role="img" aria-label={longLabel(x)}>
            <rect x={cx} y={cy} width={cw - 4} height={15} rx={axis ? 0 : 6} />
            <text x={cx + 3} y={cy + 11}>{(axis ? '■ ' : '● ') + label(x, Math.floor((cw - 16) / 5.3) - (hurt ? 2 : 0))}{hurt ? ' ✚' : ''}</text>
          </g>
        );
      })}
      {ships.length > max && <text x={box.x + 6 + ((max - 1) % cols) * cw} y={box.y + top + Math.floor((max - 1) / cols) * 17 + 11} className="more">+{ships.length - max + 1} more</text>}
    </g>
  );
}

export function WasBoardMap({ view, focusArea }: { view: WasView; focusArea: string | null }) {
  const settled = view.control[view.turn - 1] ? view.turn : view.turn - 1;
  const control = view.control[settled - 1] ?? {};
  const lines: Array<[string, string]> = [];
  for (const a of BOARD.seaAreas) {
    for (const b of a.adjacentAreas) if (a.id < b) lines.push([a.id, b]);
    for (const p of a.adjacentPorts) lines.push([a.id, p]);
  }
  const at = (id: string) => view.ships.filter((x) => (x.location.kind === 'sea' && x.location.area === id) || (x.location.kind === 'port' && x.location.port === id))
    .filter((x) => !isShip(x) || x.status === 'active');
  return (
    <svg className="was-map" viewBox={`0 0 ${MAP_W} ${MAP_H}`} role="group" aria-label={`War at Sea board, turn ${view.turn}`}>
      <g className="links" aria-hidden="true">
        {lines.map(([a, b]) => {
          const A = LAYOUT[a];
          const B = LAYOUT[b];
          if (!A || !B) return null;
          const p = centre(A);
          const q = centre(B);
          return <line key={`${a}-${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} className={BOARD.ports.some((x) => x.id === b) ? 'port-link' : 'sea-link'} />;
        })}
      </g>
      {BOARD.seaAreas.map((a) => {
        const box = LAYOUT[a.id];
        if (!box) return null;
        const ctl = control[a.id];
        const ub = view.uboats.areas[a.id] ?? 0;
        const ships = at(a.id);
        return (
          <g key={a.id} className={`area${focusArea === a.id ? ' focus' : ''}`} role="group"
            aria-label={`${a.name}: POC Axis ${a.poc.axis}, Allies ${a.poc.allies}; control ${ctl ? sideName(ctl) : 'none'}${ub ? `; ${ub} U-boats` : ''}; ${ships.length} ships`}>
            <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={18} />
            <text x={box.x + 10} y={box.y + 20} className="area-name" {...fit(a.name, box.w - 20, 9.6)}>{a.name}</text>
            {(() => {
              const info = `POC Axis ${a.poc.axis} / Allies ${a.poc.allies} · control: ${ctl ? sideName(ctl) : 'none'}${ub ? ` · U-boats ${ub}` : ''}`;
              return <text x={box.x + 10} y={box.y + 36} className="area-info" {...fit(info, box.w - 20, 6.2)}>{info}</text>;
            })()}
            <Counters box={box} ships={ships} top={44} />
          </g>
        );
      })}
      {BOARD.ports.map((p) => {
        const box = LAYOUT[p.id];
        if (!box) return null;
        const ships = at(p.id);
        const active = view.turn >= p.activeFrom && view.turn <= p.activeUntil;
        return (
          <g key={p.id} className={`port port-${p.side}${active ? '' : ' inactive'}`} role="group"
            aria-label={`Port ${p.name}, ${p.side}${active ? '' : ', inactive'}, repair ${p.repair}; ${ships.length} ships`}>
            <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={4} />
            <text x={box.x + 8} y={box.y + 17} className="port-name" {...fit(`⚓ ${p.name}`, box.w - 16, 8)}>⚓ {p.name}</text>
            <text x={box.x + 8} y={box.y + 31} className="area-info">{p.side}, repair {p.repair}{active ? '' : ' (inactive)'}</text>
            <Counters box={box} ships={ships} top={38} />
          </g>
        );
      })}
    </svg>
  );
}

/** POC from the Allied cap (10) to the Axis cap (10); the marker shows the lead and never passes the cap. */
export function PocTrack({ poc, cap }: { poc: number; cap: number }) {
  const cells = [];
  for (let v = -cap; v <= cap; v++) {
    const x = (v + cap) * 30;
    cells.push(
      <g key={v}>
        <rect x={x} y={14} width={28} height={26} className={v === poc ? 'poc-cell here' : v === 0 ? 'poc-cell zero' : 'poc-cell'} />
        <text x={x + 14} y={31} textAnchor="middle">{Math.abs(v)}</text>
      </g>,
    );
  }
  const lead = poc > 0 ? `Axis lead by ${poc}` : poc < 0 ? `Allies lead by ${-poc}` : 'level';
  return (
    <figure className="poc">
      <svg viewBox={`0 0 ${(2 * cap + 1) * 30} 60`} role="img" aria-label={`POC track: ${lead}; the cap is ${cap} either way`}>
        <text x={0} y={10} className="poc-end">◀ Allies (cap {cap})</text>
        <text x={(2 * cap + 1) * 30} y={10} textAnchor="end" className="poc-end">Axis (cap {cap}) ▶</text>
        {cells}
        <text x={(poc + cap) * 30 + 14} y={55} textAnchor="middle" className="poc-marker">▲</text>
      </svg>
      <figcaption>POC: {lead} (cap {cap})</figcaption>
    </figure>
  );
}
