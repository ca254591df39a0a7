/**
 * ASCII plot of the table (default 72" x 48"), scaled to a character grid. Each ship is a one-character
 * marker; its bow mark sits in the next cell on the side she is heading, to the nearest 45 degrees (`/` up
 * and right of the marker is north-east, down and left is south-west), so no mark means two headings.
 * The bow mark never covers a ship's marker. Smoke segments are `~`, flights `+`.
 * x grows to the right, y grows up the table (row 0 printed last is the south edge).
 */
import type { Vec } from '@salvo/kernel';

export interface PlotShip {
  readonly marker: string;
  readonly position: Vec;
  readonly heading: number;
}

export interface PlotOptions {
  readonly width: number;
  readonly height: number;
  /** Columns and rows of the plot area (default 72 x 24). */
  readonly cols?: number;
  readonly rows?: number;
  readonly smoke?: readonly { readonly from: Vec; readonly to: Vec }[];
  /** Flights in the air, drawn as `+` where no ship is (flight-list.ts lists them). */
  readonly flights?: readonly Vec[];
}

const ARROWS = ['^', '/', '>', '\\', 'v', '/', '<', '\\'];
/** Where the bow mark goes for each 45-degree heading: columns right, rows down the printed grid. */
const BOW_CELL: readonly (readonly [number, number])[] = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];

const eighth = (heading: number): number => Math.round((((heading % 360) + 360) % 360) / 45) % 8;

/** Arrow for a compass heading, rounded to the nearest 45 degrees. */
export function headingArrow(heading: number): string {
  return ARROWS[eighth(heading)] ?? '?';
}

export function plotTable(ships: readonly PlotShip[], opt: PlotOptions): string[] {
  const cols = opt.cols ?? 72;
  const rows = opt.rows ?? 24;
  const grid: string[][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ' '));
  const cell = (p: Vec): [number, number] | null => {
    if (p.x < 0 || p.y < 0 || p.x > opt.width || p.y > opt.height) return null;
    const c = Math.min(cols - 1, Math.floor((p.x / opt.width) * cols));
    const r = Math.min(rows - 1, Math.floor((p.y / opt.height) * rows));
    return [c, rows - 1 - r];
  };
  const put = (c: number, r: number, ch: string, overwrite: boolean): void => {
    const row = grid[r];
    if (!row || c < 0 || c >= cols) return;
    if (overwrite || row[c] === ' ' || row[c] === '~') row[c] = ch;
  };
  for (const s of opt.smoke ?? []) {
    for (let k = 0; k <= 8; k++) {
      const at = cell({ x: s.from.x + ((s.to.x - s.from.x) * k) / 8, y: s.from.y + ((s.to.y - s.from.y) * k) / 8 });
      if (at) put(at[0], at[1], '~', false);
    }
  }
  for (const s of ships) {
    const at = cell(s.position);
    if (!at) continue;
    put(at[0], at[1], s.marker, true);
  }
  for (const s of ships) {
    const at = cell(s.position);
    const [dc, dr] = BOW_CELL[eighth(s.heading)] ?? [1, 0];
    if (at) put(at[0] + dc, at[1] + dr, headingArrow(s.heading), false);
  }
  for (const f of opt.flights ?? []) {
    const at = cell(f);
    if (at) put(at[0], at[1], '+', false);
  }
  const border = '+' + '-'.repeat(cols) + '+';
  const scale = `${opt.width}" x ${opt.height}" table, 1 column = ${(opt.width / cols).toFixed(1)}", 1 row = ${(opt.height / rows).toFixed(1)}"; north (y up) is the top; a ship's bow mark is on the side she heads`;
  const legend = (opt.flights ?? []).length > 0 ? [`+ is a flight in the air (see Flights)`] : [];
  return [border, ...grid.map((row) => '|' + row.join('') + '|'), border, scale, ...legend];
}
