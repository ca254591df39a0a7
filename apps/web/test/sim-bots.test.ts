import { describe, expect, it } from 'vitest';
import { SIM_BOTS, simBotFor } from '../src/scenario/sim-bots';

describe('the bots "What are the odds?" starts with', () => {
  it('the opponent the player chose, where it is offered; hard (too slow in a page) and no bot chosen start with normal', () => {
    expect(simBotFor('easy')).toBe('easy');
    expect(simBotFor('random')).toBe('random');
    expect(simBotFor('normal')).toBe('normal');
    expect(simBotFor('hard')).toBe('normal');
    expect(simBotFor(undefined)).toBe('normal');
    expect(SIM_BOTS).not.toContain('hard');
  });
});
