import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollD6 } from './d6';
import { rollDie, seedRng } from './rng';

describe('rollD6', () => {
  it('gives the same faces in the same order as rollDie(s, 6) and leaves the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const a = seedRng(seed);
        const b = seedRng(seed);
        for (let i = 0; i < 200; i++) expect(rollD6(a)).toBe(rollDie(b, 6));
        expect(a).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });
});
