/**
 * WAS-SALVO-TACTICAL-ONLINE, the service's side (the pure parts are table-battles.ts): after every move and every
 * resume of a game, `follow` gives a war waiting for its table battle that battle (made once, found again after a
 * restart) and takes a finished battle's result back to its war (committed by the server). Both steps are
 * idempotent, so a crash between them is mended on the next start, and a race between two processes (Redis mode) is
 * lost quietly. A step that fails (the store refused a write) is tried again after 0.5 s, 1 s, 2 s … up to every
 * 30 s, until it holds or the service closes: nothing else would call it again for a war that waits on its battle.
 */
import { getGame, insertGame, versionOf } from './db/queries';
import type { GameHost } from './game-host';
import { isOver, type LiveGame } from './live';
import type { AnyAction } from './rulesets';
import type { ActResult } from './service';
import { tableBattleOf, tableBattleResult, tableBattleRows } from './table-battles';

/** What the follower needs of the game service: its queue, its games and a commit as the server. */
export interface TableHost extends GameHost {
  resume(id: string): Promise<void>;
  /** Commits `action` to `g` with actor 'server' (inside `run`). */
  commit(g: LiveGame, action: AnyAction): Promise<ActResult>;
}

export class TableFollower {
  /** A step that failed, waiting to be tried again: by game id. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly host: TableHost) {}

  close(): void {
    this.closed = true;
    for (const t of this.retries.values()) clearTimeout(t);
    this.retries.clear();
  }

  /** Whether a step of this game waits to be tried again. */
  pending(id: string): boolean {
    return this.retries.has(id);
  }

  follow(g: LiveGame, attempt = 0): void {
    if (this.closed) return;
    const battle = tableBattleOf(g);
    const fail = (e: unknown) => {
      this.host.log.error({ game: g.id, code: 'ERR_TABLE_BATTLE', attempt, err: { message: e instanceof Error ? e.message : 'failure' } }, 'table battle step failed; trying again');
      this.retry(g.id, attempt + 1);
    };
    if (battle) void this.open(g, battle.id).catch(fail);
    if (g.parent !== null && isOver(g)) void this.finish(g).catch(fail);
  }

  private retry(id: string, attempt: number): void {
    if (this.closed || this.retries.has(id)) return;
    const timer = setTimeout(() => {
      this.retries.delete(id);
      void this.host.run(id, async () => {
        const g = await this.host.load(id);
        if (g) this.follow(g, attempt);
      }).catch(() => this.retry(id, attempt + 1));
    }, Math.min(30_000, 500 * 2 ** Math.min(attempt - 1, 6)));
    timer.unref();
    this.retries.set(id, timer);
  }

  /** Makes the battle `id` the war waits for, unless it exists, and brings it up (its dice, its bots). */
  private async open(war: LiveGame, id: string): Promise<void> {
    const { store, log } = this.host;
    if (!(await getGame(store, id))) {
      const made = tableBattleRows(war, new Date().toISOString());
      if (!made.ok) {
        log.error({ game: war.id, code: 'ERR_TABLE_BATTLE', err: { message: made.message } }, 'table battle not made');
        return;
      }
      // another process (Redis mode) may have made it first: the key refuses the second, and that is fine
      const inserted = await insertGame(store, made.row, made.seats).then(() => true, async (e: unknown) => {
        if (await getGame(store, id)) return false;
        throw e;
      });
      if (inserted) log.info({ game: id, war: war.id }, 'table battle created');
    }
    await this.host.resume(id);
  }

  /** The finished battle's result, committed to its war by the server (actor 'server'), if the war still waits for it. */
  private async finish(battle: LiveGame): Promise<void> {
    const warId = battle.parent;
    if (warId === null) return;
    const { store, log } = this.host;
    await this.host.run(warId, async () => {
      const war = await this.host.load(warId);
      if (!war) return;
      if (this.host.shared && (await versionOf(store, warId)) !== war.version) await this.host.catchUp(war);
      if (tableBattleOf(war)?.id !== battle.id) return;
      const r = tableBattleResult(war, battle);
      if (!r.ok) {
        log.error({ game: warId, battle: battle.id, code: 'ERR_TABLE_RESULT', err: { message: r.message } }, 'table battle result refused');
        return;
      }
      const done = await this.host.commit(war, r.action);
      // another process recorded it first (the commit caught the war up): nothing left to do
      if (!done.ok && done.code === 'ERR_STALE' && tableBattleOf(war)?.id !== battle.id) return;
      // the store's refusal (ERR_STORE), or a race lost to another move: tried again (follow)
      if (!done.ok) throw new Error(`${done.code}: ${done.message}`);
      log.info({ game: warId, battle: battle.id }, 'table battle result recorded');
    });
  }
}
