/**
 * `salvo backup` against a real `salvo serve` process on SQLite while bots play on it: the copy passes SQLite's
 * integrity check, holds every action acknowledged before the backup began, and a server started on the copy
 * serves the games at those versions. Bad input (no database, an existing file, a file that is not Salvo's,
 * PostgreSQL) is one sentence and exit 1.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from './bundle';
import { spawnServer, type Child } from './child';
import { api, humanGame, tempDir } from './support';

const run = promisify(execFile);

async function salvo(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, [await bundleCli(), ...args]);
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, stdout: x.stdout ?? '', stderr: x.stderr ?? '' };
  }
}

describe('salvo backup', () => {
  const tmp = tempDir();
  const live = join(tmp.dir, 'live.sqlite');
  let server: Child;
  beforeAll(async () => { server = await spawnServer(live); });
  afterAll(async () => { await server?.stop(); tmp.done(); });

  it('copies a running server consistently: every acknowledged action is in the copy, no commit half in it, and a server on the copy serves it', async () => {
    const watched = await humanGame(server.url, 'vas');
    // bot games keep the server committing while the copy is taken: a new one every 30 ms until the backup ends
    const botGames: { game: string; spectate: string }[] = [];
    let busy = true;
    const creating = (async () => {
      while (busy) {
        const c = await api(server.url, 'POST', '/api/games', { ruleset: 'vas', seats: { rn: { bot: 'random' }, rm: { bot: 'random' } } });
        if (c.status === 201) botGames.push({ game: c.json.game as string, spectate: c.json.spectate as string });
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const first = botGames[0];
    if (!first) throw new Error('no bot game was created');
    const before = Number((await api(server.url, 'GET', `/api/games/${first.game}`, undefined, first.spectate)).json.v);
    expect(before).toBeGreaterThan(0);

    const copy = join(tmp.dir, 'copy.sqlite');
    const r = await salvo(['backup', copy, '--db', live]);
    busy = false;
    await creating;
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Backed up \d+ games and \d+ actions to .*copy\.sqlite \(\d+ KB, integrity checked\)\.\n$/);

    const rows = (file: string): { games: Map<string, number>; actions: Map<string, number> } => {
      const db = new Database(file, { readonly: true });
      try {
        const games = new Map((db.prepare('select id, version from games').all() as { id: string; version: number }[]).map((g) => [g.id, g.version]));
        const actions = new Map((db.prepare('select game_id, count(*) as n from actions group by game_id').all() as { game_id: string; n: number }[]).map((a) => [a.game_id, a.n]));
        return { games, actions };
      } finally {
        db.close();
      }
    };
    const copied = rows(copy);
    // no commit half in the copy: each game's version is the number of its actions
    for (const [id, v] of copied.games) expect([id, copied.actions.get(id) ?? 0]).toEqual([id, v]);
    expect(copied.games.get(first.game) ?? 0).toBeGreaterThanOrEqual(before);
    // the server was at work: it holds more than the copy once the backup is over
    const total = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);
    const liveAfter = rows(live);
    console.log(`backup: ${copied.games.size} games and ${total(copied.actions)} actions copied; ${liveAfter.games.size} games and ${total(liveAfter.actions)} actions live after`);
    expect(total(liveAfter.actions) + liveAfter.games.size).toBeGreaterThan(total(copied.actions) + copied.games.size);

    // the copy opens as the server's database: the games are there at the versions copied
    const again = await spawnServer(copy);
    try {
      const view = await api(again.url, 'GET', `/api/games/${watched.game}`, undefined, watched.tokens.rn);
      expect(view.status).toBe(200);
      const spectated = await api(again.url, 'GET', `/api/games/${first.game}`, undefined, first.spectate);
      expect(Number(spectated.json.v)).toBeGreaterThanOrEqual(copied.games.get(first.game) ?? 0);
    } finally {
      await again.stop();
    }
  });

  it('bad input: one sentence, exit 1, and an existing file is never overwritten', async () => {
    const missing = await salvo(['backup', join(tmp.dir, 'x.sqlite'), '--db', join(tmp.dir, 'nothing.sqlite')]);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toMatch(/^No database file at .*nothing\.sqlite/);

    const existing = join(tmp.dir, 'existing.sqlite');
    writeFileSync(existing, 'keep me');
    const over = await salvo(['backup', existing, '--db', live]);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(`${existing} already exists: give a new file name (a backup never overwrites a file).\n`);

    const other = join(tmp.dir, 'other.sqlite');
    new Database(other).exec('create table notes (x text)').close();
    const notSalvo = await salvo(['backup', join(tmp.dir, 'y.sqlite'), '--db', other]);
    expect(notSalvo.code).toBe(1);
    expect(notSalvo.stderr).toMatch(/is not a Salvo server's database/);

    const pg = await salvo(['backup', join(tmp.dir, 'z.sqlite'), '--db', 'postgres://postgres@127.0.0.1/test']);
    expect(pg.code).toBe(1);
    expect(pg.stderr).toMatch(/^A PostgreSQL database is backed up with pg_dump/);

    const noDir = await salvo(['backup', join(tmp.dir, 'no', 'such', 'dir.sqlite'), '--db', live]);
    expect(noDir.code).toBe(1);
    expect(noDir.stderr).toMatch(/^The backup failed, and .* was not kept: /);
    for (const x of [missing, over, notSalvo, pg, noDir]) expect(x.stderr).not.toMatch(/\n\s+at /);
  });
});
