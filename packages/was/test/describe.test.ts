/** The shared War at Sea sentences (describe.ts): names, never ids, and face-down counters stay anonymous. */
import { describe, expect, it } from 'vitest';
import { describeAction, describeEvent, wasEngine } from '../src/index';

describe('War at Sea sentences', () => {
  it('WAS-7.2: a volley names its ships and places by their printed names; a ship the view does not show reads "a British ship"', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const s = start.value;
    expect(describeEvent(s, { type: 'sunk', ship: 'gb-hood' })).toBe('Hood is sunk');
    expect(describeEvent({ ships: [] }, { type: 'sunk', ship: 'gb-hood' })).toBe('a British ship is sunk');
    expect(describeAction(s, { type: 'place-air', side: 'axis', target: 'north-sea' } as never)).toBe('land-based air on North Sea');
    expect(describeAction(s, { type: 'move', side: 'axis', orders: [] } as never)).toBe('all ships stay where they are');
  });
});
