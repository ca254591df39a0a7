/**
 * The invite and spectator links kept with this browser's online games (src/session/my-games.ts): kept by the maker,
 * given back on reading, entries kept before the links existed still load, and a link of the wrong type is dropped
 * rather than the game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetInvites, inviteOf, myGame, myGames, rememberGame, type MyGame } from '../src/session/my-games';
import { QuotaStorage } from './quota-storage';

const storage = new QuotaStorage();
(globalThis as { localStorage?: unknown }).localStorage = storage;
afterEach(() => storage.items.clear());

const base: MyGame = { game: 'g1', kind: 'vas', seat: 'rn', token: 't'.repeat(20), table: false, created: '2026-12-07T10:00:00.000Z' };
const invite = 'http://127.0.0.1:8091/#join=g1.inv';
const watch = 'http://127.0.0.1:8091/#watch=g1.key';

describe('links kept with an online game', () => {
  it('keeps the maker\'s invite and spectator links and gives them back', () => {
    rememberGame({ ...base, invites: { rm: invite }, watch });
    const g = myGame('g1', 'rn');
    expect(g?.invites).toEqual({ rm: invite });
    expect(g?.watch).toBe(watch);
    expect(g && inviteOf(g)).toBe(invite);
  });

  it('reads entries kept before the links existed (no invites, no watch) as games, without links', () => {
    storage.setItem('salvo.myGames', JSON.stringify([
      { game: 'old', kind: 'was', seat: 'axis', token: 'x'.repeat(20), table: true, created: '2026-11-01T09:00:00.000Z' },
      { ...base, invites: { rm: invite }, watch },
    ]));
    const list = myGames();
    expect(list.map((g) => g.game)).toEqual(['old', 'g1']);
    expect(list[0]).toEqual({ game: 'old', kind: 'was', seat: 'axis', token: 'x'.repeat(20), table: true, created: '2026-11-01T09:00:00.000Z' });
    expect(list[0] && inviteOf(list[0])).toBeUndefined();
    expect(list[1]?.watch).toBe(watch);
  });

  it('drops a link of the wrong shape, not the game; drops entries without a game or token', () => {
    storage.setItem('salvo.myGames', JSON.stringify([
      { ...base, invites: { rm: 42, axis: 'not a link' }, watch: { bad: true } },
      { ...base, game: 'g2', invites: 'nope', watch: 'http://x/#join=g2.a' },
      { game: 'no-token', kind: 'vas', seat: 'rn' },
      null,
    ]));
    const list = myGames();
    expect(list.map((g) => g.game)).toEqual(['g1', 'g2']);
    for (const g of list) {
      expect(g.invites).toBeUndefined();
      expect(g.watch).toBeUndefined();
    }
  });

  it('a game remembered again without links keeps the ones kept for the same seat and token', () => {
    rememberGame({ ...base, invites: { rm: invite }, watch });
    rememberGame({ ...base, created: '2026-12-08T10:00:00.000Z' });
    expect(myGame('g1', 'rn')).toEqual({ ...base, created: '2026-12-08T10:00:00.000Z', invites: { rm: invite }, watch });
    // another token for that seat (a new game under the same id is not this one): nothing is carried over
    rememberGame({ ...base, token: 'u'.repeat(20) });
    expect(myGame('g1', 'rn')?.watch).toBeUndefined();
  });

  it('forgets the invite once every seat is taken and keeps the spectator link', () => {
    rememberGame({ ...base, invites: { rm: invite }, watch });
    forgetInvites('g1', 'rn');
    expect(myGame('g1', 'rn')).toEqual({ ...base, watch });
  });
});
