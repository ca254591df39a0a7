/**
 * kill -9 under load on a SQLite file (and on PostgreSQL when it runs): SALVO_KILL_TRIALS trials
 * (10 by default; bench/server-crash.ts runs 100+). 0 acknowledged actions lost, 0 corrupt games.
 * Also: the durable settings are set and read back at start-up.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStore } from '../src/db/open';
import { crashTrials } from './crash';
import { dropSchema, PG_URL, serviceGate, tempDir, uniqueName } from './support';

const TRIALS = Number(process.env.SALVO_KILL_TRIALS ?? 10);

describe('kill -9 loses no acknowledged action', () => {
  it('SQLite runs in WAL with synchronous=FULL, read back at start-up', async () => {
    const tmp = tempDir();
    const store = await openStore(join(tmp.dir, 'p.sqlite'));
    expect(store.durability).toEqual({ journal_mode: 'wal', synchronous: 'FULL' });
    await store.close();
    const raw = new Database(join(tmp.dir, 'p.sqlite'));
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    tmp.done();
  });

  it(`SQLite: ${TRIALS} kills of a real server process at random moments under load`, async () => {
    const tmp = tempDir();
    const r = await crashTrials(join(tmp.dir, 'crash.sqlite'), TRIALS);
    expect(r.problems).toEqual([]);
    expect(r.lost).toBe(0);
    expect(r.acked).toBeGreaterThan(TRIALS);
    const raw = new Database(join(tmp.dir, 'crash.sqlite'));
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    raw.close();
    tmp.done();
  }, 600_000);

  it(`PostgreSQL: ${TRIALS} kills of a real server process at random moments under load`, async (ctx) => {
    if (!(await serviceGate('PostgreSQL', 5432))) return ctx.skip();
    const schema = uniqueName('crash');
    const r = await crashTrials(`${PG_URL}?schema=${schema}`, TRIALS);
    await dropSchema(schema);
    expect(r.problems).toEqual([]);
    expect(r.lost).toBe(0);
    expect(r.acked).toBeGreaterThan(TRIALS);
  }, 600_000);
});
