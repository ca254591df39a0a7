/**
 * Fan-out between server processes (anchors §6): after a commit a process publishes "game G is at
 * version V" on one channel (and notes of G that are not versions: a message said, a rematch made, a seat's sockets come or gone); the others catch G up from the database (the only truth) and push to
 * their sockets. Pub/Sub may drop a message while a subscriber reconnects, so on every (re)subscribe
 * each game with sockets here is caught up.
 *
 * Redis going away is not fatal: every game keeps being played and committed through this process
 * (the database decides); only the doorbell to other processes is silent. The outage is logged once
 * (ERR_REDIS_DOWN) and shown by /api/health, publishes fail at once instead of queueing, the clients
 * retry the connection, and when Redis is back (REDIS_UP) every game with sockets here is caught up.
 */
import { createClient } from 'redis';
import type { Logger } from 'pino';

export type Note = 'chat' | 'rematch' | 'presence' | 'take-back';

export interface Bus {
  publish(game: string, v: number): void;
  /**
   * News of a game that is not a new version: a message said in it (chat.ts), or its rematch made (rematch.ts), which
   * the others read from the database and send to their seats' sockets; a take back asked, refused or done (take-back.ts),
   * read from the game's row the same way; or a change of who is connected
   * (presence.ts), which they read from Redis.
   */
  publishNote(game: string, note: Note): void;
  /** Whether both Redis connections are up. */
  up(): boolean;
  close(): Promise<void>;
}

export async function openBus(url: string, prefix: string, origin: string, log: Logger, onRemote: (game: string, note: Note | null) => void, onResync: () => void): Promise<Bus> {
  const channel = `${prefix}:games`;
  const reconnectStrategy = (retries: number): number => Math.min(100 * 2 ** Math.min(retries, 4), 2000);
  const pub = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  const sub = createClient({ url, socket: { reconnectStrategy } });
  const ready = { pub: false, sub: false };
  let reported = false;
  let closing = false;
  const down = (which: 'pub' | 'sub'): void => {
    ready[which] = false;
    if (reported || closing) return;
    reported = true;
    log.error({ code: 'ERR_REDIS_DOWN' }, 'Redis is unreachable: games go on here, but moves made through other server processes reach this one only when Redis is back');
  };
  const isUp = (): boolean => ready.pub && ready.sub;
  const backUp = (which: 'pub' | 'sub'): void => {
    ready[which] = true;
    if (reported && isUp()) {
      reported = false;
      log.warn({ code: 'REDIS_UP' }, 'Redis is back: catching up every game followed here');
    }
  };
  pub.on('error', () => down('pub'));
  pub.on('end', () => down('pub'));
  pub.on('ready', () => backUp('pub'));
  sub.on('error', () => down('sub'));
  sub.on('end', () => down('sub'));
  sub.on('ready', () => {
    backUp('sub');
    onResync();
    // and once more after the re-subscription surely took effect: a message published between the
    // first catch-up and the SUBSCRIBE would otherwise be missed
    setTimeout(() => { if (!closing) onResync(); }, 250).unref();
  });
  await pub.connect();
  await sub.connect();
  await sub.subscribe(channel, (message) => {
    try {
      const m = JSON.parse(message) as { game?: unknown; origin?: unknown; note?: unknown };
      if (typeof m.game === 'string' && m.origin !== origin) onRemote(m.game, m.note === 'chat' || m.note === 'rematch' || m.note === 'presence' || m.note === 'take-back' ? m.note : null);
    } catch {
      // not ours: ignored
    }
  });
  return {
    publish(game, v) {
      // while Redis is down this fails at once (no offline queue): the others catch up when it is back
      pub.publish(channel, JSON.stringify({ game, v, origin })).catch(() => { if (!pub.isReady) down('pub'); });
    },
    publishNote(game, note) {
      pub.publish(channel, JSON.stringify({ game, note, origin })).catch(() => { if (!pub.isReady) down('pub'); });
    },
    up: isUp,
    async close() {
      closing = true;
      await sub.quit().catch(() => undefined);
      await pub.quit().catch(() => undefined);
    },
  };
}
