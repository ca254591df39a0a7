/**
 * Ship names on the deployment table (scenario/DeployTable.tsx), laid out by `placeLabels` so that ships
 * placed side by side ("Deploy for me" puts them a few inches apart) do not get names drawn over each other.
 *
 * Contract: positions are SVG user units of the deployment table (inches, y down, as the table is turned
 * on the screen); the layout is done at `PX_PER_UNIT` pixels per inch, the scale at which the names'
 * font (`DEPLOY_NAME`) is 12 px. A name with no free place is left out: the list beside the table names
 * every ship and where she is. `scale` (1 or more) enlarges every word by that factor, in inches, for a
 * table drawn so small (a phone) that words of the usual size could not be read; the layouts follow it.
 */
import { aroundShip, intersects, placeLabels, type Box, type LabelRequest, type Point } from './label-layout';
import type { Measure } from './table-labels';

/** Font sizes of the deployment table's words, in inches (scenario.css says the same). */
export const DEPLOY_NAME = 0.8;
export const ZONE_LABEL = 1.1;
const PX_PER_UNIT = 12 / DEPLOY_NAME;
const READABLE_PX = 8;
const MAX_SCALE = 2;

/**
 * How much to enlarge the words of a table `unitsWide` inches wide drawn `pxWide` pixels wide so that ship
 * names are at least READABLE_PX tall: 1 on a wide screen, at most MAX_SCALE (a phone), to a tenth.
 */
export function wordScale(pxWide: number, unitsWide: number): number {
  if (pxWide <= 0 || unitsWide <= 0) return 1;
  const namePx = (pxWide / unitsWide) * DEPLOY_NAME;
  return Math.round(Math.min(MAX_SCALE, Math.max(1, READABLE_PX / namePx)) * 10) / 10;
}

export interface DeployMark {
  readonly id: string;
  /** The ship's centre (SVG units). */
  readonly at: Point;
  /** Half the size of the box she covers: footprint and badge. */
  readonly r: number;
  readonly text: string;
}

/** Each mark's name centre relative to the ship (SVG units), or null where no place was free. */
export function layoutDeployNames(marks: readonly DeployMark[], blocks: readonly Box[], area: Box, measure: Measure, scale = 1): Map<string, Point | null> {
  const k = PX_PER_UNIT / scale;
  const scaled = (b: Box): Box => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });
  const obstacles = [...blocks.map(scaled), ...marks.map((m) => scaled({ x: m.at.x - m.r, y: m.at.y - m.r, w: 2 * m.r, h: 2 * m.r }))];
  const h = 12 * 1.25;
  const requests: LabelRequest[] = marks.map((m) => {
    const w = measure(m.text, 12, false) + 4;
    return { id: m.id, w, h, candidates: aroundShip({ x: m.at.x * k, y: m.at.y * k }, m.r * k, w, h) };
  });
  const placed = placeLabels(obstacles, requests, scaled(area));
  return new Map(marks.map((m) => {
    const p = placed.get(m.id);
    return [m.id, p ? { x: p.x / k - m.at.x, y: p.y / k - m.at.y } : null];
  }));
}

/** The box a zone's label covers (SVG units), its text starting at `x` on the baseline `y`. */
export function zoneLabelBox(text: string, x: number, y: number, measure: Measure, scale = 1): Box {
  const w = measure(text, 12, false) / PX_PER_UNIT * (ZONE_LABEL / DEPLOY_NAME) * scale;
  return { x, y: y - ZONE_LABEL * scale * 0.85, w, h: ZONE_LABEL * scale * 1.1 };
}

/** A zone's label: its lines (the player, then the zone) and the zone's box on the screen (SVG units). */
export interface ZoneLabelRequest {
  readonly id: string;
  readonly lines: readonly string[];
  readonly zone: Box;
}

/** Where a zone label's lines are drawn: each line's left edge and baseline, and the box each line covers. */
export interface ZoneLabelPlace {
  readonly xs: readonly number[];
  readonly baselines: readonly number[];
  readonly boxes: readonly Box[];
}

const INSET = 0.4;

/**
 * Lays out the zone labels inside `table` (SVG units): each line starts at its zone's top left corner, or
 * ends at its top right corner for a zone in the right half of the table, and is moved in where it would
 * run past the table's edge; a label is moved down a line at a time, within its zone, while it would cover
 * a label already laid out. Labels are laid out in order.
 */
export function layoutZoneLabels(requests: readonly ZoneLabelRequest[], table: Box, measure: Measure, scale = 1): Map<string, ZoneLabelPlace> {
  const line = ZONE_LABEL * scale * 1.2;
  const taken: Box[] = [];
  const out = new Map<string, ZoneLabelPlace>();
  for (const r of requests) {
    const right = table.x + table.w - INSET;
    const onRight = r.zone.x + r.zone.w / 2 > table.x + table.w / 2;
    const xs = r.lines.map((t) => {
      const w = zoneLabelBox(t, 0, 0, measure, scale).w;
      const start = onRight ? Math.min(r.zone.x + r.zone.w - 0.6, right) - w : Math.min(r.zone.x + 0.6, right - w);
      return Math.max(table.x + INSET, start);
    });
    const at = (top: number): ZoneLabelPlace => {
      const baselines = r.lines.map((_, k) => top + k * line);
      return { xs, baselines, boxes: r.lines.map((t, k) => zoneLabelBox(t, xs[k] ?? 0, baselines[k] ?? top, measure, scale)) };
    };
    const first = r.zone.y + 0.5 + ZONE_LABEL * scale;
    const last = r.zone.y + r.zone.h - (r.lines.length - 1) * line - 0.4;
    let place = at(first);
    for (let top = first; top <= last; top += line) {
      const p = at(top);
      if (!p.boxes.some((b) => taken.some((t) => intersects(b, t)))) { place = p; break; }
    }
    taken.push(...place.boxes);
    out.set(r.id, place);
  }
  return out;
}
