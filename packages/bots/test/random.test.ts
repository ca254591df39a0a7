import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { wasEngine } from '@salvo/was';
import { playWasMatch, playout, randomAction, randomWasBot } from '../src/index';
import { freshGame } from './fixtures';

describe('random-legal bots', () => {
  it('bot: randomAction (any engine, through sampleAction) plays War at Sea to the end of Turn 8, every action accepted', () => {
    const rng = seedRng('random-any');
    const r = playout(wasEngine, freshGame(3), { allies: (s) => randomAction(wasEngine, s, rng), axis: (s) => randomAction(wasEngine, s, rng) }, { seed: 3 });
    expect(r.error).toBeUndefined();
    expect(r.finished).toBe(true);
    expect(r.state.turn).toBe(8);
  });

  it('bot: the same seeds give the same game; the record replays through apply to the same result', () => {
    const bots = (): Parameters<typeof playWasMatch>[1] => ({ allies: randomWasBot(seedRng('a')), axis: randomWasBot(seedRng('b')) });
    const one = playWasMatch({ seed: 11 }, bots());
    const two = playWasMatch({ seed: 11 }, bots());
    expect(two.actions).toEqual(one.actions);
    let s = freshGame(11);
    for (const a of one.actions) {
      const r = wasEngine.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.poc).toBe(one.state.poc);
    expect(wasEngine.pending(s)).toEqual(wasEngine.pending(one.state));
  });

  it('bot, rule 5.5: a random bot answers a simultaneous step for its own side only', () => {
    const bot = randomWasBot(seedRng('side'));
    let s = freshGame(5);
    for (let i = 0; i < 400 && s.step.kind !== 'place-air'; i++) {
      const p = wasEngine.pending(s);
      s = p.kind === 'chance' ? wasEngine.rollChance(s).state : (() => {
        const side = p.kind === 'decision' ? p.player : 'allies';
        const r = wasEngine.apply(s, bot.decide(s, side));
        if (!r.ok) throw new Error(r.error.message);
        return r.value.state;
      })();
    }
    expect(s.step.kind).toBe('place-air');
    const a = bot.decide(s, 'axis');
    expect(a.type).toBe('place-air');
    expect('side' in a && a.side).toBe('axis');
    expect(wasEngine.apply(s, a).ok).toBe(true);
  });
});
