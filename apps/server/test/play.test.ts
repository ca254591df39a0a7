import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { verifyRecord } from '../src/index';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';

describe('two people play Victory at Sea through the server (SQLite file)', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'play.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('create, join by invite, play to the end over WebSocket, list whose turn, fetch and verify the record', async () => {
    const { game, tokens, spectate, seedCommit } = await humanGame(srv.url, 'vas');
    expect(Object.keys(tokens).sort()).toEqual(['rm', 'rn']);
    const mine = await api(srv.url, 'POST', '/api/my-games', { tokens: Object.values(tokens) });
    const listed = mine.json.games as { seat: string; yourTurn: boolean; toMove: string[] }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((g) => g.yourTurn)).toHaveLength(1);
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token });
      expect(latest[seat]?.t).toBe('welcome');
      expect(latest[seat]?.seat).toBe(seat);
    }
    const before = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    expect(before.status).toBe(409);
    const end = await drive(clients, latest, vasFromView(clientRng('play')));
    const rec = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    expect(rec.status).toBe(200);
    expect((rec.json.actions as unknown[]).length).toBe(end);
    expect((rec.json.meta as Record<string, string>).seedCommit).toBe(seedCommit);
    const report = verifyRecord(rec.json);
    expect(report.problems).toEqual([]);
    expect(report.diceChecked).toBeGreaterThan(10);
    for (const c of Object.values(clients)) c.close();
  });

  it('records the action the engine accepted, not the one it was sent: extra fields are dropped', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'vas');
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token });
    }
    const decide = vasFromView(clientRng('extra'));
    let junk: unknown = { end: true };
    for (let i = 0; i < 200; i++) junk = { deeper: junk };
    const seat = (Object.values(latest)[0]?.turn as { seats: string[] }).seats[0] as string;
    const first = latest[seat] as Frame;
    const action = { ...(decide(seat, first, first.v as number) as object), junkField: junk };
    const r = await (clients[seat] as Client).act(first.v as number, action, 'extra-0');
    expect(r.t).toBe('ack');
    for (const [s, cl] of Object.entries(clients)) latest[s] = await cl.next((f) => f.t === 'update' && (f.v as number) >= (r.v as number));
    await drive(clients, latest, decide);
    const rec = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    expect(rec.status).toBe(200);
    expect(JSON.stringify(rec.json.actions)).not.toContain('junkField');
    for (const c of Object.values(clients)) c.close();
  });
});
