/**
 * Builds and starts the server: the store (SQLite file or PostgreSQL), the game service, the HTTP API,
 * the WebSocket protocol, Redis fan-out when asked, and the web client's build when it exists.
 * On start every active game is resumed: its bots and its pending dice carry on where they stopped.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import pino, { type DestinationStream, type Logger } from 'pino';
import { gamesToResume } from './db/queries';
import { isPostgres, openStore, type Store } from './db/open';
import { Hub } from './hub';
import { registerHttp } from './http';
import type { Bus } from './redis';
import { GameService } from './service';
import { BotPool } from './bot-pool';
import { registerWs } from './ws';
import { Chat } from './chat';
import { Rematches } from './rematch';
import { Presence } from './presence';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './rate-limit';

export interface ServerOptions {
  /** A SQLite file path or a postgres:// URL (`?schema=name` for a schema of its own). */
  readonly db: string;
  readonly redis?: string;
  /** Redis channel prefix (one per deployment; tests use one per run). */
  readonly redisPrefix?: string;
  readonly port?: number;
  readonly host?: string;
  readonly logStream?: DestinationStream;
  readonly logLevel?: string;
  /** The web client's build; default apps/web/dist, served only when present. */
  readonly webDist?: string;
  readonly bodyLimit?: number;
  readonly frameLimit?: number;
  readonly wsRate?: number;
  /** Bytes queued for one socket beyond which it is cut as not reading (default 4 MiB). */
  readonly wsMaxBuffered?: number;
  /** Interval of the server's WebSocket pings; a socket that misses answering one is cut (default 30 s). */
  readonly wsHeartbeatMs?: number;
  /** Idle viewers (spectators, seats not asked to act) get at most one update per this many ms per game (default 50; 0 sends every commit at once). */
  readonly wsIdleViewerMs?: number;
  /** With Redis: how often this process renews its part of who is connected and reads the others' (presence.ts). */
  readonly presenceRenewMs?: number;
  /** Worker threads for the search bots' decisions (default os.availableParallelism() - 1, at least 1; started on first use). */
  readonly botThreads?: number;
  /** A game nobody has used this long leaves the process's memory, to be loaded again when asked for (default 10 minutes; 0 keeps every game). */
  readonly idleMs?: number;
  /** Per-address limits on /api and /ws (default DEFAULT_RATE_LIMITS; NO_RATE_LIMITS turns them off). */
  readonly rateLimits?: RateLimits;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (default false). */
  readonly trustProxy?: boolean;
  /** A search bot's decision is given up after this many ms on its thread, and the heuristic decides (default 30 s). */
  readonly botTimeoutMs?: number;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly store: Store;
  readonly service: GameService;
  /** The worker threads that make the search bots' decisions. */
  readonly bots: BotPool;
  readonly web: boolean;
  close(): Promise<void>;
}

