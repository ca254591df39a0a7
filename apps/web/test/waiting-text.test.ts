/** What a page says while others decide (common/waiting-text.ts): bots, people elsewhere, spectators, seats not taken. */
import { describe, expect, it } from 'vitest';
import { waitingText, type WaitingSession } from '../src/common/waiting-text';
import type { Controller } from '../src/session/types';

const local = (controllers: Record<string, Controller>): WaitingSession => ({ controllerOf: (s) => controllers[s] ?? 'human' });
const online = (o: { seat: string | null; bots?: string[]; waiting?: string[]; invite?: string; here?: string[] }): WaitingSession => ({
  controllerOf: (s) => (s === o.seat ? 'human' : 'remote'),
  botSeat: (s) => (o.bots ?? []).includes(s),
  joined: (s) => !(o.waiting ?? []).includes(s),
  spectator: o.seat === null,
  ...(o.invite ? { invite: o.invite } : {}),
  ...(o.here ? { present: (s: string) => o.here?.includes(s) } : {}),
});

describe('waitingText', () => {
  it('a bot in the page, and a bot the server seats online, are called bots', () => {
    expect(waitingText(local({ rn: 'human', rm: 'normal' }), ['rm'], 'Regia Marina')).toBe('Regia Marina (bot) is deciding…');
    expect(waitingText(online({ seat: 'rn', bots: ['rm'] }), ['rm'], 'Regia Marina')).toBe('Regia Marina (bot) is deciding…');
  });

  it('a person elsewhere is the other player; a spectator is told who decides without it', () => {
    expect(waitingText(online({ seat: 'rn' }), ['rm'], 'Regia Marina')).toBe('Regia Marina (the other player) is deciding…');
    expect(waitingText(online({ seat: null }), ['rn', 'rm'], 'Royal Navy and Regia Marina')).toBe('Royal Navy and Regia Marina are deciding…');
  });

  it('a seat whose invite is not claimed: its player has not joined, with the invite link for the page that has it', () => {
    expect(waitingText(online({ seat: 'rn', waiting: ['rm'], invite: 'http://x/#join=g.i' }), ['rm'], 'Regia Marina')).toBe('Regia Marina has not joined yet: send the other player the invite link above.');
    expect(waitingText(online({ seat: null, waiting: ['rm'] }), ['rm'], 'Regia Marina')).toBe('Waiting for Regia Marina to join the game.');
  });

  it('a person with no page open on the game (the server\'s presence) is said not to be connected; unknown presence says nothing of it', () => {
    expect(waitingText(online({ seat: 'rn', here: ['rn'] }), ['rm'], 'Regia Marina')).toBe('Regia Marina (the other player) is not connected now; the game waits for them to come back.');
    expect(waitingText(online({ seat: 'rn', here: ['rn', 'rm'] }), ['rm'], 'Regia Marina')).toBe('Regia Marina (the other player) is deciding…');
    expect(waitingText(online({ seat: null, here: ['rn'] }), ['rn', 'rm'], 'Royal Navy and Regia Marina')).toBe('Royal Navy and Regia Marina are deciding…');
    expect(waitingText(online({ seat: null, here: [] }), ['rn', 'rm'], 'Royal Navy and Regia Marina')).toBe('Royal Navy and Regia Marina are not connected now; the game waits for them to come back.');
    // a bot's seat is never "away"
    expect(waitingText(online({ seat: 'rn', bots: ['rm'], here: ['rn'] }), ['rm'], 'Regia Marina')).toBe('Regia Marina (bot) is deciding…');
  });
});
