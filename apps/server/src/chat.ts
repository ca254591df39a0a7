/**
 * The players' conversation (Salvo's own; docs/server.md "Messages between the players"). A person's seat
 * may write to the other seats of its game, before, during and after play; spectators neither write nor
 * read, and a message is never part of the game's record. Messages are kept in the database (db/messages.ts),
 * so a reload, a reconnection, another server process or a restart shows the same conversation.
 *
 * Contract: `say` answers only after the message has committed; then every seat's socket of the game on this
 * process is sent it (the sender's included: that echo is the sender's confirmation), and `onSaid` tells the
 * other processes (the Redis bus), whose `deliver` reads it from the database.
 */
import { CHAT_MAX_CHARS, type ChatMessage } from '@salvo/kernel/protocol';
import type { Store } from './db/open';
import { addMessage, messagesAfter } from './db/messages';
import type { MessagesTable } from './db/schema';
import type { Conn, Hub } from './hub';
import { SPECTATOR } from './rulesets';

/** Messages a game may hold: enough for any conversation, a bound on what one game can write to the database. */
export const CHAT_CAP = 2000;

export type SayResult = { readonly ok: true; readonly seq: number } | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * The message as it will be stored: line breaks made `\n`, tabs spaces, other control characters removed,
 * no blank lines beyond one in a row, trimmed.
 */
export function normaliseMessage(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const asMessage = (r: MessagesTable): ChatMessage => ({ seq: Number(r.seq), seat: r.seat, text: r.text, at: r.created_at });

export class Chat {
  constructor(private readonly store: Store, private readonly hub: Hub, private readonly onSaid: (game: string) => void) {}

  /** Writes `text` from the seat of `conn` to its game; the refusals are sentences for the writer. */
  async say(conn: Conn, text: string): Promise<SayResult> {
    if (conn.viewer === SPECTATOR) return { ok: false, code: 'ERR_SPECTATOR', message: 'Spectators cannot write to the players.' };
    const clean = normaliseMessage(text);
    if (clean === '') return { ok: false, code: 'ERR_CHAT_EMPTY', message: 'The message is empty: write something first.' };
    const length = [...clean].length;
    if (length > CHAT_MAX_CHARS) return { ok: false, code: 'ERR_CHAT_LONG', message: `A message holds at most ${CHAT_MAX_CHARS} characters; this one has ${length}.` };
    const seq = await addMessage(this.store, conn.game, conn.viewer, clean, new Date().toISOString(), CHAT_CAP);
    if (seq === 'full') return { ok: false, code: 'ERR_CHAT_FULL', message: `This game's conversation has reached its ${CHAT_CAP} messages: no more can be added.` };
    await this.deliver(conn.game);
    this.onSaid(conn.game);
    return { ok: true, seq };
  }

  /** Sends this process's seat sockets of the game the messages they lack (a message said here or through another process). */
  async deliver(game: string): Promise<void> {
    const low = this.hub.chatLow(game);
    if (low === null) return;
    const rows = await messagesAfter(this.store, game, low);
    if (rows.length > 0) this.hub.pushChat(game, rows.map(asMessage));
  }

  /** After a seat's welcome: the whole conversation so far, to that socket only (none to a spectator's). */
  async welcome(conn: Conn): Promise<void> {
    if (conn.viewer === SPECTATOR) return;
    const rows = await messagesAfter(this.store, conn.game, 0);
    this.hub.pushChat(conn.game, rows.map(asMessage), conn, true);
  }
}
