/**
 * How the table is turned on the screen: table inches (x right, y up from the south edge) to SVG user
 * units (x right, y down) and back. Unturned, the south edge (y = 0) is at the bottom of the screen;
 * turned (180 degrees), it is at the top, for the player who sits at the north edge.
 *
 * Contract: `toTable(toSvg(p))` is `p` and `toSvg(toTable(q))` is `q`; the table's rectangle is drawn over
 * SVG x in [0, width], y in [0, height] either way. Only positions and directions are turned: words are
 * placed in SVG space and are never drawn upside down.
 */
import type { Vec } from '@salvo/kernel';

export interface TableFrame {
  readonly width: number;
  readonly height: number;
  readonly turned: boolean;
  /** A table point to SVG user units. */
  toSvg(p: Vec): Vec;
  /** An SVG point back to the table. */
  toTable(q: Vec): Vec;
  /** A table heading (degrees clockwise from north) as an SVG rotation (degrees clockwise from screen up). */
  svgAngle(heading: number): number;
}

export function tableFrame(width: number, height: number, turned: boolean): TableFrame {
  if (!turned) {
    return {
      width, height, turned,
      toSvg: (p) => ({ x: p.x, y: height - p.y }),
      toTable: (q) => ({ x: q.x, y: height - q.y }),
      svgAngle: (h) => h,
    };
  }
  return {
    width, height, turned,
    toSvg: (p) => ({ x: width - p.x, y: p.y }),
    toTable: (q) => ({ x: width - q.x, y: q.y }),
    svgAngle: (h) => (h + 180) % 360,
  };
}

/** The SVG rectangle (x, y, w, h) covering the table rectangle from corner `a` to corner `b`. */
export function svgRect(frame: TableFrame, a: Vec, b: Vec): { x: number; y: number; w: number; h: number } {
  const p = frame.toSvg(a);
  const q = frame.toSvg(b);
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) };
}

/** Which table edge is at the top of the screen, in words ("north" unturned). */
export const topEdge = (frame: TableFrame): 'north' | 'south' => (frame.turned ? 'south' : 'north');
