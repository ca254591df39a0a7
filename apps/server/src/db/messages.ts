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

/** For each of these games, each seat's latest message (seq) by seat: "Your online games" says which have new ones. */
export async function latestBySeat(store: Store, games: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (games.length === 0) return out;
  const rows = await store.db.selectFrom('messages').select(['game_id', 'seat']).select((e) => e.fn.max('seq').as('last'))
    .where('game_id', 'in', [...games]).groupBy(['game_id', 'seat']).execute();
  for (const r of rows) {
    let bySeat = out.get(r.game_id);
    if (!bySeat) out.set(r.game_id, (bySeat = new Map()));
    bySeat.set(r.seat, Number(r.last));
  }
  return out;
}
