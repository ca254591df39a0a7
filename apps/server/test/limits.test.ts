/**
 * Clients that flood or never read are limited without hurting other games: real sockets on one
 * server. A game is played while, on the same server, one socket floods frames (it gets one ERR_FLOOD
 * and is closed with 1008) and another spectates it without ever reading (it cannot answer the
 * server's pings, or its queued bytes pass the limit, and the server cuts it). The honest game's send-to-ack latency during the abuse stays
 * within a few times its own latency before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';
import { percentile } from '../../../bench/load-driver';

async function honest(srv: TestServer): Promise<{ clients: Record<string, Client>; latest: Record<string, Frame>; game: string; spectate: string }> {
  const { game, tokens, spectate } = await humanGame(srv.url, 'vas');
  const clients: Record<string, Client> = {};
  const latest: Record<string, Frame> = {};
  for (const [seat, token] of Object.entries(tokens)) {
    clients[seat] = await Client.open(srv.wsUrl);
    latest[seat] = await (clients[seat] as Client).hello(game, { token });
  }
  return { clients, latest, game, spectate };
}

describe('a flooding or non-reading client is limited without hurting other games', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'limits.sqlite'), { wsRate: 100, wsMaxBuffered: 64 * 1024, wsHeartbeatMs: 1000 }); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('flooder closed with 1008 after a few ERR_FLOOD (not one per message), non-reader cut, the other game plays on at its own pace', async () => {
    const base = await honest(srv);
    const before: number[] = [];
    await drive(base.clients, base.latest, vasFromView(clientRng('limits-a')), 15, before);

    // the flooder: its own game, acts as fast as the socket takes them
    const victim = await humanGame(srv.url, 'vas');
    const flood = await Client.open(srv.wsUrl);
    await flood.hello(victim.game, { token: victim.tokens.rn as string });
    const floodClosed = new Promise<number>((res) => flood.ws.once('close', (code) => res(code)));
    let sentByFlooder = 0;
    const pump = setInterval(() => {
      for (let i = 0; i < 50 && flood.ws.readyState === WebSocket.OPEN; i++, sentByFlooder++) flood.send({ t: 'act', v: 0, action: { type: 'concede', fleet: 'rn' }, id: `f${sentByFlooder}` });
    }, 2);

    // the non-reader: a spectator of the second game that stops reading right after its hello
    const abused = await honest(srv);
    const sleeper = new WebSocket(srv.wsUrl);
    await new Promise((res) => sleeper.once('open', res));
    sleeper.send(JSON.stringify({ t: 'hello', game: abused.game, spectate: abused.spectate }));
    (sleeper as unknown as { _socket: { pause(): void } })._socket.pause();

    const during: number[] = [];
    await drive(abused.clients, abused.latest, vasFromView(clientRng('limits-b')), 200, during);
    expect(await floodClosed).toBe(1008);
    clearInterval(pump);
    const floodErrors = flood.frames.filter((f) => f.code === 'ERR_FLOOD').length;
    expect(floodErrors).toBeGreaterThanOrEqual(1);
    expect(floodErrors).toBeLessThan(sentByFlooder / 20);

    for (let i = 0; i < 600 && !srv.logs.some((l) => /"reason":"(slow|silent)"/.test(l)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(srv.logs.some((l) => /"reason":"(slow|silent)"/.test(l))).toBe(true);
    (sleeper as unknown as { _socket: { resume(): void } })._socket.resume();
    const sleeperCode = await new Promise<number>((res) => (sleeper.readyState === WebSocket.CLOSED ? res(1006) : sleeper.once('close', (c) => res(c))));
    expect(sleeperCode).toBe(1006);

    const p50Before = percentile([...before].sort((a, b) => a - b), 50);
    const p50During = percentile([...during].sort((a, b) => a - b), 50);
    console.log(`limits: honest game p50 ${p50Before.toFixed(1)} ms before, ${p50During.toFixed(1)} ms during the abuse; flooder sent ${sentByFlooder}, got ${floodErrors} ERR_FLOOD`);
    expect(p50During).toBeLessThan(3 * p50Before + 50);
    for (const c of [...Object.values(base.clients), ...Object.values(abused.clients)]) expect(c.closed).toBe(false);
    for (const c of [...Object.values(base.clients), ...Object.values(abused.clients)]) c.close();
  }, 120_000);
});
