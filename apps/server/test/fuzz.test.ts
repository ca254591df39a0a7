/**
 * Fuzzing (fast-check): SALVO_FUZZ_RUNS hostile WebSocket frames and HTTP requests (1,000 by default;
 * bench/server-fuzz.ts sends 10^5): no crash, every refusal a coded error, and every action that got
 * into the game is one the engine's checked apply accepts. Also the size limits and flood limiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, humanGame, tempDir, testServer, type TestServer } from './support';
import { fuzzServer } from './fuzzing';

const RUNS = Number(process.env.SALVO_FUZZ_RUNS ?? 1000);

describe('hostile input', () => {
  const tmp = tempDir();
  let srv: TestServer;
  let limited: TestServer;
  beforeAll(async () => {
    srv = await testServer(join(tmp.dir, 'fuzz.sqlite'), { wsRate: 1e6 });
    limited = await testServer(join(tmp.dir, 'limits.sqlite'), { wsRate: 50 });
  });
  afterAll(async () => { await srv.close(); await limited.close(); tmp.done(); });

  it(`${RUNS} hostile frames and requests: 0 crashes, every refusal coded, the game only ever took legal actions`, async () => {
    const r = await fuzzServer(srv, RUNS);
    expect(r.crashes).toBe(0);
    expect(r.uncoded).toEqual([]);
    expect(r.replayOk).toBe(true);
    expect(r.ws + r.http).toBe(RUNS);
  });

  it('a body over 64 KiB is refused with 413 ERR_TOO_LARGE; a frame over 64 KiB closes the socket (1009)', async () => {
    const big = await fetch(`${limited.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ruleset: 'vas', setup: { pad: 'x'.repeat(70_000) } }) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: string }).code).toBe('ERR_TOO_LARGE');
    const c = await Client.open(limited.wsUrl);
    const closed = new Promise<number>((res) => c.ws.once('close', (code) => res(code)));
    c.send('x'.repeat(70_000));
    expect(await closed).toBe(1009);
  });

  it('a flooding socket is told ERR_FLOOD and closed (1008) while another client plays on', async () => {
    const { game, tokens } = await humanGame(limited.url, 'vas');
    const flood = await Client.open(limited.wsUrl);
    const closed = new Promise<number>((res) => flood.ws.once('close', (code) => res(code)));
    for (let i = 0; i < 2000 && !flood.closed; i++) flood.send({ t: 'ping' });
    const player = await Client.open(limited.wsUrl);
    const w = await player.hello(game, { token: tokens.rn as string });
    expect(w.t).toBe('welcome');
    expect(await closed).toBe(1008);
    expect(flood.frames.some((f) => f.code === 'ERR_FLOOD')).toBe(true);
    expect((await api(limited.url, 'GET', `/api/games/${game}`, undefined, tokens.rm)).status).toBe(200);
    player.close();
  });
});
