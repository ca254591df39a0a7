/**
 * An online game through the Salvo server (apps/server, ws.ts): one WebSocket, `hello` with the seat
 * token (and the last version seen, so a reconnect gets exactly the missed events), then `act`
 * frames stamped with the version; `welcome`/`update` frames carry the seat's view, the events it
 * may see and whose turn it is. The state the views get is the seat's view: the server is the judge.
 * A lost connection is said on the page and retried with back-off; the catch-up comes with `welcome`.
 * The welcome's `statics` (rosters and the like, the same at every version) are kept for the connection
 * and joined back into each view, which the server sends without them. Updates come as patches on the
 * previous view (`patches: true` in the hello); one that does not fit closes the socket, and the
 * reconnection's welcome brings the whole view again.
 * A scenario game being deployed by hand (the server's deployment.ts) has no view yet: its welcome and `deployment`
 * frames carry this viewer's `DeployView` (`deployment`, OnlineDeploy shows it) and `deploy` sends this seat's
 * deployment; the battle's welcome, after the last deployment, clears it and the game goes on as any other.
 */
import type { Deployment, DeployView } from '@salvo/scenarios';
import { viewOfFrame, type SeatInfo, type ServerFrame as Frame, type Statics, type Turn } from '@salvo/kernel/protocol';
import { diceSources, recordedSources, reportsDice } from './dice-source';
import { eventLines, type Describe, type Wording } from './event-lines';
import type { Controller, DiceInfo, GameKind, GameSession, LinkBack, LogEntry, Snapshot } from './types';

export type { Describe };
export { pendingOfTurn, type PastEvents, type RemoteOptions } from './remote-options';
import { pendingOfTurn, type RemoteOptions, type Socket } from './remote-options';
import { chatAfter } from './remote-chat';

export class RemoteSession<State, Action> implements GameSession<State, Action> {
  readonly kind: GameKind;
  readonly mode = 'online' as const;
  /** Table mode (from the server's welcome), and whether this seat types the pending roll's dice. */
  private table = false;
  private roller = false;
  private seats: readonly SeatInfo[] = [];
  /** The static fields of this connection's views (from its welcome). */
  private statics: Statics | undefined;
  /** Whose turn the last frame said it was (to tell who rolled the dice the next frame reports). */
  private turn: Turn | null = null;
  /** The dice this browser typed for the pending table roll, until the frame that reports them. */
  private typing: { values: readonly number[]; label: string } | null = null;
  get tableDice(): boolean { return this.table && this.roller; }
  /** The game is in table mode, whoever rolls now (the header says so on every page, not only the roller's). */
  get tableMode(): boolean { return this.table; }
  readonly preMeasure = false;
  /** The invite link while the seat it gives waits for its player; once every person's seat is taken, none. */
  get invite(): string | undefined {
    return this.seats.some((s) => s.kind !== 'bot' && s.joined === false) || this.seats.length === 0 ? this.o.invite : undefined;
  }
  readonly watch: string | undefined;
  /** The latest snapshot; `shown` is what the views read (frames are shown once per animation frame). */
  private snap: Snapshot<State, Action>;
  private shown: Snapshot<State, Action>;
  private publishing = false;
  private v = -1;
  private ws: Socket | null = null;
  private closed = false;
  private retry = 0;
  private nextId = 1;
  private nextReq = 1;
  private readonly waiting = new Map<string, (r: string | null, v?: number) => void>();
  /** Messages this browser sent that the server has not yet confirmed (`said`) or refused, by id. */
  private readonly saying = new Map<string, (r: string | null) => void>();
  /** The version an acknowledged action of this browser made: `sending` until an update reaches it. */
  private awaitV = -1;
  private readonly listeners = new Set<() => void>();
  /** The deployment as this viewer may see it while the scenario is deployed by hand, else null. */
  private deploying: DeployView | null = null;

  /**
   * A seat's page (none for a spectator): asks the other player to let this seat take back its last step (the server's
   * take-back.ts; against a bot it is done at once). Null once asked, else the server's sentence why not.
   */
  readonly takeBack?: () => Promise<string | null>;

