/**
 * Who is at the table (Salvo's own; docs/server.md, "Who is connected"): the seats of a game with at least one open
 * socket, through any server process, sent to every socket of the game as `{t:'presence', game, here}` after its
 * welcome and whenever the set changes. It is not game information (observe has no part in it): spectators are told
 * too, as anyone watching a table sees who sits at it.
 *
 * One process: exact, from the hub. Several (Redis): each process keeps, per game it has sockets of, the seats it
 * holds in a Redis hash with an expiry (presence-store-redis.ts), renews them every `renewMs`, and rings the bus
 * when its part changes; the others read the hash again. A process that dies leaves its seats there until their
 * expiry, so the others drop them within expiry + one renewal. While Redis is away the last seats read from it are
 * kept (they lapse at their expiry) and this process's own part is told again at the next renewal.
 */
import type { PresenceFrame } from '@salvo/kernel/protocol';
import type { Conn, Hub } from './hub';

/** The other processes' part of presence (Redis), or none on a server of one process. */
export interface PresenceStore {
  /** Records that this process holds sockets of these seats of `game` (none: its part is removed). */
  mark(game: string, seats: readonly string[]): Promise<void>;
  /** The seats of `game` held by other processes, their expiry not passed. */
  others(game: string): Promise<string[]>;
  close(): Promise<void>;
}

export class Presence {
  /** The `here` last sent per game, as a key (`a,b`). */
  private readonly sent = new Map<string, string>();
  /** Per game, the seats other processes held at the last read. */
  private readonly remote = new Map<string, string[]>();
  private readonly timer: NodeJS.Timeout | null;

  /**
   * `ring(game)`: tells the other processes that this one's part of the game changed (the bus's note).
   * `onError(game)`: a store operation failed (Redis away); presence goes on with what is known.
   */
  constructor(private readonly hub: Hub, private readonly store: PresenceStore | null, private readonly ring: (game: string) => void,
    private readonly onError: (game: string) => void, renewMs = 10_000) {
    this.timer = store ? setInterval(() => this.renewAll(), renewMs) : null;
    this.timer?.unref();
  }

  /** The seats present in `game`: this process's and the other processes' last read, sorted. */
  here(game: string): string[] {
    return [...new Set([...this.hub.seatsHere(game), ...(this.remote.get(game) ?? [])])].sort();
  }

  /** A socket joined this process (after its welcome): it is told who is here; the others, if that changed. */
  joined(conn: Conn): void {
    this.push(conn.game, conn);
    this.hub.pushToAll(conn.game, this.frame(conn.game, this.here(conn.game)), conn);
    this.record(conn.game);
  }

  /** A socket of `game` left this process. */
  left(game: string): void {
    this.push(game);
    this.record(game);
  }

  /** This process's part of `game` recorded in Redis, and rung. */
  private record(game: string): void {
    if (!this.store) return;
    const seats = this.hub.seatsHere(game);
    this.store.mark(game, seats).then(() => this.ring(game), () => this.onError(game));
    if (!this.hub.watching(game)) {
      this.remote.delete(game);
      this.sent.delete(game);
    }
  }

  /** Another process rang: read its part again and tell this process's sockets if the set changed. */
  async refresh(game: string): Promise<void> {
    if (!this.store || !this.hub.watching(game)) return;
    try {
      this.remote.set(game, await this.store.others(game));
    } catch {
      this.onError(game);
      return;
    }
    this.push(game);
  }

  /** Every game followed here: this process's part renewed, the others' read again. */
  renewAll(): void {
    if (!this.store) return;
    for (const game of this.hub.games()) {
      this.store.mark(game, this.hub.seatsHere(game)).then(() => this.refresh(game), () => this.onError(game));
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (!this.store) return;
    // a clean stop takes this process's part away at once instead of at its expiry
    await Promise.all(this.hub.games().map((g) => this.store?.mark(g, []).then(() => this.ring(g), () => undefined)));
  }

  /** Tells every socket of the game but `skip` who is here, if that changed since the last time. */
  private push(game: string, skip?: Conn): void {
    const here = this.here(game);
    const key = here.join(',');
    if (this.sent.get(game) === key) return;
    this.sent.set(game, key);
    this.hub.pushToAll(game, this.frame(game, here), undefined, skip);
  }

  private frame(game: string, here: readonly string[]): Buffer {
    const f: PresenceFrame = { t: 'presence', game, here };
    return Buffer.from(JSON.stringify(f));
  }
}
