/** When the way back is open (take-back.ts): the marks of steps, and the last step a person may take back. */
import { describe, expect, it } from 'vitest';
import type { Pending } from './engine';
import { markStep, takeBackPoint, type StepMark } from './take-back';

const mark = (over: Partial<StepMark>): StepMark => ({ person: false, barrier: null, logFrom: 0, said: 'a step', ...over });
const decision: Pending<string> = { kind: 'decision', player: 'rn', decision: 'd', prompt: 'p' };
const orders: Pending<string> = { kind: 'simultaneous', players: ['allies', 'axis'], decision: 'orders', prompt: 'p' };

describe('when the way back is open', () => {
  it('returns to the last step a person made, past the bot steps after it', () => {
    const p = takeBackPoint([mark({ person: true, said: 'first' }), mark({ person: true, said: 'mine' }), mark({}), mark({})]);
    expect(p).toEqual({ ok: true, index: 1, said: 'mine' });
  });
  it('is closed by the computer\'s dice, revealed orders, a battle on the table and the game\'s end after the last step made here', () => {
    const dice = markStep('computer-dice', { kind: 'chance', request: { label: 'l', purpose: 'p', dice: 1, sides: 6 } } as Pending<string>, decision, false, 0, 'roll');
    expect(dice.barrier).toBe('dice');
    expect(takeBackPoint([mark({ person: true }), dice])).toEqual({ ok: false, why: 'Nothing to take back: the dice have been rolled since the last step made at this screen.' });
    const revealed = markStep('bot', orders, decision, false, 0, 'orders');
    expect(revealed.barrier).toBe('reveal');
    expect(takeBackPoint([mark({ person: true }), revealed])).toMatchObject({ ok: false, why: expect.stringContaining('secret orders have been shown') });
    const conceded = markStep('person', decision, { kind: 'over', winners: ['rm'], summary: 's' }, false, 0, 'concede');
    expect(takeBackPoint([mark({ person: true }), conceded])).toMatchObject({ ok: false, why: 'Nothing to take back: the game has ended since the last step made at this screen.' });
    const battle = markStep('person', decision, decision, true, 0, 'result');
    expect(takeBackPoint([mark({ person: true }), battle])).toMatchObject({ ok: false, why: expect.stringContaining('battle on the table') });
  });
  it('stays open after the first of several secret orders, and dice typed at the table are a person\'s step', () => {
    const first = markStep('person', orders, orders, false, 0, 'orders');
    expect(first).toMatchObject({ person: true, barrier: null });
    expect(markStep('typed-dice', { kind: 'chance' } as Pending<string>, decision, false, 0, 'typed')).toMatchObject({ person: true, barrier: null });
  });
  it('says when nothing has been done here yet, even behind the computer\'s dice', () => {
    const none = 'Nothing to take back: no step has been made at this screen yet.';
    expect(takeBackPoint([])).toEqual({ ok: false, why: none });
    expect(takeBackPoint([mark({ barrier: 'dice' }), mark({})])).toEqual({ ok: false, why: none });
  });
});

