/**
 * The players' messages (chat.ts). `addMessage` numbers a game's messages 1, 2, … in the insert itself
 * (max(seq) + 1), refuses past `cap` messages, and commits before it answers: on the SQLite writer thread
 * (its fsync off the event loop, as a commit's), or on PostgreSQL, where two processes inserting the same
 * seq at once meet the primary key and the loser tries again with the next number.
 */
import { sql } from 'kysely';
import type { Store } from './open';
import { isUniqueViolation } from './queries';
import type { MessagesTable } from './schema';

/** The new message's seq, or 'full' when the game already holds `cap` messages. */
export async function addMessage(store: Store, game: string, seat: string, text: string, at: string, cap: number): Promise<number | 'full'> {
  const q = sql<{ seq: number }>`insert into messages (game_id, seq, seat, text, created_at)
    select ${game}, coalesce(max(seq), 0) + 1, ${seat}, ${text}, ${at} from messages where game_id = ${game}
    having count(*) < ${cap}
    returning seq`.compile(store.db);
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = (store.writer ? (await store.writer.exec([q]))[0] : (await store.db.executeQuery(q)).rows) as { seq: number | string }[] | undefined;
      const seq = rows?.[0]?.seq;
      return seq === undefined ? 'full' : Number(seq);
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 5) throw e;
    }
  }
}

/** The game's messages after `after`, oldest first. */
export async function messagesAfter(store: Store, game: string, after: number): Promise<MessagesTable[]> {
  return store.db.selectFrom('messages').selectAll().where('game_id', '=', game).where('seq', '>', after).orderBy('seq').execute();
}
