/**
 * A game played by the engine in this browser. Bots play their seats after every human decision
 * (yielding to the browser between their steps); dice come from the state's own PRNG, or from a
 * person in table mode. Every applied action is kept, so the game is always a record.
 */
import { diceFitRequest, makeRecord, markStep, rollFor, takeBackPoint, type ChanceRequest, type Engine, type Pending, type RngState, type StepBy, type StepMark, type Transition } from '@salvo/kernel';
import type { Controller, DiceInfo, GameKind, GameSession, LogEntry, Snapshot } from './types';
import type { NewGame } from './new-game';

export interface GameAdapter<State, Action extends { readonly type: string }, Event> {
  readonly kind: GameKind;
  readonly engine: Engine<unknown, State, Action, Event, string, unknown>;
  /** Sentences for the log, as the viewer of this browser may read them. */
  describe(before: State, after: State, events: readonly Event[]): Array<{ text: string; rule?: string }>;
  /** A bot's decision for `player`. */
  botDecide(state: State, player: string, bot: Controller, rng: RngState): Action;
  /**
   * The same decision thought off the page's thread (bot-thread.ts), for the bots that think for long;
   * null when this bot decides on the page (`botDecide`) or there is no worker.
   */
  botOffload?(state: State, player: string, bot: Controller, rng: RngState): Promise<Action> | null;
  actorName(state: State, player: string): string;
  /** A decision the people at this screen make whichever seat the engine names (a War at Sea tactical battle); bots wait for them. */
  forPeople?(state: State): boolean;
  /** A dice request's label as the log's viewer may read it (War at Sea 19.3: face-down British ships unnamed); absent: as the engine says it. */
  diceLabel?(state: State, request: ChanceRequest): string;
}

export interface LocalOptions<State, Action> {
  readonly mode: GameSession<State, Action>['mode'];
  readonly setup: unknown;
  readonly initial: State;
  readonly prior?: readonly Action[];
  readonly priorLog?: readonly LogEntry[];
  readonly controllers: Readonly<Record<string, Controller>>;
  readonly tableDice: boolean;
  readonly preMeasure: boolean;
  readonly botRng: RngState;
  /** Milliseconds between bot steps, so people can follow them (0 in tests). */
  readonly botDelay: number;
  /** How the game was started (who plays which seat, table dice, seed): what the autosave needs to resume it. */
  readonly origin?: NewGame;
  /** Steps taken back before this session took the game over (a resumed save). */
  readonly takeBacks?: number;
}

export class LocalSession<State, Action extends { readonly type: string }, Event> implements GameSession<State, Action> {
  readonly kind: GameKind;
  readonly mode: GameSession<State, Action>['mode'];
  readonly tableDice: boolean;
  readonly preMeasure: boolean;
  private snap: Snapshot<State, Action>;
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private disposed = false;
  private running = false;
  /** One mark per action of `snap.actions`: who made it, and whether it closes the way back (take-back.ts). */
  private marks: StepMark[] = [];
  /** How many times a step was taken back in this game: the record says so (`meta.takeBacks`). */
  private takeBacks: number;

  constructor(private readonly adapter: GameAdapter<State, Action, Event>, private readonly opts: LocalOptions<State, Action>) {
    this.kind = adapter.kind;
    this.mode = opts.mode;
    this.tableDice = opts.tableDice;
    this.preMeasure = opts.preMeasure;
    this.takeBacks = opts.takeBacks ?? 0;
    const log = opts.priorLog ?? [];
    this.nextId = log.length + 1;
    const prior = opts.prior ?? [];
    // the log shown is the one saved with the game: where each step's entries start in it is not known
    const replayed = prior.length ? this.replay(prior) : null;
    this.marks = replayed ? replayed.marks.map((m) => ({ ...m, logFrom: null })) : [];
    this.snap = {
      // a resumed game shows its last roll again, as it was before the reload
      state: opts.initial, actions: [...prior], pending: adapter.engine.pending(opts.initial),
      log, error: null, busy: false, lastDice: replayed?.lastDice ?? null, takeBack: takeBackPoint(this.marks),
    };
    queueMicrotask(() => void this.runAutomatic());
  }

  /** The setup the game was created from (its record's `setup`). */
  get setup(): unknown {
    return this.opts.setup;
  }

  /** How many times a step was taken back in this game (the autosave keeps it with the game). */
  get takenBack(): number {
    return this.takeBacks;
  }

  /** How the game was started, when it was started by `startLocal` (autosave.ts). */
  get origin(): NewGame | undefined {
    return this.opts.origin;
  }

  controllerOf(player: string): Controller {
    return this.opts.controllers[player] ?? 'human';
  }

