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

  it('WAS-6.4: the log says where ships sail and arrive, the deployment, the POC without the side twice, and why a die has +1', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const s = start.value;
    expect(describeEvent(s, { type: 'moved', side: 'axis', ship: 'it-zara', to: 'north-atlantic', via: 'mediterranean' } as never)).toBe('Zara sails to the North Atlantic via the Mediterranean');
    // a ship that made her speed roll is told where she arrived: where she is in the state after the roll
    const after = { ships: s.ships.map((x) => (x.id === 'it-zara' ? { ...x, location: { kind: 'sea' as const, area: 'north-sea' } } : x)) };
    expect(describeEvent(after as never, { type: 'speed-roll', ship: 'it-zara', roll: 5, speed: 7, success: true })).toBe('Zara speed roll 5 against 7: arrives in the North Sea');
    expect(describeEvent(s, { type: 'deployed', malta: [] })).toBe('Every British ship starts in England');
    expect(describeEvent(s, { type: 'deployed', malta: ['gb-hood'] })).toBe('Hood starts at Malta, the other British ships in England');
    expect(describeEvent(s, { type: 'poc', side: 'allies', points: 1, reason: 'control of the North Sea' })).toBe('+1 POC to the Allies (control of the North Sea)');
    expect(describeEvent(s, { type: 'shots', side: 'axis', shooters: ['de-gneisenau'], target: 'gb-hood', rolls: [3], hits: 0, disable: false, mods: [1] })).toBe('Gneisenau fires at Hood: 3 +1 (German gunnery, 11.5) miss: no effect');
  });
});
