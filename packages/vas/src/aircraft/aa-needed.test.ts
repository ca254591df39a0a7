/**
 * The number the AA split shows the player (`aaNeeded`) is the number the engine then rolls against: all of
 * Ark Royal's AA dice declared at one flight, a die showing the number hits and a die one below misses.
 */
import { describe, expect, it } from 'vitest';
import { aaAttacking, aaNeeded, vas } from '../index';
import type { VasOptions, VasSetup, VasState } from '../types';
import { play, start } from '../../test/fixtures';
import { AIR_SETUP, toAttack } from './test-setup';

const AA = 1; // Ark Royal's AA weapon (7 dice, 5")
const ON_ARK = { x: 11.5, y: 24.5 };
const NEAR_ARK = { x: 14, y: 26 };
const ME109_NEAR = { x: 12, y: 28 };

const table = (options: VasOptions, to: Record<string, { x: number; y: number }>): VasState => {
  const setup: VasSetup = { ...AIR_SETUP, options: { aaByHand: true, ...options } };
  const s = toAttack({ to }, start(setup));
  expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'aa-fire' });
  return s;
};

/** The hits of all seven AA dice at `flight`, the first showing `first` and the others `rest`. */
function hitsAt(s: VasState, flight: string, first: number, rest: number): { need: unknown; hits: unknown } {
  const declared = play(s, [{ type: 'aa-fire', ship: 'ark', fire: [{ weapon: AA, flight, dice: 7 }] }]).state;
  const p = vas.pending(declared);
  if (p.kind !== 'chance') throw new Error(`expected the AA dice, got ${p.kind}`);
  const rolled = play(declared, [{ type: 'roll', values: [first, ...Array.from({ length: 6 }, () => rest)] }]);
  return { need: p.request.context?.need, hits: rolled.events.find((e) => e.type === 'aa-roll')?.data?.hits };
}

/** `aaNeeded` for `flight`, checked against the dice: the number hits, one below misses (7: a 6 misses). */
function expectRolledAgainst(s: VasState, flight: string, shown: number): void {
  expect(aaNeeded(s, 'ark', AA, flight)).toBe(shown);
  if (shown <= 6) expect(hitsAt(s, flight, shown, shown - 1)).toEqual({ need: shown, hits: 1 });
  else expect(hitsAt(s, flight, 6, 6)).toEqual({ need: 7, hits: 0 });
}

describe('aaNeeded: the die each AA weapon needs against each flight, as the engine rolls it', () => {
  it('VAS-AA-FIRE: plain, a Ju-87 (Target 5) not attacking her needs 5', () => {
    const s = table({}, { stuka1: NEAR_ARK, stuka2: ON_ARK });
    expect(aaAttacking(s, 'ark', 'stuka1')).toBeNull();
    expectRolledAgainst(s, 'stuka1', 5);
  });

  it('VAS-AA-BONUS: a dive bomber touching her with bombs to drop is attacking her and needs one less (4)', () => {
    const s = table({}, { stuka1: NEAR_ARK, stuka2: ON_ARK });
    expect(aaAttacking(s, 'ark', 'stuka2')).toBe('bombs');
    expectRolledAgainst(s, 'stuka2', 4);
  });

  it('VAS-AA-FIRE: Bad Weather -1, the attacking Ju-87 needs 5, and an Me-109 (Target 6) cannot be hit (7)', () => {
    const s = table({ weather: 'bad' }, { stuka2: ON_ARK, me109: ME109_NEAR });
    expectRolledAgainst(s, 'stuka2', 5);
    expect(aaAttacking(s, 'ark', 'me109')).toBeNull();
    expectRolledAgainst(s, 'me109', 7);
  });

  it('VAS-AA-FIRE: Bad Weather and Night, a Ju-87 not attacking her cannot be hit; the number reads the same off the other side\'s view', () => {
    const s = table({ weather: 'bad', night: true }, { stuka1: NEAR_ARK, stuka2: ON_ARK });
    expectRolledAgainst(s, 'stuka1', 7);
    expectRolledAgainst(s, 'stuka2', 6);
    const seen = vas.observe(s, 'rn') as unknown as VasState;
    expect(['stuka1', 'stuka2'].map((f) => aaNeeded(seen, 'ark', AA, f))).toEqual([7, 6]);
  });

  it('VAS-AA-FIRE: no number for a weapon that is not AA, an unknown flight or ship', () => {
    const s = table({}, { stuka1: NEAR_ARK, stuka2: ON_ARK });
    expect(aaNeeded(s, 'ark', 0, 'stuka1')).toBeNull();
    expect(aaNeeded(s, 'ark', AA, 'nobody')).toBeNull();
    expect(aaNeeded(s, 'nobody', AA, 'stuka1')).toBeNull();
  });
});
