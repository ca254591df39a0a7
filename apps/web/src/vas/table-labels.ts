/**
 * The words on the Victory at Sea table: each ship's name (with its marks: spotted, lit, torpedo
 * spreads), the flights' words (one label per stack of flights), the selected ship's fire-arc labels, a
 * hidden boat's square and the wrecks' names, laid out by `placeLabelForms` so that no word covers
 * another, a ship or the move preview's ghost, at the zoom in force. Text keeps one screen size at every zoom (`NAME_PX`); the
 * positions come back in table units relative to the ship they belong to, for the SVG.
 */
import type { Arc, Vec } from '@salvo/kernel';
import { footprintRadius, type ShipState } from '@salvo/vas';
import { flightName } from './flight-text';
import { flightStacks, stackPlaced, stackRequest, type FlightStackPlaced } from './flight-stacks';
import type { TableState } from './fleet-style';
import { ARC_LIST, weaponsByArc } from './geometry';
import { aroundShip, leaderEnd, onArc, placeLabelForms, type Box, type LabelRequest } from './label-layout';
import { lit, spottedByEnemy, spottingMatters } from './overlay-data';
import { squarePlaced, squareRequests } from './square-labels';
import { tableFrame, type TableFrame } from './table-frame';
import type { Measure } from './text-measure';
import { WRECK_MARK, wrecksOf } from './wreck-list';

/** Screen size of ship names and arc labels, in pixels, at every zoom. */
export const NAME_PX = 12;
export const ARC_PX = 11;
export const FLIGHT_PX = 10;
export const WRECK_PX = 10;
export const SQUARE_PX = 10;
/** Half the size of a flight's ring on the table, in inches (Flights.tsx draws it). */
export const FLIGHT_RING = 0.95;
/** Radius of the drawn fire arcs, in inches (direction only: no range is shown by it). */
export const ARC_RADIUS = 8;

export const SPOT_MARK = { spotted: '◉', unspotted: '○', lit: '✹' } as const;

export { canvasMeasure, type Measure } from './text-measure';

export interface Placed { readonly x: number; readonly y: number }
/** The move preview's ghost (TableParts.tsx): where the planned move ends and the half-size of her box, in inches. */
export interface Ghost { readonly at: Vec; readonly r: number }
export type { FlightStackPlaced } from './flight-stacks';
/** A ship's label; `leader`: it sits away from her (another word took the near places), so a thin line joins them. */
export interface ShipLabelPlaced { readonly text: string; readonly at: Placed | null; readonly size: number; readonly leader: Placed | null }
export interface TableLabels {
  /** Font sizes in table units at this zoom. */
  readonly nameSize: number;
  readonly arcSize: number;
  /** Per ship: the label's text and its centre relative to the ship (table units, y down), or null (left out). */
  readonly names: ReadonlyMap<string, ShipLabelPlaced>;
  /** Per flight in the air: its words and centre relative to the flight (table units, y down), or null (also for a flight in a stack). */
  readonly flights: ReadonlyMap<string, { text: string; at: Placed | null; size: number }>;
  /** The stacks of two or more flights, each named by one label. */
  readonly stacks: readonly FlightStackPlaced[];
  /** Per hidden boat of the viewer's own side: the words on her square and their centre in SVG units, or null. */
  readonly squares: ReadonlyMap<string, { text: string; at: Placed | null; size: number }>;
  /** Per arc of the selected ship: its two lines and centre relative to the ship, or null. */
  readonly arcs: ReadonlyMap<Arc, { name: string; weapons: string; at: Placed | null }>;
  /** Per wreck (wreck-list.ts): "<name> (sunk)" and its centre relative to the wreck, or null. */
  readonly wrecks: ReadonlyMap<string, { text: string; at: Placed | null; size: number }>;
}

