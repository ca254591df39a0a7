import { describe, expect, it } from 'vitest';
import { diceFitRequest, type ChanceRequest } from './chance';

const request = (dice: number, sides = 6): ChanceRequest => ({
  dice, sides, purpose: 'critical-confirm', label: `Roll ${dice}d${sides} for possible critical hits on Bismarck: 4+ is a critical hit`,
});

describe('diceFitRequest: why typed dice do not answer a chance step', () => {
  it.each([
    { dice: 1, values: [3, 4], text: 'This roll takes 1 die, not 2 (Roll 1d6 for possible critical hits on Bismarck: 4+ is a critical hit).' },
    { dice: 2, values: [3], text: 'This roll takes 2 dice, not 1 (Roll 2d6 for possible critical hits on Bismarck: 4+ is a critical hit).' },
    { dice: 1, values: [], text: 'This roll takes 1 die, not 0 (Roll 1d6 for possible critical hits on Bismarck: 4+ is a critical hit).' },
  ])('a wrong count names the roll by its label and says "$dice" die/dice: $values', ({ dice, values, text }) => {
    const problem = diceFitRequest(request(dice), values);
    expect(problem).toBe(text);
    expect(problem).not.toContain('critical-confirm');
  });

  it('a label ending in punctuation is not doubled', () => {
    expect(diceFitRequest({ dice: 1, sides: 6, purpose: 'x', label: 'Roll 1d6 for the fire: ' }, [])).toBe('This roll takes 1 die, not 0 (Roll 1d6 for the fire).');
  });

  it.each([[0], [7], [2.5], [Number.NaN]])('a face the die does not have (%s) is refused; 1 and 6 are faces', (v) => {
    expect(diceFitRequest(request(1), [v])).toMatch(/^A d6 shows 1 to 6, not /);
    expect(diceFitRequest(request(2), [1, 6])).toBeNull();
  });

  it('a d3 shows 1 to 3', () => {
    expect(diceFitRequest(request(1, 3), [4])).toBe('A d3 shows 1 to 3, not 4.');
    expect(diceFitRequest(request(1, 3), [3])).toBeNull();
  });
});
