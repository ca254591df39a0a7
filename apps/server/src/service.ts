/**
 * The authority for every game: one promise chain per game (no two actions of a game interleave in a
 * process), the version check, the seat check, the commit, then the acknowledgement, then fan-out.
 * Across processes the database's version check decides (queries.ts); a process that loses catches up
 * from the database. Chance steps are rolled here from the state's PRNG, except table-mode dice owned
 * by a person, who types them. Bots seated in a game are given their turns by bot-turns.ts (a search bot's
 * decision outside the game's chain, committed inside it only if the game is still at its version). A scenario being
 * deployed by hand (deploy-turns.ts) holds a stand-in state: no action is taken and no die rolled until it starts.
 */
import type { Logger } from 'pino';
import { actionsAfter, appendActions, contributeEntropy, findClientAction, getGame, getSeats, versionOf } from './db/queries';
import type { Deployment } from '@salvo/scenarios';
import { DeployTurns, type Deployed } from './deploy-turns';
import type { Store } from './db/open';
import { advance, awaitedEntropy, prngRoll, rebuild, type LiveGame } from './live';
import { tableRoller, toMove, type AnyAction } from './rulesets';
import type { BotPool } from './bot-pool';
import { BotTurns } from './bot-turns';
import { actorOf } from './actor';
import { engineSeedV2 } from './secrets';
import { choosesForBot } from './table-battles';
import { TableFollower } from './table-follow';
import { DEFAULT_IDLE_MS, GameCache } from './game-cache';
import { isMarker } from './db/take-back';
import { TakeBacks, type TakeBackResult } from './take-back';
import type { TakeBackNewsFrame } from '@salvo/kernel/protocol';

export type ActResult =
  | { readonly ok: true; readonly v: number }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly v?: number };

export interface ServiceOptions {
  readonly store: Store;
  readonly log: Logger;
  /** Another process may write the same games (Redis mode): re-read the version before each action. */
  readonly shared: boolean;
  /** Worker threads for the search bots' decisions; without one they are decided on this thread. */
  readonly bots?: BotPool;
  /** A game unused this long leaves memory (game-cache.ts; default 10 minutes; 0 keeps every game). */
  readonly idleMs?: number;
  /** Whether a socket follows the game (the hub's); such a game stays in memory. */
  readonly watched?: (id: string) => boolean;
  /** Take back online (take-back.ts): its news to this process's sockets, and the note to the other processes. */
  readonly takeBackNews?: (game: string, frameFor: (viewer: string) => TakeBackNewsFrame | null) => void;
  readonly takeBackPublished?: (game: string) => void;
}

const refuse = (code: string, message: string, v?: number): ActResult => ({ ok: false, code, message, ...(v === undefined ? {} : { v }) });

export class GameService {
  private readonly live = new GameCache();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners: ((g: LiveGame, from: number) => void)[] = [];
  private readonly seatListeners: ((g: LiveGame) => void)[] = [];
  private closed = false;
  /** The bots seated in these games, given their turns (bot-turns.ts). */
  private readonly botTurns: BotTurns;
  /** WAS-SALVO-TACTICAL-ONLINE: a war's battles on the table, made and brought back (table-follow.ts). */
  private readonly table: TableFollower;
  /** The seats' deployments of scenario games deployed by hand (deploy-turns.ts). */
  private readonly deployTurns: DeployTurns;
  /** Take back online, with the other person's consent (take-back.ts). */
  readonly takeBacks: TakeBacks;

  constructor(private readonly opts: ServiceOptions) {
    this.takeBacks = new TakeBacks({
      store: opts.store, run: (id, fn) => this.run(id, fn), load: (id) => this.load(id), catchUp: (g) => this.catchUp(g),
      reload: async (g) => { const from = g.version; await this.reload(g); this.notify(g, from); },
      news: (game, frameFor) => opts.takeBackNews?.(game, frameFor), published: (game) => opts.takeBackPublished?.(game),
    });
    this.table = new TableFollower({
      store: opts.store, log: opts.log, shared: opts.shared,
      run: (id, fn) => this.run(id, fn), load: (id) => this.load(id), catchUp: (g) => this.catchUp(g), resume: (id) => this.resume(id),
      commit: (g, action) => this.commit(g, 'server', action, null),
    });
    this.botTurns = new BotTurns({
      store: opts.store, log: opts.log, shared: opts.shared, bots: opts.bots, isClosed: () => this.closed,
      run: (id, fn) => this.run(id, fn), load: (id) => this.load(id), catchUp: (g) => this.catchUp(g),
      commit: (g, seat, action) => this.commit(g, seat, action, null),
    });
    this.deployTurns = new DeployTurns({
      store: opts.store, log: opts.log, shared: opts.shared,
      run: (id, fn) => this.run(id, fn), load: (id) => this.load(id), catchUp: (g) => this.catchUp(g), refreshSeats: (g) => this.refreshSeats(g),
      roll: (g) => this.commit(g, 'dice', null, null), scheduleBots: (g) => this.scheduleBots(g),
    });
    this.live.sweep(opts.idleMs ?? DEFAULT_IDLE_MS, (id, outside) => this.busy(id, outside && this.queues.has(id)), (id, fn) => this.run(id, fn));
  }

