/**
 * The games this process holds in memory, and when each was last used. A game nobody is using (no socket follows
 * it, no task or bot decision or table-battle step of it is under way) for `idleMs` is dropped, and loaded again
 * from the database when next asked for, as after a restart (`rebuild`); so memory follows the games being played,
 * not every game the process has touched since it started. The database stays the only truth: dropping a game
 * loses nothing.
 */
import type { LiveGame } from './live';

/** Default: a game unused for ten minutes leaves memory. */
export const DEFAULT_IDLE_MS = 10 * 60_000;

export class GameCache {
  private readonly games = new Map<string, LiveGame>();
  private readonly used = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;
  /** Games dropped as idle since the cache was made. */
  dropped = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Every idleMs / 2 (50 ms to a minute), drops the games unused for `idleMs` that are not `busy`, each inside its own
   * chain (`inChain`), where `busy(id, false)` is asked again. `busy(id, true)` is asked outside the chain first.
   */
  sweep(idleMs: number, busy: (id: string, outsideChain: boolean) => boolean, inChain: (id: string, fn: () => Promise<void>) => Promise<void>): void {
    if (idleMs <= 0) return;
    this.sweeper = setInterval(() => {
      for (const id of this.idle(idleMs)) {
        if (busy(id, true)) continue;
        void inChain(id, async () => {
          if (busy(id, false) || this.unusedFor(id) < idleMs) return;
          this.delete(id);
          this.dropped += 1;
        });
      }
    }, Math.min(60_000, Math.max(50, idleMs / 2)));
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  get(id: string): LiveGame | undefined {
    const g = this.games.get(id);
    if (g) this.used.set(id, this.now());
    return g;
  }

  set(g: LiveGame): void {
    this.games.set(g.id, g);
    this.used.set(g.id, this.now());
  }

  delete(id: string): void {
    this.games.delete(id);
    this.used.delete(id);
  }

  /** Without marking it used (the Redis doorbell asks whether a game is here, which is not a use). */
  peek(id: string): LiveGame | undefined {
    return this.games.get(id);
  }

  get size(): number {
    return this.games.size;
  }

  /** How long the game has been unused, in ms (-1 when it is not held). */
  unusedFor(id: string): number {
    const at = this.used.get(id);
    return at === undefined ? -1 : this.now() - at;
  }

  /** The games unused for at least `idleMs`. */
  idle(idleMs: number): string[] {
    const t = this.now();
    return [...this.used].filter(([, at]) => t - at >= idleMs).map(([id]) => id);
  }
}