  constructor(private readonly o: RemoteOptions) {
    this.kind = o.kind;
    this.watch = o.watch;
    if (o.seat !== null) this.takeBack = () => this.request({ t: 'take-back' });
    this.v = o.since ?? -1;
    this.snap = { state: null as State, actions: [], pending: { kind: 'chance', request: { dice: 0, sides: 6, purpose: 'connect', label: 'Connecting to the server…' } }, log: [], error: null, busy: true, lastDice: null, notice: 'Connecting to the server…' };
    this.shown = this.snap;
    this.connect();
  }

  get back(): LinkBack | undefined { return this.o.back; }
  /** The #fragment that opens this game again in this browser (game-address.ts), for the page's address. */
  get address(): string | undefined { return this.o.address; }
  get gameId(): string { return this.o.game; }
  get version(): number { return this.v; }
  botSeat(seat: string): boolean {
    return this.seats.some((s) => s.seat === seat && s.kind === 'bot');
  }
  get spectator(): boolean { return this.o.seat === null; }
  /** The seat this browser holds, or null for a spectator. */
  get seat(): string | null { return this.o.seat; }
  get canChat(): boolean {
    return this.o.seat !== null && this.seats.some((s) => s.seat !== this.o.seat && s.kind !== 'bot');
  }
  present(seat: string): boolean | undefined {
    return this.snap.present?.includes(seat);
  }
  get otherPeople(): readonly string[] {
    return this.seats.filter((s) => s.seat !== this.o.seat && s.kind !== 'bot').map((s) => s.seat);
  }
  seatName(seat: string): string {
    // while deploying there is no view yet: the fleet's name from the deployment
    if (this.deploying) return this.deploying.players.find((p) => p.fleetId === seat)?.fleetName ?? seat;
    return this.o.seatName?.(this.snap.state, seat) ?? seat;
  }

  openRematch(): Promise<GameSession<unknown, unknown>> {
    if (!this.o.rematch) return Promise.reject(new Error('This page cannot ask for a rematch.'));
    return this.o.rematch(this.snap.rematch);
  }

  /** The scenario's deployment as this viewer may see it, while the game is deployed by hand (null once the battle has begun). */
  get deployment(): DeployView | null { return this.deploying; }

