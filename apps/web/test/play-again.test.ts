/** "Play again" (common/PlayAgain.tsx; session/new-game.ts `againOf`, `nextSeed`): which games may be begun again, and how. */
import { describe, expect, it } from 'vitest';
import { againOf, nextSeed, startLocal, type NewGame } from '../src/session/new-game';

const vsBot: NewGame = { game: 'vas', mode: 'bot', bot: 'easy', humanSeat: 'rn', seed: '11', preMeasure: true, botDelay: 0, scenario: 'matapan' };

describe('againOf', () => {
  it('keeps every choice but the seed, and against the bot swaps the person\'s side only when asked', () => {
    expect(againOf(vsBot, '12', false)).toEqual({ ...vsBot, seed: '12' });
    expect(againOf(vsBot, '12', true)).toEqual({ ...vsBot, seed: '12', humanSeat: 'rm' });
    const war: NewGame = { game: 'was', mode: 'bot', bot: 'search', humanSeat: 'axis', seed: '5', preMeasure: false, botDelay: 0, wasOptions: { tacticalBattles: true } };
    expect(againOf(war, '6', true)).toEqual({ ...war, seed: '6', humanSeat: 'allies' });
    const hotSeat: NewGame = { ...vsBot, mode: 'hot-seat' };
    expect(againOf(hotSeat, '12', true)).toEqual({ ...hotSeat, seed: '12' });
  });

  it('refuses a what-if branch and a battle whose seats were given (a deployed scenario, a campaign\'s or a war\'s battle)', () => {
    expect(againOf({ ...vsBot, mode: 'what-if' }, '12', false)).toBeNull();
    expect(againOf({ ...vsBot, seats: { rn: 'human', rm: 'easy' } }, '12', false)).toBeNull();
  });

  it('begins a real game: the bot now holds the side the person had', () => {
    const s = startLocal(againOf(vsBot, '99', true) as NewGame);
    if (typeof s === 'string') throw new Error(s);
    expect([s.controllerOf('rn'), s.controllerOf('rm')]).toEqual(['easy', 'human']);
    s.dispose();
  });
});

describe('nextSeed', () => {
  it('is the clock\'s number, and never the finished game\'s own seed', () => {
    expect(nextSeed('11', 1_700_000_012_345)).toBe('12345');
    expect(nextSeed('12345', 1_700_000_012_345)).toBe('12346');
  });
});
