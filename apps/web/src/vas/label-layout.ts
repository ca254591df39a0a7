/**
 * Placing the table's words so that none covers another or a ship (pure; no DOM).
 *
 * Contract: every box is in screen pixels (table inches times the current zoom's pixels per inch,
 * y down), so the same layout holds at any zoom: labels keep their screen size and are placed again
 * when the zoom changes. Each label is tried at its candidate centres in order and takes the first
 * where its box (plus `GAP`) meets no obstacle and no label placed before it, then the same for each of
 * its shorter forms; a label with no free candidate in any form is left out (null): what it says is also
 * said off the table (the arc legend, ship cards, accessible names), so leaving it out loses nothing while
 * a covered word would mislead. Once all are placed, a label with a richer form takes it where it then
 * meets nothing (never at another label's cost).
 */

export interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface Point { readonly x: number; readonly y: number }

/** One way of drawing a label: its size in pixels and the centres to try, best first. */
export interface LabelForm {
  readonly w: number;
  readonly h: number;
  readonly candidates: readonly Point[];
}

export interface LabelRequest extends LabelForm {
  readonly id: string;
  /** Shorter ways of saying the same, tried in order (at all their centres) when no centre of the first is free. */
  readonly forms?: readonly LabelForm[];
  /**
   * A longer way of saying it, tried once every label is placed, instead of the form it got: taken only where it
   * then meets nothing, so it never takes a place another label could have had.
   */
  readonly richer?: LabelForm;
}

/** Where a label went: its centre, and which form (0: the request itself, k: `forms[k - 1]`, -1: `richer`). */
export interface Placement { readonly at: Point; readonly form: number }

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
  return new Map([...placeLabelForms(obstacles, requests, area)].map(([id, p]) => [id, p ? p.at : null]));
}

/**
 * As `placeLabels`, trying each request's shorter forms in turn when its first form finds no free centre:
 * a label is left out only when none of its forms fits anywhere.
 */
export function placeLabelForms(obstacles: readonly Box[], requests: readonly LabelRequest[], area?: Box): Map<string, Placement | null> {
  const taken: Array<{ id: string | null; b: Box }> = obstacles.map((b) => ({ id: null, b }));
  const out = new Map<string, Placement | null>();
  const free = (f: LabelForm, id: string): Point | null => {
    for (const c of f.candidates) {
      if (area && !within(boxAt(c, f.w, f.h), area)) continue;
      const b = grow(boxAt(c, f.w, f.h), GAP);
      if (!taken.some((t) => t.id !== id && intersects(t.b, b))) return c;
    }
    return null;
  };
  for (const r of requests) {
    let got: Placement | null = null;
    const forms = [r, ...(r.forms ?? [])];
    for (let k = 0; k < forms.length && !got; k++) {
      const f = forms[k];
      const at = f ? free(f, r.id) : null;
      if (f && at) {
        got = { at, form: k };
        taken.push({ id: r.id, b: grow(boxAt(at, f.w, f.h), GAP) });
      }
    }
    out.set(r.id, got);
  }
  for (const r of requests) {
    const at = out.get(r.id) && r.richer ? free(r.richer, r.id) : null;
    if (!at || !r.richer) continue;
    const mine = taken.findIndex((t) => t.id === r.id);
    taken.splice(mine, 1, { id: r.id, b: grow(boxAt(at, r.richer.w, r.richer.h), GAP) });
    out.set(r.id, { at, form: -1 });
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

/**
 * Where a line from a thing of half-size `r` at the origin meets its label's box (w x h, centred at `at`, all
 * relative to the thing), when the label sits away from it (other words took the near places); null when it is next to
 * it: its box within `near` of the thing's box (by default 0.6 of its height).
 */
export function leaderEnd(at: Point, w: number, h: number, r: number, near = h * 0.6): Point | null {
  const nx = Math.max(Math.abs(at.x) - w / 2, 0);
  const ny = Math.max(Math.abs(at.y) - h / 2, 0);
  if (Math.hypot(nx, ny) <= r + near) return null;
  return { x: Math.sign(at.x) * nx, y: Math.sign(at.y) * ny };
}
