/**
 * The War at Sea board: six sea areas and the ports, their connections drawn as lines, and the
 * counters in each place as this viewer sees them (face-down British ships as "British ship").
 * Sides differ by colour AND counter shape: Allies rounded with a solid edge, Axis square with a
 * dashed edge; every counter's accessible name gives its side.
 */
import type { ShipState, WasView } from '@salvo/was';
import { BOARD, sideName } from './names';
import { centre, LAYOUT, MAP_H, MAP_W, type Box } from './layout';
import { counterText, factors } from './counter-label';

type Seen = WasView['ships'][number];
const isShip = (x: Seen): x is ShipState => !('faceDown' in x);

/** Estimated width of one character (SVG units) of a counter's 12px condensed text; style.css sets that font. */
const COUNTER_CHAR = 6.6;
/** Height of a counter and of its row (SVG units). */
const COUNTER_H = 17;
const ROW = 19;

/** Squeezes a text into `room` SVG units when its estimated width (`perChar` a character) would overflow its box. */
function fit(text: string, room: number, perChar: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return text.length * perChar > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/** A counter's text in `chars` characters: the name abbreviated by the rule in counter-label.ts, the factors kept whole. */
function label(x: Seen, chars: number): string {
  return isShip(x) ? counterText(x.name, factors(x), chars) : 'British ship';
}
function longLabel(x: Seen): string {
  if (!isShip(x)) return 'British ship, face down, Allies';
  const marks = [x.damage ? `${x.damage} damage` : '', x.disabled ? 'disabled' : ''].filter(Boolean).join(', ');
  return `${x.name}, ${sideName(x.side)}, attack ${x.attack} defense ${x.defense} speed ${x.speed}${x.airstrike ? ` airstrike ${x.airstrike}` : ''}${marks ? `, ${marks}` : ''}`;
}

/**
 * The counters in one place, one a row. When they do not all fit, the last row says how many more
 * there are; the list under the map (ShipList) names every one.
 */
function Counters({ box, ships, top }: { box: Box; ships: readonly Seen[]; top: number }) {
  const cw = box.w - 8;
  const rows = Math.max(1, Math.floor((box.h - top - 4) / ROW));
  const shown = ships.length > rows ? ships.slice(0, rows - 1) : ships;
  const room = cw - 8;
  return (
    <g>
      {shown.map((x, i) => {
        const cx = box.x + 4;
        const cy = box.y + top + i * ROW;
        const axis = x.side === 'axis';
        const hurt = isShip(x) && (x.damage > 0 || x.disabled);
        const text = label(x, Math.floor(room / COUNTER_CHAR) - (hurt ? 2 : 0)) + (hurt ? ' ✚' : '');
        return (
          <g key={x.id} className={`counter ${axis ? 'axis' : 'allies'}${hurt ? ' hurt' : ''}`} role="img" aria-label={longLabel(x)}>
            <title>{longLabel(x)}</title>
            <rect x={cx} y={cy} width={cw} height={COUNTER_H} rx={axis ? 0 : 7} />
            <text x={cx + 4} y={cy + 13} {...fit(text, room, COUNTER_CHAR)}>{text}</text>
          </g>
        );
      })}
      {ships.length > rows && (() => {
        const more = `+${ships.length - rows + 1} more (list below)`;
        return <text x={box.x + 6} y={box.y + top + (rows - 1) * ROW + 13} className="more" {...fit(more, box.w - 12, 6.4)}>{more}</text>;
      })()}
    </g>
  );
}

/** The ships this viewer sees at a sea area or port, still in play. */
export function shipsAt(view: WasView, id: string): Seen[] {
  return view.ships.filter((x) => (x.location.kind === 'sea' && x.location.area === id) || (x.location.kind === 'port' && x.location.port === id))
    .filter((x) => !isShip(x) || x.status === 'active');
}

export function WasBoardMap({ view, focusArea }: { view: WasView; focusArea: string | null }) {
  const settled = view.control[view.turn - 1] ? view.turn : view.turn - 1;
  const control = view.control[settled - 1] ?? {};
  const lines: Array<[string, string]> = [];
  for (const a of BOARD.seaAreas) {
    for (const b of a.adjacentAreas) if (a.id < b) lines.push([a.id, b]);
    for (const p of a.adjacentPorts) lines.push([a.id, p]);
  }
  const at = (id: string) => shipsAt(view, id);
  return (
    <div className="was-board">
    <div className="was-map-scroll">
    <svg className="was-map" viewBox={`0 0 ${MAP_W} ${MAP_H}`} style={{ minWidth: `${MAP_W}px` }} role="group" aria-label={`War at Sea board, turn ${view.turn}`}>
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
            {[`POC Axis ${a.poc.axis} / Allies ${a.poc.allies}`, `control: ${ctl ? sideName(ctl) : 'none'}${ub ? ` · U-boats ${ub}` : ''}`].map((info, i) => (
              <text key={i} x={box.x + 10} y={box.y + 36 + 14 * i} className="area-info" {...fit(info, box.w - 20, 6.4)}>{info}</text>
            ))}
            <Counters box={box} ships={ships} top={58} />
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
            {(() => {
              // "Germany (incl. Norway)": the bracket goes on a line of its own, so the name is not squeezed.
              const [head = p.name, paren] = p.name.split(/ \((.*)\)$/);
              const lines = [paren, `${p.side}, repair ${p.repair}`, active ? undefined : '(inactive)'].filter((t): t is string => !!t);
              return (
                <>
                  <text x={box.x + 8} y={box.y + 17} className="port-name" {...fit(`⚓ ${head}`, box.w - 16, 8.4)}>⚓ {head}</text>
                  {lines.map((t, i) => <text key={i} x={box.x + 8} y={box.y + 32 + 13 * i} className="area-info" {...fit(t, box.w - 16, 6.4)}>{t}</text>)}
                  <Counters box={box} ships={ships} top={24 + 13 * lines.length} />
                </>
              );
            })()}
          </g>
        );
      })}
    </svg>
    </div>
    <ShipList view={view} />
    </div>
  );
}

/** Every ship this viewer sees on the board, by place, in full: the expanded form of the counters' "+n more". */
function ShipList({ view }: { view: WasView }) {
  const places = [...BOARD.seaAreas, ...BOARD.ports].map((p) => ({ p, ships: shipsAt(view, p.id) })).filter((x) => x.ships.length > 0);
  const total = places.reduce((n, x) => n + x.ships.length, 0);
  return (
    <details className="was-ships">
      <summary>Every ship on the board, by place ({total})</summary>
      <dl>
        {places.map(({ p, ships }) => (
          <div key={p.id}>
            <dt>{p.name} ({ships.length})</dt>
            <dd>{ships.map((x) => (isShip(x) ? `${x.name} ${factors(x)}${x.damage ? ', damaged' : ''}${x.disabled ? ', disabled' : ''}` : 'British ship (face down)')).join('; ')}</dd>
          </div>
        ))}
      </dl>
    </details>
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
