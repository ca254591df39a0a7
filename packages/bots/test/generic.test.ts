/** The generic random-legal bot and playout runner on the other ruleset, Victory at Sea. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasSetup } from '@salvo/vas';
import { playout, randomAction } from '../src/index';

const setup: VasSetup = {
  seed: 5,
  fleets: [
    { id: 'red', side: 'red', ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 20, y: 10 }, heading: 0 }] },
    { id: 'blue', side: 'blue', ships: [{ id: 'malaya', class: 'Queen Elizabeth', position: { x: 40, y: 30 }, heading: 180 }] },
  ],
  options: { maxTurns: 4 },
};

describe('generic random-legal bot', () => {
  it('VAS-TURN-SEQUENCE: randomAction and playout drive a Victory at Sea battle to its end through the Engine contract alone', () => {
    const created = vas.createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    const rng = seedRng('generic');
    const r = playout(vas, created.value, { red: (s) => randomAction(vas, s, rng), blue: (s) => randomAction(vas, s, rng) }, { seed: 5 });
    expect(r.error).toBeUndefined();
    expect(r.finished).toBe(true);
    expect(r.actions.length).toBeGreaterThan(4);
  });
});
