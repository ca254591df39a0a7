/** Two-finger pinch on the table (pinch.ts): zoom by the fingers' spread, the point between them stays under them. */
import { describe, expect, it } from 'vitest';
import { pinchView, startPinch, svgPointAt } from '../src/vas/pinch';

const rect = { left: 10, top: 20, width: 760, height: 520 };
const view = { x: -2, y: -2, w: 76, h: 52 };

describe('pinching the table', () => {
  it('spreading the fingers to twice their distance halves the view and keeps the point between them in place', () => {
    const a = { x: 300, y: 200 };
    const b = { x: 400, y: 200 };
    const start = startPinch(view, rect, a, b);
    const under = svgPointAt(view, rect, { x: 350, y: 200 });
    const next = pinchView(start, rect, { x: 250, y: 200 }, { x: 450, y: 200 }, 6, 114);
    expect(next.w).toBeCloseTo(38, 9);
    expect(next.h).toBeCloseTo(26, 9);
    const now = svgPointAt(next, rect, { x: 350, y: 200 });
    expect(now.x).toBeCloseTo(under.x, 9);
    expect(now.y).toBeCloseTo(under.y, 9);
  });

  it('moving both fingers together pans: the table point under them follows them', () => {
    const a = { x: 300, y: 200 };
    const b = { x: 400, y: 300 };
    const start = startPinch(view, rect, a, b);
    const before = svgPointAt(view, rect, { x: 350, y: 250 });
    const next = pinchView(start, rect, { x: 200, y: 100 }, { x: 300, y: 200 }, 6, 114);
    expect(next.w).toBeCloseTo(view.w, 9);
    const after = svgPointAt(next, rect, { x: 250, y: 150 });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('stays within the least and most width, keeping the table\'s aspect', () => {
    const start = startPinch(view, rect, { x: 300, y: 200 }, { x: 310, y: 200 });
    const tight = pinchView(start, rect, { x: 0, y: 200 }, { x: 700, y: 200 }, 6, 114);
    expect(tight.w).toBe(6);
    expect(tight.h).toBeCloseTo((6 * 52) / 76, 9);
    const wide = pinchView(startPinch(view, rect, { x: 0, y: 200 }, { x: 700, y: 200 }), rect, { x: 300, y: 200 }, { x: 301, y: 200 }, 6, 114);
    expect(wide.w).toBe(114);
  });
});
