/** Who rolled the dice an online frame reports (session/dice-source.ts). */
import { describe, expect, it } from 'vitest';
import { diceSources, reportsDice, sourceText } from '../src/session/dice-source';

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

  it('says it in words, "you" for this browser\'s own roll', () => {
    const name = (s: string) => (s === 'rn' ? 'Royal Navy' : 'Regia Marina');
    expect(sourceText({ typed: true, by: 'rm' }, name, 'rn')).toBe('typed at the table by Regia Marina');
    expect(sourceText({ typed: true, by: 'rn' }, name, 'rn')).toBe('typed at the table by you');
    expect(sourceText({ typed: true, by: null }, name, null)).toBe('typed at the table');
    expect(sourceText({ typed: false }, name, 'rn')).toBe('rolled by the server');
  });
});