  /** How many games this process holds in memory now, and how many it has dropped as idle since it started. */
  get inMemory(): { readonly games: number; readonly dropped: number } {
    return { games: this.live.size, dropped: this.live.dropped };
  }

  /** Something of the game is under way here, or a socket follows it (`queued`: a task of it is queued or running). */
  private busy(id: string, queued: boolean): boolean {
    return queued || (this.opts.watched?.(id) ?? false) || this.table.pending(id) || this.botTurns.deciding(id);
  }

  onCommitted(fn: (g: LiveGame, from: number) => void): void {
    this.listeners.push(fn);
  }

  close(): void {
    this.closed = true;
    this.live.stop();
    this.table.close();
  }

  /** Runs `fn` after every earlier task of this game. */
  run<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(id) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => { if (this.queues.get(id) === tail) this.queues.delete(id); });
    return next;
  }

  /** The game as this process holds it (loaded on first use); call inside `run`. */
  async load(id: string): Promise<LiveGame | undefined> {
    const cached = this.live.get(id);
    if (cached) return cached;
    const row = await getGame(this.opts.store, id);
    if (!row) return undefined;
    const g = rebuild(row, await getSeats(this.opts.store, id), await actionsAfter(this.opts.store, id, 0));
    this.live.set(g);
    return g;
  }

  /**
   * Applies the actions other processes committed since this process's version and tells the listeners
   * (this process's sockets, its bots) of every version it moved; returns the old version. Every reader
   * that brings a game up to the database goes through here: a catch-up that told no one left this
   * process's sockets behind for good, since the Redis doorbell that came after found nothing new.
   */
  async catchUp(g: LiveGame): Promise<number> {
    if (g.deployment) await this.deployTurns.refresh(g);
    if (g.seeding) await this.refreshSeeding(g);
    const from = g.version;
    for (const a of await actionsAfter(this.opts.store, g.id, g.version)) {
      // a take back (its marker, or the gap it left): the game is rebuilt from the database
      if (a.seq !== g.version + 1 || isMarker(a)) {
        await this.reload(g);
        break;
      }
      advance(g, a.actor, JSON.parse(a.action) as AnyAction, false);
    }
    this.notify(g, from);
    return from;
  }

  /** The game rebuilt from the database in place (after a take back); call inside `run`. */
  private async reload(g: LiveGame): Promise<void> {
    const row = await getGame(this.opts.store, g.id);
    if (!row) return;
    Object.assign(g, rebuild(row, await getSeats(this.opts.store, g.id), await actionsAfter(this.opts.store, g.id, 0)));
  }

  /** `seat` asks to take back its last step (take-back.ts). */
  askTakeBack(id: string, seat: string): Promise<TakeBackResult> {
    return this.takeBacks.ask(id, seat);
  }

  /** `seat` answers take back request `n` (take-back.ts). */
  answerTakeBack(id: string, seat: string, n: number, allow: boolean): Promise<TakeBackResult> {
    return this.takeBacks.answer(id, seat, n, allow);
  }

  /** A seat's action stamped with the version it saw (the whole pipeline of the module comment). */
  act(id: string, seat: string, v: number, action: AnyAction, clientId: string | null): Promise<ActResult> {
    return this.run(id, async () => {
      const g = await this.load(id);
      if (!g) return refuse('ERR_NO_GAME', 'There is no such game.');
      if (this.opts.shared && (await versionOf(this.opts.store, id)) !== g.version) await this.catchUp(g);
      const p = g.rs.engine.pending(g.state);
      const simultaneousSlot = p.kind === 'simultaneous' && p.players.includes(seat) && v >= g.simStart && v <= g.version;
      if (v !== g.version && !simultaneousSlot) {
        // a resend after a lost acknowledgement gets the original answer (client ids are unique per seat and game)
        const seq = clientId === null ? undefined : await findClientAction(this.opts.store, id, seat, clientId);
        if (seq !== undefined) return { ok: true, v: seq } as const;
        return refuse('ERR_STALE', `The game has moved on: it is at version ${g.version}.`, g.version);
      }
      if (p.kind === 'over') return refuse('ERR_GAME_OVER', 'The game is over.', g.version);
      if (g.deployment) return refuse('ERR_DEPLOYING', 'The battle starts when every fleet has deployed: send your deployment when it is your turn to deploy.', g.version);
      if (g.seeding) await this.refreshSeeding(g);
      if (g.seeding) return refuse('ERR_SEEDING', `The game starts when every player has given their dice entropy (waiting for ${awaitedEntropy(g).join(', ')}).`, g.version);
      // WAS-SALVO-TACTICAL-ONLINE: online, a battle's result comes only from the table battle this server hosts
      if (g.rs.id === 'war-at-sea' && action.type === 'tactical-result') return refuse('ERR_TABLE_RESULT', 'Online, a battle\'s result comes from its table: fight it on the table (the server hosts the battle and records its end) or by the dice.', g.version);
      const who = actorOf(g.rs, g.state, action);
      const mine = who === seat || (who === 'dice' && g.table && tableRoller(g.rs, g.state, g.lastActor) === seat) || choosesForBot(g, seat, action);
      if (!mine) return refuse('ERR_NOT_YOUR_TURN', who === null ? 'Nobody may send that action now.' : 'That action is not yours to send now.', g.version);
      return this.commit(g, seat, action, clientId);
    });
  }

  /**
   * Applies the action and the dice the server rolls after it to a working copy, commits them, and only
   * then makes the copy the game and tells listeners. While the commit is awaited the game stays at its
   * committed version, so nothing that reads it meanwhile (the hub's idle push, a hello, an HTTP view)
   * can show a version the database may refuse.
   */
  private async commit(g: LiveGame, actor: string, action: AnyAction | null, clientId: string | null): Promise<ActResult> {
    // a game being deployed holds a stand-in state: nothing is rolled or played on it
    if (g.deployment) return action ? refuse('ERR_DEPLOYING', 'The battle starts when every fleet has deployed.', g.version) : { ok: true, v: g.version };
    const work: LiveGame = { ...g, history: [...g.history] };
    const rows: { actor: string; action: string; clientId: string | null }[] = [];
    if (action) {
      const done = advance(work, actor, action, true);
      if ('code' in done) return refuse(done.code, done.message, g.version);
      rows.push({ actor, action: JSON.stringify(done.accepted), clientId });
    }
    while (!work.seeding && work.rs.engine.pending(work.state).kind === 'chance' && (!work.table || this.isBot(work, tableRoller(work.rs, work.state, work.lastActor)))) {
      if (rows.length > work.rs.engine.descriptor.maxActions) break;
      const roll = prngRoll(work);
      advance(work, 'dice', roll, false);
      rows.push({ actor: 'dice', action: JSON.stringify(roll), clientId: null });
    }
    if (rows.length === 0) return { ok: true, v: g.version };
    const move = toMove(work.rs, work.state, work.table, work.lastActor);
    const head = { version: work.version, status: move.kind === 'over' ? 'over' : 'active', toMove: JSON.stringify(move.seats), lastActor: work.lastActor };
    const from = g.version;
    let outcome: 'ok' | 'conflict';
    try {
      outcome = await appendActions(this.opts.store, g.id, from, rows, head);
    } catch (e) {
      this.opts.log.error({ game: g.id, code: 'ERR_STORE', err: { message: e instanceof Error ? e.message : 'store failure' } }, 'commit failed');
      return refuse('ERR_STORE', 'The action could not be saved; nothing changed. Try again.', from);
    }
    if (outcome === 'conflict') {
      await this.catchUp(g);
      return refuse('ERR_STALE', `Another action was committed first: the game is at version ${g.version}.`, g.version);
    }
    Object.assign(g, { state: work.state, version: work.version, lastActor: work.lastActor, simStart: work.simStart, history: work.history });
    this.opts.log.info({ game: g.id, v: g.version, seat: actor, type: action?.type ?? 'roll', dice: action ? rows.length - 1 : rows.length }, 'committed');
    setImmediate(() => this.notify(g, from));
    return { ok: true, v: g.version };
  }

  private notify(g: LiveGame, from: number): void {
    if (g.version === from) return;
    for (const fn of this.listeners) fn(g, from);
    this.scheduleBots(g);
    this.table.follow(g);
  }

  private isBot(g: LiveGame, seat: string | null): boolean {
    return seat !== null && g.seats.get(seat)?.kind === 'bot';
  }

  /** Gives every bot that must act now its turn (bot-turns.ts). */
  scheduleBots(g: LiveGame): void {
    if (g.deployment) return;
    this.botTurns.schedule(g);
  }

  /** After a start or a Redis message: bring a game up to the database and give its bots their turn. */
  async resume(id: string): Promise<void> {
    await this.run(id, async () => {
      const g = await this.load(id);
      if (!g) return;
      const from = await this.catchUp(g);
      if (g.version === from) {
        this.scheduleBots(g);
        this.table.follow(g);
      }
      await this.commit(g, 'dice', null, null);
    });
  }

  /**
   * A seat's dice entropy for a seeding game (once per seat). The last one settles the engine seed:
   * the game is rebuilt from its seeded setup, its dice are rolled and its bots start.
   */
  contribute(id: string, seat: string, entropy: string): Promise<{ ok: true; started: boolean } | { ok: false; code: string; message: string }> {
    return this.run(id, async () => {
      const g = await this.load(id);
      if (!g) return { ok: false, code: 'ERR_NO_GAME', message: 'There is no such game.' } as const;
      const r = await contributeEntropy(this.opts.store, id, seat, entropy, (c) => engineSeedV2(g.id, g.serverSeed, c));
      if (!r) return { ok: false, code: 'ERR_ENTROPY', message: 'This seat has already given its entropy, or the game is not waiting for it.' } as const;
      await this.refreshSeeding(g);
      if (r.started) {
        await this.commit(g, 'dice', null, null);
        this.scheduleBots(g);
      }
      this.opts.log.info({ game: id, seat, started: r.started }, 'entropy received');
      return { ok: true, started: r.started } as const;
    });
  }

  /** A seeding game re-read: its seats, and once seeded its state from the seeded setup; call inside `run`. */
  private async refreshSeeding(g: LiveGame): Promise<void> {
    const row = await getGame(this.opts.store, g.id);
    const seats = await getSeats(this.opts.store, g.id);
    if (!row) return;
    if (row.status === 'seeding') g.seats = new Map(seats.map((s) => [s.seat, s]));
    else Object.assign(g, rebuild(row, seats, await actionsAfter(this.opts.store, g.id, 0)));
  }

  /** Re-reads the seats (a seat joined through another process); call inside `run`. */
  async refreshSeats(g: LiveGame): Promise<void> {
    g.seats = new Map((await getSeats(this.opts.store, g.id)).map((s) => [s.seat, s]));
  }

  onSeatsChanged(fn: (g: LiveGame) => void): void {
    this.seatListeners.push(fn);
  }

  /**
   * A seat was taken here (an invite claimed): the seats are read again and the listeners told. `remote`: a hint that
   * one may have been taken through another process, followed only while this process holds the game with a person's
   * seat still waiting (so a busy game costs no query), and told only when one became joined.
   */
  seatsChanged(id: string, remote = false): Promise<void> {
    return this.run(id, async () => {
      const held = this.live.peek(id);
      const g = held ?? (remote ? undefined : await this.load(id));
      if (!g) return;
      const waiting = (): string => [...g.seats.values()].filter((s) => s.kind !== 'bot' && !s.token_hash).map((s) => s.seat).join(',');
      const before = waiting();
      if (remote && before === '') return;
      // a game loaded just now read its seats already
      if (held) await this.refreshSeats(g);
      if (!remote || waiting() !== before) for (const fn of this.seatListeners) fn(g);
    });
  }

  onDeployed(fn: (g: LiveGame, started: boolean) => void): void {
    this.deployTurns.onDeployed(fn);
  }

  /** A seat's deployment of a scenario game deployed by hand (deploy-turns.ts). */
  deploy(id: string, seat: string, d: Deployment): Promise<Deployed> {
    return this.deployTurns.deploy(id, seat, d);
  }

  /** The stored setup of a game (its seed included): only for records of finished games. */
  async setupOf(id: string): Promise<unknown> {
    const row = await getGame(this.opts.store, id);
    return row ? (JSON.parse(row.setup) as unknown) : null;
  }

  cached(id: string): LiveGame | undefined {
    return this.live.peek(id);
  }

  register(g: LiveGame): void {
    this.live.set(g);
  }
}
