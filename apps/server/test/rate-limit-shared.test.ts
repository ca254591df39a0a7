/**
 * With Redis, the per-address limits are counted in Redis (rate-store-redis.ts): two server processes sharing it
 * count one address against one limit, requests and game creations alike, and another address is not affected;
 * while Redis is unreachable the limits fail open (every request answered, none refused for the outage), and when it
 * is back they count again. Real servers over real HTTP, the machine's Redis and a redis-server of the test's own;
 * skips with a visible message without them, fails instead under SALVO_REQUIRE_SERVICES=1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REDIS_URL, serviceGate, tempDir, testServer, uniqueName, type TestServer } from './support';
import { freePort, haveRedisServer, startRedis } from './redis-server';

async function status(base: string, method: string, path: string, from: string, body?: unknown): Promise<number> {
  const r = await fetch(base + path, {
    method,
    headers: { 'x-forwarded-for': from, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await r.arrayBuffer();
  return r.status;
}

const LIMITS = { perMinute: 6, createsPerMinute: 2 };

describe('rate limits shared through Redis', () => {
  const tmp = tempDir();
  let up = false;
  let x: TestServer;
  let y: TestServer;
  beforeAll(async () => {
    up = await serviceGate('Redis', 6379);
    if (!up) return;
    const redisPrefix = uniqueName('rate');
    x = await testServer(join(tmp.dir, 'x.sqlite'), { redis: REDIS_URL, redisPrefix, rateLimits: LIMITS, trustProxy: true });
    y = await testServer(join(tmp.dir, 'y.sqlite'), { redis: REDIS_URL, redisPrefix, rateLimits: LIMITS, trustProxy: true });
  }, 60_000);
  afterAll(async () => { await x?.close(); await y?.close(); tmp.done(); });

  it('two processes count one address against one limit; another address is not affected', async () => {
    if (!up) return;
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) seen.push(await status(i % 2 ? y.url : x.url, 'GET', '/api/health', '10.9.0.1'));
    expect(seen).toEqual([200, 200, 200, 200, 200, 200]);
    // the seventh, on either process, is past the one limit: each process alone has counted only three
    expect(await status(x.url, 'GET', '/api/health', '10.9.0.1')).toBe(429);
    expect(await status(y.url, 'GET', '/api/health', '10.9.0.1')).toBe(429);
    expect(await status(y.url, 'GET', '/api/health', '10.9.0.2')).toBe(200);
  });

  it('the game-creation limit is shared too', async () => {
    if (!up) return;
    const made = [
      await status(x.url, 'POST', '/api/games', '10.9.0.3', { ruleset: 'vas' }),
      await status(y.url, 'POST', '/api/games', '10.9.0.3', { ruleset: 'vas' }),
      await status(x.url, 'POST', '/api/games', '10.9.0.3', { ruleset: 'vas' }),
    ];
    expect(made).toEqual([201, 201, 429]);
  });
});

describe('rate limits while Redis is away', () => {
  const tmp = tempDir();
  let ok = false;
  let redis: ChildProcess | null = null;
  let port = 0;
  let s: TestServer;
  beforeAll(async () => {
    ok = haveRedisServer('the rate limits\' Redis outage test does not run');
    if (!ok) return;
    port = await freePort();
    redis = await startRedis(port);
    s = await testServer(join(tmp.dir, 'o.sqlite'), { redis: `redis://127.0.0.1:${port}`, redisPrefix: uniqueName('rate-out'), rateLimits: { perMinute: 3, createsPerMinute: 0 }, trustProxy: true });
  }, 60_000);
  afterAll(async () => { await s?.close(); redis?.kill('SIGKILL'); tmp.done(); });

  it('fail open while Redis is down, and count again when it is back', async () => {
    if (!ok || !redis) return;
    const counted: number[] = [];
    for (let i = 0; i < 4; i++) counted.push(await status(s.url, 'GET', '/api/health', '10.9.1.1'));
    expect(counted).toEqual([200, 200, 200, 429]);
    redis.kill('SIGKILL');
    await new Promise((r) => redis?.once('exit', r));
    // a player is never refused because Redis is down, and never gets a server error for it
    const away: number[] = [];
    for (let i = 0; i < 6; i++) away.push(await status(s.url, 'GET', '/api/health', '10.9.1.2'));
    expect(away).toEqual([200, 200, 200, 200, 200, 200]);
    redis = await startRedis(port);
    // back (a new, empty Redis): once the client has reconnected, an address is counted against its limit again
    let refused = false;
    for (let i = 0; i < 200 && !refused; i++) {
      refused = (await status(s.url, 'GET', '/api/health', '10.9.1.3')) === 429;
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);
  }, 60_000);
});
