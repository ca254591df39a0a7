/**
 * The bots seated in a server's games, given their turns: each bot that must act is asked once per version of its
 * game (however often it is scheduled), off the game's chain; a search bot decides on the bot pool's worker thread
 * (its seat's view only), and its action is committed inside the game's chain only if the game is still at the
 * version it was made for. A job that times out or fails is decided by the bot's fallback (the heuristic), logged with
 * its code and never with the game's state or secrets.
 */
import type { Logger } from 'pino';
import type { Store } from './db/open';
import { versionOf } from './db/queries';
import { isOver, type LiveGame } from './live';
import { toMove, type AnyAction } from './rulesets';
import { botFor, type BotEntry } from './bots';
import { BotPoolError, type BotPool } from './bot-pool';
import { decideJob } from './bot-job';
import { botsWaitForTable } from './table-battles';

export type Committed = { readonly ok: true; readonly v: number } | { readonly ok: false; readonly code: string; readonly message: string; readonly v?: number };

/** What the turns need of the game service. */
export interface BotTurnsHost {
  readonly store: Store;
  readonly log: Logger;
  /** Another process may write the same games: the version is re-read before a bot's action is committed. */
  readonly shared: boolean;
  readonly bots?: BotPool | undefined;
  isClosed(): boolean;
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  load(id: string): Promise<LiveGame | undefined>;
  catchUp(g: LiveGame): Promise<number>;
  commit(g: LiveGame, seat: string, action: AnyAction): Promise<Committed>;
}

export class BotTurns {
  /** (game, seat, version) decisions being made now. */
  private readonly thinking = new Set<string>();

  constructor(private readonly host: BotTurnsHost) {}

  /** Whether a bot of this game is deciding now (the game then stays in memory). */
  deciding(id: string): boolean {
    for (const key of this.thinking) if (key.startsWith(`${id}|`)) return true;
    return false;
  }

  /** Gives every bot that must act now its turn (after the current task of the game). */
  schedule(g: LiveGame): void {
    if (this.host.isClosed() || g.seeding || isOver(g) || botsWaitForTable(g)) return;
    const move = toMove(g.rs, g.state, g.table, g.lastActor);
    if (move.kind === 'chance') return;
    for (const seat of move.seats) {
      const s = g.seats.get(seat);
      if (s?.kind !== 'bot' || !s.bot) continue;
      const bot = botFor(s.bot, g.rs.id);
      if (!bot) continue;
      const at = g.version;
      const key = `${g.id}|${seat}|${at}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      const state = g.state;
      setImmediate(() => {
        void (async () => {
          if (this.host.isClosed() || g.version !== at) return;
          const action = await this.decide(bot, g.id, state, seat, key);
          if (this.host.isClosed() || !action) return;
          await this.host.run(g.id, async () => {
            const live = await this.host.load(g.id);
            if (!live || live.version !== at) return;
            const r = await this.commitChecked(live, seat, action);
            if (!r.ok && r.code !== 'ERR_STALE') this.host.log.warn({ game: g.id, seat, code: r.code }, 'bot action refused');
          });
        })()
          .catch((e: unknown) => this.host.log.error({ game: g.id, seat, err: { message: e instanceof Error ? e.name : 'bot failure' } }, 'bot failed'))
          .finally(() => this.thinking.delete(key));
      });
    }
  }

  /**
   * The bot's action for `seat` in `state`: a search bot's job on the pool, or the bot's main-thread decision. Null
   * once the service is closing (the pool's jobs are dropped with it; the game resumes on the next start).
   */
  private async decide(bot: BotEntry, game: string, state: unknown, seat: string, seed: string): Promise<AnyAction | null> {
    const job = bot.job?.(state, seat, seed) ?? null;
    if (!job) return bot.decide(state, seat, seed);
    if (!this.host.bots) return decideJob(job);
    try {
      return await this.host.bots.decide(job);
    } catch (e) {
      if (this.host.isClosed()) return null;
      const code = e instanceof BotPoolError ? e.code : 'ERR_BOT_FAILED';
      this.host.log.warn({ game, seat, bot: bot.name, code }, 'bot decision fell back to the heuristic');
      return bot.decide(state, seat, seed);
    }
  }

  private async commitChecked(g: LiveGame, seat: string, action: AnyAction): Promise<Committed> {
    if (this.host.shared && (await versionOf(this.host.store, g.id)) !== g.version) {
      await this.host.catchUp(g);
      return { ok: false, code: 'ERR_STALE', message: 'moved on', v: g.version };
    }
    return this.host.commit(g, seat, action);
  }
}
