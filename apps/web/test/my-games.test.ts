/** "Your online games" (src/session/my-games.ts): how long a game has waited, and which messages this browser showed. */
import { afterEach, describe, expect, it } from 'vitest';
import { markMessagesRead, messagesRead, rememberGame, sinceText } from '../src/session/my-games';

describe('sinceText', () => {
  const now = new Date(2026, 11, 7, 15, 30);
  it('gives the time for a move made today and the day for an earlier one', () => {
    expect(sinceText(new Date(2026, 11, 7, 14, 5).toISOString(), now)).toBe(`since ${new Date(2026, 11, 7, 14, 5).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`);
    expect(sinceText(new Date(2026, 11, 3, 9, 0).toISOString(), now)).toBe(`since ${new Date(2026, 11, 3).toLocaleDateString([], { day: 'numeric', month: 'short' })}`);
    expect(sinceText(new Date(2026, 11, 3, 9, 0).toISOString(), now)).not.toContain(':');
  });
  it('says nothing of a time it cannot read', () => {
    expect(sinceText('not a time', now)).toBe('');
  });
});

describe('messages read', () => {
  const kept = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k),
  };
  afterEach(() => kept.clear());

  it('remembers the latest message shown per game and seat, never going back, and only for games this browser keeps', () => {
    rememberGame({ game: 'g1', kind: 'vas', seat: 'rn', token: 't'.repeat(20), table: false, created: '' });
    expect(messagesRead('g1', 'rn')).toBe(0);
    markMessagesRead('g1', 'rn', 4);
    markMessagesRead('g1', 'rn', 2);
    expect(messagesRead('g1', 'rn')).toBe(4);
    expect(messagesRead('g1', 'rm')).toBe(0);
    // a mark for a game the browser no longer keeps is dropped with the next mark
    markMessagesRead('gone', 'rn', 3);
    markMessagesRead('g1', 'rn', 5);
    expect(messagesRead('gone', 'rn')).toBe(0);
    expect(messagesRead('g1', 'rn')).toBe(5);
  });
});
