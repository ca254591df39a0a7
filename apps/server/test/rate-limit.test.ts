/**
 * Per-address limits on the HTTP API and on opening sockets, on a real server over real HTTP: past its limit an
 * address gets 429 ERR_RATE with a sentence and retry-after, nothing it asked for happens (no game is created),
 * another address is not affected, the web client's files are not counted, and the defaults are on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import WebSocket from 'ws';
import { activeGameIds } from '../src/db/queries';
import { DEFAULT_RATE_LIMITS, startServer, type RunningServer } from '../src/index';
import { rateMessage } from '../src/rate-limit';
import { tempDir, testServer, type TestServer } from './support';

async function call(base: string, method: string, path: string, from?: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const r = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(from ? { 'x-forwarded-for': from } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  return { status: r.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: r.headers };
}

function socketOpens(url: string, from: string): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': from } });
    ws.once('open', () => { ws.close(); resolve('open'); });
    ws.once('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); ws.terminate(); });
    ws.once('error', () => resolve(0));
  });
}

describe('per-address limits on the API and sockets', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer(join(tmp.dir, 'rate.sqlite'), { rateLimits: { perMinute: 6, createsPerMinute: 2 }, trustProxy: true });
  });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('a third game a minute from one address is refused with ERR_RATE and retry-after, and is not created; another address still creates', async () => {
    const made: number[] = [];
    for (let i = 0; i < 3; i++) made.push((await call(srv.url, 'POST', '/api/games', '10.0.0.1', { ruleset: 'vas' })).status);
    expect(made).toEqual([201, 201, 429]);
    const refused = await call(srv.url, 'POST', '/api/games', '10.0.0.1', { ruleset: 'vas' });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('ERR_RATE');
    expect(refused.json.message).toMatch(/^Too many requests from this address: wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await activeGameIds(srv.store)).length).toBe(2);

    expect((await call(srv.url, 'POST', '/api/games', '10.0.0.2', { ruleset: 'vas' })).status).toBe(201);
    expect((await activeGameIds(srv.store)).length).toBe(3);
  });

  it('API calls past the limit get 429; the page itself is not counted; sockets are refused past the limit too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(srv.url, 'GET', '/api/health', '10.0.0.3')).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // the web client's files (here the server's plain page) are served whatever the count
    expect((await call(srv.url, 'GET', '/', '10.0.0.3')).status).toBe(200);
    expect(await socketOpens(srv.wsUrl, '10.0.0.3')).toBe(429);
    expect(await socketOpens(srv.wsUrl, '10.0.0.4')).toBe('open');
  });

  it('the sentence names the wait in whole seconds', () => {
    expect(rateMessage(400)).toBe('Too many requests from this address: wait 1 second and try again.');
    expect(rateMessage(59_001)).toBe('Too many requests from this address: wait 60 seconds and try again.');
  });
});

describe('the default limits', () => {
  const tmp = tempDir();
  let srv: RunningServer;
  beforeAll(async () => { srv = await startServer({ db: join(tmp.dir, 'rate-default.sqlite'), port: 0, logLevel: 'warn', webDist: '/nonexistent' }); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it(`are on without options: ${DEFAULT_RATE_LIMITS.perMinute} API calls and ${DEFAULT_RATE_LIMITS.createsPerMinute} games a minute per address`, async () => {
    const health = await call(srv.url, 'GET', '/api/health');
    expect(health.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_RATE_LIMITS.perMinute));
    const made = await call(srv.url, 'POST', '/api/games', undefined, { ruleset: 'vas' });
    expect(made.status).toBe(201);
    expect(made.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_RATE_LIMITS.createsPerMinute));
  });

  it('X-Forwarded-For is ignored unless the server trusts a proxy: one address, one count', async () => {
    const a = await call(srv.url, 'GET', '/api/health', '10.9.9.1');
    const b = await call(srv.url, 'GET', '/api/health', '10.9.9.2');
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(Number(a.headers.get('x-ratelimit-remaining')) - 1);
  });
});
