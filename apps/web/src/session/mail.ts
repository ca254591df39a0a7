/**
 * A game by mail (@salvo/mail, docs/mail.md) as the views play it: this browser holds one seat (its key, from the
 * passphrase), the other seat is 'remote'. `submit` goes through `mailAct`, which also rolls the dice this seat may
 * roll and reveals its own sealed orders; after every action the newest sealed file is kept in this browser
 * (mail-store.ts), so a reload loses nothing. When nothing more can be done here the snapshot's `mail` says to whom
 * the file goes and why, and the pending step no longer names this seat (the decision panels wait).
 *
 * What the views get is the engine state after every action in the file; the mail package refuses every setup whose
 * views differ between the seats but for secret orders, and the other seat's sealed orders are ciphertext in the file,
 * never in this state. The views draw it through `observe` for this seat all the same (VasGame, WasGame).
 */
import { makeRecord, type Pending } from '@salvo/kernel';
import type { Side } from '@salvo/was';
import { mailAct, mailSend, type MailKey, type MailTable } from '@salvo/mail';
import { battleRecordOf, fleetNameIn, scenarioVas, type ScenarioVasAction, type ScenarioVasState } from '@salvo/scenarios';
import { vasAdapter, wasAdapter } from './adapters';
import { tellMail, type AnyAdapter } from './mail-log';
import type { Controller, DiceInfo, GameKind, GameSession, LogEntry, MailNews, Snapshot } from './types';
import { keepMail, type MailGameKind } from '../mail/mail-store';
import { mailFileName, playerName } from '../mail/mail-words';
import { fileActions } from '../mail/mail-file';

/** Bytes from the browser's cryptographic generator (ids, salts, nonces; never dice: those are the roller's signature). */
export const browserRandom = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

/**
 * Victory at Sea by mail: the engine is `scenarioVas`, which plays a scenario's pre-battle rolls and deployment before
 * the battle (docs/mail.md "Scenarios") and is `vas` itself for a battle setup; events are told as `vas`'s are.
 */
const mailVasAdapter = {
  ...vasAdapter,
  engine: scenarioVas,
  actorName: (state: ScenarioVasState, player: string) => fleetNameIn(state, player),
};

export class MailSession<State, Action extends { readonly type: string }> implements GameSession<State, Action> {
  readonly kind: GameKind;
  readonly mode = 'mail' as const;
  readonly tableDice = false;
  readonly preMeasure = false;
  readonly game: MailGameKind;
  private readonly adapter: AnyAdapter;
  private table: MailTable;
  private snap: Snapshot<State, Action>;
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  /** The log so far, and how many of the file's actions it tells. */
  private log: LogEntry[] = [];
  private told = 0;
  /** The engine state after the entries told (mail-log.ts continues from it). */
  private toldState: unknown = undefined;
  private lastDice: DiceInfo | null = null;

  constructor(table: MailTable, private readonly key: MailKey, private readonly random: (n: number) => Uint8Array = browserRandom) {
    const h = table.file;
    this.game = h.game;
    this.kind = h.game === 'vas' ? 'vas' : 'was';
    this.adapter = (this.kind === 'vas' ? mailVasAdapter : wasAdapter(table.seat as Side)) as unknown as AnyAdapter;
    this.table = table;
    this.snap = this.build(true);
    this.keep();
  }

  get seat(): string { return this.table.seat; }
  /** The other player as the file names them (the game header's "by mail with Bob"). */
  get friendName(): string {
    const other = this.table.file.seats.find((s) => s !== this.table.seat) ?? '';
    return this.seatName(other);
  }
  get gameId(): string { return this.table.file.id; }
  seatName(seat: string): string {
    return playerName(this.game, this.table.file.names, seat);
  }

  controllerOf(player: string): Controller {
    return player === this.table.seat ? 'human' : 'remote';
  }

  getSnapshot(): Snapshot<State, Action> { return this.snap; }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applied through `mailAct` (which also rolls the dice this seat may roll next, and reveals its sealed orders). */
  submit(action: Action, tried: string): Promise<string | null> {
    const r = mailAct(this.table, this.key, action, this.random);
    if (!r.ok) {
      this.set({ ...this.snap, error: { tried, message: r.error.message } });
      return Promise.resolve(r.error.message);
    }
    this.table = r.value;
    this.snap = this.build(false);
    this.keep();
    this.set(this.snap);
    return Promise.resolve(null);
  }

