/**
 * The hand-written check of `act` frames (isPlainAct, the per-action fast path of ws.ts) against the zod
 * schema it stands in for: it may accept only frames the schema accepts, as they are, and it must
 * accept every ordinary act frame (else the fast path would be dead weight).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientFrame, isPlainAct } from '../src/protocol';

const nearlyAct = fc.record({
  t: fc.oneof(fc.constant('act'), fc.constant('hello'), fc.string()),
  v: fc.oneof(fc.integer({ min: -5, max: 2e9 }), fc.double(), fc.string(), fc.constant(null)),
  action: fc.oneof(
    fc.record({ type: fc.oneof(fc.string({ maxLength: 70 }), fc.integer()) }, { requiredKeys: [] }),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.jsonValue(),
  ),
  id: fc.oneof(fc.string({ maxLength: 70 }), fc.integer()),
  extra: fc.jsonValue(),
}, { requiredKeys: [] });

describe('isPlainAct', () => {
  it('accepts only what clientFrame accepts, unchanged', () => {
    fc.assert(fc.property(fc.oneof(nearlyAct, fc.jsonValue()), (x) => {
      const json = JSON.parse(JSON.stringify(x ?? null)) as unknown;
      if (!isPlainAct(json)) return;
      const z = clientFrame.safeParse(json);
      expect(z.success).toBe(true);
      expect(z.data).toEqual(json);
    }), { numRuns: 5_000 });
  });

  it('accepts the act frames clients send', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1e9 }), fc.string({ minLength: 1, maxLength: 64 }), fc.option(fc.string({ minLength: 1, maxLength: 64 }), { nil: undefined }),
      fc.dictionary(fc.string().filter((k) => k !== 'type' && k !== '__proto__'), fc.jsonValue(), { maxKeys: 4 }),
      (v, type, id, rest) => {
        const frame = JSON.parse(JSON.stringify({ t: 'act', v, action: { ...rest, type }, ...(id === undefined ? {} : { id }) })) as unknown;
        expect(clientFrame.safeParse(frame).success).toBe(true);
        expect(isPlainAct(frame)).toBe(true);
      },
    ), { numRuns: 2_000 });
  });

  it('leaves refusals to zod', () => {
    for (const bad of [{ t: 'act', v: -1, action: { type: 'x' } }, { t: 'act', v: 1.5, action: { type: 'x' } }, { t: 'act', v: 1, action: { type: '' } },
      { t: 'act', v: 1, action: [] }, { t: 'act', v: 1, action: { type: 'x' }, id: '' }, { t: 'act', v: 1, action: { type: 'x' }, more: 1 }]) {
      expect(isPlainAct(bad)).toBe(false);
      expect(clientFrame.safeParse(bad).success).toBe(false);
    }
  });
});
