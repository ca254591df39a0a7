/**
 * A rematch (rematch.ts) on real servers: refused before the end and to a spectator; the first seat to ask makes the
 * game, sides swapped, and takes its seat; the other seat takes the other with its old token, once; every socket of
 * the old game, its spectator's too, is told, also on opening it later, and the spectator's key watches the rematch
 * (and no other game); the same battle with a new seed; a bot changes side
 * with its seat; two seats asking at once through two processes (PostgreSQL + Redis) get one rematch between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { twoProcesses } from './two-processes';

/** Ends a Victory at Sea game: the seat concedes at the game's current version. */
async function concede(url: string, game: string, token: string, fleet: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const v = (await api(url, 'GET', `/api/games/${game}`, undefined, token)).json.v as number;
    const r = await api(url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'concede', fleet } }, token);
    if (r.status === 200) return;
    if (r.json.code !== 'ERR_STALE') throw new Error(`concede refused: ${JSON.stringify(r.json)}`);
  }
  throw new Error('concede kept meeting newer versions');
}

const rematch = (url: string, game: string, secret: string) => api(url, 'POST', `/api/games/${game}/rematch`, undefined, secret);
const withoutSeed = (setup: unknown): unknown => ({ ...(setup as Record<string, unknown>), seed: undefined });
const seatsOf = (f: Frame): Record<string, unknown> => Object.fromEntries((f.seats as { seat: string; kind: string; bot: string | null }[]).map((s) => [s.seat, s.bot ?? s.kind]));

