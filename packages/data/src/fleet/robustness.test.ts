import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRosterFile } from '../rosters/parse';
import { validateFleet } from './validate';

describe('bad input never throws', () => {
  it('VAS-FLEET-LIST: any JSON value as a fleet file gives a report (problems, or a fleet within budget), never an exception', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const r = validateFleet(v, { level: 'Battle', points: 5 });
      if (r.fleet) expect(r.cost).toBeLessThanOrEqual(5);
      else expect(r.problems.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });

  it('VAS-FLEET-LIST: fleet-shaped junk (random classes, counts, commands) is judged whole without throwing', () => {
    const ship = fc.record({ class: fc.oneof(fc.constantFrom('Tribal', 'Queen Elizabeth', 'Bismarck', 'Illustrious'), fc.string()), count: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(undefined)), command: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.string(), fc.constant(undefined)) });
    fc.assert(fc.property(fc.array(ship, { maxLength: 6 }), (ships) => {
      const r = validateFleet({ nation: 'Royal Navy', ships }, { level: 'Battle' });
      expect(r.problems.every((p) => typeof p.details?.rule === 'string' && p.code.startsWith('ERR_'))).toBe(true);
    }), { numRuns: 300 });
  });

  it('DATA-ROSTER-SCHEMA: any JSON value as a roster file is either loaded whole or refused with problems, never an exception', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const r = parseRosterFile('x.json', v);
      if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });
});
