/**
 * Two-finger pinch on the table: zoom by the change in the fingers' spread, and keep the point of the table that
 * was between the fingers when they touched down under the fingers' midpoint as they move (so the same gesture
 * also pans). Pure: screen points in CSS pixels, views in SVG units.
 */
export interface ViewBox { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface ScreenPoint { readonly x: number; readonly y: number }
export interface ScreenRect { readonly left: number; readonly top: number; readonly width: number; readonly height: number }

export interface PinchStart {
  readonly view: ViewBox;
  /** The fingers' spread in pixels when the pinch began (at least 1). */
  readonly spread: number;
  /** The SVG point between the fingers when the pinch began. */
  readonly anchor: ScreenPoint;
}

const mid = (a: ScreenPoint, b: ScreenPoint): ScreenPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const spreadOf = (a: ScreenPoint, b: ScreenPoint): number => Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));

/** The SVG point shown at screen point `p` in `view` drawn in `rect` (the view fills the rect, same aspect). */
export function svgPointAt(view: ViewBox, rect: ScreenRect, p: ScreenPoint): ScreenPoint {
  return { x: view.x + ((p.x - rect.left) / rect.width) * view.w, y: view.y + ((p.y - rect.top) / rect.height) * view.h };
}

export function startPinch(view: ViewBox, rect: ScreenRect, a: ScreenPoint, b: ScreenPoint): PinchStart {
  return { view, spread: spreadOf(a, b), anchor: svgPointAt(view, rect, mid(a, b)) };
}

/**
 * The view for fingers now at `a` and `b`: its width is the starting width times the starting spread over the
 * spread now, within [minW, maxW] (the height keeps the aspect); the anchor lies under the midpoint.
 */
export function pinchView(start: PinchStart, rect: ScreenRect, a: ScreenPoint, b: ScreenPoint, minW: number, maxW: number): ViewBox {
  const w = Math.min(maxW, Math.max(minW, (start.view.w * start.spread) / spreadOf(a, b)));
  const h = (w * start.view.h) / start.view.w;
  const m = mid(a, b);
  const fx = (m.x - rect.left) / rect.width;
  const fy = (m.y - rect.top) / rect.height;
  return { x: start.anchor.x - fx * w, y: start.anchor.y - fy * h, w, h };
}
