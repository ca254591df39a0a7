/**
 * Redis going away under two server processes sharing games (PostgreSQL + a redis-server of the
 * test's own on another port): while it is down each process keeps serving its games (moves are
 * committed and acknowledged, local sockets get their updates), says so once in its log and in
 * /api/health; when Redis returns on the same port both reconnect, every socket is caught up with
 * what it missed (a message said meanwhile too), and moves cross between the processes again. Skips with a visible message without
 * redis-server or PostgreSQL; fails instead under SALVO_REQUIRE_SERVICES=1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { api, Client, dropSchema, humanGame, PG_URL, serviceGate, testServer, uniqueName, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';
import { freePort, haveRedisServer, startRedis } from './redis-server';

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('Redis outage: games go on, it is reported, and everything catches up when Redis returns', () => {
  let up = false;
  let redis: ChildProcess | null = null;
  let x: TestServer;
  let y: TestServer;
  let port = 0;
  const schema = uniqueName('outage');
  beforeAll(async () => {
    up = haveRedisServer() && (await serviceGate('PostgreSQL', 5432));
    if (!up) return;
    port = await freePort();
    redis = await startRedis(port);
    const opts = { redis: `redis://127.0.0.1:${port}`, redisPrefix: uniqueName('outage') };
    x = await testServer(`${PG_URL}?schema=${schema}`, opts);
    y = await testServer(`${PG_URL}?schema=${schema}`, opts);
  }, 60_000);
  afterAll(async () => {
    await x?.close();
    await y?.close();
    redis?.kill('SIGKILL');
    if (up) await dropSchema(schema);
  });

  it('kill redis-server mid-game, play on, restart it: the other process catches up and the game crosses again', async (ctx) => {
    if (!up) return ctx.skip();
    const { game, tokens } = await humanGame(x.url, 'vas');
    const clients: Record<string, Client> = { rn: await Client.open(x.wsUrl), rm: await Client.open(y.wsUrl) };
    const latest: Record<string, Frame> = {};
    for (const seat of ['rn', 'rm']) latest[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string });
    const decide = vasFromView(clientRng('outage'));
    await drive(clients, latest, decide, 3);
    expect((await api(x.url, 'GET', '/api/health')).json).toMatchObject({ ok: true, redis: 'up' });

    redis?.kill('SIGKILL');
    await until('the outage to be logged', () => x.logs.some((l) => l.includes('ERR_REDIS_DOWN')) && y.logs.some((l) => l.includes('ERR_REDIS_DOWN')));
    expect((await api(x.url, 'GET', '/api/health')).json).toMatchObject({ ok: true, redis: 'down' });

    // a game on one process is played as usual while Redis is down
    const local = await humanGame(x.url, 'vas');
    const lc: Record<string, Client> = { rn: await Client.open(x.wsUrl), rm: await Client.open(x.wsUrl) };
    const ll: Record<string, Frame> = {};
    for (const seat of ['rn', 'rm']) ll[seat] = await (lc[seat] as Client).hello(local.game, { token: local.tokens[seat] as string });
    await drive(lc, ll, vasFromView(clientRng('outage-local')), 10);

    // the shared game: a move through one process is committed and acknowledged
    const any = latest.rn as Frame;
    const seat = (any.turn as { seats: string[] }).seats[0] as string;
    const other = seat === 'rn' ? 'rm' : 'rn';
    const mine = latest[seat] as Frame;
    const ack = await (clients[seat] as Client).act(mine.v as number, decide(seat, mine, mine.v as number), 'during-outage');
    expect(ack.t).toBe('ack');
    const v = ack.v as number;
    latest[seat] = await (clients[seat] as Client).next((f) => f.t === 'update' && (f.v as number) >= v);
    expect(x.logs.filter((l) => l.includes('ERR_REDIS_DOWN'))).toHaveLength(1);
    // a message said through x meanwhile is committed and confirmed there; y's seat is sent it once Redis is back
    const saidText = (f: Frame): boolean => f.t === 'chat' && JSON.stringify(f.messages).includes('said during the outage');
    (clients.rn as Client).send({ t: 'say', text: 'said during the outage', id: 'outage-say' });
    await (clients.rn as Client).next((f) => f.t === 'chat' && (f.said as { id?: string } | undefined)?.id === 'outage-say');

    redis = await startRedis(port);
    await until('both processes to reconnect', () => x.logs.some((l) => l.includes('REDIS_UP')) && y.logs.some((l) => l.includes('REDIS_UP')));
    latest[other] = await (clients[other] as Client).next((f) => f.t === 'update' && (f.v as number) >= v);
    await (clients.rm as Client).next(saidText);
    expect((await api(y.url, 'GET', '/api/health')).json).toMatchObject({ ok: true, redis: 'up' });
    await drive(clients, latest, decide, 3);
    for (const c of [...Object.values(clients), ...Object.values(lc)]) c.close();
  }, 180_000);
});
