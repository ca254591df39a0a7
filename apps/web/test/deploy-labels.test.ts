/**
 * The deployment table's zone labels (vas/deploy-labels.ts `layoutZoneLabels`) stay inside the table and
 * clear of each other, at the usual size and enlarged for a phone; and how much a phone's words are
 * enlarged (`wordScale`).
 */
import { describe, expect, it } from 'vitest';
import { intersects, type Box } from '../src/vas/label-layout';
import { layoutZoneLabels, wordScale, type ZoneLabelRequest } from '../src/vas/deploy-labels';
import type { Measure } from '../src/vas/table-labels';

const measure: Measure = (text, px, bold) => text.length * px * (bold ? 0.66 : 0.6);
const table: Box = { x: 0, y: 0, w: 72, h: 48 };
// Carrier Clash: a 12" zone at each short edge, labels longer than the zones are wide.
const zones: ZoneLabelRequest[] = [
  { id: 'west', lines: ['Player 1 (West carrier group):', 'West deployment zone (12" from the west short edge)'], zone: { x: 0, y: 0, w: 12, h: 48 } },
  { id: 'east', lines: ['Player 2 (East carrier group):', 'East deployment zone (12" from the east short edge)'], zone: { x: 60, y: 0, w: 12, h: 48 } },
];
const within = (b: Box, a: Box): boolean => b.x >= a.x && b.y >= a.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;

describe('zone labels on the deployment table', () => {
  for (const scale of [1, 2]) {
    it(`at word scale ${scale}, every line is inside the table and none covers another; the east zone's lines end at its right edge`, () => {
      const out = layoutZoneLabels(zones, table, measure, scale);
      const boxes = [...out.values()].flatMap((p) => p.boxes);
      expect(boxes).toHaveLength(4);
      for (const b of boxes) expect(within(b, table), JSON.stringify(b)).toBe(true);
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i] as Box, boxes[j] as Box)).toBe(false);
      const east = out.get('east')?.boxes ?? [];
      for (const b of east) expect(b.x + b.w).toBeCloseTo(71.4, 5);
      const west = out.get('west')?.xs ?? [];
      expect(west).toEqual([0.6, 0.6]);
    });
  }

  it('a label wider than the whole table starts at its near edge rather than off the table', () => {
    const long: ZoneLabelRequest = { id: 'long', lines: ['x'.repeat(200)], zone: { x: 60, y: 0, w: 12, h: 48 } };
    expect(layoutZoneLabels([long], table, measure).get('long')?.xs).toEqual([0.4]);
  });
});

describe('the words of a deployment table drawn small', () => {
  it('are not enlarged at 936 px for 74 inches (a wide window), twice at 374 px (a phone), never more than twice', () => {
    expect(wordScale(936, 74)).toBe(1);
    expect(wordScale(374, 74)).toBe(2);
    expect(wordScale(200, 74)).toBe(2);
    expect(wordScale(500, 74)).toBe(1.5);
    expect(wordScale(0, 74)).toBe(1);
  });
});
