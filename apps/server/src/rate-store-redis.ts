/**
 * The rate limits' counts kept in Redis (`salvo serve --redis`), so that every server process behind a load balancer
 * counts the same address against one limit instead of one each. A counter is a Redis key per address (and per
 * route for the game-creation limit) under `<prefix>:rate:`, incremented and given the window's expiry in one Lua
 * script, so two processes never both take the last request of a window. While Redis is unreachable the limits
 * fail open (the plugin's `skipOnError`): a player is never refused because Redis is down, and the bus already
 * reports the outage (redis.ts).
 *
 * @fastify/rate-limit ships a Redis store for ioredis; the server's client is node-redis (`redis`), so this is the
 * same few lines over it rather than a second Redis client library.
 */
import { createClient } from 'redis';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** INCR, and PEXPIRE on the window's first request; answers the count and the milliseconds left in the window. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return { current, tonumber(ARGV[1]) }
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;

export interface RateStoreClient {
  /** The store class @fastify/rate-limit instantiates (`store` option). */
  readonly Store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

/** A connected client and the store class counting through it, keys under `<prefix>:rate:`. */
export async function openRateStore(url: string, prefix: string): Promise<RateStoreClient> {
  const reconnectStrategy = (retries: number): number => Math.min(100 * 2 ** Math.min(retries, 4), 2000);
  // no offline queue: while Redis is away a count fails at once and the request goes through
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  client.on('error', () => undefined);
  await client.connect();
  const base = `${prefix}:rate:`;
  class RedisRateStore implements FastifyRateLimitStore {
    private readonly key: string;
    /** The plugin passes its settings first; a route's child passes its own key prefix second. */
    constructor(_settings?: unknown, key?: unknown) {
      this.key = typeof key === 'string' ? key : base;
    }

    incr(address: string, done: Done, timeWindow: number): void {
      client.eval(COUNT, { keys: [this.key + address], arguments: [String(timeWindow)] }).then(
        (r) => {
          const [current, ttl] = r as [number, number];
          done(null, { current, ttl });
        },
        (e: unknown) => done(e instanceof Error ? e : new Error('Redis refused the count')),
      );
    }

    /** A route's own limit (game creation) counts apart: the plugin passes the route's settings with its `routeInfo`. */
    child(route: object): RedisRateStore {
      const info = (route as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new RedisRateStore(undefined, `${this.key}${String(info?.method ?? '')}${String(info?.url ?? '')}-`);
    }
  }
  return {
    Store: RedisRateStore,
    async close() { await client.quit().catch(() => undefined); },
  };
}
