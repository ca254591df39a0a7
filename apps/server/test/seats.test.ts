/**
 * Seats and secrets, reconnection, table mode and bots that resume, on a SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { seedRng } from '@salvo/kernel';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';

describe('seats, secrets, reconnection, table mode, bots', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'seats.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('acting for another seat, as a spectator, or with a token of another game is refused; an invite works once', async () => {
    const one = await humanGame(srv.url, 'vas');
    const two = await humanGame(srv.url, 'vas');
    const view = await api(srv.url, 'GET', `/api/games/${one.game}`, undefined, one.tokens.rn);
    const turn = view.json.turn as { seats: string[] };
    const mover = turn.seats[0] as string;
    const idle = mover === 'rn' ? 'rm' : 'rn';
    const action = vasFromView(seedRng('x'))(mover, view.json as Frame, view.json.v as number);
    // another seat's turn
    const c = await Client.open(srv.wsUrl);
    await c.hello(one.game, { token: one.tokens[idle] as string });
    expect((await c.act(view.json.v as number, action, 'a')).code).toBe('ERR_NOT_YOUR_TURN');
    // the token of another game: no seat in this one
    const foreign = await Client.open(srv.wsUrl);
    expect((await foreign.hello(one.game, { token: two.tokens[mover] as string })).code).toBe('ERR_AUTH');
    expect((await api(srv.url, 'POST', `/api/games/${one.game}/act`, { v: view.json.v, action }, two.tokens[mover])).status).toBe(404);
    // the spectator key
    const s = await Client.open(srv.wsUrl);
    expect((await s.hello(one.game, { spectate: one.spectate })).t).toBe('welcome');
    expect((await s.act(view.json.v as number, action, 's')).code).toBe('ERR_SPECTATOR');
    expect((await api(srv.url, 'POST', `/api/games/${one.game}/act`, { v: view.json.v, action }, one.spectate)).json.code).toBe('ERR_SPECTATOR');
    // an invite is claimed once
    const created = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn' });
    const invite = (created.json.invites as Record<string, string>).rm as string;
    expect((await api(srv.url, 'POST', `/api/games/${created.json.game as string}/join`, { invite })).status).toBe(200);
    expect((await api(srv.url, 'POST', `/api/games/${created.json.game as string}/join`, { invite })).status).toBe(404);
    // nothing changed in game one
    expect((await api(srv.url, 'GET', `/api/games/${one.game}`, undefined, one.tokens.rn)).json.v).toBe(view.json.v);
    for (const x of [c, foreign, s]) x.close();
  });

  it('a client that reconnects with the last version it saw gets exactly the events it missed', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas');
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const seat of ['rn', 'rm']) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string });
    }
    const watcher = await Client.open(srv.wsUrl);
    const first = await watcher.hello(game, { token: tokens.rm as string });
    const seen = first.v as number;
    watcher.close();
    const end = await drive(clients, latest, vasFromView(clientRng('reconnect')), 12);
    const back = await Client.open(srv.wsUrl);
    const w = await back.hello(game, { token: tokens.rm as string }, seen);
    expect(w.v).toBe(end);
    expect(w.from).toBe(seen + 1);
    const live = (clients.rm as Client).frames.filter((f) => f.t === 'update' && (f.v as number) > seen).flatMap((f) => f.events as unknown[]);
    expect(w.events).toEqual(live);
    expect((w.events as unknown[]).length).toBeGreaterThan(0);
    for (const x of [...Object.values(clients), back]) x.close();
  });

  it('table mode: the server rolls nothing; the seat whose dice they are types them, nobody else may', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas', { table: true });
    const a = await Client.open(srv.wsUrl);
    const b = await Client.open(srv.wsUrl);
    const wa = await a.hello(game, { token: tokens.rn as string });
    await b.hello(game, { token: tokens.rm as string });
    expect(wa.v).toBe(0);
    const turn = wa.turn as { kind: string; seats: string[]; dice: { count: number; label?: string } };
    expect(turn.kind).toBe('chance');
    const roller = turn.seats[0] as string;
    const [mine, other] = roller === 'rn' ? [a, b] : [b, a];
    const values = Array.from({ length: turn.dice.count }, () => 6);
    expect((await other.act(0, { type: 'roll', values }, 'o')).code).toBe('ERR_NOT_YOUR_TURN');
    expect((await mine.act(0, { type: 'roll', values }, 'm')).t).toBe('ack');
    const rec = await srv.store.db.selectFrom('actions').select(['actor', 'action']).where('game_id', '=', game).execute();
    expect(rec).toEqual([{ actor: roller, action: JSON.stringify({ type: 'roll', values }) }]);
    a.close();
    b.close();
  });

  it('bots seated in a game are run by the server and resume after a restart', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', seats: { allies: { bot: 'heuristic' }, axis: { bot: 'random' } } });
    expect(c.status).toBe(201);
    const game = c.json.game as string;
    await srv.close();
    const stopped = Number((await (srv = await testServer(file)).store.db.selectFrom('games').select('version').where('id', '=', game).executeTakeFirstOrThrow()).version);
    const deadline = Date.now() + 60_000;
    let r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, c.json.spectate as string);
    while ((r.json.turn as { kind: string }).kind !== 'over' && Date.now() < deadline) {
      await new Promise((res) => setTimeout(res, 200));
      r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, c.json.spectate as string);
    }
    expect((r.json.turn as { kind: string }).kind).toBe('over');
    expect(r.json.v as number).toBeGreaterThan(stopped);
  });
});
