import { describe, expect, it } from 'vitest';
import { headingArrow, plotTable } from '../src/render/table-plot';

describe('ASCII table plot', () => {
  it('puts a ship at its scaled cell, y up the table, with a heading arrow beside it', () => {
    const lines = plotTable([{ marker: 'A', position: { x: 36.5, y: 1 }, heading: 90 }], { width: 72, height: 48 });
    // 72 columns x 24 rows: x 36.5" is column 36; y 1" is the bottom row (row 23 of the grid, line 24 with the border).
    expect(lines).toHaveLength(27);
    expect(lines[24]?.slice(1 + 36, 1 + 38)).toBe('A>');
    expect(lines[1]?.includes('A')).toBe(false);
  });

  it('a ship at the north edge is on the top row and ships off the table are not drawn', () => {
    const lines = plotTable(
      [
        { marker: 'B', position: { x: 0, y: 48 }, heading: 180 },
        { marker: 'C', position: { x: -3, y: 10 }, heading: 0 },
      ],
      { width: 72, height: 48 },
    );
    expect(lines[1]?.slice(1, 3)).toBe('Bv');
    expect(lines.join('\n').includes('C')).toBe(false);
  });

  it('rounds headings to the nearest 45 degrees', () => {
    expect([0, 44, 46, 90, 180, 270, 359].map(headingArrow)).toEqual(['^', '/', '/', '>', 'v', '<', '^']);
  });
});
