import { describe, expect, it } from 'vitest';
import { asSentences } from '../src/common/sentences';

describe('texts read as sentences (the announcer)', () => {
  it('keeps each text\'s own full stop, adds one where there is none, and never doubles it', () => {
    expect(asSentences(['Royal Navy concedes the battle.', 'HMS Valiant leaves the battle.'])).toBe('Royal Navy concedes the battle. HMS Valiant leaves the battle.');
    expect(asSentences(['Regia Marina declines to move first.', 'Royal Navy must move first'])).toBe('Regia Marina declines to move first. Royal Navy must move first.');
    expect(asSentences(['Hit!', 'Is she sinking?', 'Flight "b1" (Swordfish).', 'Message: "go"'])).toBe('Hit! Is she sinking? Flight "b1" (Swordfish). Message: "go".');
    expect(asSentences(['  ', 'One'])).toBe('One.');
  });
});