  submitDice(): Promise<string | null> {
    return Promise.resolve('By mail the dice are rolled from the players\' keys, never typed in.');
  }

  dismissError(): void {
    if (this.snap.error) this.set({ ...this.snap, error: null });
  }

  /**
   * The game's record so far (docs/game-record.md): the setup and every action in the file, the dice among them; for a
   * scenario, once its battle has begun, the battle's setup and actions (what replays read).
   */
  recordJson(): string {
    const e = this.adapter.engine.descriptor;
    const actions = fileActions(this.table.file);
    // a scenario's record is its battle's: the setup its pre-battle rolls and deployment settled, then the battle
    const battle = this.game === 'vas' ? battleRecordOf(this.table.file.setup, actions as ScenarioVasAction[]) : null;
    return JSON.stringify(makeRecord(e.id, e.version, battle?.setup ?? this.table.file.setup, battle?.actions ?? actions, { client: 'salvo-web', mode: 'mail' }), null, 1);
  }

  /** The sealed file as it is sent now. */
  fileText(): string {
    return mailSend(this.table, this.key);
  }

  dispose(): void {
    this.listeners.clear();
  }

  private set(next: Snapshot<State, Action>): void {
    this.snap = next;
    for (const l of [...this.listeners]) l();
  }

  /** Writes the newest sealed file to this browser's list of games by mail. */
  private keep(): void {
    const h = this.table.file;
    const s = this.table.status;
    const other = h.seats.find((x) => x !== this.table.seat) ?? '';
    const whose = s.kind === 'decide' ? 'Your move' : s.kind === 'send' ? `Waiting for ${this.seatName(other)}'s answer` : `Over${s.summary ? `: ${s.summary}` : ''}`;
    keepMail({ id: h.id, game: h.game, seat: this.table.seat, seats: h.seats, names: h.names, text: this.snap.mail?.text ?? this.fileText(), count: fileActions(this.table.file).length, whose, status: s.kind, savedAt: new Date().toISOString() });
  }

  /** The snapshot of the current table: the log told on to its last action, the pending step as this seat may act on it. */
  private build(opening: boolean): Snapshot<State, Action> {
    const t = this.table;
    const actions = fileActions(t.file) as unknown as Action[];
    this.tell(opening);
    const engine = this.adapter.engine;
    let pending = engine.pending(t.state) as Pending<string>;
    const s = t.status;
    let mail: MailNews | undefined;
    if (s.kind !== 'decide') {
      const h = t.file;
      const other = h.seats.find((x) => x !== t.seat) ?? '';
      const toName = this.seatName(s.kind === 'send' ? s.to : other);
      const text = mailSend(t, this.key);
      const fromThem = s.kind === 'over' && (t.file.seals[other]?.entries ?? -1) >= t.file.log.length;
      mail = { kind: s.kind, toName, why: s.kind === 'send' ? s.why : s.summary, fileName: mailFileName(h.game, h.seats, h.names, actions.length), text, ...(fromThem ? { fromThem } : {}) };
      // this seat's part is done: its sealed orders are given, the dice are the other's to roll
      if (pending.kind === 'simultaneous') pending = { ...pending, players: pending.players.filter((p) => p !== t.seat) };
      if (pending.kind === 'chance') pending = { kind: 'chance', request: { ...pending.request, label: `${toName} rolls these dice when the file reaches them: ${pending.request.label}` } };
    }
    return { state: t.state as State, actions, pending, log: this.log, error: null, busy: false, lastDice: this.lastDice, ...(mail ? { mail } : {}) };
  }

  /** Tells the file's entries from the last one told (mail-log.ts). */
  private tell(opening: boolean): void {
    const f = this.table.file;
    const told = tellMail({ adapter: this.adapter, file: f, seat: this.table.seat, name: (s) => this.seatName(s), from: this.told, opening, nextId: () => this.nextId++, ...(this.toldState === undefined ? {} : { after: this.toldState }) });
    this.log = [...this.log, ...told.entries];
    this.lastDice = told.lastDice ?? this.lastDice;
    this.told = f.log.length;
    this.toldState = told.after;
  }
}
