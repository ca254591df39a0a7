/**
 * Scale-out: two server processes on one PostgreSQL schema, fanning out through Redis pub/sub.
 * A game is played with one seat on each process (and a spectator on the other), so every move
 * reaches the other process's sockets only through Redis and the database; then races of one seat
 * acting at one version on both processes: the database's version check lets exactly one win.
 * The seat and the spectator on the second process take view patches, whose bases that process keeps
 * from its own sends: their last views, patched frame after frame, must be `observe` of the record's end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client, dropSchema, humanGame, PG_URL, REDIS_URL, serviceGate, testServer, uniqueName, type Frame, type TestServer } from './support';
import { spawnServer, type Child } from './child';
import { clientRng, drive, vasFromView } from './drive';
import { conflictTrials } from './races';
import { verifyRecord } from '../src/index';
import { rulesetOf, SPECTATOR, type AnyAction } from '../src/rulesets';

const TRIALS = Number(process.env.SALVO_CONFLICT_TRIALS ?? (process.env.CI ? 30 : 60));

describe('two server processes on PostgreSQL + Redis share games', () => {
  let up = false;
  const schema = uniqueName('scale');
  const prefix = uniqueName('salvo-test');
  const db = `${PG_URL}?schema=${schema}`;
  beforeAll(async () => {
    up = (await serviceGate('PostgreSQL', 5432)) && (await serviceGate('Redis', 6379));
  });

  it('a game played across two real processes: each seat on its own process, the spectator on the other', async (ctx) => {
    if (!up) return ctx.skip();
    const a: Child = await spawnServer(db, ['--redis', REDIS_URL, '--redis-prefix', prefix]);
    const b: Child = await spawnServer(db, ['--redis', REDIS_URL, '--redis-prefix', prefix]);
    try {
      const { game, tokens, spectate } = await humanGame(a.url, 'vas');
      const clients: Record<string, Client> = { rn: await Client.open(a.wsUrl), rm: await Client.open(b.wsUrl) };
      const latest: Record<string, Frame> = {};
      for (const seat of ['rn', 'rm']) latest[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string }, undefined, { patches: seat === 'rm' });
      const watcher = await Client.open(b.wsUrl);
      await watcher.hello(game, { spectate }, 0, { patches: true });
      const end = await drive(clients, latest, vasFromView(clientRng('scale')));
      const last = await watcher.next((f) => f.t === 'update' && f.v === end);
      const rec = await api(b.url, 'GET', `/api/games/${game}/record`, undefined, tokens.rm);
      expect(rec.status).toBe(200);
      expect(verifyRecord(rec.json).problems).toEqual([]);
      const rs = rulesetOf('vas')!;
      const created = rs.engine.createGame(rec.json.setup);
      if (!created.ok) throw new Error('setup');
      let s = created.value;
      for (const x of rec.json.actions as AnyAction[]) s = rs.engine.applyTrusted(s, x).state;
      const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
      expect(json(last.view)).toEqual(json(rs.engine.observe(s, SPECTATOR)));
      expect(json(latest.rm?.view)).toEqual(json(rs.engine.observe(s, 'rm')));
      for (const c of [...Object.values(clients), watcher]) c.close();
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 300_000);

  describe('races across two processes', () => {
    let x: TestServer;
    let y: TestServer;
    beforeAll(async () => {
      if (!up) return;
      x = await testServer(db, { redis: REDIS_URL, redisPrefix: prefix });
      y = await testServer(db, { redis: REDIS_URL, redisPrefix: prefix });
    });
    afterAll(async () => {
      await x?.close();
      await y?.close();
      if (up) await dropSchema(schema);
    });

    it(`${TRIALS} races of one seat acting at one version on both servers: one ack, one ERR_STALE with the new version`, async (ctx) => {
      if (!up) return ctx.skip();
      const r = await conflictTrials(x, TRIALS, y);
      expect(r.winners).toBe(TRIALS);
    }, 300_000);
  });
});
