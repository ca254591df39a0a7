/**
 * The 24" x 24" squares of hidden deployment (VAS-SUB-HIDDEN): columns from the left edge, rows from
 * the bottom edge; a table whose size is not a multiple of 24" has narrower squares along its far edges.
 * A point on a boundary belongs to the square above/right of it (except the far table edges).
 */
import type { Vec } from '@salvo/kernel';
import type { SquareRef, VasState } from '../types';

export const SQUARE = 24;

type Table = VasState['options']['table'];

export const squareColumns = (t: Table): number => Math.max(1, Math.ceil(t.width / SQUARE));
export const squareRows = (t: Table): number => Math.max(1, Math.ceil(t.height / SQUARE));

export function squareOf(t: Table, p: Vec): SquareRef {
  const col = Math.min(squareColumns(t) - 1, Math.max(0, Math.floor(p.x / SQUARE)));
  const row = Math.min(squareRows(t) - 1, Math.max(0, Math.floor(p.y / SQUARE)));
  return { col, row };
}

export const sameSquare = (a: SquareRef, b: SquareRef): boolean => a.col === b.col && a.row === b.row;

export const validSquare = (t: Table, s: SquareRef): boolean =>
  Number.isInteger(s.col) && Number.isInteger(s.row) && s.col >= 0 && s.row >= 0 && s.col < squareColumns(t) && s.row < squareRows(t);

/** Inside the square, its edges included, and on the table. */
export function inSquare(t: Table, s: SquareRef, p: Vec): boolean {
  const x0 = s.col * SQUARE;
  const y0 = s.row * SQUARE;
  return p.x >= x0 && p.x <= Math.min(t.width, x0 + SQUARE) && p.y >= y0 && p.y <= Math.min(t.height, y0 + SQUARE);
}

export function squareCentre(t: Table, s: SquareRef): Vec {
  const x0 = s.col * SQUARE;
  const y0 = s.row * SQUARE;
  return { x: (x0 + Math.min(t.width, x0 + SQUARE)) / 2, y: (y0 + Math.min(t.height, y0 + SQUARE)) / 2 };
}

/** "square B1": letters for columns from the left, numbers for rows from the bottom. */
export const squareName = (s: SquareRef): string => `square ${String.fromCharCode(65 + (s.col % 26))}${s.row + 1}`;