  getSnapshot(): Snapshot<State, Action> {
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async submit(action: Action, tried: string): Promise<string | null> {
    const r = this.adapter.engine.apply(this.snap.state, action);
    if (!r.ok) {
      this.set({ ...this.snap, error: { tried, message: r.error.message } });
      return r.error.message;
    }
    this.commit(action, r.value, null, 'person');
    await this.runAutomatic();
    return null;
  }

  async submitDice(values: readonly number[]): Promise<string | null> {
    const p = this.snap.pending;
    if (p.kind !== 'chance') return 'No dice are to be rolled now.';
    const misfit = diceFitRequest(p.request, values);
    if (misfit) {
      this.set({ ...this.snap, error: { tried: `dice ${values.join(' ')}`, message: misfit } });
      return misfit;
    }
    const action = this.adapter.engine.diceAction(values);
    const r = this.adapter.engine.apply(this.snap.state, action);
    if (!r.ok) {
      this.set({ ...this.snap, error: { tried: `dice ${values.join(' ')}`, message: r.error.message } });
      return r.error.message;
    }
    this.commit(action, r.value, { label: this.diceLabel(this.snap.state, p.request), purpose: p.request.purpose, values: [...values], manual: true }, 'typed-dice');
    await this.runAutomatic();
    return null;
  }

  /**
   * Takes back the last step a person made at this browser with every step after it, when nothing closes the way
   * back (take-back.ts); the log then says what was taken back. Answers the refusal sentence (nothing changes), or null.
   */
  async takeBack(): Promise<string | null> {
    // refused, the sentence is answered, not kept as the snapshot's error: the page shows it beside the button
    if (this.running || this.snap.busy) return 'Wait: the bot is still playing.';
    const point = takeBackPoint(this.marks);
    if (!point.ok) return point.why;
    const keep = this.snap.actions.slice(0, point.index);
    const from = this.marks[point.index]?.logFrom ?? null;
    this.takeBacks += 1;
    const replayed = this.replay(keep);
    // the log up to the step is kept as it was shown; a step from before the page opened the game rebuilds it
    const log = from === null ? replayed.log : this.snap.log.slice(0, from);
    this.marks = from === null ? replayed.marks : this.marks.slice(0, point.index);
    const lastDice = from === null ? replayed.lastDice : [...log].reverse().find((e) => e.dice)?.dice ?? null;
    this.set({
      state: replayed.state, actions: keep, pending: this.adapter.engine.pending(replayed.state),
      log: [...log, { id: this.nextId++, text: `Taken back: ${point.said}` }], error: null, busy: false, lastDice,
      takeBack: takeBackPoint(this.marks),
    });
    await this.runAutomatic();
    return null;
  }

  dismissError(): void {
    if (this.snap.error) this.set({ ...this.snap, error: null });
  }

  recordJson(): string {
    const e = this.adapter.engine.descriptor;
    const meta = { client: 'salvo-web', mode: this.mode, ...(this.takeBacks > 0 ? { takeBacks: String(this.takeBacks) } : {}) };
    return JSON.stringify(makeRecord(e.id, e.version, this.opts.setup, this.snap.actions, meta), null, 1);
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private set(next: Snapshot<State, Action>): void {
    this.snap = next;
    for (const l of [...this.listeners]) l();
  }

  private commit(action: Action, t: Transition<State, Event>, dice: DiceInfo | null, by: StepBy, bot?: string): void {
    const before = this.snap.state;
    const step = this.describeStep(before, this.snap.pending, action, t, dice, by, bot, false);
    const pending = this.adapter.engine.pending(t.state);
    this.marks.push(markStep(by, this.snap.pending, pending, this.adapter.forPeople?.(before) ?? false, this.snap.log.length, step.said));
    this.set({
      state: t.state, actions: [...this.snap.actions, action], pending,
      log: [...this.snap.log, ...step.entries], error: null, busy: this.snap.busy, lastDice: step.dice ?? this.snap.lastDice,
      takeBack: takeBackPoint(this.marks),
    });
  }

  /** A roll's label as the log shows it (the adapter's filter for the log's viewer, else the engine's words). */
  private diceLabel(state: State, request: ChanceRequest): string {
    return this.adapter.diceLabel?.(state, request) ?? request.label;
  }

  /** A step's log entries (ids taken from this session), its dice as the dice panel shows them, and its first line in words. */
  private describeStep(before: State, p: Pending<string>, action: Action, t: Transition<State, Event>, diceIn: DiceInfo | null, by: StepBy, bot: string | undefined, past: boolean): { entries: LogEntry[]; dice: DiceInfo | null; said: string } {
    const lines = this.adapter.describe(before, t.state, t.events);
    const acting = this.adapter.engine.actorOf(before, action);
    const who = p.kind === 'decision' ? p.player : bot ?? (acting === null || acting === 'dice' ? undefined : acting);
    const actor = by === 'person' && p.kind === 'decision' ? this.adapter.actorName(before, p.player)
      // a simultaneous step's last order reveals every side's: the lines it writes are no one side's doing
      : by === 'bot' && who !== undefined && p.kind !== 'simultaneous' ? `${this.adapter.actorName(before, who)} (bot)` : undefined;
    const entries: LogEntry[] = [];
    let dice = diceIn;
    if (dice && lines.length) dice = { ...dice, result: lines.map((l) => l.text).join(' · ') };
    if (dice) {
      dice = { ...dice, by: dice.manual ? 'typed at the table' : 'rolled by the computer' };
      entries.push({ id: this.nextId++, text: `${dice.label}: ${dice.values.join(' ')} (${dice.by})`, dice, ...(past ? { past } : {}) });
    }
    lines.forEach((l, i) => entries.push({ id: this.nextId++, text: l.text, ...(l.rule ? { rule: l.rule } : {}), ...(actor && i === 0 ? { actor } : {}), ...(past ? { past } : {}) }));
    const first = entries[0];
    // a secret order the log does not tell is named, never shown
    const owner = p.kind === 'simultaneous' && who !== undefined ? this.adapter.actorName(before, who) : null;
    const secret = owner === null ? null : `${owner}: a secret order`;
    const said = first ? `${first.actor ? `${first.actor}: ` : ''}${first.text}` : secret ?? `a step (${String(action.type)})`;
    return { entries, dice, said };
  }

  /**
   * Plays `actions` from the setup: the state after them, each one's mark and the log they write, as entries told
   * after the fact. Who made each step is read off the controllers (a record does not say).
   */
  private replay(actions: readonly Action[]): { state: State; marks: StepMark[]; log: LogEntry[]; lastDice: DiceInfo | null } {
    const { engine } = this.adapter;
    const created = engine.createGame(this.opts.setup);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    const marks: StepMark[] = [];
    const log: LogEntry[] = [];
    let lastDice: DiceInfo | null = null;
    for (const action of actions) {
      const p = engine.pending(state);
      const t = engine.applyTrusted(state, action);
      const player = p.kind === 'simultaneous' ? engine.actorOf(state, action) : p.kind === 'decision' ? p.player : null;
      const human = player !== null && player !== 'dice' && this.controllerOf(player) === 'human';
      const by: StepBy = p.kind === 'chance' ? (this.tableDice ? 'typed-dice' : 'computer-dice') : human ? 'person' : 'bot';
      const values = p.kind === 'chance' ? (action as unknown as { values?: readonly number[] }).values ?? [] : [];
      const dice: DiceInfo | null = p.kind === 'chance' ? { label: this.diceLabel(state, p.request), purpose: p.request.purpose, values: [...values], manual: this.tableDice } : null;
      const step = this.describeStep(state, p, action, t, dice, by, player ?? undefined, true);
      marks.push(markStep(by, p, engine.pending(t.state), this.adapter.forPeople?.(state) ?? false, log.length, step.said));
      log.push(...step.entries);
      lastDice = step.dice ?? lastDice;
      state = t.state;
    }
    return { state, marks, log, lastDice };
  }

  /** Plays dice (unless in table mode) and bot seats until a person must act or the game is over. */
  private async runAutomatic(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let guard = 0; guard < 100_000 && !this.disposed; guard++) {
        const { state, pending: p } = this.snap;
        if (p.kind === 'over') break;
        if (this.snap.actions.length >= this.adapter.engine.descriptor.maxActions) break;
        if (p.kind === 'chance') {
          if (this.tableDice) break;
          const copy: RngState = [...(state as { rng: RngState }).rng] as RngState;
          const values = rollFor(copy, p.request);
          const t = this.adapter.engine.rollChance(state);
          this.commit(this.adapter.engine.diceAction(values), t, { label: this.diceLabel(state, p.request), purpose: p.request.purpose, values, manual: false }, 'computer-dice');
          continue;
        }
        if (this.adapter.forPeople?.(state) && Object.values(this.opts.controllers).includes('human')) break;
        const players = p.kind === 'decision' ? [p.player] : p.players;
        const bot = players.find((x) => this.controllerOf(x) !== 'human' && this.controllerOf(x) !== 'remote');
        if (bot === undefined) break;
        if (!this.snap.busy) this.set({ ...this.snap, busy: true });
        if (this.opts.botDelay > 0) await new Promise((r) => setTimeout(r, this.opts.botDelay));
        else await new Promise((r) => setTimeout(r, 0));
        if (this.disposed) return;
        const thinking = this.snap.state;
        const off = this.adapter.botOffload?.(thinking, bot, this.controllerOf(bot), this.opts.botRng) ?? null;
        let action: Action;
        try {
          action = off ? await off : this.adapter.botDecide(thinking, bot, this.controllerOf(bot), this.opts.botRng);
        } catch (e) {
          this.set({ ...this.snap, error: { tried: `bot ${bot}`, message: e instanceof Error ? e.message : 'The bot could not decide.' } });
          break;
        }
        if (this.disposed) return;
        // a person acted while the bot thought on its worker (a simultaneous step): look again
        if (this.snap.state !== thinking) continue;
        const r = this.adapter.engine.apply(this.snap.state, action);
        if (!r.ok) {
          this.set({ ...this.snap, error: { tried: `bot ${bot}`, message: `The bot chose an illegal action: ${r.error.message}` } });
          break;
        }
        this.commit(action, r.value, null, 'bot', bot);
      }
    } finally {
      this.running = false;
      if (this.snap.busy) this.set({ ...this.snap, busy: false });
    }
  }
}
