/**
 * HTTP API. Secrets travel in bodies or `Authorization: Bearer`, never in URLs (request logs carry URLs).
 *   POST /api/games                 create (body: ruleset, setup?, seats?, table?, as?)
 *   POST /api/games/:id/join        claim an invited seat (body: invite, entropy?) -> the seat's token, once
 *   POST /api/games/:id/entropy     a seat's dice entropy for a game created with seatEntropy (body: entropy), once
 *   POST /api/my-games              the games of these tokens, with whose turn it is, who has not joined and the latest
 *                                   message the other seats wrote (body: tokens)
 *   GET  /api/games/:id             the bearer's view (seat token or spectator key); while a scenario is deployed by hand, its deployment
 *   POST /api/games/:id/deploy      a seat's deployment of a scenario deployed by hand (body: placements, aloft?), in its turn
 *   POST /api/games/:id/act         an action stamped with a version (body: v, action, id?), as on the socket
 *   POST /api/games/:id/rematch     the bearer's swapped seat in the same battle again, made by the first seat to ask
 *   GET  /api/games/:id/events      the events the bearer was shown at versions ?from= (1) to ?to= (the latest)
 *   GET  /api/games/:id/record      the record with the revealed seed, once the game is over
 *   GET  /api/bots?ruleset=         the bots that can be seated
 *   GET  /api/health                {ok, redis?: 'up' | 'down', games: {games, dropped}} (games held in memory now, dropped as idle since the start)
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearer, viewerOfBearer } from './auth';
import { botNames } from './bots';
import { createGame } from './create';
import { isMarker } from './db/take-back';
import { actionsAfter, claimInvite, entropyOf, getGame, seatsByTokenHash, unclaimedSeats } from './db/queries';
import { latestBySeat } from './db/messages';
import { createLimit, NO_RATE_LIMITS, type RateLimits } from './rate-limit';
import { pastEvents, pastFromHistory, PastEventsCache } from './past-events';
import type { Store } from './db/open';
import { gameInfo, updateFrame } from './frames';
import { isOver, revealedSeed, type LiveGame } from './live';
import { deployWelcome, isDeploying } from './deploy-frames';
import { actBody, createBody, deployBody, entropyBody, joinBody, mineBody, shapeProblem } from './protocol';
import { SPECTATOR, type AnyAction } from './rulesets';
import { hashSecret, newSecret, tableBattleSeed } from './secrets';
import type { GameService } from './service';
import type { Rematches } from './rematch';
import { isSeed128, makeRecord } from '@salvo/kernel';
import type { z } from 'zod';
import { storedSetup } from './stored-setup';

const problem = (reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).send({ code, message, ...extra });

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | null {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  void problem(reply, 400, 'ERR_BODY', shapeProblem(r.error));
  return null;
}

/** `?from=&to=` of GET /api/games/:id/events: whole numbers with 1 <= from <= to <= version, or a sentence saying what is wrong. */
export function versionRange(query: unknown, version: number): { from: number; to: number } | string {
  const q = (query ?? {}) as Record<string, unknown>;
  const num = (x: unknown, fallback: number): number => (x === undefined || x === '' ? fallback : /^\d{1,9}$/.test(String(x)) ? Number(x) : NaN);
  const from = num(q.from, 1);
  const to = num(q.to, version);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'from and to are versions of the game: whole numbers from 1.';
  // a game where nothing has happened yet: no versions, no events (1..0)
  if (version === 0 && q.from === undefined && q.to === undefined) return { from: 1, to: 0 };
  if (from < 1 || from > to || to > version) return `The game is at version ${version}: ask for 1 <= from <= to <= ${version}.`;
  return { from, to };
}

