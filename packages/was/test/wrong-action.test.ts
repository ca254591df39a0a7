/** A War at Sea action of the wrong kind is refused with a sentence that says what the game asks now. */
import { describe, expect, it } from 'vitest';
import { E, newGame } from './helpers';

describe('an action that does not fit the moment', () => {
  it('is refused with ERR_WRONG_ACTION, the state unchanged, and the sentence quotes what the game asks', () => {
    const s = newGame();
    const before = JSON.stringify(s);
    const p = E.pending(s);
    const r = E.apply(s, { type: 'fire', groups: [] });
    expect(r.ok).toBe(false);
    if (r.ok || p.kind !== 'decision') throw new Error('expected the opening decision');
    expect(r.error.code).toBe('ERR_WRONG_ACTION');
    expect(r.error.message).toContain(p.prompt);
    expect(r.error.message).not.toMatch(/\bstep\b/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
