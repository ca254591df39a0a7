import { describe, expect, it } from 'vitest';
import { RULES } from './rules';

/** rules.ts merges by union (.gitattributes): two branches adding the same rule would list it twice. */
describe('the rule registry', () => {
  it('names every rule once, each with a title and a source', () => {
    const ids = RULES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const r of RULES) {
      expect(r.id).toMatch(/^VAS-[A-Z0-9-]+$/);
      expect(r.title.length, r.id).toBeGreaterThan(10);
      expect(r.source.length, r.id).toBeGreaterThan(3);
    }
  });
});
