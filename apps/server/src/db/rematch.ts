/**
 * The queries of a rematch (rematch.ts). Each write commits before it answers, on the SQLite writer thread (off the
 * event loop) or on PostgreSQL; each is conditional, so two seats asking at once, through two processes, settle on
 * one rematch game and one holder per seat.
 */
import { sql } from 'kysely';
import type { Store } from './open';

async function write(store: Store, q: ReturnType<ReturnType<typeof sql>['compile']>): Promise<unknown[]> {
  return store.writer ? ((await store.writer.exec([q]))[0] ?? []) : (await store.db.executeQuery(q)).rows;
}

/** Records `next` as the rematch of `game` unless one is recorded already; true when this call recorded it. */
export async function setRematch(store: Store, game: string, next: string): Promise<boolean> {
  const rows = await write(store, sql`update games set rematch = ${next} where id = ${game} and rematch is null returning id`.compile(store.db));
  return rows.length === 1;
}

/** Gives a person's seat of `game` the token whose hash is `tokenHash`, unless the seat is taken; true when given. */
export async function takeSeat(store: Store, game: string, seat: string, tokenHash: string): Promise<boolean> {
  const rows = await write(store, sql`update seats set token_hash = ${tokenHash}, invite_hash = null
    where game_id = ${game} and seat = ${seat} and kind = 'human' and token_hash is null returning seat`.compile(store.db));
  return rows.length === 1;
}

/** Removes a game nobody has played (a rematch made by the loser of a race). */
export async function dropUnplayedGame(store: Store, game: string): Promise<void> {
  const statements = [
    sql`delete from seats where game_id = ${game}`.compile(store.db),
    sql`delete from games where id = ${game} and version = 0`.compile(store.db),
  ];
  if (store.writer) await store.writer.exec(statements);
  else for (const q of statements) await store.db.executeQuery(q);
}