export function registerHttp(app: FastifyInstance, store: Store, service: GameService, rematches: Rematches, shared: boolean, health: () => Record<string, unknown> = () => ({}), limits: RateLimits = NO_RATE_LIMITS): void {
  /** The game and the bearer's place in it, or a 404 that does not say which part was wrong. */
  const authed = async (id: string, auth: string | undefined, reply: FastifyReply): Promise<{ g: LiveGame; viewer: string } | null> => {
    const secret = bearer(auth);
    const found = await service.run(id, async () => {
      const g = await service.load(id);
      if (!g) return null;
      let viewer = viewerOfBearer(g, secret);
      if (viewer === null && shared) {
        await service.refreshSeats(g);
        viewer = viewerOfBearer(g, secret);
      }
      if (shared) await service.catchUp(g);
      return viewer === null ? null : { g, viewer };
    });
    if (!found) void problem(reply, 404, 'ERR_AUTH', 'Unknown game or wrong secret.');
    return found;
  };
  const past = new PastEventsCache();
  const idOf = (params: unknown): string => String((params as { id?: unknown }).id ?? '').slice(0, 64);

  app.post('/api/games', createLimit(limits), async (req, reply) => {
    const body = parse(createBody, req.body, reply);
    if (!body) return reply;
    const c = await createGame(store, body);
    if (!c.ok) return problem(reply, 400, c.code, c.message, c.problems ? { problems: c.problems } : {});
    service.register(c.g);
    void service.resume(c.game);
    req.log.info({ game: c.game, ruleset: c.ruleset }, 'game created');
    return reply.code(201).send({
      game: c.game, ruleset: c.ruleset, seedCommit: c.seedCommit, seats: c.seats, you: c.you,
      invites: c.invites, spectate: c.spectate,
      links: { join: `/join/${c.game}`, watch: `/watch/${c.game}`, ws: '/ws' },
    });
  });

  app.post('/api/games/:id/join', async (req, reply) => {
    const body = parse(joinBody, req.body, reply);
    if (!body) return reply;
    const id = idOf(req.params);
    const token = newSecret();
    const seat = await service.run(id, () => claimInvite(store, id, hashSecret(body.invite), hashSecret(token)));
    if (seat === undefined) return problem(reply, 404, 'ERR_INVITE', 'Unknown game, or the invite was already used.');
    // before the answer: the new token must open the game here, and the game's sockets are told the seat is taken
    await service.seatsChanged(id);
    req.log.info({ game: id, seat }, 'seat joined');
    if (body.entropy !== undefined) {
      const r = await service.contribute(id, seat, body.entropy);
      if (!r.ok) return { game: id, seat, token, entropy: { code: r.code, message: r.message } };
      return { game: id, seat, token, started: r.started };
    }
    return { game: id, seat, token };
  });

  // a rematch may create a game: it counts against the creation limit
  app.post('/api/games/:id/rematch', createLimit(limits), async (req, reply) => {
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    const r = await rematches.take(a.g.id, a.viewer);
    if (!r.ok) return problem(reply, r.status, r.code, r.message);
    req.log.info({ game: r.game, of: a.g.id, created: r.created }, 'rematch');
    const { ok: _ok, ...body } = r;
    return reply.code(r.created ? 201 : 200).send(body);
  });

  app.post('/api/games/:id/entropy', async (req, reply) => {
    const body = parse(entropyBody, req.body, reply);
    if (!body) return reply;
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    if (a.viewer === SPECTATOR) return problem(reply, 403, 'ERR_SPECTATOR', 'Spectators do not give entropy.');
    const r = await service.contribute(a.g.id, a.viewer, body.entropy);
    if (!r.ok) return problem(reply, 409, r.code, r.message);
    return { started: r.started };
  });

  app.post('/api/my-games', async (req, reply) => {
    const body = parse(mineBody, req.body, reply);
    if (!body) return reply;
    const rows = await seatsByTokenHash(store, body.tokens.map(hashSecret));
    const unclaimed = await unclaimedSeats(store, rows.map((r) => r.g.id));
    const said = await latestBySeat(store, rows.map((r) => r.g.id));
    return {
      games: rows.map((r) => {
        const toMove = JSON.parse(r.g.to_move) as string[];
        return {
          game: r.g.id, ruleset: r.g.ruleset, seat: r.seat, v: Number(r.g.version), status: r.g.status, toMove, yourTurn: toMove.includes(r.seat),
          notJoined: unclaimed.get(r.g.id) ?? [], updatedAt: r.g.updated_at,
          // the latest message the other seats wrote (0: none), so the page can say there are new ones
          lastMessageToYou: Math.max(0, ...[...(said.get(r.g.id) ?? [])].filter(([seat]) => seat !== r.seat).map(([, seq]) => seq)),
        };
      }),
    };
  });

  app.get('/api/games/:id', async (req, reply) => {
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    if (isDeploying(a.g)) {
      const { t: _d, ...deploying } = deployWelcome(a.g, a.viewer);
      return deploying;
    }
    const { t: _t, ...frame } = updateFrame(a.g, a.viewer, a.g.version);
    return { ...gameInfo(a.g, a.viewer), ...frame };
  });

  app.post('/api/games/:id/deploy', async (req, reply) => {
    const body = parse(deployBody, req.body, reply);
    if (!body) return reply;
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    if (a.viewer === SPECTATOR) return problem(reply, 403, 'ERR_SPECTATOR', 'Spectators do not deploy.');
    const { id: _id, ...deployment } = body;
    const r = await service.deploy(a.g.id, a.viewer, deployment);
    if (!r.ok) return problem(reply, r.code === 'ERR_STALE' || r.code === 'ERR_NOT_DEPLOYING' ? 409 : 422, r.code, r.message);
    return { started: r.started };
  });

  app.post('/api/games/:id/act', async (req, reply) => {
    const body = parse(actBody, req.body, reply);
    if (!body) return reply;
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    if (a.viewer === SPECTATOR) return problem(reply, 403, 'ERR_SPECTATOR', 'Spectators cannot act.');
    const r = await service.act(a.g.id, a.viewer, body.v, body.action as AnyAction, body.id ?? null);
    if (r.ok) return { v: r.v };
    return problem(reply, r.code === 'ERR_STALE' ? 409 : 422, r.code, r.message, r.v === undefined ? {} : { v: r.v });
  });

  app.get('/api/games/:id/events', async (req, reply) => {
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    const range = versionRange(req.query, a.g.version);
    if (typeof range === 'string') return problem(reply, 400, 'ERR_RANGE', range);
    const known = pastFromHistory(a.g, a.viewer, range.from, range.to) ?? past.get(a.g.id, a.viewer, range.from, range.to);
    if (known) return known;
    const row = await getGame(store, a.g.id);
    if (!row) return problem(reply, 404, 'ERR_AUTH', 'Unknown game or wrong secret.');
    const all = await actionsAfter(store, a.g.id, 0);
    // a take back removed versions (db/take-back.ts): versions before it no longer map to actions
    if (all.some(isMarker)) return problem(reply, 410, 'ERR_TAKEN_BACK', 'Steps of this game were taken back: its events before the last take back are no longer kept; the record holds the game as played.');
    const actions = all.slice(0, range.to);
    const replayed = pastEvents({ id: a.g.id, rs: a.g.rs, setup: storedSetup(row, a.g.rs), players: a.g.players, actions }, a.viewer, range.from, range.to);
    past.set(a.viewer, replayed);
    return replayed;
  });

  app.get('/api/games/:id/record', async (req, reply) => {
    const a = await authed(idOf(req.params), req.headers.authorization, reply);
    if (!a) return reply;
    const seed = revealedSeed(a.g);
    if (!isOver(a.g) || seed === null) return problem(reply, 409, 'ERR_NOT_OVER', 'The record is published when the game is over (it holds every secret order and the seed).');
    const stored = await actionsAfter(store, a.g.id, 0);
    // the markers of take backs (db/take-back.ts) are not actions of the game: they count its meta.takeBacks
    const rows = stored.filter((r) => !isMarker(r));
    const takeBacks: Record<string, string> = rows.length < stored.length ? { takeBacks: String(stored.length - rows.length) } : {};
    const created = await service.run(a.g.id, async () => service.setupOf(a.g.id));
    const entropy = await entropyOf(store, a.g.id);
    const scheme: Record<string, string> = isSeed128((created as { seed?: unknown } | null)?.seed) ? { seedScheme: '2' } : {};
    // a war's table battle: which war, and whether its seed is the one the war's seed gives (checked by `salvo verify`
    // once the war's seed is revealed; battles hosted before 7 December 2026 had seeds of their own)
    const war = a.g.parent === null ? undefined : await getGame(store, a.g.parent);
    const battle: Record<string, string> = war ? { war: war.id, ...(tableBattleSeed(war.server_seed, a.g.id) === seed ? { seedFrom: 'war' } : {}) } : {};
    return makeRecord(a.g.rs.engine.descriptor.id, a.g.engineVersion, created, rows.map((r) => JSON.parse(r.action) as unknown), {
      gameId: a.g.id, seedCommit: a.g.seedCommit, serverSeed: seed, dice: a.g.table ? 'table' : 'server', ...scheme, ...battle, ...takeBacks,
      ...Object.fromEntries(Object.entries(entropy).map(([seat, e]) => [`entropy.${seat}`, e])),
      ...Object.fromEntries(a.g.players.map((p) => [p, a.g.seats.get(p)?.bot ?? 'human'])),
    });
  });

  app.get('/api/bots', async (req) => {
    const ruleset = String((req.query as { ruleset?: unknown }).ruleset ?? 'vas');
    return { bots: botNames(ruleset === 'was' ? 'war-at-sea' : ruleset) };
  });

  app.get('/api/health', async () => ({ ok: true, ...health() }));
}
