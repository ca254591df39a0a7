/**
 * Fan-out between server processes (anchors §6): after a commit a process publishes "game G is at
 * version V" on one channel; the others catch G up from the database (the only truth) and push to
 * their sockets. Pub/Sub may drop a message while a subscriber reconnects, so on every (re)subscribe
 * each game with sockets here is caught up.
 */
import { createClient } from 'redis';
import type { Logger } from 'pino';

export interface Bus {
  publish(game: string, v: number): void;
  close(): Promise<void>;
}

export async function openBus(url: string, prefix: string, origin: string, log: Logger, onRemote: (game: string) => void, onResync: () => void): Promise<Bus> {
  const channel = `${prefix}:games`;
  const pub = createClient({ url });
  pub.on('error', () => log.warn({ code: 'ERR_REDIS' }, 'redis publisher error'));
  await pub.connect();
  const sub = pub.duplicate();
  sub.on('error', () => log.warn({ code: 'ERR_REDIS' }, 'redis subscriber error'));
  sub.on('ready', () => onResync());
  await sub.connect();
  await sub.subscribe(channel, (message) => {
    try {
      const m = JSON.parse(message) as { game?: unknown; origin?: unknown };
      if (typeof m.game === 'string' && m.origin !== origin) onRemote(m.game);
    } catch {
      // not ours: ignored
    }
  });
  return {
    publish(game, v) {
      pub.publish(channel, JSON.stringify({ game, v, origin })).catch(() => log.warn({ code: 'ERR_REDIS' }, 'publish failed'));
    },
    async close() {
      await sub.quit().catch(() => undefined);
      await pub.quit().catch(() => undefined);
    },
  };
}
