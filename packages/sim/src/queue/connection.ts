/**
 * Redis for BullMQ from a `redis://[user:password@]host[:port][/db]` URL, and a reachability check
 * that fails with a sentence instead of retrying forever.
 */
import { createConnection } from 'node:net';
import { createNodeRedisClient, type IRedisClient } from 'bullmq';
import { createClient } from 'redis';

export interface RedisTarget { readonly host: string; readonly port: number; readonly password?: string; readonly username?: string; readonly db?: number }

export function parseRedisUrl(url: string): RedisTarget | string {
  let u: URL;
  try { u = new URL(url); } catch { return `"${url}" is not a Redis URL; write redis://host:port (e.g. redis://127.0.0.1:6379).`; }
  if (u.protocol !== 'redis:') return `"${url}" is not a Redis URL; write redis://host:port (e.g. redis://127.0.0.1:6379).`;
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname || '127.0.0.1', port: u.port ? Number(u.port) : 6379,
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}), ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(db !== undefined && Number.isInteger(db) ? { db } : {}),
  };
}

/** Resolves null when a TCP connection opens within `ms`, else the reason as a sentence. */
export function reachable(t: RedisTarget, ms = 3000): Promise<string | null> {
  return new Promise((resolve) => {
    const s = createConnection({ host: t.host, port: t.port });
    const done = (why: string | null): void => { s.destroy(); resolve(why); };
    s.setTimeout(ms, () => done(`Cannot reach Redis at ${t.host}:${t.port} (no answer in ${ms / 1000} s).`));
    s.once('connect', () => done(null));
    s.once('error', (e) => done(`Cannot reach Redis at ${t.host}:${t.port}: ${e.message}.`));
  });
}

/**
 * A connected node-redis client wrapped for BullMQ (`createNodeRedisClient`; ioredis is not
 * installed). The caller closes it after the queue or worker.
 */
export async function bullConnection(url: string): Promise<{ connection: IRedisClient; close: () => Promise<void> }> {
  const client = createClient({ url });
  client.on('error', () => undefined); // reported by the command that failed, not as an unhandled event
  await client.connect();
  return { connection: createNodeRedisClient(client), close: async () => { await client.close(); } };
}
