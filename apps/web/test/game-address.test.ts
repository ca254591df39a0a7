/**
 * The addresses a page keeps for its game (src/session/game-address.ts): read back as written, a seat's without its
 * token, and anything else read as no game (the start screen).
 */
import { describe, expect, it } from 'vitest';
import { localAddress, parseAddress, seatAddress } from '../src/session/game-address';

describe('the game in the page\'s address', () => {
  it('reads back what it writes: a seat\'s game by its id (the seat only when needed), a local save by its id', () => {
    expect(seatAddress('g1', 'rn', false)).toBe('#game=g1');
    expect(parseAddress(seatAddress('g1', 'rn', false))).toEqual({ kind: 'game', game: 'g1' });
    expect(seatAddress('war-t2-north sea', 'rm', true)).toBe('#game=war-t2-north%20sea&seat=rm');
    expect(parseAddress(seatAddress('war-t2-north sea', 'rm', true))).toEqual({ kind: 'game', game: 'war-t2-north sea', seat: 'rm' });
    expect(parseAddress(localAddress('m1x-ab12'))).toEqual({ kind: 'local', id: 'm1x-ab12' });
  });

  it('knows the links: an invite (taken, never kept) and a spectator link (kept as it is)', () => {
    expect(parseAddress('#join=g1.secret')).toEqual({ kind: 'join', hash: '#join=g1.secret' });
    expect(parseAddress('#watch=g1.key.part')).toEqual({ kind: 'watch', hash: '#watch=g1.key.part', game: 'g1' });
  });

  it('reads anything else as no game', () => {
    for (const h of ['', '#', '#watch=g1', '#game=', '#local=', '#game=%E0%A4%A', '#other=1']) expect(parseAddress(h)).toBeNull();
  });
});
