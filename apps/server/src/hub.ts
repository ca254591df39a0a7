/**
 * The sockets of this process by game. `push` sends each socket of a game what it has not yet been
 * sent (from its own last version), so frames never repeat and never skip, whoever committed.
 * A socket whose send buffer grows past `maxBuffered` is slow: it is closed and may reconnect.
 */
import type { LiveGame } from './live';
import { updateFrame, type UpdateFrame } from './frames';

export interface Conn {
  readonly game: string;
  readonly viewer: string;
  /** The last version this socket was sent. */
  sent: number;
  send(frame: UpdateFrame): void;
  buffered(): number;
  drop(reason: string): void;
}

export class Hub {
  private readonly byGame = new Map<string, Set<Conn>>();

  constructor(private readonly maxBuffered = 4 * 1024 * 1024) {}

  add(c: Conn): void {
    let set = this.byGame.get(c.game);
    if (!set) this.byGame.set(c.game, (set = new Set()));
    set.add(c);
  }

  remove(c: Conn): void {
    const set = this.byGame.get(c.game);
    set?.delete(c);
    if (set?.size === 0) this.byGame.delete(c.game);
  }

  games(): string[] {
    return [...this.byGame.keys()];
  }

  count(): number {
    let n = 0;
    for (const s of this.byGame.values()) n += s.size;
    return n;
  }

  push(g: LiveGame): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    const views = new Map<string, unknown>();
    for (const c of set) {
      if (c.sent >= g.version) continue;
      if (c.buffered() > this.maxBuffered) {
        c.drop('slow');
        continue;
      }
      let view = views.get(c.viewer);
      if (view === undefined) views.set(c.viewer, (view = g.rs.engine.observe(g.state, c.viewer)));
      c.send(updateFrame(g, c.viewer, c.sent, 'update', view));
      c.sent = g.version;
    }
  }

  closeAll(): void {
    for (const set of this.byGame.values()) for (const c of set) c.drop('shutdown');
    this.byGame.clear();
  }
}
