/** The table's word placement (label-layout.ts, table-labels.ts): no placed word covers another, a ship, or the table's edge. */
import { describe, expect, it } from 'vitest';
import { createGame, type VasState } from '@salvo/vas';
import { boxAt, intersects, placeLabels, type Box } from '../src/vas/label-layout';
import { layoutTableLabels, type Measure } from '../src/vas/table-labels';
import { scenarioSetup } from '../src/vas/scenarios';

const measure: Measure = (text, px) => text.length * px * 0.6;

describe('placing the words on the table', () => {
  it('gives each label the first free candidate, never one that meets an obstacle, a placed label or the edge', () => {
    const wall: Box = { x: 0, y: 0, w: 10, h: 10 };
    const placed = placeLabels([wall], [
      { id: 'a', w: 8, h: 4, candidates: [{ x: 5, y: 5 }, { x: 20, y: 5 }] },
      { id: 'b', w: 8, h: 4, candidates: [{ x: 20, y: 6 }, { x: 20, y: 20 }] },
      { id: 'c', w: 8, h: 4, candidates: [{ x: 5, y: 5 }, { x: 98, y: 50 }] },
    ], { x: 0, y: 0, w: 100, h: 100 });
    expect(placed.get('a')).toEqual({ x: 20, y: 5 });
    expect(placed.get('b')).toEqual({ x: 20, y: 20 });
    expect(placed.get('c')).toBeNull();
  });

  it('the night action at every zoom: no two words meet and none covers a ship', () => {
    const g = createGame(scenarioSetup('night', '7'));
    if (!g.ok) throw new Error(g.error.message);
    const state = g.value as VasState;
    const ships = state.shipOrder.map((id) => state.ships[id]).filter((s) => s !== undefined);
    for (const scale of [4, 5, 8, 12.5, 16, 25, 40, 80]) {
      const out = layoutTableLabels(state, ships, state.ships.orion, scale, measure);
      const boxes: Array<{ id: string; b: Box }> = [];
      for (const s of ships) {
        const n = out.names.get(s.id);
        if (!n?.at) continue;
        const c = { x: (s.position.x + n.at.x) * scale, y: (state.options.table.height - s.position.y + n.at.y) * scale };
        boxes.push({ id: s.id, b: boxAt(c, measure(n.text, 12, false), 12 * 1.25) });
      }
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        expect(intersects(boxes[i]!.b, boxes[j]!.b), `${boxes[i]!.id} / ${boxes[j]!.id} at ${scale} px/in`).toBe(false);
      }
      for (const { id, b } of boxes) {
        expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= state.options.table.width * scale && b.y + b.h <= state.options.table.height * scale, `${id} inside the table`).toBe(true);
      }
      // From a desktop's whole-table view (about 12 px per inch) up, every name finds a place.
      if (scale >= 12) expect([...out.names.values()].every((n) => n.at !== null)).toBe(true);
    }
  });
});