/** A ship's label: name, submerged, and the marks the legend explains (spotting, lit, torpedo spreads). */
export function shipLabelText(state: TableState, ship: ShipState): string {
  const spreads = (state.naval?.torpedoes ?? []).filter((t) => t.target === ship.id).length;
  const spot = spottingMatters(state) ? (spottedByEnemy(state, ship) ? SPOT_MARK.spotted : SPOT_MARK.unspotted) : '';
  return [spot, ship.name + (ship.submerged ? ' (submerged)' : ''), lit(state, ship.id) ? SPOT_MARK.lit : '', spreads ? `T×${spreads}` : '']
    .filter(Boolean).join(' ');
}

export function arcWeapons(list: readonly string[]): string {
  return list.length ? list.join(' ') : 'no weapon';
}

/**
 * Lays out the words for the ships on the table (`ships`: those drawn) at `scale` pixels per inch.
 * The selected ship's name is placed first, then the others in order, the flights' words (a lone flight's, then
 * each stack's), its arc labels, the hidden boats' squares, and last the wrecks' names (scenery: they never take a
 * place a living ship's words could have). `ghost`: the move preview's ghost, which no word covers.
 * Everything is laid out on the screen as `frame` turns the table, so words read the right way up either way.
 */
export function layoutTableLabels(state: TableState, ships: readonly ShipState[], selected: ShipState | undefined, scale: number, measure: Measure,
  frame: TableFrame = tableFrame(state.options.table.width, state.options.table.height, false), ghost: Ghost | null = null): TableLabels {
  const h = state.options.table.height;
  const screen = (p: { x: number; y: number }) => {
    const q = frame.toSvg(p);
    return { x: q.x * scale, y: q.y * scale };
  };
  const px = (s: ShipState) => screen(s.position);
  // A ship's own box: her footprint, the bow line and the fleet badge (0.5" beyond the footprint).
  const half = (s: ShipState) => (footprintRadius(s.roster.type) + 0.5) * scale;
  const obstacles: Box[] = ships.map((s) => {
    const r = half(s);
    const c = px(s);
    return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
  });
  const aloft = state.air.flights.filter((f) => f.airborne && !f.destroyed && f.position !== null);
  const flightAt = (f: (typeof aloft)[number]) => screen(f.position ?? { x: 0, y: 0 });
  for (const f of aloft) {
    const c = flightAt(f);
    obstacles.push({ x: c.x - FLIGHT_RING * scale, y: c.y - FLIGHT_RING * scale, w: 2 * FLIGHT_RING * scale, h: 2 * FLIGHT_RING * scale });
  }
  if (ghost) {
    const c = screen(ghost.at);
    const r = ghost.r * scale;
    obstacles.push({ x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r });
  }
  const sunk = wrecksOf(state);
  for (const w of sunk) {
    const c = screen(w.position);
    obstacles.push({ x: c.x - WRECK_MARK * scale, y: c.y - WRECK_MARK * scale, w: 2 * WRECK_MARK * scale, h: 2 * WRECK_MARK * scale });
  }
  const nameH = NAME_PX * 1.25;
  const order = selected ? [selected, ...ships.filter((s) => s.id !== selected.id)] : ships;
  const texts = new Map(order.map((s) => [s.id, shipLabelText(state, s)]));
  const requests: LabelRequest[] = order.map((s) => {
    const text = texts.get(s.id) ?? s.name;
    const w = measure(text, NAME_PX, false) + 4;
    return { id: `ship:${s.id}`, w, h: nameH, candidates: aroundShip(px(s), half(s), w, nameH) };
  });
  const flightH = FLIGHT_PX * 1.25;
  const stacked = flightStacks(aloft, FLIGHT_RING);
  for (const [f] of stacked.filter((g) => g.length === 1)) {
    if (!f) continue;
    const w = measure(flightName(f, state), FLIGHT_PX, true) + 4;
    requests.push({ id: `flight:${f.id}`, w, h: flightH, candidates: aroundShip(flightAt(f), FLIGHT_RING * scale, w, flightH) });
  }
  // A stack: one label around the box its rings cover, in the longest form that finds room.
  const stacks = stacked.filter((g) => g.length > 1).map((g) => stackRequest(g, g.map(flightAt), FLIGHT_RING * scale, state, measure, FLIGHT_PX));
  requests.push(...stacks.map((st) => st.request));
  const arcText = new Map<Arc, { name: string; weapons: string }>();
  if (selected) {
    const byArc = weaponsByArc(selected);
    const centre = px(selected);
    for (const a of ARC_LIST) {
      const t = { name: a, weapons: arcWeapons(byArc[a]) };
      arcText.set(a, t);
      const w = Math.max(measure(t.name, ARC_PX, true), measure(t.weapons, ARC_PX, false)) + 4;
      const lh = ARC_PX * 1.25 * 2;
      const bearing = frame.svgAngle(selected.heading + { fore: 0, starboard: 90, aft: 180, port: 270 }[a]);
      const inner = half(selected) + Math.hypot(w, lh) / 2 + 2;
      requests.push({ id: `arc:${a}`, w, h: lh, candidates: onArc(centre, bearing, inner, ARC_RADIUS * scale) });
    }
  }
  const squares = squareRequests(state, frame, scale, measure, SQUARE_PX);
  requests.push(...squares.map((q) => q.request));
  const wreckH = WRECK_PX * 1.25;
  for (const w of sunk) {
    const width = measure(`${w.name} (sunk)`, WRECK_PX, false) + 4;
    requests.push({ id: `wreck:${w.id}`, w: width, h: wreckH, candidates: aroundShip(screen(w.position), WRECK_MARK * scale, width, wreckH) });
  }
  const laid = placeLabelForms(obstacles, requests, { x: 0, y: 0, w: state.options.table.width * scale, h: h * scale });
  const placed = new Map([...laid].map(([id, p]) => [id, p?.at ?? null]));
  const rel = (s: ShipState, id: string): Placed | null => {
    const p = placed.get(id);
    if (!p) return null;
    const c = px(s);
    return { x: (p.x - c.x) / scale, y: (p.y - c.y) / scale };
  };
  const names = new Map(order.map((s) => {
    const at = rel(s, `ship:${s.id}`);
    const w = (requests.find((r) => r.id === `ship:${s.id}`)?.w ?? 0) / scale;
    return [s.id, { text: texts.get(s.id) ?? s.name, at, size: NAME_PX / scale, leader: at ? leaderEnd(at, w, nameH / scale, half(s) / scale) : null }];
  }));
  const arcs = new Map<Arc, { name: string; weapons: string; at: Placed | null }>();
  if (selected) for (const [a, t] of arcText) arcs.set(a, { ...t, at: rel(selected, `arc:${a}`) });
  const flights = new Map(aloft.map((f) => {
    const p = placed.get(`flight:${f.id}`);
    const c = flightAt(f);
    return [f.id, { text: flightName(f, state), at: p ? { x: (p.x - c.x) / scale, y: (p.y - c.y) / scale } : null, size: FLIGHT_PX / scale }];
  }));
  const stackOut = stacks.map((st) => stackPlaced(st, laid.get(st.request.id) ?? null, scale, FLIGHT_PX));
  const squareOut = new Map(squares.map((q) => [q.ship, squarePlaced(q, laid.get(q.request.id) ?? null, scale, SQUARE_PX)]));
  const wrecks = new Map(sunk.map((w) => {
    const p = placed.get(`wreck:${w.id}`);
    const c = screen(w.position);
    return [w.id, { text: `${w.name} (sunk)`, at: p ? { x: (p.x - c.x) / scale, y: (p.y - c.y) / scale } : null, size: WRECK_PX / scale }];
  }));
  return { nameSize: NAME_PX / scale, arcSize: ARC_PX / scale, names, arcs, flights, stacks: stackOut, squares: squareOut, wrecks };
}
