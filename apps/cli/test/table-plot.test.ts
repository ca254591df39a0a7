import { describe, expect, it } from 'vitest';
import { headingArrow, plotTable } from '../src/render/table-plot';

describe('ASCII table plot', () => {
  it('puts a ship at its scaled cell, y up the table, with her bow mark on the side she heads', () => {
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
    expect(lines[1]?.slice(1, 3)).toBe('B ');
    expect(lines[2]?.slice(1, 2)).toBe('v');
    expect(lines.join('\n').includes('C')).toBe(false);
  });

  it('tells opposite diagonal headings apart: the same mark on the bow side, up-right for north-east, down-left for south-west', () => {
    const at = (heading: number): string[] => plotTable([{ marker: 'D', position: { x: 36.5, y: 24.5 }, heading }], { width: 72, height: 48 });
    // x 36.5" is column 36 (string index 37 with the border); y 24.5" is grid row 11 (line 12).
    const ne = at(45);
    const sw = at(225);
    expect(ne[11]?.[38]).toBe('/');
    expect(ne[13]?.[36]).toBe(' ');
    expect(sw[13]?.[36]).toBe('/');
    expect(sw[11]?.[38]).toBe(' ');
    const nw = at(315);
    const se = at(135);
    expect(nw[11]?.[36]).toBe('\\');
    expect(se[13]?.[38]).toBe('\\');
    expect(se[11]?.[36]).toBe(' ');
  });

  it('a bow mark never covers another ship\'s marker', () => {
    const lines = plotTable(
      [
        { marker: 'E', position: { x: 36.5, y: 24.5 }, heading: 90 },
        { marker: 'F', position: { x: 37.5, y: 24.5 }, heading: 0 },
      ],
      { width: 72, height: 48 },
    );
    expect(lines[12]?.slice(37, 39)).toBe('EF');
    expect(lines[11]?.[38]).toBe('^');
  });

  it('rounds headings to the nearest 45 degrees', () => {
    expect([0, 44, 46, 90, 180, 270, 359].map(headingArrow)).toEqual(['^', '/', '/', '>', 'v', '<', '^']);
  });
});
