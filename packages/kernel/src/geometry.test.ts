import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advance, arcsOfBearing, arcsTo, beamFacing, bearing, distance, headingDelta, normalizeHeading,
  relativeBearing, segmentsIntersect, turningPointsBetween,
} from './geometry';

const coord = fc.double({ min: -100, max: 100, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const heading = fc.double({ min: 0, max: 359.999, noNaN: true });

describe('KERNEL-GEOM distance and headings', () => {
  it('distance is symmetric and zero only on the same point', () => {
    fc.assert(fc.property(point, point, (a, b) => {
      expect(distance(a, b)).toBeCloseTo(distance(b, a), 9);
      expect(distance(a, a)).toBe(0);
    }));
  });

  it('advancing d inches along a heading lands d inches away on that bearing', () => {
    fc.assert(fc.property(point, heading, fc.double({ min: 0.5, max: 50, noNaN: true }), (p, h, d) => {
      const q = advance(p, h, d);
      expect(distance(p, q)).toBeCloseTo(d, 6);
      expect(Math.abs(headingDelta(bearing(p, q), h))).toBeLessThan(1e-6);
    }));
  });

  it('0 degrees is up the table and 90 is to the right', () => {
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: 5 })).toBe(0);
    expect(bearing({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(90);
    expect(bearing({ x: 0, y: 0 }, { x: -5, y: 0 })).toBe(270);
  });

  it('normalizeHeading maps any angle into [0, 360)', () => {
    fc.assert(fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), (a) => {
      const n = normalizeHeading(a);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(360);
    }));
  });

  it('a 45-degree turn is one turning point', () => {
    expect(turningPointsBetween(0, 90)).toBe(2);
    expect(turningPointsBetween(350, 35)).toBeCloseTo(1, 9);
  });
});

describe('KERNEL-ARCS four 90-degree quadrants', () => {
  it('dead ahead is fore, right is starboard, behind is aft, left is port', () => {
    expect(arcsTo({ x: 0, y: 0 }, 0, { x: 0, y: 10 })).toEqual(['fore']);
    expect(arcsTo({ x: 0, y: 0 }, 0, { x: 10, y: 0 })).toEqual(['starboard']);
    expect(arcsTo({ x: 0, y: 0 }, 0, { x: 0, y: -10 })).toEqual(['aft']);
    expect(arcsTo({ x: 0, y: 0 }, 0, { x: -10, y: 0 })).toEqual(['port']);
    expect(arcsTo({ x: 0, y: 0 }, 90, { x: 0, y: 10 })).toEqual(['port']);
  });

  it('every bearing lies in one arc, or two on a boundary', () => {
    fc.assert(fc.property(heading, (rel) => {
      const arcs = arcsOfBearing(rel);
      expect(arcs.length).toBeGreaterThanOrEqual(1);
      expect(arcs.length).toBeLessThanOrEqual(2);
    }));
    expect(arcsOfBearing(45).sort()).toEqual(['fore', 'starboard']);
  });

  it('arcs rotate with the ship', () => {
    fc.assert(fc.property(point, heading, heading, fc.double({ min: 1, max: 40, noNaN: true }), (p, h, rel, d) => {
      const target = advance(p, h + rel, d);
      expect(Math.abs(headingDelta(relativeBearing(p, h, target), rel))).toBeLessThan(1e-6);
    }));
  });

  it('beam facing: the attacker is off the target\'s side', () => {
    expect(beamFacing({ x: 0, y: 0 }, 0, { x: 20, y: 0 })).toBe(true);
    expect(beamFacing({ x: 0, y: 0 }, 0, { x: 0, y: 20 })).toBe(false);
    expect(beamFacing({ x: 0, y: 0 }, 90, { x: 20, y: 0 })).toBe(false);
  });
});

describe('KERNEL-GEOM segments', () => {
  it('crossing segments intersect, parallel ones do not', () => {
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBe(false);
  });
});
