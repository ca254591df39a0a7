/**
 * Games nobody uses leave the process's memory and come back from the database unchanged (game-cache.ts): a game
 * followed by sockets stays, one left alone is dropped after the idle time, and the same seats then reconnect and
 * play on from the same view; bots playing a whole game are never cut off by the sweeps, however short the idle
 * time; a person against a bot plays on after each time the game left memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';
import { verifyRecord } from '../src/index';
import { gamesToResume, versionOf } from '../src/db/queries';
import { openStore } from '../src/db/open';

const IDLE_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

describe('idle games leave memory and come back unchanged', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'idle.sqlite'), { idleMs: IDLE_MS }); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('a game with sockets stays; left alone it is dropped; its seats reconnect and play on from the same view', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas');
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token });
    }
    const rng = clientRng('idle-a');
    await drive(clients, latest, vasFromView(rng), 12);
    await sleep(IDLE_MS * 3);
    expect(srv.service.cached(game)).toBeDefined();

    const views = Object.fromEntries(await Promise.all(Object.entries(tokens).map(async ([seat, token]) => [seat, (await api(srv.url, 'GET', `/api/games/${game}`, undefined, token)).json])));
    for (const c of Object.values(clients)) c.close();
    await until('the game leaves memory', () => srv.service.cached(game) === undefined);
    // an operator sees it on /api/health
    const health = (await api(srv.url, 'GET', '/api/health')).json.games as { games: number; dropped: number };
    expect(health.dropped).toBeGreaterThanOrEqual(1);
    expect(health.games).toBe(srv.service.inMemory.games);

    // the same seats, the same views, and play goes on
    for (const [seat, token] of Object.entries(tokens)) {
      expect((await api(srv.url, 'GET', `/api/games/${game}`, undefined, token)).json).toEqual(views[seat]);
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token }, Number(views[seat]?.v));
    }
    expect(srv.service.cached(game)).toBeDefined();
    const v = await drive(clients, latest, vasFromView(rng), 12);
    expect(v).toBeGreaterThanOrEqual(Number(views.rn?.v) + 12);
    for (const c of Object.values(clients)) c.close();
  });

});

describe('bots and a one-millisecond idle time', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'idle-bots.sqlite'), { idleMs: 1 }); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('bots play whole games under sweeps every 50 ms that drop any game not busy; each record is whole and its dice verify', async () => {
    const games: { game: string; spectate: string }[] = [];
    for (const [rn, rm] of [['easy', 'random'], ['random', 'normal']] as const) {
      const made = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', seats: { rn: { bot: rn }, rm: { bot: rm } } });
      expect(made.status).toBe(201);
      games.push({ game: made.json.game as string, spectate: made.json.spectate as string });
    }
    for (const { game, spectate } of games) {
      let view: Record<string, unknown> = {};
      await until('the bots finish', async () => {
        view = (await api(srv.url, 'GET', `/api/games/${game}`, undefined, spectate)).json;
        return (view.turn as { kind?: string } | undefined)?.kind === 'over';
      }, 90_000);
      const record = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
      expect(record.status).toBe(200);
      expect((record.json.actions as unknown[]).length).toBe(view.v);
      expect(verifyRecord(record.json).problems).toEqual([]);
    }
    console.log(`idle games: ${srv.service.inMemory.dropped} drops while two bot games were played`);
    expect(srv.service.inMemory.dropped).toBeGreaterThan(0);
  }, 120_000);

  it('a person against a bot over the HTTP API: the game leaves memory while the person thinks, and the bot answers each move after it comes back', async () => {
    const made = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'easy' } } });
    expect(made.status).toBe(201);
    const game = made.json.game as string;
    const token = (made.json.you as { token: string }).token;
    const rng = clientRng('idle-person');
    const decide = vasFromView(rng);
    let botMoves = 0;
    for (let moves = 0; moves < 8;) {
      await until('the game leaves memory', () => srv.service.cached(game) === undefined);
      const seen = (await api(srv.url, 'GET', `/api/games/${game}`, undefined, token)).json as Frame;
      const turn = seen.turn as { kind: string; seats: string[] };
      if (turn.kind === 'over') break;
      if (!turn.seats.includes('rn')) continue;
      const acted = await api(srv.url, 'POST', `/api/games/${game}/act`, { v: seen.v, action: decide('rn', seen, seen.v as number) }, token);
      expect(acted.status).toBe(200);
      moves += 1;
      // the bot's answer, if the turn passes to it: the version moves past the person's action by itself
      await until('the bot or the dice answer', async () => {
        const now = (await api(srv.url, 'GET', `/api/games/${game}`, undefined, token)).json;
        const t = now.turn as { kind: string; seats: string[] };
        if (Number(now.v) > Number(acted.json.v)) botMoves += 1;
        return Number(now.v) > Number(acted.json.v) || t.kind === 'over' || t.seats.includes('rn');
      });
    }
    console.log(`idle games: a person's 8 moves against a bot, each after the game left memory; the game moved on by itself after ${botMoves} of them`);
    expect(botMoves).toBeGreaterThan(0);
  }, 120_000);
});

describe('a restart brings up only the games with work for the server', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'restart.sqlite');
  afterAll(() => tmp.done());

  it('people-only games wait in the database until a seat comes back; a bot game is brought up and played on', async () => {
    const a = await testServer(file);
    const people = await humanGame(a.url, 'vas');
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(people.tokens)) {
      clients[seat] = await Client.open(a.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(people.game, { token });
    }
    const rng = clientRng('restart');
    const at = await drive(clients, latest, vasFromView(rng), 10);
    for (const c of Object.values(clients)) c.close();
    const bots = await api(a.url, 'POST', '/api/games', { ruleset: 'vas', seats: { rn: { bot: 'hard' }, rm: { bot: 'hard' } } });
    await a.close();

    const store = await openStore(file);
    const toResume = await gamesToResume(store);
    const botsAt = (await versionOf(store, bots.json.game as string)) ?? 0;
    await store.close();
    expect(toResume).toContain(bots.json.game);
    expect(toResume).not.toContain(people.game);

    const b = await testServer(file);
    try {
      // the bot game is brought up at start and its bots play on; the people's game is not loaded until asked for
      await until('the bot game moves on after the restart', async () => Number((await api(b.url, 'GET', `/api/games/${bots.json.game as string}`, undefined, bots.json.spectate as string)).json.v) > botsAt, 60_000);
      expect(b.service.cached(people.game)).toBeUndefined();
      for (const [seat, token] of Object.entries(people.tokens)) {
        clients[seat] = await Client.open(b.wsUrl);
        latest[seat] = await (clients[seat] as Client).hello(people.game, { token }, at);
      }
      expect(await drive(clients, latest, vasFromView(rng), 5)).toBeGreaterThanOrEqual(at + 5);
      for (const c of Object.values(clients)) c.close();
    } finally {
      await b.close();
    }
  }, 120_000);
});
