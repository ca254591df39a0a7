/** The new-game form's bot strengths: War at Sea's `search` seats a search bot in a local game, and it answers legally. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { wasEngine, type WasState } from '@salvo/was';
import { wasAdapter } from '../src/session/adapters';
import { startLocal } from '../src/session/new-game';

describe('bot strengths offered by the start screen', () => {
  it('a War at Sea game against the search bot seats it, and its first decision is one the engine accepts', () => {
    const s = startLocal({ game: 'was', mode: 'bot', bot: 'search', humanSeat: 'axis', seed: '7', preMeasure: false, botDelay: 0 });
    if (typeof s === 'string') throw new Error(s);
    expect(s.controllerOf('allies')).toBe('search');
    expect(s.controllerOf('axis')).toBe('human');
    const c = wasEngine.createGame({ seed: 7 });
    if (!c.ok) throw new Error(c.error.message);
    const state: WasState = c.value;
    const a = wasAdapter('axis').botDecide(state, 'allies', 'search', seedRng('web'));
    expect(wasEngine.apply(state, a).ok).toBe(true);
  });
});
