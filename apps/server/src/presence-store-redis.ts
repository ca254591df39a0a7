/**
 * The other processes' part of presence (presence.ts) in Redis: per game one hash `<prefix>:here:<game>`, a field
 * per server process (its origin) holding "<expiry ms> <seats as JSON>". Expiries are reckoned by Redis's own clock
 * (TIME, inside the scripts), so the processes' clocks need not agree. A reader drops the fields whose expiry has
 * passed; the hash itself expires when no process renews it.
 */
import { createClient } from 'redis';
import type { PresenceStore } from './presence';

/** KEYS[1] the hash; ARGV: origin, seats JSON ('' removes the field), time to live in ms. */
const MARK = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if ARGV[2] == '' then
  redis.call('HDEL', KEYS[1], ARGV[1])
else
  redis.call('HSET', KEYS[1], ARGV[1], tostring(now + tonumber(ARGV[3])) .. ' ' .. ARGV[2])
  redis.call('PEXPIRE', KEYS[1], 2 * tonumber(ARGV[3]))
end
return 1
`;

/** KEYS[1] the hash; ARGV: the reader's origin. Answers the seats JSON of the other live fields; drops lapsed ones. */
const OTHERS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local all = redis.call('HGETALL', KEYS[1])
local out = {}
for i = 1, #all, 2 do
  local v = all[i + 1]
  local sep = string.find(v, ' ', 1, true)
  local untilMs = sep and tonumber(string.sub(v, 1, sep - 1)) or 0
  if untilMs <= now then
    redis.call('HDEL', KEYS[1], all[i])
  elseif all[i] ~= ARGV[1] then
    table.insert(out, string.sub(v, sep + 1))
  end
end
return out
`;

/** Seats kept alive this long after the last renewal (the renewal is every 10 s: three may be missed). */
export const PRESENCE_TTL_MS = 30_000;

export async function openPresenceStore(url: string, prefix: string, origin: string, ttlMs = PRESENCE_TTL_MS): Promise<PresenceStore> {
  const reconnectStrategy = (retries: number): number => Math.min(100 * 2 ** Math.min(retries, 4), 2000);
  // no offline queue: while Redis is away a call fails at once; the next renewal tells it again
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  client.on('error', () => undefined);
  await client.connect();
  const key = (game: string): string => `${prefix}:here:${game}`;
  return {
    async mark(game, seats) {
      await client.eval(MARK, { keys: [key(game)], arguments: [origin, seats.length === 0 ? '' : JSON.stringify(seats), String(ttlMs)] });
    },
    async others(game) {
      const parts = (await client.eval(OTHERS, { keys: [key(game)], arguments: [origin] })) as string[];
      const seats = new Set<string>();
      for (const p of parts) {
        try {
          const list = JSON.parse(p) as unknown;
          if (Array.isArray(list)) for (const s of list) if (typeof s === 'string') seats.add(s);
        } catch {
          // a field not written by this module: ignored
        }
      }
      return [...seats];
    },
    async close() { await client.quit().catch(() => undefined); },
  };
}
