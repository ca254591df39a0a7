/**
 * Aircraft flights on the table (VAS-AIR-*): every flight in the air, to scale for its position, pointed
 * along its heading, in its fleet's colour AND ring shape (round / square), labelled with its type and
 * id and its Damage left where table-labels.ts found room, and a dashed tether to each enemy flight it is locked with in a dogfight.
 * Flights whose rings meet (a stack: flight-stacks.ts) are named together by one label, drawn above every flight.
 * While a fleet flies (`fly`), its movable flights carry a drag handle and a dotted ring of their Speed,
 * and each planned move is drawn as a line to the flight's ghost.
 */
import { memo } from 'react';
import type { Vec } from '@salvo/kernel';
import { fleetStyle, type TableState } from './fleet-style';
import { dogfightPairs, flightLabel } from './flight-text';
import type { TableFrame } from './table-frame';
import { FLIGHT_RING, type FlightStackPlaced } from './table-labels';

const PLANE = 'M 0 -0.7 L 0.1 -0.25 L 0.75 0 L 0.75 0.15 L 0.1 0.1 L 0.08 0.45 L 0.3 0.6 L 0.3 0.7 L 0 0.62 L -0.3 0.7 L -0.3 0.6 L -0.08 0.45 L -0.1 0.1 L -0.75 0.15 L -0.75 0 L -0.1 -0.25 Z';

interface Props {
  readonly state: TableState;
  /** Flights the player may move now (drag handles), with their planned destinations. */
  readonly flying?: { readonly ids: readonly string[]; readonly planned: Readonly<Record<string, Vec>> };
  /** Where each flight's words go (table-labels.ts), or none when no room was found. */
  readonly labels?: ReadonlyMap<string, { text: string; at: { x: number; y: number } | null; size: number }>;
  /** The stacks' labels (table-labels.ts). */
  readonly stacks?: readonly FlightStackPlaced[];
  readonly frame: TableFrame;
}

export const FlightLayer = memo(function FlightLayer({ state, flying, labels, stacks, frame }: Props) {
  const sv = frame.toSvg;
  const aloft = state.air.flights.filter((f) => f.airborne && !f.destroyed && f.position !== null);
  const tethers = dogfightPairs(aloft);
  return (
    <g className="flights">
      {tethers.map(([a, b]) => a.position && b.position && (
        <line key={`${a.id}-${b.id}`} className="dogfight" x1={sv(a.position).x} y1={sv(a.position).y} x2={sv(b.position).x} y2={sv(b.position).y} aria-hidden="true" />
      ))}
      {aloft.map((f) => {
        const p = sv(f.position as Vec);
        const st = fleetStyle(state, f.fleet);
        const handle = flying?.ids.includes(f.id) ?? false;
        const planned = flying?.planned[f.id];
        const to = planned && sv(planned);
        const locked = f.dogfight.length > 0;
        const label = labels?.get(f.id);
        return (
          <g key={f.id}>
            {handle && <circle cx={p.x} cy={p.y} r={f.profile.speed} className="flight-reach" aria-hidden="true" />}
            {to && <line className="flight-path" x1={p.x} y1={p.y} x2={to.x} y2={to.y} aria-hidden="true" />}
            {to && <circle className="flight-ghost" cx={to.x} cy={to.y} r={0.6} aria-hidden="true" />}
            <g className={`flight${locked ? ' locked' : ''}${handle ? ' movable' : ''}`} transform={`translate(${p.x} ${p.y})`}
              role="img" aria-label={flightLabel(state, f)} data-flight={f.id} {...(handle ? { 'data-drag-flight': f.id } : {})}>
              {st.badge === 'circle'
                ? <circle r={FLIGHT_RING} className="flight-ring" stroke={st.fill} />
                : <rect x={-FLIGHT_RING} y={-FLIGHT_RING} width={2 * FLIGHT_RING} height={2 * FLIGHT_RING} className="flight-ring" stroke={st.fill} />}
              <path d={PLANE} transform={`rotate(${frame.svgAngle(f.heading)})`} fill={st.fill} stroke="#fff" strokeWidth={0.05} />
              {label?.at && <text x={label.at.x} y={label.at.y} className="flight-name" textAnchor="middle" dominantBaseline="central"
                style={{ fontSize: label.size, strokeWidth: label.size * 0.2 }}>{label.text}</text>}
            </g>
          </g>
        );
      })}
      {stacks?.map((s) => s.at && <StackLabel key={s.ids.join(' ')} stack={s} at={s.at} />)}
    </g>
  );
});

/** A stack's label: its lines centred on `at`, and a thin line from the stack when it sits away (every flight's own name says it in words). */
function StackLabel({ stack, at }: { stack: FlightStackPlaced; at: { x: number; y: number } }) {
  const { size, lines, leader } = stack;
  const line = size * 1.25;
  return (
    <g className="flight-stack" aria-hidden="true" data-stack={stack.ids.join(' ')}>
      {leader && <line className="name-leader" x1={leader.from.x} y1={leader.from.y} x2={leader.to.x} y2={leader.to.y} style={{ strokeWidth: size * 0.08 }} />}
      <text x={at.x} y={at.y - ((lines.length - 1) * line) / 2} className="flight-name" textAnchor="middle" dominantBaseline="central"
        style={{ fontSize: size, strokeWidth: size * 0.2 }}>
        {lines.map((l, k) => <tspan key={k} x={at.x} dy={k === 0 ? 0 : line}>{l}</tspan>)}
      </text>
    </g>
  );
}
