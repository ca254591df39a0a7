import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vas } from '../index';
import { nominatedToMove, start, toMovement, twoFleets } from '../../test/fixtures';

describe('Untrusted input never throws', () => {
  it('VAS-SETUP-VALID: createGame answers any JSON value with a state or a coded error', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => {
      const r = vas.createGame(json);
      if (!r.ok) expect(r.error.problems.every((p) => /^ERR_/.test(p.code))).toBe(true);
    }), { numRuns: 500 });
    // near-misses of a real setup
    fc.assert(fc.property(fc.jsonValue(), fc.constantFrom('seed', 'fleets', 'options'), (junk, key) => {
      const r = vas.createGame({ ...twoFleets(), [key]: junk });
      if (!r.ok) expect(r.error.problems.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });

  it('VAS-ENGINE-ERRORS: apply answers any action-shaped junk with a result, never a throw, and never mutates', () => {
    const states = [start(twoFleets()), toMovement(start(twoFleets()), [6, 6, 1, 1]).state, nominatedToMove(start(twoFleets()), 'warspite')];
    const junk = fc.record({
      type: fc.constantFrom('roll', 'take-first', 'nominate-move', 'move', 'attack', 'damage-control', 'concede', 'x'),
      ship: fc.oneof(fc.constantFrom('warspite', 'hipper'), fc.jsonValue()),
      fleet: fc.oneof(fc.constantFrom('british', 'german'), fc.jsonValue()),
      values: fc.oneof(fc.array(fc.integer({ min: -2, max: 8 })), fc.jsonValue()),
      legs: fc.oneof(fc.array(fc.oneof(fc.record({ forward: fc.double() }), fc.record({ turn: fc.double() }), fc.jsonValue())), fc.jsonValue()),
      fire: fc.oneof(fc.array(fc.record({ weapon: fc.integer({ min: -1, max: 8 }), target: fc.constantFrom('hipper', 'warspite', 'x') })), fc.jsonValue()),
      special: fc.oneof(fc.constantFrom('flank-speed', 'evasive', 'nope'), fc.jsonValue()),
      critical: fc.oneof(fc.constant(null), fc.integer(), fc.jsonValue()),
      first: fc.oneof(fc.boolean(), fc.jsonValue()),
    }, { requiredKeys: ['type'] });
    fc.assert(fc.property(fc.constantFrom(0, 1, 2), junk, (i, action) => {
      const s = states[i]!;
      const before = JSON.stringify(s);
      const r = vas.apply(s, action as never);
      if (!r.ok) expect(r.error.code).toMatch(/^ERR_/);
      expect(JSON.stringify(s)).toBe(before);
    }), { numRuns: 1000 });
  });
});
