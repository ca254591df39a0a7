/**
 * The games by mail kept on this browser (src/mail/mail-store.ts) and the name a file is downloaded under
 * (src/mail/mail-words.ts): the newest file per game and seat, the passphrase kept only when asked for and kept
 * through later saves, a full storage costing the save and never the game.
 */
import { describe, expect, it } from 'vitest';
import { forgetMail, forgetPassphrase, keepMail, keptGame, keptMail, MAX_MAIL_KEPT, type KeptMail } from '../src/mail/mail-store';
import { mailFileName, playerName } from '../src/mail/mail-words';
import { QuotaStorage } from './quota-storage';

const game = (id: string, seat: string, count: number, extra: Partial<KeptMail> = {}): KeptMail => ({
  id, game: 'war-at-sea', seat, seats: ['axis', 'allies'], names: { axis: 'Alice', allies: 'Bob' }, text: `{"n":${count}}`, count,
  whose: 'Your move', status: 'decide', savedAt: '2026-12-07T21:00:00.000Z', ...extra,
});

describe('games by mail kept on this browser', () => {
  it('keeps the newest file of each game and seat, newest first, and forgets one on request', () => {
    const kv = new QuotaStorage();
    keepMail(game('g1', 'axis', 3), kv);
    keepMail(game('g2', 'allies', 1), kv);
    keepMail(game('g1', 'axis', 7), kv);
    keepMail(game('g1', 'allies', 8), kv);
    expect(keptMail(kv).map((g) => `${g.id}:${g.seat}:${g.count}`)).toEqual(['g1:allies:8', 'g1:axis:7', 'g2:allies:1']);
    forgetMail('g1', 'axis', kv);
    expect(keptGame('g1', 'axis', kv)).toBeUndefined();
    expect(keptGame('g1', 'allies', kv)?.count).toBe(8);
  });

  it('keeps a passphrase only when given, through later saves without one, until it is forgotten', () => {
    const kv = new QuotaStorage();
    keepMail(game('g1', 'axis', 1), kv);
    expect(keptGame('g1', 'axis', kv)?.passphrase).toBeUndefined();
    keepMail(game('g1', 'axis', 1, { passphrase: 'alice sails at dawn' }), kv);
    keepMail(game('g1', 'axis', 2), kv);
    expect(keptGame('g1', 'axis', kv)?.passphrase).toBe('alice sails at dawn');
    forgetPassphrase('g1', 'axis', kv);
    expect(keptGame('g1', 'axis', kv)?.passphrase).toBeUndefined();
    expect(keptGame('g1', 'axis', kv)?.count).toBe(2);
  });

  it(`keeps at most ${MAX_MAIL_KEPT} games, and a full storage refuses the save without throwing`, () => {
    const kv = new QuotaStorage();
    for (let i = 0; i < MAX_MAIL_KEPT + 3; i++) keepMail(game(`g${i}`, 'axis', i), kv);
    expect(keptMail(kv)).toHaveLength(MAX_MAIL_KEPT);
    expect(keptMail(kv)[0]?.id).toBe(`g${MAX_MAIL_KEPT + 2}`);
    const full = new QuotaStorage(50);
    expect(keepMail(game('g1', 'axis', 1), full)).toBe(false);
    expect(keptMail(full)).toEqual([]);
    expect(keepMail(game('g1', 'axis', 1), null)).toBe(false);
  });
});

describe('the name of a mail file', () => {
  it('is <game>-<names>-<action count>.salvo-mail.json, the creator first, a side for a player with no name', () => {
    expect(mailFileName('war-at-sea', ['axis', 'allies'], { axis: 'Alice', allies: 'Bob' }, 12)).toBe('war-at-sea-alice-bob-12.salvo-mail.json');
    expect(mailFileName('vas', ['rn', 'rm'], { rn: 'Émile Zola!' }, 0)).toBe('victory-at-sea-emile-zola-regia-marina-0.salvo-mail.json');
    expect(playerName('vas', {}, 'rm')).toBe('the Regia Marina player');
  });
});
