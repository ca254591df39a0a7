/** The abbreviation rule for War at Sea counters (src/was/counter-label.ts). */
import { describe, expect, it } from 'vitest';
import { abbreviate, counterText, factors } from '../src/was/counter-label';

describe('War at Sea counter text', () => {
  it('keeps a name that fits whole', () => {
    expect(abbreviate('Hood', 10)).toBe('Hood');
    expect(abbreviate('Queen Elizabeth', 15)).toBe('Queen Elizabeth');
  });
  it('cuts every word but the last to its initial, dropping joining words', () => {
    expect(abbreviate('Queen Elizabeth', 14)).toBe('Q. Elizabeth');
    expect(abbreviate('Conte di Cavour', 12)).toBe('C. Cavour');
    expect(abbreviate('Admiral Graf Spee', 12)).toBe('A. G. Spee');
    expect(abbreviate('Prince of Wales', 12)).toBe('P. Wales');
  });
  it('keeps the word before a last word of one or two characters', () => {
    expect(abbreviate('King George V', 12)).toBe('K. George V');
  });
  it('cuts a name still too long with an ellipsis, never below three letters', () => {
    expect(abbreviate('Oktyabrskaya Revolutsiya', 10)).toBe('O. Revolu…');
    expect(abbreviate('Courageous', 2)).toBe('Cou…');
  });
  it('never cuts the factors', () => {
    const f = factors({ attack: 1, defense: 2, speed: 3, airstrike: 2 });
    expect(f).toBe('1-2-3(2)');
    expect(counterText('Courageous', f, 14)).toBe('Cour… 1-2-3(2)');
    expect(counterText('Hood', factors({ attack: 8, defense: 8, speed: 3, airstrike: 0 }), 30)).toBe('Hood 8-8-3');
  });
});
