/** Who rolled the dice an online frame reports (session/dice-source.ts). */
import { describe, expect, it } from 'vitest';
import { diceSources, recordedSources, reportsDice, sourceText } from '../src/session/dice-source';

const people = [{ seat: 'rn', kind: 'human', bot: null }, { seat: 'rm', kind: 'human', bot: null }];
const withBot = [{ seat: 'rn', kind: 'human', bot: null }, { seat: 'rm', kind: 'bot', bot: 'random' }];
const chanceFor = (seat: string) => ({ kind: 'chance' as const, seats: [seat] });
const decision = { kind: 'decision' as const, seats: ['rn'] };

describe('online dice: typed at the table or rolled by the server', () => {
  it('knows a dice-reporting event of either game', () => {
    expect(reportsDice({ type: 'attack-roll', rule: 'VAS-ATTACK-HIT', text: '', data: { rolls: [1, 2] } })).toBe(true);
    expect(reportsDice({ type: 'initiative-roll', rule: 'VAS-INIT-ROLL', text: '' })).toBe(true);
    expect(reportsDice({ type: 'attack-reroll', text: '' })).toBe(true);
    expect(reportsDice({ type: 'shots', side: 'axis', rolls: [6] })).toBe(true);
    expect(reportsDice({ type: 'speed-roll', ship: 'x', roll: 4 })).toBe(true);
    expect(reportsDice({ type: 'moved', side: 'axis', ship: 'x', to: 'north-sea' })).toBe(false);
    expect(reportsDice({ type: 'nominated', text: 'Zara is nominated to move.' })).toBe(false);
  });

  it('without table mode the server rolls every die', () => {
    expect(diceSources({ table: false, seats: people, before: chanceFor('rn'), versions: 1 }, 2)).toEqual([{ typed: false }, { typed: false }]);
  });

  it('in table mode the seat whose roll it was typed it; with no bot every die is typed, even in a catch-up', () => {
    expect(diceSources({ table: true, seats: people, before: chanceFor('rm'), versions: 1 }, 1)).toEqual([{ typed: true, by: 'rm' }]);
    expect(diceSources({ table: true, seats: people, before: decision, versions: 5 }, 3)).toEqual([{ typed: true, by: null }, { typed: true, by: null }, { typed: true, by: null }]);
  });

  it('in table mode with a bot, only the first roll after a person\'s table roll is typed; the bot\'s dice are the server\'s', () => {
    expect(diceSources({ table: true, seats: withBot, before: chanceFor('rn'), versions: 3 }, 2)).toEqual([{ typed: true, by: 'rn' }, { typed: false }]);
    expect(diceSources({ table: true, seats: withBot, before: decision, versions: 2 }, 1)).toEqual([{ typed: false }]);
  });

  it('from the server\'s record: a frame spanning a typed roll, a bot\'s decision and the bot\'s server roll marks each as it was', () => {
    const roll = (r: number) => ({ type: 'attack-roll', rule: 'VAS-ATTACK-HIT', text: '', data: { rolls: [r] } });
    const events = [roll(5), { type: 'nominated', text: 'Zara is nominated to move.' }, roll(2), roll(3), roll(6)];
    // versions: rn typed [0]; the bot's decision [1]; the server rolled for the bot [2, 3]; rn typed [4]
    const rolls = [{ at: 0, n: 1, by: 'rn' }, { at: 2, n: 2, by: null }, { at: 4, n: 1, by: 'rn' }];
    expect(recordedSources(rolls, events)).toEqual([{ typed: true, by: 'rn' }, { typed: false }, { typed: false }, { typed: true, by: 'rn' }]);
    // The inference from whose turn it was (servers without the record) gets this frame wrong: it marks the last typed roll as the server's.
    expect(diceSources({ table: true, seats: withBot, before: chanceFor('rn'), versions: 5 }, 4)[3]).toEqual({ typed: false });
    // No table mode: every recorded roll is the server's.
    expect(recordedSources([{ at: 0, n: 5, by: null }], events).every((x) => !x.typed)).toBe(true);
  });

  it('says it in words, "you" for this browser\'s own roll', () => {
    const name = (s: string) => (s === 'rn' ? 'Royal Navy' : 'Regia Marina');
    expect(sourceText({ typed: true, by: 'rm' }, name, 'rn')).toBe('typed at the table by Regia Marina');
    expect(sourceText({ typed: true, by: 'rn' }, name, 'rn')).toBe('typed at the table by you');
    expect(sourceText({ typed: true, by: null }, name, null)).toBe('typed at the table');
    expect(sourceText({ typed: false }, name, 'rn')).toBe('rolled by the server');
  });
});
