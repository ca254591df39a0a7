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
});
