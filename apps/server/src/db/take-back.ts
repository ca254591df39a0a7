/**
 * The storage of take back online (take-back.ts). A request is kept in the game's row (`take_back`, JSON): asking,
 * refusing and granting each move it from the JSON it was to the next, only if it still is (and, for the take back,
 * only if the game is still at the request's version), so two processes never both answer one request.
 *
 * Granting removes the taken-back actions and writes a marker action (actor 'server', type TAKE_BACK_TYPE) at
 * seq = version + 1 with the version bump, in ONE transaction: the version only grows, so every stale action, every
 * other process's catch-up (which finds the marker and rebuilds the game) and the version check of appendActions
 * work as before. The markers are left out of the game's record (they count its `meta.takeBacks`).
 */
import type { Store } from './open';
import { inTransaction, isUniqueViolation, type GameHead } from './queries';

export const TAKE_BACK_TYPE = 'salvo:take-back';

export interface TakeBackRow {
  /** Counts the game's requests from 1. */
  readonly n: number;
  readonly seat: string;
  /** The version the request was made at: it lapses when the game's version moves. */
  readonly v: number;
  readonly status: 'pending' | 'refused' | 'done';
  /** The step in words as the asker reads it, and as every other viewer may (a secret order is not told). */
  readonly said: string;
  readonly shown: string;
  /** The seat that answered (null: granted at once, against a bot). */
  readonly by?: string | null;
}

export const isMarker = (a: { readonly actor: string; readonly action: string }): boolean => a.actor === 'server' && a.action.startsWith(`{"type":"${TAKE_BACK_TYPE}"`);

export async function readTakeBack(store: Store, gameId: string): Promise<{ readonly json: string | null; readonly row: TakeBackRow | null; readonly version: number } | undefined> {
  const r = await store.db.selectFrom('games').select(['take_back', 'version']).where('id', '=', gameId).executeTakeFirst();
  if (!r) return undefined;
  const json = r.take_back ?? null;
  return { json, row: json === null ? null : (JSON.parse(json) as TakeBackRow), version: Number(r.version) };
}

/** Moves the game's request from `before` (null: none yet) to `after`, only if it is still `before` and the game is at `v`. */
export async function saveTakeBack(store: Store, gameId: string, v: number, before: string | null, after: TakeBackRow): Promise<boolean> {
  const base = store.db.updateTable('games').set({ take_back: JSON.stringify(after) }).where('id', '=', gameId).where('version', '=', v);
  const q = before === null ? base.where('take_back', 'is', null) : base.where('take_back', '=', before);
  if (store.writer) {
    const [rows] = await store.writer.exec([q.returning('id').compile()]);
    return (rows?.length ?? 0) === 1;
  }
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

export interface Removal {
  readonly gameId: string;
  /** The game's version now: the marker goes at from + 1, which becomes the version. */
  readonly from: number;
  /** The seqs of the actions taken back. */
  readonly seqs: readonly number[];
  /** The marker action (JSON, its type TAKE_BACK_TYPE). */
  readonly marker: string;
  readonly head: GameHead;
  /** The request as stored now, and as it becomes ('done'). */
  readonly before: string;
  readonly after: string;
}

/** Removes the actions and bumps the version with the marker, in one transaction; 'conflict' (nothing written) if the game or the request moved. */
export async function removeActions(store: Store, r: Removal): Promise<'ok' | 'conflict'> {
  const now = new Date().toISOString();
  const db = store.db;
  const move = db.updateTable('games')
    .set({ version: r.head.version, status: r.head.status, to_move: r.head.toMove, last_actor: r.head.lastActor, updated_at: now, take_back: r.after })
    .where('id', '=', r.gameId).where('version', '=', r.from).where('take_back', '=', r.before);
  if (store.writer) {
    // the writer runs these in one transaction; the delete and the marker only follow a move that happened (the
    // request's JSON is `after` only then, or when another process made the same move first: the marker's seq is then
    // taken, the insert fails and the whole transaction is rolled back)
    const moved = db.selectFrom('games').select('id').where('id', '=', r.gameId).where('take_back', '=', r.after);
    const del = db.deleteFrom('actions').where('game_id', '=', r.gameId).where('seq', 'in', [...r.seqs]).where((eb) => eb.exists(moved));
    const ins = db.insertInto('actions').columns(['game_id', 'seq', 'actor', 'action', 'client_id', 'created_at'])
      .expression(db.selectNoFrom((eb) => [eb.val(r.gameId).as('game_id'), eb.val(r.from + 1).as('seq'), eb.val('server').as('actor'), eb.val(r.marker).as('action'), eb.val(null).as('client_id'), eb.val(now).as('created_at')]).where((eb) => eb.exists(moved)));
    try {
      const [rows] = await store.writer.exec([move.returning('id').compile(), del.compile(), ins.compile()]);
      return (rows?.length ?? 0) === 1 ? 'ok' : 'conflict';
    } catch (e) {
      if (typeof (e as { code?: unknown }).code === 'string' && String((e as { code: string }).code).startsWith('SQLITE_CONSTRAINT')) return 'conflict';
      throw e;
    }
  }
  return inTransaction(store, async (tx) => {
    const upd = await tx.updateTable('games')
      .set({ version: r.head.version, status: r.head.status, to_move: r.head.toMove, last_actor: r.head.lastActor, updated_at: now, take_back: r.after })
      .where('id', '=', r.gameId).where('version', '=', r.from).where('take_back', '=', r.before).executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== 1) return 'conflict' as const;
    await tx.deleteFrom('actions').where('game_id', '=', r.gameId).where('seq', 'in', [...r.seqs]).execute();
    await tx.insertInto('actions').values({ game_id: r.gameId, seq: r.from + 1, actor: 'server', action: r.marker, client_id: null, created_at: now }).execute();
    return 'ok' as const;
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return 'conflict' as const;
    throw e;
  });
}
