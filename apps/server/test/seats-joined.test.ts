/**
 * Whether each person's seat has been taken, as the game's sockets are told it: the welcome's seats say `joined`
 * (false while an invite waits), and claiming the invite sends every socket of the game a `seats` frame, on the
 * same process and, through Redis, on another one (PostgreSQL + Redis). The frame carries no token or invite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, tempDir, testServer, type Frame, type TestServer } from './support';
import { twoProcesses } from './two-processes';

const joinedOf = (f: Frame): Record<string, unknown> => Object.fromEntries((f.seats as { seat: string; joined?: boolean }[]).map((s) => [s.seat, s.joined]));

async function created(srv: TestServer): Promise<{ game: string; token: string; invite: string; spectate: string }> {
  const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn' });
  expect(c.status).toBe(201);
  return { game: c.json.game as string, token: (c.json.you as { token: string }).token, invite: (c.json.invites as Record<string, string>).rm as string, spectate: c.json.spectate as string };
}

describe('seats joined, on one process', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'joined.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('the welcome and "my games" say the invited seat is not joined; claiming it tells the creator and a spectator, with no secret in the frame', async () => {
    const g = await created(srv);
    const creator = await Client.open(srv.wsUrl);
    expect(joinedOf(await creator.hello(g.game, { token: g.token }))).toEqual({ rn: true, rm: false });
    const watcher = await Client.open(srv.wsUrl);
    expect(joinedOf(await watcher.hello(g.game, { spectate: g.spectate }))).toEqual({ rn: true, rm: false });

    const mine = async () => ((await api(srv.url, 'POST', '/api/my-games', { tokens: [g.token] })).json.games as { notJoined: string[] }[])[0]?.notJoined;
    expect(await mine()).toEqual(['rm']);

    const j = await api(srv.url, 'POST', `/api/games/${g.game}/join`, { invite: g.invite });
    expect(j.status).toBe(200);
    expect(await mine()).toEqual([]);
    for (const c of [creator, watcher]) {
      const f = await c.next((x) => x.t === 'seats');
      expect(f).toEqual({ t: 'seats', game: g.game, seats: [{ seat: 'rn', kind: 'human', bot: null, joined: true }, { seat: 'rm', kind: 'human', bot: null, joined: true }] });
    }
    // the new seat's token opens the game at once, and its welcome says both seats are taken
    const joiner = await Client.open(srv.wsUrl);
    expect(joinedOf(await joiner.hello(g.game, { token: j.json.token as string }))).toEqual({ rn: true, rm: true });
    for (const c of [creator, watcher, joiner]) c.close();
  });

  it('a bot seat is joined from the start', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } });
    const s = await Client.open(srv.wsUrl);
    expect(joinedOf(await s.hello(c.json.game as string, { token: (c.json.you as { token: string }).token }))).toEqual({ rn: true, rm: true });
    s.close();
  });
});

describe('seats joined, across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('joined');

  it('an invite claimed through one process reaches the creator\'s socket on the other', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const g = await created(pair.x);
    const creator = await Client.open(pair.x.wsUrl);
    expect(joinedOf(await creator.hello(g.game, { token: g.token }))).toEqual({ rn: true, rm: false });
    expect((await api(pair.y.url, 'POST', `/api/games/${g.game}/join`, { invite: g.invite })).status).toBe(200);
    expect(joinedOf(await creator.next((x) => x.t === 'seats'))).toEqual({ rn: true, rm: true });
    creator.close();
  });
});
