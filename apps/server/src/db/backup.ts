/**
 * A consistent copy of a running server's SQLite file (`salvo backup`): `VACUUM INTO` reads the database in one
 * transaction, so the copy holds every action committed before it began and none half-written, while the server
 * goes on committing (WAL lets it). The copy is checked (`PRAGMA integrity_check`) and counted before it is
 * reported. It holds the games' secret seeds and seat-token hashes: keep it as private as the database itself.
 * PostgreSQL has its own tools (pg_dump); this refuses a postgres:// URL with that sentence.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { isPostgres } from './open';

export type BackupResult =
  | { readonly ok: true; readonly games: number; readonly actions: number; readonly bytes: number }
  | { readonly ok: false; readonly message: string };

const count = (db: Database.Database, table: string): number => Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);

/** Copies the Salvo database `source` to `dest` (which must not exist), or says in a sentence why not. */
export function backupSqlite(source: string, dest: string): BackupResult {
  if (isPostgres(source)) return { ok: false, message: 'A PostgreSQL database is backed up with pg_dump (for example pg_dump -Fc -f salvo.dump <url>); salvo backup copies the SQLite file.' };
  if (!existsSync(source) || !statSync(source).isFile()) return { ok: false, message: `No database file at ${source} (salvo serve keeps it in <data-dir>/salvo.sqlite; give --db or --data-dir).` };
  if (existsSync(dest)) return { ok: false, message: `${dest} already exists: give a new file name (a backup never overwrites a file).` };
  let src: Database.Database;
  try {
    src = new Database(source, { readonly: true, fileMustExist: true });
  } catch (e) {
    return { ok: false, message: `Could not open ${source} as a SQLite database: ${e instanceof Error ? e.message : String(e)}` };
  }
  try {
    src.pragma('busy_timeout = 5000');
    const tables = new Set((src.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    if (!['games', 'seats', 'actions'].every((t) => tables.has(t))) return { ok: false, message: `${source} is not a Salvo server's database (it has no games, seats and actions tables).` };
    src.prepare('vacuum into ?').run(dest);
  } catch (e) {
    rmSync(dest, { force: true });
    return { ok: false, message: `The backup failed, and ${dest} was not kept: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    src.close();
  }
  const copy = new Database(dest, { readonly: true, fileMustExist: true });
  try {
    const check = String(copy.pragma('integrity_check', { simple: true }));
    if (check !== 'ok') {
      copy.close();
      rmSync(dest, { force: true });
      return { ok: false, message: `The copy failed SQLite's integrity check (${check}) and was not kept.` };
    }
    return { ok: true, games: count(copy, 'games'), actions: count(copy, 'actions'), bytes: statSync(dest).size };
  } finally {
    if (copy.open) copy.close();
  }
}