  /** Sends this seat's deployment (placements and carrier choices): null once accepted, else the server's sentence. */
  deploy(d: Deployment): Promise<string | null> {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) return Promise.resolve('Not connected to the server; nothing was sent. Try again when the connection is back.');
    const id = `d${this.nextReq++}`;
    ws.send(JSON.stringify({ t: 'deploy', deployment: d, id }));
    return new Promise((resolve) => this.waiting.set(id, (r) => resolve(r)));
  }

  /** The seat asked answers take back request `request`: null once the server took the answer, else its sentence. */
  answerTakeBack(request: number, allow: boolean): Promise<string | null> {
    return this.request({ t: 'take-back-answer', request, allow });
  }

  /** Sends a frame that the server acknowledges or refuses by its id. */
  private request(frame: { readonly t: string } & Record<string, unknown>): Promise<string | null> {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) return Promise.resolve('Not connected to the server; nothing was sent. Try again when the connection is back.');
    const id = `r${this.nextReq++}`;
    ws.send(JSON.stringify({ ...frame, id }));
    return new Promise((resolve) => this.waiting.set(id, (r) => resolve(r)));
  }

  say(text: string): Promise<string | null> {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) return Promise.resolve('Not connected to the server; the message was not sent. Try again when the connection is back.');
    const id = `c${this.nextReq++}`;
    ws.send(JSON.stringify({ t: 'say', text, id }));
    return new Promise((resolve) => this.saying.set(id, resolve));
  }
  joined(seat: string): boolean {
    return this.seats.find((s) => s.seat === seat)?.joined !== false;
  }
  openLinked(game: string, kind: GameKind, back?: LinkBack): GameSession<unknown, unknown> {
    if (!this.o.link) throw new Error('This game cannot open another.');
    return this.o.link(game, kind, back, this.table, this.o.back?.game === game ? this.o.back.since : undefined);
  }
  controllerOf(player: string): Controller {
    return this.o.seat !== null && player === this.o.seat ? 'human' : 'remote';
  }
  getSnapshot(): Snapshot<State, Action> { return this.shown; }
  subscribe(l: () => void): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  dismissError(): void {
    if (this.snap.error) this.set({ ...this.snap, error: null });
  }
  async recordJson(): Promise<string> {
    if (this.snap.pending.kind !== 'over') throw new Error('The server publishes the record of an online game when the game is over: it holds every secret order and the dice seed.');
    if (!this.o.record) throw new Error('This page cannot fetch the record from the server.');
    return JSON.stringify(await this.o.record(), null, 1);
  }
  dispose(): void {
    this.closed = true;
    this.ws?.close();
    this.listeners.clear();
  }

  submit(action: Action, tried: string): Promise<string | null> {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) {
      const message = 'Not connected to the server; nothing was sent. Try again when the connection is back.';
      this.set({ ...this.snap, error: { tried, message } });
      return Promise.resolve(message);
    }
    const id = `a${this.nextReq++}`;
    ws.send(JSON.stringify({ t: 'act', v: this.v, action, id }));
    this.set({ ...this.snap, sending: true, error: null });
    return new Promise((resolve) => this.waiting.set(id, (r, v) => {
      // accepted: still sending until the update with that version is here (it may come after the ack)
      if (r === null && v !== undefined && v > this.v) this.awaitV = Math.max(this.awaitV, v);
      const sending = this.v < this.awaitV;
      if (r !== null) this.set({ ...this.snap, sending, error: { tried, message: r } });
      else if (this.snap.sending !== sending) this.set({ ...this.snap, sending });
      resolve(r);
    }));
  }

  submitDice(values: readonly number[]): Promise<string | null> {
    const p = this.snap.pending;
    this.typing = { values: [...values], label: p.kind === 'chance' ? p.request.label : 'Dice' };
    return this.submit({ type: 'roll', values } as Action, `dice ${values.join(' ')}`).then((r) => {
      if (r !== null) this.typing = null;
      return r;
    });
  }

  /**
   * The events of versions `from`..`to` from the server, in words in place of the log's line `holder`: told against
   * the view of the time they arrive (the page holds no older one), as a linked game opened again is told.
   */
  private fetchPast(holder: number, from: number, to: number): void {
    const replace = (lines: readonly LogEntry[]): void => {
      const at = this.snap.log.findIndex((e) => e.id === holder);
      if (at < 0 || this.closed) return;
      this.set({ ...this.snap, log: [...this.snap.log.slice(0, at), ...lines, ...this.snap.log.slice(at + 1)] });
    };
    this.o.past?.(from, to).then((p) => {
      const view = this.snap.state;
      const lines: LogEntry[] = [{ id: this.nextId++, text: from === 1 ? 'Earlier in this game:' : 'While this page was away:', past: true, heading: true }];
      const lastDice = eventLines(this.words(view), view, p.events, recordedSources(p.rolls, p.events), lines, true);
      replace(lines);
      if (lastDice && this.snap.lastDice === null) this.set({ ...this.snap, lastDice });
    }, (e: unknown) => {
      replace([{ id: this.nextId++, text: `The events before this were not fetched (${e instanceof Error ? e.message : 'no answer'}); the state shown is the game's.`, past: true }]);
    });
  }

  /** How this page words events against `view` (event-lines.ts), numbering the log's lines. */
  private words(view: unknown): Wording {
    return { describe: this.o.describe, view, seat: this.o.seat, seatName: (seat) => this.o.seatName?.(view, seat) ?? seat, nextId: () => this.nextId++ };
  }

  private set(next: Snapshot<State, Action>): void {
    this.snap = next;
    this.publish();
  }

  /**
   * A frame's snapshot, shown at the next animation frame with whatever else arrived by then. Shown one by one, a
   * stream of frames faster than the page renders (a bot's moves, a spectator of a fast game) kept React
   * re-rendering from inside its own commits until it gave up ("Maximum update depth exceeded").
   */
  private setFromServer(next: Snapshot<State, Action>): void {
    this.snap = next;
    if (this.publishing) return;
    this.publishing = true;
    // the browser's next animation frame; in Node (tests) 16 ms (this module needs no DOM types)
    const raf = (globalThis as { requestAnimationFrame?: (f: () => void) => unknown }).requestAnimationFrame;
    const later = (f: () => void): unknown => (raf ? raf.call(globalThis, f) : setTimeout(f, 16));
    later(() => {
      this.publishing = false;
      if (this.shown !== this.snap) this.publish();
    });
  }

  private publish(): void {
    this.shown = this.snap;
    for (const l of [...this.listeners]) l();
  }

  private connect(): void {
    if (this.closed) return;
    const ws = this.o.socket(this.o.wsUrl);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      ws.send(JSON.stringify({ t: 'hello', game: this.o.game, ...(this.o.seat === null ? { spectate: this.o.token } : { token: this.o.token }), ...(this.v >= 0 ? { lastVersion: this.v } : {}), patches: true }));
    };
    ws.onmessage = (e) => this.frame(JSON.parse(String(e.data)) as Frame);
    ws.onclose = () => {
      if (this.closed) return;
      for (const [, r] of this.waiting) r('The connection was lost before the server answered; check the game once it is back.');
      this.waiting.clear();
      for (const [, r] of this.saying) r('The connection was lost before the server confirmed the message; it shows below once it was sent.');
      this.saying.clear();
      this.awaitV = -1;
      // who is connected is not known again until the welcome's presence frame
      const { present: _unknown, ...rest } = this.snap;
      this.set({ ...rest, sending: false, notice: 'Connection lost: reconnecting…' });
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      setTimeout(() => this.connect(), delay);
    };
  }

  private frame(f: Frame): void {
    if (f.t === 'chat') {
      const chat = chatAfter(this.snap, f);
      if (chat) this.set({ ...this.snap, ...chat });
      if (f.said) {
        this.saying.get(f.said.id)?.(null);
        this.saying.delete(f.said.id);
      }
      return;
    }
    if (f.t === 'rematch') {
      if (this.snap.rematch !== f.rematch) this.set({ ...this.snap, rematch: f.rematch });
      return;
    }
    if (f.t === 'presence') {
      this.set({ ...this.snap, present: f.here });
      return;
    }
    if (f.t === 'take-back') {
      // asked: shown until answered or lapsed; refused or done: said in the log
      if (f.status === 'asked') this.set({ ...this.snap, takeBackAsked: { request: f.request, v: f.v, text: f.text, answerable: f.seat !== this.o.seat } });
      else this.set({ ...this.snap, takeBackAsked: null, log: [...this.snap.log, { id: this.nextId++, text: f.text }] });
      return;
    }
    if (f.t === 'seats') {
      this.seats = f.seats;
      this.set({ ...this.snap });
      return;
    }
    const deploying = f.t === 'deployment' ? f.deployment : f.t === 'welcome' ? (f as { deployment?: unknown }).deployment : undefined;
    if (deploying !== undefined) {
      if (f.t === 'welcome') {
        const info = f as { table?: unknown; seats?: unknown };
        this.table = info.table === true;
        if (Array.isArray(info.seats)) this.seats = info.seats as SeatInfo[];
      }
      this.deploying = deploying as DeployView;
      this.set({ ...this.snap, busy: false, notice: null });
      return;
    }
    if (f.t === 'welcome') this.deploying = null;
    if (f.t === 'welcome' || f.t === 'update') {
      const before = this.snap.state;
      const entries: LogEntry[] = [];
      if (f.t === 'welcome') {
        this.table = (f as { table?: unknown }).table === true;
        const seats = (f as { seats?: unknown }).seats;
        if (Array.isArray(seats)) this.seats = seats as SeatInfo[];
        this.statics = (f as { statics?: Statics }).statics;
      }
      let view: unknown;
      try {
        view = viewOfFrame(f.t === 'welcome' ? undefined : this.snap.state, f, this.statics);
      } catch {
        // a patch that does not fit what this page holds: start again from a welcome with the whole view
        this.ws?.close();
        return;
      }
      // Versions this page never showed (opened after the game began, or a reconnect past the server's live
      // history): a line that stands in for their events until the server's record of them is here.
      const missedFrom = f.events === null ? this.v + 1 : f.t === 'welcome' && this.v < 0 ? 1 : null;
      if (missedFrom !== null && f.v >= missedFrom) {
        const holder = this.nextId++;
        entries.push({ id: holder, text: this.o.past ? 'Fetching what happened before…' : 'Reconnected; older events are not shown again.' });
        if (this.o.past) this.fetchPast(holder, missedFrom, f.v);
      }
      let lastDice: DiceInfo | null = null;
      // a linked game opened again (`since`) is told in words what happened after the page last showed it
      const told = before ?? (this.o.since !== undefined && f.t === 'welcome' ? view : null);
      if (f.events && told !== null) {
        // From the server's record when it says who rolled (`rolls`); a server without it: the inference.
        const sources = f.rolls
          ? recordedSources(f.rolls, f.events)
          : diceSources({ table: this.table, seats: this.seats, before: this.turn, versions: f.v - f.from + 1 }, f.events.filter(reportsDice).length);
        lastDice = eventLines(this.words(view), told, f.events, sources, entries);
        // This browser's own typed roll: the panel shows the dice as typed, with what they were for.
        const mine = sources.find((x) => x.typed && x.by === this.o.seat);
        if (this.typing && mine) {
          lastDice = { label: this.typing.label, purpose: 'roll', values: this.typing.values, manual: true, by: 'typed at the table by you', ...(lastDice ? { result: (lastDice as DiceInfo).label } : {}) };
        }
        if (this.turn?.kind === 'chance') this.typing = null;
      }
      this.v = f.v ?? this.v;
      this.turn = f.turn ?? this.turn;
      this.roller = f.turn?.kind === 'chance' && this.o.seat !== null && f.turn.seats.includes(this.o.seat);
      let pending = f.turn ? pendingOfTurn(f.turn) : this.snap.pending;
      if (this.table && !this.roller && pending.kind === 'chance' && f.turn?.seats.length) {
        pending = { kind: 'chance', request: { ...pending.request, label: `The other player rolls ${pending.request.dice}d${pending.request.sides} at the table and types them in.` } };
      }
      // a take back request lapses when the game moves on
      const asked = this.snap.takeBackAsked && this.snap.takeBackAsked.v < this.v ? { takeBackAsked: null } : {};
      this.setFromServer({
        ...this.snap, ...asked, state: view as State, pending,
        log: entries.length ? [...this.snap.log, ...entries] : this.snap.log, busy: false, notice: null,
        sending: this.waiting.size > 0 || this.v < this.awaitV,
        lastDice: lastDice ?? this.snap.lastDice,
      });
      return;
    }
    if (f.t === 'error' && f.id !== undefined && this.saying.has(f.id)) {
      this.saying.get(f.id)?.(f.message);
      this.saying.delete(f.id);
      return;
    }
    if (f.t === 'ack' || f.t === 'error') {
      const r = f.id ? this.waiting.get(f.id) : undefined;
      if (f.id) this.waiting.delete(f.id);
      if (r) r(f.t === 'ack' ? null : (f.message ?? 'The server refused this.'), typeof f.v === 'number' ? f.v : undefined);
      else if (f.t === 'error') this.set({ ...this.snap, error: { tried: 'server', message: f.message ?? f.code ?? 'error' } });
    }
  }
}
