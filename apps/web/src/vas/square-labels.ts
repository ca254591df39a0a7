/**
 * The words on a hidden boat's square (VAS-SUB-HIDDEN: only her own side's view holds the square), as a request to
 * the table's layout (table-labels.ts), in screen pixels: centred in her square's width (or up to half of it aside),
 * from its top edge as the player sees it downwards; a shorter form when the long one finds no room (pure).
 */
import { SQUARE } from '@salvo/vas';
import type { TableState } from './fleet-style';
import type { LabelRequest, Placement, Point } from './label-layout';
import { hiddenBoats, hiddenSquareWords } from './overlay-data';
import { svgRect, type TableFrame } from './table-frame';
import type { Measure } from './text-measure';

export interface SquareRequest {
  readonly ship: string;
  readonly request: LabelRequest;
  readonly texts: readonly string[];
}

/** One request per hidden boat in the view; `px`: the font size in pixels at `scale` pixels per inch. */
export function squareRequests(view: TableState, frame: TableFrame, scale: number, measure: Measure, px: number): SquareRequest[] {
  const { width, height } = view.options.table;
  const lineH = px * 1.25;
  return hiddenBoats(view).flatMap(({ ship, sq }) => {
    const x0 = sq.col * SQUARE;
    const b = svgRect(frame, { x: x0, y: sq.row * SQUARE }, { x: Math.min(width, x0 + SQUARE), y: Math.min(height, (sq.row + 1) * SQUARE) });
    // Each row across the square: its middle, then a quarter of the square to either side, then half.
    const candidates: Point[] = [];
    const q = (b.w * scale) / 4;
    for (let y = b.y * scale + lineH / 2 + 3; y <= (b.y + b.h) * scale - lineH / 2; y += lineH) {
      for (const k of [0, -1, 1, -2, 2]) candidates.push({ x: (b.x + b.w / 2) * scale + k * q, y });
    }
    const texts = hiddenSquareWords(ship, sq);
    const [first, ...rest] = texts.map((t) => ({ w: measure(t, px, false) + 4, h: lineH, candidates }));
    return first ? [{ ship: ship.id, request: { id: `square:${ship.id}`, ...first, forms: rest }, texts }] : [];
  });
}

/** The words the layout chose and their centre in SVG units, or null where no form found room. */
export function squarePlaced(q: SquareRequest, p: Placement | null, scale: number, px: number): { text: string; at: Point | null; size: number } {
  const text = (p ? q.texts[p.form] : undefined) ?? q.texts[0] ?? '';
  return { text, at: p ? { x: p.at.x / scale, y: p.at.y / scale } : null, size: px / scale };
}