const here = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log: Logger = pino({ level: opts.logLevel ?? 'info', redact: ['req.headers.authorization'] }, opts.logStream ?? process.stdout);
  const store = await openStore(opts.db);
  const shared = opts.redis !== undefined;
  const bots = new BotPool({ ...(opts.botThreads === undefined ? {} : { threads: opts.botThreads }), ...(opts.botTimeoutMs === undefined ? {} : { timeoutMs: opts.botTimeoutMs }) });
  const maxBuffered = opts.wsMaxBuffered ?? 4 * 1024 * 1024;
  const hub = new Hub(maxBuffered, opts.wsIdleViewerMs ?? 50);
  let bus: Bus | null = null;
  const service = new GameService({
    store, log, shared, bots, watched: (id) => hub.watching(id), ...(opts.idleMs === undefined ? {} : { idleMs: opts.idleMs }),
    // a take back's news follows the update it made (sent now to every socket, not only the seats to move)
    takeBackNews: (game, frameFor) => {
      const g = service.cached(game);
      if (g) hub.push(g, true);
      hub.pushEach(game, frameFor);
    }, takeBackPublished: (game) => bus?.publishNote(game, 'take-back'),
  });
  const app: FastifyInstance = Fastify({ loggerInstance: log as FastifyBaseLogger, bodyLimit: opts.bodyLimit ?? 64 * 1024, trustProxy: opts.trustProxy ?? false });
  app.setErrorHandler((err: { statusCode?: number; code?: string; message?: string }, req, reply) => {
    if (err.statusCode === 429 && err.code === 'ERR_RATE') return void reply.code(429).send({ code: err.code, message: err.message });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const code = status === 413 ? 'ERR_TOO_LARGE' : status === 415 ? 'ERR_MEDIA_TYPE' : status === 400 ? 'ERR_BODY' : status < 500 ? 'ERR_REQUEST' : 'ERR_SERVER';
    if (status === 500) req.log.error({ code: err.code ?? 'unknown' }, 'request failed');
    void reply.code(status).send({ code, message: status === 413 ? 'The request body is too large.' : status < 500 ? 'The request is not of the expected form.' : 'The server failed; nothing changed.' });
  });
  app.setNotFoundHandler((_req, reply) => void reply.code(404).send({ code: 'ERR_NOT_FOUND', message: 'No such page.' }));
  const limits = opts.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limited = limits.perMinute > 0 || limits.createsPerMinute > 0;
  // with Redis, every process counts an address against the same limit
  const rateStore = opts.redis && limited ? await (await import('./rate-store-redis')).openRateStore(opts.redis, opts.redisPrefix ?? 'salvo') : null;
  await registerRateLimits(app, limits, rateStore?.Store);
  await app.register(websocket, { options: { maxPayload: opts.frameLimit ?? 64 * 1024 } });
  const origin = randomBytes(8).toString('hex');
  const presenceStore = opts.redis ? await (await import('./presence-store-redis')).openPresenceStore(opts.redis, opts.redisPrefix ?? 'salvo', origin) : null;
  const presence = new Presence(hub, presenceStore, (game) => bus?.publishNote(game, 'presence'), (game) => log.debug({ code: 'ERR_PRESENCE', game }, 'presence not recorded in Redis'), opts.presenceRenewMs);
  const chat = new Chat(store, hub, (game) => bus?.publishNote(game, 'chat'));
  const rematches = new Rematches(store, service, hub, (game) => bus?.publishNote(game, 'rematch'));
  registerHttp(app, store, service, rematches, shared, () => ({ ...(bus ? { redis: bus.up() ? 'up' : 'down' } : {}), games: service.inMemory }), limits);
  registerWs(app, service, hub, { chat, rematches, presence }, { rate: opts.wsRate ?? 200, burst: (opts.wsRate ?? 200) * 2, strikes: 100, maxBuffered, heartbeatMs: opts.wsHeartbeatMs ?? 30_000 }, shared);
  const dist = opts.webDist ?? DEFAULT_WEB_DIST;
  const web = existsSync(join(dist, 'index.html'));
  if (web) await app.register(fastifyStatic, { root: dist, wildcard: true });
  else app.get('/', async (_req, reply) => reply.type('text/plain').send('Salvo server. The web client is not built (npm run -w @salvo/web build); the API is under /api and /ws (see README).\n'));

  service.onSeatsChanged((g) => {
    hub.pushSeats(g);
    bus?.publish(g.id, g.version);
  });
  service.onDeployed((g, started) => {
    hub.pushDeployment(g, started);
    // the other processes re-read the deployment (service.catchUp) and tell their sockets
    bus?.publish(g.id, g.version);
  });
  service.onCommitted((g) => {
    hub.push(g);
    bus?.publish(g.id, g.version);
  });
  if (opts.redis) {
    const deliver = (game: string): void => void chat.deliver(game).catch(() => log.error({ code: 'ERR_CHAT_READ', game }, 'messages not read'));
    const resyncAll = (): void => {
      for (const id of hub.games()) {
        void service.resume(id);
        deliver(id);
      }
      presence.renewAll();
    };
    const { openBus } = await import('./redis');
    bus = await openBus(opts.redis, opts.redisPrefix ?? 'salvo', origin, log, (game, note) => {
      if (note === 'chat') return deliver(game);
      if (note === 'presence') return void presence.refresh(game);
      if (note === 'rematch') return void rematches.tell(game).catch(() => log.error({ code: 'ERR_REMATCH_READ', game }, 'rematch not read'));
      if (note === 'take-back') return void (hub.watching(game) ? service.takeBacks.remote(game) : Promise.resolve()).catch(() => log.error({ code: 'ERR_TAKE_BACK_READ', game }, 'take back not read'));
      if (!service.cached(game)) return;
      void service.resume(game);
      void service.seatsChanged(game, true);
    }, resyncAll);
  }
  for (const id of await gamesToResume(store)) void service.resume(id).catch(() => log.error({ game: id, code: 'ERR_RESUME' }, 'resume failed'));
  const address = await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  log.info({ db: isPostgres(opts.db) ? 'postgres' : 'sqlite', durability: store.durability, redis: Boolean(opts.redis), web }, 'salvo server ready');
  return {
    app, url: address, store, service, bots, web,
    async close() {
      service.close();
      await presence.close();
      hub.closeAll();
      await app.close();
      await bus?.close();
      await rateStore?.close();
      await presenceStore?.close();
      await bots.close();
      await store.close();
    },
  };
}
