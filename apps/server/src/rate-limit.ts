/**
 * Per-address limits on the HTTP API and on opening sockets (@fastify/rate-limit): a client past its limit gets 429
 * with `{ code: 'ERR_RATE', message }` and a `retry-after` header, and nothing it asked for happens. The web client's
 * own files are not counted. Counted in this process's memory, or with `--redis` in Redis (rate-store-redis.ts), so
 * that the processes sharing games also share one count per address; while Redis is unreachable the limits fail
 * open. The limits are there against floods and scripts filling the database, not as a quota. Moves inside a game
 * are limited on the socket (flood.ts).
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RateLimits {
  /** Requests a minute one address may make to /api and /ws (0: no limit). */
  readonly perMinute: number;
  /** Games one address may create a minute (POST /api/games; 0: no limit beyond perMinute). */
  readonly createsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 600, createsPerMinute: 30 };
export const NO_RATE_LIMITS: RateLimits = { perMinute: 0, createsPerMinute: 0 };

const counted = (url: string): boolean => url.startsWith('/api/') || url === '/ws' || url.startsWith('/ws?');

/** The sentence a limited client reads. */
export function rateMessage(afterMs: number): string {
  const s = Math.max(1, Math.ceil(afterMs / 1000));
  return `Too many requests from this address: wait ${s} second${s === 1 ? '' : 's'} and try again.`;
}

/** Registers the global limit; must come before the routes it covers. `store`: a shared count (rate-store-redis.ts). */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, store?: FastifyRateLimitStoreCtor): Promise<void> {
  if (limits.perMinute <= 0 && limits.createsPerMinute <= 0) return;
  await app.register(rateLimit, {
    ...(store ? { store, skipOnError: true } : {}),
    global: limits.perMinute > 0,
    max: Math.max(1, limits.perMinute),
    timeWindow: 60_000,
    allowList: (req) => !counted(req.url),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, code: 'ERR_RATE', message: rateMessage(ctx.ttl) }),
  });
}

/** The route option that limits game creation, or nothing when off. */
export function createLimit(limits: RateLimits): { config?: { rateLimit: { max: number; timeWindow: number } } } {
  return limits.createsPerMinute > 0 ? { config: { rateLimit: { max: limits.createsPerMinute, timeWindow: 60_000 } } } : {};
}
