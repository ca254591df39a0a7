/**
 * Opens the store: a SQLite file (better-sqlite3: a main-thread connection for reads, game creation and
 * joins, and a writer thread for action commits, db/writer.ts; both set WAL + synchronous=FULL on open
 * and read it back, refusing to start otherwise) or PostgreSQL (pg.Pool; `?schema=name` selects and
 * creates a schema; synchronous_commit must be on). Both run the same kysely queries, except SQLite's
 * action commit, which the writer runs as the same statements in prepared form.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { createSchema, type Schema } from './schema';
import { openWriter, type SqliteWriter } from './writer';

export interface Store {
  readonly db: Kysely<Schema>;
  readonly dialect: 'sqlite' | 'postgres';
  /** What the database reported at start-up (journal mode, synchronous, ...). */
  readonly durability: Readonly<Record<string, string>>;
  /** SQLite only: the worker thread that commits actions off the event loop (db/writer.ts). */
  readonly writer?: SqliteWriter;
  close(): Promise<void>;
}

export const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

export async function openStore(target: string): Promise<Store> {
  return isPostgres(target) ? openPostgres(target) : openSqlite(target);
}

async function openSqlite(file: string): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = FULL');
  conn.pragma('busy_timeout = 5000');
  const journal = String(conn.pragma('journal_mode', { simple: true }));
  const synchronous = Number(conn.pragma('synchronous', { simple: true }));
  if (journal !== 'wal' || synchronous !== 2) {
    conn.close();
    throw new Error(`SQLite refused durable settings (journal_mode=${journal}, synchronous=${synchronous}; need wal and 2 = FULL).`);
  }
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: conn }) });
  await createSchema(db);
  let writer: SqliteWriter;
  try {
    writer = await openWriter(file);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return {
    db, dialect: 'sqlite', durability: { journal_mode: journal, synchronous: 'FULL' }, writer,
    close: async () => { await writer.close(); await db.destroy(); },
  };
}

async function openPostgres(url: string): Promise<Store> {
  const { default: pg } = await import('pg');
  const u = new URL(url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('The schema name must be lower-case letters, digits and _.');
  if (schema) {
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    try { await c.query(`create schema if not exists "${schema}"`); } finally { await c.end(); }
  }
  const pool = new pg.Pool({ connectionString: u.toString(), max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const sync = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
  const value = sync.rows[0]?.synchronous_commit ?? 'unknown';
  if (value === 'off') {
    await db.destroy();
    throw new Error('PostgreSQL has synchronous_commit=off: an acknowledged action could be lost. Turn it on.');
  }
  await createSchema(db);
  return { db, dialect: 'postgres', durability: { synchronous_commit: value }, close: () => db.destroy() };
}