describe('a rematch, on one process', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'rematch.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('the first seat to ask makes it with the sides swapped, the other joins it with its old token, every socket is told, and the spectator key watches it', async () => {
    const g = await humanGame(srv.url, 'vas', { as: 'rn' });
    expect((await rematch(srv.url, g.game, g.tokens.rn as string)).json).toMatchObject({ code: 'ERR_NOT_OVER' });
    const rn = await Client.open(srv.wsUrl);
    const rm = await Client.open(srv.wsUrl, { raw: true });
    const watcher = await Client.open(srv.wsUrl, { raw: true });
    await rn.hello(g.game, { token: g.tokens.rn as string });
    await rm.hello(g.game, { token: g.tokens.rm as string });
    await watcher.hello(g.game, { spectate: g.spectate });
    await concede(srv.url, g.game, g.tokens.rm as string, 'rm');
    expect((await rematch(srv.url, g.game, g.spectate)).json).toMatchObject({ code: 'ERR_SPECTATOR' });

    const first = await rematch(srv.url, g.game, g.tokens.rn as string);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ ruleset: 'vas', seat: 'rm', table: false, created: true });
    const next = first.json.game as string;
    expect(next).not.toBe(g.game);
    for (const c of [rn, rm, watcher]) expect(await c.next((f) => f.t === 'rematch')).toEqual({ t: 'rematch', game: g.game, rematch: next });
    expect(first.json.spectate).toBeUndefined();

    const second = await rematch(srv.url, g.game, g.tokens.rm as string);
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ game: next, seat: 'rn', created: false });
    expect(second.json.spectate).toBeUndefined();
    expect((await rematch(srv.url, g.game, g.tokens.rm as string)).json).toMatchObject({ code: 'ERR_REMATCH_TAKEN' });

    // both new tokens open the new game in their swapped seats, both seats taken
    const a = await Client.open(srv.wsUrl);
    const b = await Client.open(srv.wsUrl);
    const wa = await a.hello(next, { token: first.json.token as string });
    const wb = await b.hello(next, { token: second.json.token as string });
    expect([wa.seat, wb.seat]).toEqual(['rm', 'rn']);
    expect((wb.seats as { joined: boolean }[]).map((s) => s.joined)).toEqual([true, true]);

    // a seat or a spectator opening the old game later is told of the rematch
    const late = await Client.open(srv.wsUrl);
    await late.hello(g.game, { token: g.tokens.rm as string });
    expect(await late.next((f) => f.t === 'rematch')).toMatchObject({ rematch: next });
    const lateWatcher = await Client.open(srv.wsUrl);
    await lateWatcher.hello(g.game, { spectate: g.spectate });
    expect(await lateWatcher.next((f) => f.t === 'rematch')).toMatchObject({ rematch: next });

    // the old game's spectator key watches the rematch, as a spectator: no seat, and no rematch of its own to ask for
    const follower = await Client.open(srv.wsUrl);
    const fw = await follower.hello(next, { spectate: g.spectate });
    expect(fw).toMatchObject({ t: 'welcome', game: next, seat: null });
    expect((await rematch(srv.url, next, g.spectate)).json).toMatchObject({ code: 'ERR_SPECTATOR' });
    // and no other game
    const other = await humanGame(srv.url, 'vas', { as: 'rn' });
    expect((await api(srv.url, 'GET', `/api/games/${other.game}`, undefined, g.spectate)).status).toBe(404);

    // the same battle with a new seed: the two records' setups differ only in the seed
    await concede(srv.url, next, second.json.token as string, 'rn');
    const before = (await api(srv.url, 'GET', `/api/games/${g.game}/record`, undefined, g.spectate)).json;
    const after = (await api(srv.url, 'GET', `/api/games/${next}/record`, undefined, g.spectate)).json;
    expect(withoutSeed(after.setup)).toEqual(withoutSeed(before.setup));
    expect((after.setup as { seed: string }).seed).not.toBe((before.setup as { seed: string }).seed);
    for (const c of [rn, rm, watcher, a, b, late, lateWatcher, follower]) c.close();
  });

  it('War at Sea: the war again, sides swapped, from its stored setup', async () => {
    const g = await humanGame(srv.url, 'war-at-sea', { as: 'allies' });
    for (let i = 0; i < 20; i++) {
      const v = (await api(srv.url, 'GET', `/api/games/${g.game}`, undefined, g.tokens.axis)).json.v as number;
      const r = await api(srv.url, 'POST', `/api/games/${g.game}/act`, { v, action: { type: 'surrender', side: 'axis' } }, g.tokens.axis);
      if (r.status === 200) break;
      expect(r.json.code).toBe('ERR_STALE');
    }
    const r = await rematch(srv.url, g.game, g.tokens.axis as string);
    expect(r.json).toMatchObject({ ruleset: 'war-at-sea', seat: 'allies', created: true });
    const s = await Client.open(srv.wsUrl);
    const w = await s.hello(r.json.game as string, { token: r.json.token as string });
    expect(w).toMatchObject({ t: 'welcome', seat: 'allies', over: false });
    s.close();
  });

  it('a bot changes side with its seat', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } });
    const token = (c.json.you as { token: string }).token;
    await concede(srv.url, c.json.game as string, token, 'rn');
    const r = await rematch(srv.url, c.json.game as string, token);
    expect(r.json).toMatchObject({ seat: 'rm', created: true });
    const s = await Client.open(srv.wsUrl);
    expect(seatsOf(await s.hello(r.json.game as string, { token: r.json.token as string }))).toEqual({ rn: 'random', rm: 'human' });
    s.close();
  });
});

describe('a rematch, across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('rematch');

  it('both seats asking at once, each through its own process, get one rematch and one seat each; a socket on the other process is told', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const kept: string[] = [];
    for (let i = 0; i < 4; i++) {
      const g = await humanGame(pair.x.url, 'vas', { as: 'rn' });
      const rmSocket = await Client.open(pair.y.wsUrl);
      await rmSocket.hello(g.game, { token: g.tokens.rm as string });
      await concede(pair.x.url, g.game, g.tokens.rn as string, 'rn');
      const [fromX, fromY] = await Promise.all([rematch(pair.x.url, g.game, g.tokens.rn as string), rematch(pair.y.url, g.game, g.tokens.rm as string)]);
      expect(fromX.json.game).toBe(fromY.json.game);
      expect([fromX.json.seat, fromY.json.seat]).toEqual(['rm', 'rn']);
      expect([fromX.json.created, fromY.json.created].filter(Boolean)).toHaveLength(1);
      expect(await rmSocket.next((f) => f.t === 'rematch')).toMatchObject({ rematch: fromX.json.game });
      kept.push(g.game, fromX.json.game as string);
      rmSocket.close();
    }
    // a rematch made by the loser of a race is not left behind
    const games = await pair.x.store.db.selectFrom('games').select('id').execute();
    expect(games.map((r) => r.id).sort()).toEqual(kept.sort());
  });
});
