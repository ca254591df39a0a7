/**
 * The sockets of this process by game. `push` sends each socket of a game what it has not yet been
 * sent (from its own last version), so frames never repeat and never skip, whoever committed.
 * A socket whose send buffer grows past `maxBuffered` is slow: it is closed and may reconnect.
 * A frame depends only on the game's version, the viewer and the socket's last version, so within one
 * push each (viewer, last version) frame is built, observed and serialised once and its bytes are
 * shared by every socket that needs it (a seat open in two tabs, every spectator).
 * Idle viewers (spectators, and seats that the new state does not ask to act) are sent at most one frame
 * per `idleMs` per game, as Colyseus sends patches at a fixed rate: a frame carries every version since the
 * socket's last one (the events of each, as after a reconnection), so nothing is lost, only merged; a seat
 * that must act now, and everyone once the game is over, is sent at once.
 * A connection that applies patches is sent the difference from the last view its viewer was sent
 * (sent-views.ts) when it holds that view, else the view whole.
 */
import { isOver, type LiveGame } from './live';
import { encodeFrame, seatInfos } from './frames';
import type { ChatFrame, ChatMessage } from '@salvo/kernel/protocol';
import { SPECTATOR, toMove } from './rulesets';
import { baseAt, rememberSent } from './sent-views';
import { deploymentFrame, isDeploying } from './deploy-frames';

export interface Conn {
  readonly game: string;
  readonly viewer: string;
  /** The last version this socket was sent. */
  sent: number;
  /** The client applies view patches (its hello said `patches: true`). */
  readonly patches: boolean;
  /** The last chat message (seq) this socket was sent; 0 before any. Only a seat's sockets are sent messages. */
  chatSent: number;
  /** Sends one serialised update frame (UTF-8 JSON of an UpdateFrame built by `encodeFrame`: no statics). */
  sendEncoded(frame: Buffer): void;
  buffered(): number;
  drop(reason: string): void;
}

export class Hub {
  private readonly byGame = new Map<string, Set<Conn>>();

  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly maxBuffered = 4 * 1024 * 1024, private readonly idleMs = 50) {}

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

  /** Whether a socket follows the game. */
  watching(id: string): boolean {
    return this.byGame.has(id);
  }

  games(): string[] {
    return [...this.byGame.keys()];
  }

  count(): number {
    let n = 0;
    for (const s of this.byGame.values()) n += s.size;
    return n;
  }

  push(g: LiveGame, all = this.idleMs <= 0): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    const views = new Map<string, unknown>();
    const frames = new Map<string, Buffer>();
    // the viewers sent a view that a connection taking patches holds: only their views are kept as bases
    const bases = new Set<string>();
    const urgent = all || isOver(g) ? null : new Set(toMove(g.rs, g.state, g.table, g.lastActor).seats);
    for (const c of set) {
      if (c.sent >= g.version) continue;
      if (urgent && !urgent.has(c.viewer)) {
        this.later(g);
        continue;
      }
      if (c.buffered() > this.maxBuffered) {
        c.drop('slow');
        continue;
      }
      const key = `${c.sent}|${c.viewer}|${c.patches ? 'p' : 'v'}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        let view = views.get(c.viewer);
        if (view === undefined) views.set(c.viewer, (view = g.rs.engine.observe(g.state, c.viewer)));
        const base = c.patches ? baseAt(g, c.viewer, c.sent) : undefined;
        frames.set(key, (frame = Buffer.from(encodeFrame(g, c.viewer, c.sent, 'update', view, base))));
      }
      c.sendEncoded(frame);
      c.sent = g.version;
      if (c.patches) bases.add(c.viewer);
    }
    // after the loop: every connection above was matched against the bases as they were before this push
    for (const viewer of bases) rememberSent(g, viewer, g.version, views.get(viewer));
  }

  /**
   * A seat deployed (deployment.ts): every socket of the game is sent the deployment as its viewer may see it, or, once
   * the battle has `started`, the battle's welcome from its last version (0), after which updates follow as usual.
   */
  pushDeployment(g: LiveGame, started: boolean): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    const frames = new Map<string, Buffer>();
    for (const c of set) {
      const key = `${c.viewer}|${c.sent}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        frame = Buffer.from(isDeploying(g) ? deploymentFrame(g, c.viewer) : encodeFrame(g, c.viewer, c.sent, 'welcome'));
        frames.set(key, frame);
      }
      c.sendEncoded(frame);
      if (started) c.sent = g.version;
    }
  }

  /** The game's seats to every socket of it (a seat was taken). */
  pushSeats(g: LiveGame): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    const frame = Buffer.from(JSON.stringify({ t: 'seats', game: g.id, seats: seatInfos(g) }));
    for (const c of set) c.sendEncoded(frame);
  }

  /**
   * Sends each seat's socket of the game the messages it has not yet been sent (seq above its `chatSent`), in
   * order; spectators' sockets are never sent a message. `all` marks the first frame of a welcome.
   */
  pushChat(game: string, messages: readonly ChatMessage[], only?: Conn, all = false): void {
    const set = only ? [only] : this.byGame.get(game);
    if (!set) return;
    for (const c of set) {
      if (c.viewer === SPECTATOR) continue;
      const fresh = all ? messages : messages.filter((m) => m.seq > c.chatSent);
      if (fresh.length === 0 && !all) continue;
      const frame: ChatFrame = all ? { t: 'chat', game, messages: fresh, all: true } : { t: 'chat', game, messages: fresh };
      c.sendEncoded(Buffer.from(JSON.stringify(frame)));
      c.chatSent = Math.max(c.chatSent, ...fresh.map((m) => m.seq));
    }
  }

  /** The seats (not spectators) with at least one socket of the game here, sorted. */
  seatsHere(game: string): string[] {
    const seats = new Set<string>();
    for (const c of this.byGame.get(game) ?? []) if (c.viewer !== SPECTATOR) seats.add(c.viewer);
    return [...seats].sort();
  }

  /** To each socket of the game here the frame `frameFor` gives its viewer (none when it gives null). */
  pushEach(game: string, frameFor: (viewer: string) => object | null): void {
    const made = new Map<string, Buffer | null>();
    for (const c of this.byGame.get(game) ?? []) {
      if (!made.has(c.viewer)) { const f = frameFor(c.viewer); made.set(c.viewer, f === null ? null : Buffer.from(JSON.stringify(f))); }
      const b = made.get(c.viewer);
      if (b) c.sendEncoded(b);
    }
  }

  /** One frame to every socket of the game here, spectators' included (or to `only`), but `skip`. */
  pushToAll(game: string, frame: Buffer, only?: Conn, skip?: Conn): void {
    for (const c of only ? [only] : this.byGame.get(game) ?? []) if (c !== skip) c.sendEncoded(frame);
  }

  /** The lowest `chatSent` among the game's seat sockets here, or null when no seat follows the game here. */
  chatLow(game: string): number | null {
    let low: number | null = null;
    for (const c of this.byGame.get(game) ?? []) if (c.viewer !== SPECTATOR) low = Math.min(low ?? c.chatSent, c.chatSent);
    return low;
  }

  /** One push to every socket of the game `idleMs` from now (one timer per game). */
  private later(g: LiveGame): void {
    if (this.timers.has(g.id)) return;
    const t = setTimeout(() => {
      this.timers.delete(g.id);
      this.push(g, true);
    }, this.idleMs);
    t.unref();
    this.timers.set(g.id, t);
  }

  closeAll(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const set of this.byGame.values()) for (const c of set) c.drop('shutdown');
    this.byGame.clear();
  }
}
