/**
 * Every query of the server, one set for both dialects. `appendActions` is the commit: the actions are
 * inserted at seq = version+1.. and the game's version moves from `from` to `from + n` in ONE
 * transaction (BEGIN IMMEDIATE on SQLite); if another writer got there first the update matches no
 * row or the insert hits the (game_id, seq) key, nothing is written and the caller is told `conflict`.
 */
import { sql, type Kysely } from 'kysely';
import type { GamesTable, Schema, SeatsTable } from './schema';
import type { Store } from './open';

export interface NewAction {
  readonly actor: string;
  readonly action: string;
  readonly clientId: string | null;
}

export interface GameHead {
  readonly version: number;
  readonly status: string;
  readonly toMove: string;
  readonly lastActor: string | null;
}

export async function inTransaction<T>(store: Store, fn: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  return store.db.connection().execute(async (c) => {
    await sql.raw(store.dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(c);
    try {
      const out = await fn(c);
      await sql.raw('commit').execute(c);
      return out;
    } catch (e) {
      await sql.raw('rollback').execute(c).catch(() => undefined);
      throw e;
    }
  });
}

export async function insertGame(store: Store, game: GamesTable, seats: readonly SeatsTable[]): Promise<void> {
  // SQLite: the same statements on the writer thread, so their fsync does not stall the event loop
  if (store.writer) {
    await store.writer.exec([store.db.insertInto('games').values(game).compile(), ...seats.map((s) => store.db.insertInto('seats').values(s).compile())]);
    return;
  }
  await inTransaction(store, async (db) => {
    await db.insertInto('games').values(game).execute();
    for (const s of seats) await db.insertInto('seats').values(s).execute();
  });
}

interface Pending {
  readonly gameId: string;
  readonly from: number;
  readonly actions: readonly NewAction[];
  readonly head: GameHead;
  resolve(r: 'ok' | 'conflict'): void;
  reject(e: unknown): void;
}

/**
 * Group commit on PostgreSQL (SQLite's commits go to its writer thread, db/writer.ts, which groups
 * them the same way): commits that arrive while a transaction is running are written together in the next
 * one, so one fsync serves them all; each keeps its own version check (a game whose version moved is
 * told `conflict` and writes nothing). Nobody is answered before the transaction holding it commits.
 */
const queues = new WeakMap<Store, { waiting: Pending[]; running: boolean }>();

export function appendActions(store: Store, gameId: string, from: number, actions: readonly NewAction[], head: GameHead): Promise<'ok' | 'conflict'> {
  if (store.writer) return store.writer.append(gameId, from, actions, head);
  let q = queues.get(store);
  if (!q) queues.set(store, (q = { waiting: [], running: false }));
  const queue = q;
  return new Promise((resolve, reject) => {
    queue.waiting.push({ gameId, from, actions, head, resolve, reject });
    if (!queue.running) void drain(store, queue);
  });
}

async function drain(store: Store, q: { waiting: Pending[]; running: boolean }): Promise<void> {
  q.running = true;
  while (q.waiting.length > 0) {
    const batch = q.waiting.splice(0, 256);
    const now = new Date().toISOString();
    try {
      const outcomes = await inTransaction(store, async (db) => {
        const out: ('ok' | 'conflict')[] = [];
        for (const p of batch) {
          const upd = await db.updateTable('games')
            .set({ version: p.head.version, status: p.head.status, to_move: p.head.toMove, last_actor: p.head.lastActor, updated_at: now })
            .where('id', '=', p.gameId).where('version', '=', p.from)
            .executeTakeFirst();
          if (Number(upd.numUpdatedRows) !== 1) { out.push('conflict'); continue; }
          await db.insertInto('actions').values(p.actions.map((a, i) => ({
            game_id: p.gameId, seq: p.from + i + 1, actor: a.actor, action: a.action, client_id: a.clientId, created_at: now,
          }))).execute();
          out.push('ok');
        }
        return out;
      });
      batch.forEach((p, i) => p.resolve(outcomes[i] ?? 'conflict'));
    } catch (e) {
      if (batch.length === 1 && isUniqueViolation(e)) batch[0]?.resolve('conflict');
      else if (isUniqueViolation(e)) {
        // one of the batch raced another process: write them one by one so only the loser is refused
        for (const p of batch) await single(store, p, now);
      } else batch.forEach((p) => p.reject(e));
    }
  }
  q.running = false;
}

async function single(store: Store, p: Pending, now: string): Promise<void> {
  try {
    const r = await inTransaction(store, async (db) => {
      const upd = await db.updateTable('games')
        .set({ version: p.head.version, status: p.head.status, to_move: p.head.toMove, last_actor: p.head.lastActor, updated_at: now })
        .where('id', '=', p.gameId).where('version', '=', p.from).executeTakeFirst();
      if (Number(upd.numUpdatedRows) !== 1) return 'conflict' as const;
      await db.insertInto('actions').values(p.actions.map((a, i) => ({
        game_id: p.gameId, seq: p.from + i + 1, actor: a.actor, action: a.action, client_id: a.clientId, created_at: now,
      }))).execute();
      return 'ok' as const;
    });
    p.resolve(r);
  } catch (e) {
    if (isUniqueViolation(e)) p.resolve('conflict');
    else p.reject(e);
  }
}

export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function getGame(store: Store, id: string): Promise<GamesTable | undefined> {
  return store.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getSeats(store: Store, id: string): Promise<SeatsTable[]> {
  return store.db.selectFrom('seats').selectAll().where('game_id', '=', id).execute();
}

export async function actionsAfter(store: Store, id: string, after: number): Promise<{ seq: number; actor: string; action: string }[]> {
  const rows = await store.db.selectFrom('actions').select(['seq', 'actor', 'action']).where('game_id', '=', id).where('seq', '>', after).orderBy('seq').execute();
  return rows.map((r) => ({ seq: Number(r.seq), actor: r.actor, action: r.action }));
}

export async function versionOf(store: Store, id: string): Promise<number | undefined> {
  const r = await store.db.selectFrom('games').select('version').where('id', '=', id).executeTakeFirst();
  return r ? Number(r.version) : undefined;
}

/** The seq of an earlier action of this seat with this client id (a resend after a lost ack). */
export async function findClientAction(store: Store, id: string, actor: string, clientId: string): Promise<number | undefined> {
  const r = await store.db.selectFrom('actions').select('seq').where('game_id', '=', id).where('actor', '=', actor).where('client_id', '=', clientId).executeTakeFirst();
  return r ? Number(r.seq) : undefined;
}

export async function seatsByTokenHash(store: Store, hashes: readonly string[]): Promise<(SeatsTable & { g: GamesTable })[]> {
  if (hashes.length === 0) return [];
  const seats = await store.db.selectFrom('seats').selectAll().where('token_hash', 'in', hashes).execute();
  const out: (SeatsTable & { g: GamesTable })[] = [];
  for (const s of seats) {
    const g = await getGame(store, s.game_id);
    if (g) out.push({ ...s, g });
  }
  return out;
}

/** Claims an invited seat: sets its token hash and clears the invite, once. */
export async function claimInvite(store: Store, gameId: string, inviteHash: string, tokenHash: string): Promise<string | undefined> {
  if (store.writer) {
    // one statement (the writer thread's transaction): the seat whose invite it is, claimed once
    const claim = store.db.updateTable('seats').set({ token_hash: tokenHash, invite_hash: null })
      .where('game_id', '=', gameId).where('invite_hash', '=', inviteHash).returning('seat').compile();
    const [rows] = await store.writer.exec([claim]);
    return (rows?.[0] as { seat?: string } | undefined)?.seat;
  }
  return inTransaction(store, async (db) => {
    const s = await db.selectFrom('seats').select('seat').where('game_id', '=', gameId).where('invite_hash', '=', inviteHash).executeTakeFirst();
    if (!s) return undefined;
    await db.updateTable('seats').set({ token_hash: tokenHash, invite_hash: null }).where('game_id', '=', gameId).where('seat', '=', s.seat).execute();
    return s.seat;
  });
}

/** The people's seats of these games whose invite nobody has claimed yet, by game. */
export async function unclaimedSeats(store: Store, gameIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (gameIds.length === 0) return out;
  const rows = await store.db.selectFrom('seats').select(['game_id', 'seat'])
    .where('game_id', 'in', [...new Set(gameIds)]).where('kind', '!=', 'bot').where('token_hash', 'is', null).execute();
  for (const r of rows) out.set(r.game_id, [...(out.get(r.game_id) ?? []), r.seat]);
  return out;
}

export async function activeGameIds(store: Store): Promise<string[]> {
  const rows = await store.db.selectFrom('games').select('id').where('status', '=', 'active').execute();
  return rows.map((r) => r.id);
}

/**
 * The active games a starting process must bring up itself: every game but a Victory at Sea battle of its own (no
 * war above it) that waits only for people, whose bots have nothing to do and whose dice are the people's to type;
 * such a game is loaded when one of them next acts or looks. The server's dice (no seat to move), a bot seat to move,
 * a War at Sea war (its battles on the table may need a step) and a war's battle are brought up.
 */
export async function gamesToResume(store: Store): Promise<string[]> {
  const games = await store.db.selectFrom('games').select(['id', 'ruleset', 'to_move', 'parent']).where('status', '=', 'active').execute();
  const bots = await store.db.selectFrom('seats').innerJoin('games', 'games.id', 'seats.game_id')
    .select(['seats.game_id', 'seats.seat']).where('games.status', '=', 'active').where('seats.kind', '=', 'bot').execute();
  const botSeats = new Set(bots.map((b) => `${b.game_id}|${b.seat}`));
  return games.filter((g) => {
    if (g.ruleset !== 'vas' || g.parent) return true;
    const toMove = JSON.parse(g.to_move) as string[];
    return toMove.length === 0 || toMove.some((seat) => botSeats.has(`${g.id}|${seat}`));
  }).map((g) => g.id);
}

/**
 * Records a seat's entropy (once: a second contribution is refused) in a seeding game; when every
 * person's seat has given its own, `seedFor(contributions)` gives the engine seed, the setup takes it
 * and the game becomes 'active', in the same transaction. Returns null when refused.
 */
export async function contributeEntropy(
  store: Store, gameId: string, seat: string, entropy: string, seedFor: (contributions: Record<string, string>) => string,
): Promise<{ started: boolean } | null> {
  return inTransaction(store, async (db) => {
    const game = await db.selectFrom('games').select(['status', 'setup']).where('id', '=', gameId).executeTakeFirst();
    if (game?.status !== 'seeding') return null;
    const set = await db.updateTable('seats').set({ entropy }).where('game_id', '=', gameId).where('seat', '=', seat).where('kind', '=', 'human').where('entropy', 'is', null).executeTakeFirst();
    if (Number(set.numUpdatedRows) !== 1) return null;
    const seats = await db.selectFrom('seats').select(['seat', 'entropy']).where('game_id', '=', gameId).where('kind', '=', 'human').execute();
    if (seats.some((s) => !s.entropy)) return { started: false };
    const contributions = Object.fromEntries(seats.map((s) => [s.seat, s.entropy as string]));
    const setup = { ...(JSON.parse(game.setup) as Record<string, unknown>), seed: seedFor(contributions) };
    await db.updateTable('games').set({ setup: JSON.stringify(setup), status: 'active' }).where('id', '=', gameId).where('status', '=', 'seeding').execute();
    return { started: true };
  });
}

/**
 * A deployment step of a 'deploying' game (deployment.ts): its record moves from `before` to `after` (JSON) in one
 * statement, only if it is still `before`; with `start` the game leaves deployment in the same statement (its setup,
 * status and seats to move). False when another process recorded a step first (nothing is written).
 */
export async function saveDeployment(store: Store, gameId: string, before: string, after: string, toMove: string, start: { readonly setup: string; readonly status: string } | null): Promise<boolean> {
  const q = store.db.updateTable('games')
    .set({ deployment: after, to_move: toMove, updated_at: new Date().toISOString(), ...(start ? { setup: start.setup, status: start.status } : {}) })
    .where('id', '=', gameId).where('status', '=', 'deploying').where('deployment', '=', before);
  if (store.writer) {
    const [rows] = await store.writer.exec([q.returning('id').compile()]);
    return (rows?.length ?? 0) === 1;
  }
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The contributions of a game's seats, by seat (for the record of a finished game). */
export async function entropyOf(store: Store, gameId: string): Promise<Record<string, string>> {
  const rows = await store.db.selectFrom('seats').select(['seat', 'entropy']).where('game_id', '=', gameId).execute();
  return Object.fromEntries(rows.filter((r) => r.entropy).map((r) => [r.seat, r.entropy as string]));
}
