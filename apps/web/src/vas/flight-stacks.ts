/**
 * Flights stacked at one spot on the table (a carrier's flights aloft at the start of Carrier Clash, a strike over
 * its target): which flights share a stack, and the words that name every flight of a stack in one label (pure).
 *
 * Contract: two flights are in one stack when their rings (squares of half-size `ring` inches, as Flights.tsx draws
 * them) meet on the table, and a chain of meeting rings is one stack. Rings are drawn in table inches, so the stacks
 * are the same at every zoom and whichever way the table is turned; only where their label goes changes.
 */
import type { Vec } from '@salvo/kernel';
import type { FlightState } from '@salvo/vas';
import { AIRCRAFT_SHORT, flightName } from './flight-text';
import type { TableState } from './fleet-style';
import { aroundShip, leaderEnd, type LabelRequest, type Placement, type Point } from './label-layout';
import type { Measure } from './text-measure';

/**
 * A stack's label as drawn: its lines and centre in SVG units (not relative: the stack has no one flight to hang
 * from), with a leader line from the stack (`from`) to the label (`to`) when the label sits away from it;
 * `at` null: no form of it found room.
 */
export interface FlightStackPlaced {
  readonly ids: readonly string[];
  readonly lines: readonly string[];
  readonly at: Point | null;
  readonly size: number;
  readonly leader: { readonly from: Point; readonly to: Point } | null;
}

/** How many centres `aroundShip` gives per ring around the thing labelled. */
const RING = 8;

/** A stack being laid out, in screen pixels: the box its rings cover (centre, half-size) and its label's forms. */
export interface StackRequest {
  readonly request: LabelRequest;
  readonly ids: readonly string[];
  readonly centre: Point;
  readonly r: number;
  /** The short forms in the request's order (the request, then its `forms`), and the list of every flight (`richer`). */
  readonly forms: ReadonlyArray<StackForm>;
  readonly richer: StackForm | undefined;
  /** Every flight's words under the count: what a stack left out would have said. */
  readonly all: readonly string[];
}

interface StackForm { readonly lines: readonly string[]; readonly w: number; readonly h: number }

/** The flights in groups of meeting rings, each group in the order given, groups by their first flight. */
export function flightStacks<F extends { readonly position: Vec | null }>(aloft: readonly F[], ring: number): F[][] {
  const lead = aloft.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while ((lead[r] ?? r) !== r) r = lead[r] ?? r;
    return r;
  };
  aloft.forEach((a, i) => {
    for (let j = 0; j < i; j++) {
      const b = aloft[j];
      if (!a.position || !b?.position) continue;
      if (Math.abs(a.position.x - b.position.x) <= 2 * ring && Math.abs(a.position.y - b.position.y) <= 2 * ring) {
        const [x, y] = [root(i), root(j)];
        lead[Math.max(x, y)] = Math.min(x, y);
      }
    }
  });
  const groups = new Map<number, F[]>();
  aloft.forEach((f, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), f]);
  });
  return [...groups.values()];
}

/**
 * The ways of naming a stack's flights in one label, longest first, each a list of lines:
 * "<n> flights" over every flight's own words (as a lone flight is labelled); then one line counting
 * them by type ("9 flights: 3 F, 3 DB, 3 TB"), or the same on two lines; then the count alone. The layout
 * takes the first that fits.
 */
export function stackWords(stack: readonly FlightState[], state: Pick<TableState, 'ships'>): string[][] {
  const head = `${stack.length} flights`;
  const byType = new Map<string, number>();
  for (const f of stack) {
    const t = AIRCRAFT_SHORT[f.profile.type] ?? f.profile.type;
    byType.set(t, (byType.get(t) ?? 0) + 1);
  }
  const counted = [...byType].map(([t, n]) => `${n} ${t}`).join(', ');
  return [[head, ...stack.map((f) => flightName(f, state))], [`${head}: ${counted}`], [head, counted], [head]];
}

/**
 * The label request for a stack: `at`, each flight's centre on the screen; `ring`, a ring's half-size in pixels;
 * `px`, the font size in pixels (a line is 1.25 of it). Candidates are around the box all its rings cover, the
 * nearest ring of them first for every short form (a short label next to the stack reads better than one far off);
 * the list of every flight is the `richer` form, next to the stack only, taken where it takes nobody's place.
 */
export function stackRequest(stack: readonly FlightState[], at: readonly Point[], ring: number, state: Pick<TableState, 'ships'>, measure: Measure, px: number): StackRequest {
  const xs = at.map((c) => c.x);
  const ys = at.map((c) => c.y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  const r = Math.max(Math.max(...xs) - centre.x, Math.max(...ys) - centre.y) + ring;
  const [all, ...short] = stackWords(stack, state).map((lines) => ({ lines, w: Math.max(...lines.map((l) => measure(l, px, true))) + 4, h: px * 1.25 * lines.length }));
  const near = (f: { w: number; h: number }, k: number) => aroundShip(centre, r, f.w, f.h).slice(k * RING, (k + 1) * RING);
  const forms = [0, 1, 2].flatMap((k) => short.map((f) => ({ ...f, candidates: near(f, k) })));
  const [first, ...rest] = forms.map(({ w, h, candidates }) => ({ w, h, candidates }));
  const id = `stack:${stack[0]?.id ?? ''}`;
  const richer = all && { w: all.w, h: all.h, candidates: near(all, 0) };
  return { request: { id, ...(first ?? { w: 0, h: 0, candidates: [] }), forms: rest, ...(richer ? { richer } : {}) }, ids: stack.map((f) => f.id), centre, r, forms, richer: all, all: all?.lines ?? [] };
}

/** Where the layout put a stack's label (`p`, screen pixels), in SVG units at `scale` pixels per inch. */
export function stackPlaced(st: StackRequest, p: Placement | null, scale: number, px: number): FlightStackPlaced {
  const svg = (q: Point): Point => ({ x: q.x / scale, y: q.y / scale });
  const form = p ? (p.form < 0 ? st.richer : st.forms[p.form]) : undefined;
  if (!p || !form) return { ids: st.ids, lines: st.all, at: null, size: px / scale, leader: null };
  const end = leaderEnd({ x: p.at.x - st.centre.x, y: p.at.y - st.centre.y }, form.w, form.h, st.r, px * 1.25 * 0.6);
  const leader = end && { from: svg(st.centre), to: svg({ x: st.centre.x + end.x, y: st.centre.y + end.y }) };
  return { ids: st.ids, lines: form.lines, at: svg(p.at), size: px / scale, leader };
}
