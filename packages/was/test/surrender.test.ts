import { describe, expect, it } from 'vitest';
import { nextU32 } from '@salvo/kernel';
import type { WasAction, WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, newGame, put, refused, sea, toCombat } from './helpers';

function overOf(s: WasState): { winners: readonly string[]; summary: string } {
  const p = E.pending(s);
  if (p.kind !== 'over') throw new Error(`expected the game over, pending is ${p.kind}`);
  return p;
}

/** A surface battle in the North Sea: the Allies designate fire first. */
function battle(): WasState {
  const s = emptyBoard(newGame(), 3);
  put(s, ['gb-hood'], sea('north-sea'));
  put(s, ['de-bismarck'], sea('north-sea'));
  return toCombat(s, null, null);
}

describe('surrender (Clarification 1)', () => {
  it('WAS-C1-SURRENDER: the Allies surrender at their first decision; the game ends at once and the Axis win', () => {
    const s = newGame();
    const log: WasEvent[] = [];
    const t = act(s, { type: 'surrender', side: 'allies' }, log);
    expect(overOf(t)).toEqual({ kind: 'over', winners: ['axis'], summary: 'The Allies surrendered: the Axis win.' });
    expect(log).toEqual([{ type: 'surrendered', side: 'allies' }, { type: 'game-over', winner: 'axis', poc: 0 }]);
    expect(t.surrendered).toBe('allies');
    expect(E.legalActions(t)).toEqual([]);
    expect(refused(t, { type: 'surrender', side: 'axis' })).toBe('ERR_GAME_OVER');
    expect(refused(t, { type: 'deploy', malta: [] })).toBe('ERR_GAME_OVER');
  });

  it('WAS-C1-SURRENDER: the side that surrenders loses even with the full 10 POC lead (the POC do not decide)', () => {
    const s = battle();
    s.poc = 10;
    const t = act(s, { type: 'surrender', side: 'axis' });
    expect(overOf(t).winners).toEqual(['allies']);
    expect(overOf(t).summary).toBe('The Axis surrendered: the Allies win.');
    s.poc = -10;
    expect(overOf(act(s, { type: 'surrender', side: 'allies' })).winners).toEqual(['axis']);
  });

  it('WAS-C1-SURRENDER: accepted while the OTHER side decides, while dice are pending and during a secret order', () => {
    // The Axis surrender while the Allies designate fire.
    const fire = battle();
    expect(E.pending(fire)).toMatchObject({ kind: 'decision', player: 'allies' });
    expect(overOf(act(fire, { type: 'surrender', side: 'axis' })).winners).toEqual(['allies']);
    // With to-hit dice pending (the roll is not taken, nor the PRNG advanced).
    const dice = act(fire, { type: 'fire', groups: [{ shooters: ['gb-hood'], target: 'de-bismarck' }] });
    expect(E.pending(dice).kind).toBe('chance');
    const gone = act(dice, { type: 'surrender', side: 'allies' });
    expect(overOf(gone).winners).toEqual(['axis']);
    expect(gone.rng).toEqual(dice.rng);
    expect(gone.volleys).toEqual([]);
    // During a simultaneous secret order, after one side has written it: the written order is dropped.
    const s = emptyBoard(newGame(), 3);
    s.step = { kind: 'place-air' };
    const half = act(s, { type: 'place-air', side: 'allies', target: null });
    const t = act(half, { type: 'surrender', side: 'allies' });
    expect(overOf(t).winners).toEqual(['axis']);
    expect(t.secret).toEqual({});
  });

  it('WAS-C1-SURRENDER: a surrender names allies or axis; anything else is refused with a sentence', () => {
    const s = newGame();
    expect(refused(s, { type: 'surrender', side: 'russia' } as unknown as WasAction)).toBe('ERR_BAD_SIDE');
    expect(refused(s, { type: 'surrender' } as unknown as WasAction)).toBe('ERR_BAD_ACTION');
    const r = E.apply(s, { type: 'surrender', side: 7 } as unknown as WasAction);
    expect(r.ok ? '' : r.error.message).toBe('side must be a name, not 7.');
  });

  it('WAS-C1-SURRENDER: never listed by legalActions nor drawn by sampleAction', () => {
    let s = newGame({}, 5);
    const rng: [number, number, number, number] = [1, 2, 3, 4];
    for (let i = 0; i < 400 && E.pending(s).kind !== 'over'; i++) {
      expect(E.legalActions(s).some((a) => a.type === 'surrender')).toBe(false);
      const a = E.sampleAction(s, rng);
      expect(a.type).not.toBe('surrender');
      s = act(s, a);
      nextU32(rng);
    }
  });

  it('a state saved before surrender existed (no surrendered field) parses and plays on; a surrender survives a save', () => {
    const s = newGame();
    const text = E.serialize(s);
    expect(text).not.toContain('surrendered');
    const r = E.parse(text);
    if (!r.ok) throw new Error(r.error.message);
    const t = act(r.value, { type: 'deploy', malta: [] });
    expect(E.pending(t).kind).not.toBe('over');
    const gone = E.parse(E.serialize(act(t, { type: 'surrender', side: 'axis' })));
    expect(gone.ok && overOf(gone.value).winners).toEqual(['allies']);
  });
});
