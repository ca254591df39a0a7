/**
 * Placing the table's words so that none covers another or a ship (pure; no DOM).
 *
 * Contract: every box is in screen pixels (table inches times the current zoom's pixels per inch,
 * y down), so the same layout holds at any zoom: labels keep their screen size and are placed again
 * when the zoom changes. Each label is tried at its candidate centres in order and takes the first
 * where its box (plus `GAP`) meets no obstacle and no label placed before it; a label with no free
 * candidate is left out (null): what it says is also said off the table (the arc legend, ship cards,
 * accessible names), so leaving it out loses nothing while a covered word would mislead.
 */

export interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface Point { readonly x: number; readonly y: number }

export interface LabelRequest {
  readonly id: string;
  readonly w: number;
  readonly h: number;
  /** Centres to try, best first. */
  readonly candidates: readonly Point[];
}

/** Clear space kept around every label, in pixels. */
export const GAP = 2;

export const intersects = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const boxAt = (c: Point, w: number, h: number): Box => ({ x: c.x - w / 2, y: c.y - h / 2, w, h });

const grow = (b: Box, g: number): Box => ({ x: b.x - g, y: b.y - g, w: b.w + 2 * g, h: b.h + 2 * g });

const within = (b: Box, area: Box): boolean => b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w && b.y + b.h <= area.y + area.h;

/**
 * Greedy placement in request order; the centre each label got, or null when none was free.
 * `area`: every label lies wholly inside it (the table's edge: no word is cut off by it).
 */
export function placeLabels(obstacles: readonly Box[], requests: readonly LabelRequest[], area?: Box): Map<string, Point | null> {
  const taken: Box[] = [...obstacles];
  const out = new Map<string, Point | null>();
  for (const r of requests) {
    let got: Point | null = null;
    for (const c of r.candidates) {
      const b = grow(boxAt(c, r.w, r.h), GAP);
      if (area && !within(boxAt(c, r.w, r.h), area)) continue;
      if (!taken.some((t) => intersects(t, b))) {
        got = c;
        taken.push(b);
        break;
      }
    }
    out.set(r.id, got);
  }
  return out;
}

/**
 * Centres around a ship whose own obstacle box has half-size `r` (pixels) at `at`, for a label w x h:
 * just clear of that box below, above, right, left, the four corners, then the same ring further out.
 */
export function aroundShip(at: Point, r: number, w: number, h: number): Point[] {
  const out: Point[] = [];
  const clear = GAP + 1;
  for (const k of [0, 1, 2]) {
    const dy = r + clear + h / 2 + k * (h + 2);
    const dx = r + clear + w / 2 + k * 8;
    out.push({ x: at.x, y: at.y + dy }, { x: at.x, y: at.y - dy - 4 }, { x: at.x + dx, y: at.y }, { x: at.x - dx, y: at.y },
      { x: at.x + dx, y: at.y + dy }, { x: at.x - dx, y: at.y + dy }, { x: at.x + dx, y: at.y - dy }, { x: at.x - dx, y: at.y - dy });
  }
  return out;
}

/**
 * Centres on a fire arc whose bisector points at `bearing` (degrees clockwise from up the screen), at
 * radii from `outer` inwards to just clear of the ship (`inner`), on the bisector first and then
 * swung up to 30 degrees either way, then beyond the arc's edge.
 */
export function onArc(at: Point, bearing: number, inner: number, outer: number): Point[] {
  const out: Point[] = [];
  const radii: number[] = [];
  for (let f = 0.75; f >= 0.2; f -= 0.1) radii.push(Math.max(inner, outer * f));
  radii.push(outer * 0.95, outer * 1.15, outer * 1.4);
  for (const swing of [0, -15, 15, -30, 30]) {
    for (const rho of radii) {
      const rad = ((bearing + swing) * Math.PI) / 180;
      out.push({ x: at.x + Math.sin(rad) * rho, y: at.y - Math.cos(rad) * rho });
    }
  }
  return out;
}
