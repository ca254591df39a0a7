import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyViewPatch, diffView, PatchMismatch, viewOfFrame } from './view-patch';

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
};

/** JSON values shaped like views: records of records, arrays of records, numbers, strings, null. */
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('obj'), tie('arr')),
  leaf: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('a', 'b', ''), fc.boolean(), fc.constant(null)),
  obj: fc.dictionary(fc.constantFrom('x', 'y', 'z', 'ships', '0', 'damage'), tie('node'), { maxKeys: 4 }),
  arr: fc.array(tie('node'), { maxLength: 4 }),
})).node;

/** A small seeded generator for the edits (mulberry32). */
const rndOf = (seed: number) => {
  let t = seed >>> 0;
  return {
    nextInt(lo: number, hi: number): number {
      t = (t + 0x6d2b79f5) >>> 0;
      let r = Math.imul(t ^ (t >>> 15), 1 | t);
      r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
      return lo + (((r ^ (r >>> 14)) >>> 0) % (hi - lo + 1));
    },
  };
};
type Rnd = ReturnType<typeof rndOf>;

/** `b` as an edit of `a` (views change a little between versions): shares most of `a`. */
const edited = (a: unknown, rnd: Rnd): unknown => {
  if (typeof a !== 'object' || a === null || rnd.nextInt(0, 5) === 0) return rnd.nextInt(0, 3) === 0 ? json(a) : rnd.nextInt(-3, 3);
  if (Array.isArray(a)) {
    const out = a.map((x) => (rnd.nextInt(0, 2) === 0 ? edited(x, rnd) : x));
    if (rnd.nextInt(0, 4) === 0) out.push(rnd.nextInt(0, 9));
    if (rnd.nextInt(0, 6) === 0) out.pop();
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (rnd.nextInt(0, 6) !== 0) out[k] = rnd.nextInt(0, 2) === 0 ? edited(v, rnd) : v;
  if (rnd.nextInt(0, 4) === 0) out[`new${rnd.nextInt(0, 3)}`] = { n: rnd.nextInt(0, 9) };
  return out;
};

describe('view patches', () => {
  it('applying the difference of two views gives the second, for unrelated and for edited views', () => {
    fc.assert(fc.property(value, value, (a, b) => {
      expect(json(applyViewPatch(json(a), json(diffView(a, b)) as never))).toEqual(json(b));
    }), { numRuns: 2000 });
    fc.assert(fc.property(value, fc.integer(), (a, seed) => {
      const b = edited(a, rndOf(seed));
      expect(json(applyViewPatch(json(a), json(diffView(a, b)) as never))).toEqual(json(b));
    }), { numRuns: 2000 });
  });

  it('never changes the view it is applied to, and shares what did not change', () => {
    const prev = deepFreeze({ ships: [{ id: 'a', damage: 10, weapons: [{ i: 0 }, { i: 1 }] }, { id: 'b', damage: 7, weapons: [] }], air: { flights: [] }, turn: 2 });
    const next = { ships: [{ id: 'a', damage: 9, weapons: [{ i: 0 }, { i: 1 }] }, prev.ships[1]], air: prev.air, turn: 3, smoke: [1] };
    const patch = diffView(prev, next);
    expect(patch).toEqual([[['ships', 0, 'damage'], 9], [['turn'], 3], [['smoke'], [1]]]);
    const out = applyViewPatch(prev, patch) as typeof next;
    expect(out).toEqual(next);
    expect(out.ships[1]).toBe(prev.ships[1]);
    expect(out.ships[0]?.weapons).toBe(prev.ships[0]?.weapons);
    expect(out.air).toBe(prev.air);
    expect(prev.turn).toBe(2);
  });

  it('equal views give an empty patch; a removed field is a removal; undefined counts as absent', () => {
    expect(diffView({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffView({ a: 1, b: 2 }, { a: 1 })).toEqual([[['b']]]);
    expect(diffView({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(applyViewPatch({ a: 1, b: 2 }, [[['b']]])).toEqual({ a: 1 });
  });

  it('a grown array sends only its new elements; a shrunk one is sent whole', () => {
    expect(diffView({ l: [1, 2] }, { l: [1, 2, 3] })).toEqual([[['l', 2], 3]]);
    expect(diffView({ l: [1, 2, 3] }, { l: [1, 2] })).toEqual([[['l'], [1, 2]]]);
  });

  it('a patch that does not fit the view is refused, never applied in part to it', () => {
    const prev = deepFreeze({ a: 1, l: [1] });
    expect(() => applyViewPatch(prev, [[['a', 'b'], 2]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(prev, [[['l', 5], 2]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(prev, [[['l', 0]]])).toThrow(PatchMismatch);
    expect(() => applyViewPatch(prev, [[['__proto__', 'x'], 1]])).toThrow(PatchMismatch);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(() => viewOfFrame(undefined, { patch: [] }, undefined)).toThrow(PatchMismatch);
  });

  it('a frame gives its view, or its patch on the previous view, with the statics joined back', () => {
    const statics = { 'ships.*.roster': { a: { guns: 8 } } };
    const first = viewOfFrame(undefined, { view: { ships: [{ id: 'a', damage: 3 }] } }, statics);
    expect(first).toEqual({ ships: [{ id: 'a', damage: 3, roster: { guns: 8 } }] });
    const second = viewOfFrame(first, { patch: [[['ships', 0, 'damage'], 2]] }, statics);
    expect(second).toEqual({ ships: [{ id: 'a', damage: 2, roster: { guns: 8 } }] });
    // a ship the patch adds whole comes without its roster and is joined too
    const third = viewOfFrame(second, { patch: [[['ships', 1], { id: 'a', damage: 1 }]] }, statics);
    expect((third as { ships: unknown[] }).ships[1]).toEqual({ id: 'a', damage: 1, roster: { guns: 8 } });
  });
});
