/**
 * The SQLite commit path: a worker thread that owns its own connection (WAL, synchronous=FULL, read
 * back on open) and writes the action commits, so the fsync of a commit never blocks the event loop.
 * Group commit: commits that arrive while the worker is writing go together into its next
 * transaction (one fsync for them all). Each keeps its own version check inside a savepoint: a game
 * whose version moved (or whose seq is taken) writes nothing and is told `conflict`. A promise from
 * `append` resolves only after the transaction holding it has committed, so an acknowledgement
 * always follows the fsync (the durability promise of docs/architecture.md is unchanged).
 * `exec` runs other writes (a game's creation, an invite's claim: compiled kysely statements) in one
 * transaction of their own on the same thread, so their fsync does not stall the event loop either.
 *
 * The worker is plain JavaScript given as source (`eval`), because the server also runs as one
 * esbuild bundle where no separate worker file exists; it loads better-sqlite3 from the path the
 * main thread resolved.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { GameHead, NewAction } from './queries';

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const journal = String(db.pragma('journal_mode', { simple: true }));
const synchronous = Number(db.pragma('synchronous', { simple: true }));
const upd = db.prepare('update games set version = ?, status = ?, to_move = ?, last_actor = ?, updated_at = ? where id = ? and version = ?');
const ins = db.prepare('insert into actions (game_id, seq, actor, action, client_id, created_at) values (?, ?, ?, ?, ?, ?)');
parentPort.postMessage({ ready: true, journal, synchronous });
parentPort.on('message', (m) => {
  if (m.close) { db.close(); parentPort.postMessage({ closed: true }); return; }
  if (m.exec) {
    try {
      db.exec('begin immediate');
      const rows = m.exec.map((q) => { const st = db.prepare(q.sql); return st.reader ? st.all(...q.params) : (st.run(...q.params), []); });
      db.exec('commit');
      parentPort.postMessage({ execId: m.execId, rows });
    } catch (e) {
      try { db.exec('rollback'); } catch {}
      parentPort.postMessage({ execId: m.execId, error: e && e.message ? String(e.message) : 'write failed', code: e && e.code ? String(e.code) : null });
    }
    return;
  }
  const out = [];
  try {
    db.exec('begin immediate');
    for (const p of m.batch) {
      db.exec('savepoint one');
      try {
        const r = upd.run(p.head.version, p.head.status, p.head.toMove, p.head.lastActor, m.now, p.gameId, p.from);
        if (r.changes !== 1) { db.exec('rollback to one'); db.exec('release one'); out.push('conflict'); continue; }
        p.actions.forEach((a, i) => ins.run(p.gameId, p.from + i + 1, a.actor, a.action, a.clientId, m.now));
        db.exec('release one');
        out.push('ok');
      } catch (e) {
        db.exec('rollback to one'); db.exec('release one');
        if (e && typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) out.push('conflict');
        else throw e;
      }
    }
    db.exec('commit');
    parentPort.postMessage({ id: m.id, outcomes: out });
  } catch (e) {
    try { db.exec('rollback'); } catch {}
    parentPort.postMessage({ id: m.id, error: e && e.message ? String(e.message) : 'write failed', code: e && e.code ? String(e.code) : null });
  }
});
`;

interface Waiting {
  readonly item: { gameId: string; from: number; actions: readonly NewAction[]; head: GameHead };
  resolve(r: 'ok' | 'conflict'): void;
  reject(e: unknown): void;
}

/** One statement as kysely compiles it. */
export interface Statement { readonly sql: string; readonly parameters: readonly unknown[] }

export interface SqliteWriter {
  readonly durability: { journal_mode: string; synchronous: string };
  append(gameId: string, from: number, actions: readonly NewAction[], head: GameHead): Promise<'ok' | 'conflict'>;
  /** Runs the statements in one transaction (committed, fsync included, before this resolves); the rows each returns. */
  exec(statements: readonly Statement[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** Starts the writer on `file` (whose schema exists); rejects unless the worker's connection is WAL + FULL. */
export function openWriter(file: string, maxBatch = 512): Promise<SqliteWriter> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
  let waiting: Waiting[] = [];
  let inflight: Waiting[] | null = null;
  let seq = 0;
  let failed: Error | null = null;
  const execs = new Map<number, { resolve(rows: unknown[][]): void; reject(e: unknown): void }>();
  const flush = (): void => {
    if (inflight || waiting.length === 0) return;
    inflight = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    worker.postMessage({ id: ++seq, now: new Date().toISOString(), batch: inflight.map((w) => w.item) });
  };
  return new Promise((resolve, reject) => {
    let closing: (() => void) | null = null;
    worker.on('error', (e) => {
      failed = e;
      for (const w of [...(inflight ?? []), ...waiting]) w.reject(e);
      for (const x of execs.values()) x.reject(e);
      execs.clear();
      inflight = null;
      waiting = [];
      reject(e);
    });
    worker.on('message', (m: { ready?: boolean; journal?: string; synchronous?: number; closed?: boolean; outcomes?: ('ok' | 'conflict')[]; error?: string; code?: string | null; execId?: number; rows?: unknown[][] }) => {
      if (m.execId !== undefined) {
        const x = execs.get(m.execId);
        execs.delete(m.execId);
        if (m.rows) x?.resolve(m.rows);
        else x?.reject(Object.assign(new Error(m.error ?? 'write failed'), { code: m.code ?? undefined }));
        return;
      }
      if (m.ready) {
        if (m.journal !== 'wal' || m.synchronous !== 2) {
          void worker.terminate();
          reject(new Error(`SQLite refused durable settings on the writer (journal_mode=${m.journal}, synchronous=${m.synchronous}; need wal and 2 = FULL).`));
          return;
        }
        resolve(writer);
        return;
      }
      if (m.closed) { closing?.(); return; }
      const batch = inflight ?? [];
      inflight = null;
      if (m.outcomes) batch.forEach((w, i) => w.resolve(m.outcomes?.[i] ?? 'conflict'));
      else batch.forEach((w) => w.reject(Object.assign(new Error(m.error ?? 'write failed'), { code: m.code ?? undefined })));
      flush();
    });
    const writer: SqliteWriter = {
      durability: { journal_mode: 'wal', synchronous: 'FULL' },
      append(gameId, from, actions, head) {
        if (failed) return Promise.reject(failed);
        return new Promise((res, rej) => {
          waiting.push({ item: { gameId, from, actions, head }, resolve: res, reject: rej });
          // the first commit of a tick waits for the rest of the tick's commits: they share one fsync
          if (!inflight && waiting.length === 1) setImmediate(flush);
        });
      },
      exec(statements) {
        if (failed) return Promise.reject(failed);
        return new Promise((res, rej) => {
          const execId = ++seq;
          execs.set(execId, { resolve: res, reject: rej });
          worker.postMessage({ execId, exec: statements.map((q) => ({ sql: q.sql, params: q.parameters })) });
        });
      },
      async close() {
        if (failed) return void (await worker.terminate());
        while (inflight || waiting.length > 0 || execs.size > 0) await new Promise((r) => setTimeout(r, 5));
        await new Promise<void>((res) => { closing = res; worker.postMessage({ close: true }); });
        await worker.terminate();
      },
    };
  });
}
