import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, editDistance } from './suggest';

const CLASSES = ['Queen Elizabeth', 'Hood', 'Tribal', 'S', 'T', 'King George V', 'Fairey Swordfish', 'Fairey Fulmar'];

describe('closest-name suggestions', () => {
  it('edit distance counts single-letter inserts, deletes and substitutions', () => {
    expect(editDistance('hood', 'hood')).toBe(0);
    expect(editDistance('hod', 'hood')).toBe(1);
    expect(editDistance('elisabeth', 'elizabeth')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('finds a misspelt or wrong-case name, and a name the typed text is part of', () => {
    expect(closestName('queen elisabeth', CLASSES)).toBe('Queen Elizabeth');
    expect(closestName('HOD', CLASSES)).toBe('Hood');
    expect(closestName('Tribal-class', CLASSES)).toBe('Tribal');
    expect(closestName('Swordfish', CLASSES)).toBe('Fairey Swordfish');
    expect(closestName('King George', CLASSES)).toBe('King George V');
  });

  it('suggests nothing for a name far from every candidate, for one or two letters, or for nothing typed', () => {
    expect(closestName('Dreadnought', CLASSES)).toBeUndefined();
    expect(closestName('Z', CLASSES)).toBeUndefined();
    expect(closestName('', CLASSES)).toBeUndefined();
    expect(didYouMean('Dreadnought', CLASSES)).toBe('');
    expect(didYouMean('Hod', CLASSES)).toBe(' Did you mean "Hood"?');
  });
});
