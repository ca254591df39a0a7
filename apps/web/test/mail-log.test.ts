/**
 * The log of a game by mail in the page (src/session/mail-log.ts) tells the friend's decisions, not only their
 * events: War at Sea's deployment and moves write no event, and were a silent change on the board (the opened file's
 * "Since you sent the file:" said only "Bob joined the game" and the dice, and "Earlier in this game:" stood empty).
 */
import { describe, expect, it } from 'vitest';
import { sampledFor } from '@salvo/bots';
import { seedRng } from '@salvo/kernel';
import type { Side, WasAction, WasState } from '@salvo/was';
import { openMailGame, startMailGame } from '../src/mail/mail-start';
import type { AnySession } from '../src/session/new-game';
import type { GameSession, LogEntry } from '../src/session/types';

type Was = GameSession<WasState, WasAction>;
const PASS = { allies: 'alice sails at dawn', axis: 'bob keeps watch' } as const;

function opened(s: AnySession | string): Was {
  if (typeof s === 'string') throw new Error(s);
  return s as Was;
}

async function playUntilSend(s: Was, seat: Side, rng: ReturnType<typeof seedRng>): Promise<string> {
  for (let n = 0; n < 200; n++) {
    const snap = s.getSnapshot();
    if (snap.mail) return snap.mail.text;
    expect(await s.submit(sampledFor(snap.state, seat, rng), 'test')).toBeNull();
  }
  throw new Error('no file to send after 200 decisions');
}

const MOVE = /^(.+ to (the )?[A-Z][A-Za-z ()]+( via (the )?[A-Z][A-Za-z ()]+)?(; |$))+|^all ships stay where they are$/;
const since = (log: readonly LogEntry[]): LogEntry[] => log.slice(log.findIndex((l) => l.heading === true && l.text === 'Since you sent the file:') + 1);

describe('the log of a game by mail tells the other player\'s decisions', () => {
  it('War at Sea: the Allies\' deployment and move, then the Axis move, each told with who made it', async () => {
    const rng = seedRng('mail-log');
    const alice = opened(startMailGame({ game: 'war-at-sea', seat: 'allies', name: 'Alice', friend: 'Bob', passphrase: PASS.allies, remember: false, weakBismarcks: false, accumulateUboats: false }, new Date('2026-12-07T22:00:00Z')));
    let file = await playUntilSend(alice, 'allies', rng);
    const bob = opened(openMailGame(file, 'axis', PASS.axis, false));
    const toBob = bob.getSnapshot().log.filter((l) => l.actor === 'Alice').map((l) => l.text);
    expect(toBob[0]).toMatch(/^(start every British ship in England|start .+ at Malta, the rest in England|Every British ship starts in England|.+ starts? at Malta, the other British ships in England)$/);
    expect(toBob[1]).toMatch(MOVE);
    file = await playUntilSend(bob, 'axis', rng);
    const log = opened(openMailGame(file, 'allies', PASS.allies, false)).getSnapshot().log;
    // her own decisions under "Earlier in this game:", the heading never left empty
    const earlier = log.findIndex((l) => l.text === 'Earlier in this game:');
    expect(log[earlier + 1]?.heading).toBeUndefined();
    expect(log[earlier + 1]).toMatchObject({ actor: 'Alice' });
    // Bob's move, in words, after the file she sent
    expect(since(log).some((l) => l.actor === 'Bob' && MOVE.test(l.text))).toBe(true);
  }, 120_000);
});
