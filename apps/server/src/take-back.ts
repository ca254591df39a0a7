/**
 * Take back online (Salvo's own; docs/server.md "Take back"). A person's seat asks to take back its own last step,
 * with what the bots did after it, under the rules of local games (@salvo/kernel take-back.ts: never past the
 * server's dice, revealed secret orders, a table battle or the end). The other person is asked; against bots only
 * the take back is granted at once (a bot does not mind). The request lapses when the version moves (any action).
 * Granted, the actions are removed and the version bumped in one transaction (db/take-back.ts); the game is rebuilt
 * and every socket is sent its update, then a 'done' news frame.
 *
 * Contract on what is told: the step in words (`said`) is the asker's own description; to any other viewer a
 * secret order (a step of a simultaneous decision) is only "a secret order". Spectators get only 'done'.
 */
import { markStep, takeBackPoint, type StepBy } from '@salvo/kernel';
import type { TakeBackNewsFrame } from '@salvo/kernel/protocol';
import { describeAction as vasWords, type VasAction, type VasState } from '@salvo/vas';
import { describeAction as wasWords, type WasAction, type WasState } from '@salvo/was';
import type { Store } from './db/open';
import { actionsAfter, getGame } from './db/queries';
import { isMarker, readTakeBack, removeActions, saveTakeBack, TAKE_BACK_TYPE, type TakeBackRow } from './db/take-back';
import { isOver, type LiveGame } from './live';
import { SPECTATOR, toMove, type AnyAction, type Ruleset } from './rulesets';
import { newsFrame, saidTo, seatName, type Step } from './take-back-news';
import { storedSetup } from './stored-setup';

export type TakeBackResult = { readonly ok: true; readonly v: number } | { readonly ok: false; readonly code: string; readonly message: string };

/** What the server asks of the service (inside the game's chain). */
export interface TakeBackHost {
  readonly store: Store;
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  load(id: string): Promise<LiveGame | undefined>;
  catchUp(g: LiveGame): Promise<number>;
  /** Rebuilds `g` from the database and tells the listeners of the new version (its sockets get their updates). */
  reload(g: LiveGame): Promise<void>;
  /** Sends each socket of the game on this process its news frame (null: none to that viewer). */
  news(game: string, frameFor: (viewer: string) => TakeBackNewsFrame | null): void;
  /** Tells the other processes the request moved (they read it and send their sockets the news). */
  published(game: string): void;
}

const refuse = (code: string, message: string): TakeBackResult => ({ ok: false, code, message });

function words(rs: Ruleset, state: unknown, action: AnyAction): string {
  try {
    return rs.id === 'vas' ? vasWords(state as VasState, action as unknown as VasAction) : wasWords(state as WasState, action as unknown as WasAction);
  } catch {
    return `a step (${action.type})`;
  }
}

/** The game's steps from its stored actions (markers left out), each marked as local games mark them. */
async function stepsOf(store: Store, g: LiveGame): Promise<Step[]> {
  const row = await getGame(store, g.id);
  if (!row) return [];
  const created = g.rs.engine.createGame(storedSetup(row, g.rs));
  if (!created.ok) return [];
  let state = created.value;
  const steps: Step[] = [];
  for (const a of await actionsAfter(store, g.id, 0)) {
    if (isMarker(a)) continue;
    const action = JSON.parse(a.action) as AnyAction;
    const before = g.rs.engine.pending(state);
    const said = words(g.rs, state, action);
    state = g.rs.engine.applyTrusted(state, action).state;
    const person = g.seats.get(a.actor)?.kind === 'human';
    const by: StepBy = a.actor === 'dice' ? 'computer-dice' : person ? (before.kind === 'chance' ? 'typed-dice' : 'person') : 'bot';
    const mark = markStep(by, before, g.rs.engine.pending(state), a.actor === 'server', null, `${seatName(g, a.actor)}: ${said}`);
    steps.push({ seq: a.seq, actor: a.actor, mark, secret: before.kind === 'simultaneous' });
  }
  return steps;
}

/** The steps `seat` may take back now (the first is its own step), or the refusal. */
async function pointFor(store: Store, g: LiveGame, seat: string): Promise<{ ok: true; steps: Step[] } | { ok: false; code: string; message: string }> {
  if (isOver(g)) return { ok: false, code: 'ERR_TAKE_BACK_NONE', message: 'Nothing to take back: the game is over.' };
  const steps = await stepsOf(store, g);
  const point = takeBackPoint(steps.map((s) => s.mark));
  if (!point.ok) return { ok: false, code: 'ERR_TAKE_BACK_NONE', message: point.why.replace('at this screen', 'by a player') };
  const first = steps[point.index];
  if (!first) return { ok: false, code: 'ERR_TAKE_BACK_NONE', message: 'Nothing to take back.' };
  if (first.actor !== seat) return { ok: false, code: 'ERR_TAKE_BACK_NOT_YOURS', message: `The last step was ${seatName(g, first.actor)}'s, not yours: only the player who made a step may ask to take it back.` };
  return { ok: true, steps: steps.slice(point.index) };
}

export class TakeBacks {
  /** The last news told to this process's sockets, by game (`n:status`), so a note read twice is not told twice. */
  private readonly told = new Map<string, string>();

  constructor(private readonly h: TakeBackHost) {}

  /** `seat` asks to take back its last step (inside the game's chain). */
  ask(id: string, seat: string): Promise<TakeBackResult> {
    return this.h.run(id, async () => {
      const g = await this.h.load(id);
      if (!g) return refuse('ERR_NO_GAME', 'There is no such game.');
      await this.h.catchUp(g);
      if (g.deployment || g.seeding) return refuse('ERR_TAKE_BACK_NONE', 'Nothing to take back: the battle has not started.');
      const stored = await readTakeBack(this.h.store, id);
      if (!stored) return refuse('ERR_NO_GAME', 'There is no such game.');
      if (stored.row?.status === 'pending' && stored.row.v === g.version) return refuse('ERR_TAKE_BACK_PENDING', `A take back is already asked (by ${stored.row.seat}): wait for the answer.`);
      const point = await pointFor(this.h.store, g, seat);
      if (!point.ok) return refuse(point.code, point.message);
      const others = g.players.filter((p) => p !== seat && g.seats.get(p)?.kind === 'human');
      const first = point.steps[0];
      const row: TakeBackRow = { n: (stored.row?.n ?? 0) + 1, seat, v: g.version, status: 'pending', said: first ? saidTo(g, first, seat) : 'a step', shown: first ? saidTo(g, first, SPECTATOR) : 'a step' };
      if (others.length === 0) return this.grant(g, stored.json, row, null, point.steps);
      if (!(await saveTakeBack(this.h.store, id, g.version, stored.json, row))) return refuse('ERR_TAKE_BACK_LAPSED', 'The game moved on while you asked: ask again.');
      this.tell(g, row);
      return { ok: true, v: g.version };
    });
  }

  /** `seat` answers request `n` (inside the game's chain). */
  answer(id: string, seat: string, n: number, allow: boolean): Promise<TakeBackResult> {
    return this.h.run(id, async () => {
      const g = await this.h.load(id);
      if (!g) return refuse('ERR_NO_GAME', 'There is no such game.');
      await this.h.catchUp(g);
      const stored = await readTakeBack(this.h.store, id);
      const row = stored?.row;
      if (!stored || !row || row.n !== n || row.status !== 'pending' || row.v !== g.version) return refuse('ERR_TAKE_BACK_LAPSED', 'That request has lapsed: the game moved on, or it was answered already.');
      if (row.seat === seat) return refuse('ERR_TAKE_BACK_NOT_YOURS', 'You asked for this take back: the other player answers it.');
      const point = await pointFor(this.h.store, g, row.seat);
      if (!point.ok) return refuse('ERR_TAKE_BACK_LAPSED', `That request has lapsed: ${point.message}`);
      if (!allow) {
        const refused: TakeBackRow = { ...row, status: 'refused', by: seat };
        if (!(await saveTakeBack(this.h.store, id, g.version, stored.json, refused))) return refuse('ERR_TAKE_BACK_LAPSED', 'That request has lapsed: the game moved on.');
        this.tell(g, refused);
        return { ok: true, v: g.version };
      }
      return this.grant(g, stored.json, row, seat, point.steps);
    });
  }

  private async grant(g: LiveGame, before: string | null, row: TakeBackRow, by: string | null, steps: readonly Step[]): Promise<TakeBackResult> {
    const done: TakeBackRow = { ...row, status: 'done', by, v: g.version + 1 };
    const first = steps[0];
    if (!first) return refuse('ERR_TAKE_BACK_NONE', 'Nothing to take back.');
    // the request must be stored for the compare-and-set: a take back granted at once first stores it pending
    const pending = JSON.stringify(row);
    if (before !== pending && !(await saveTakeBack(this.h.store, g.id, g.version, before, row))) return refuse('ERR_TAKE_BACK_LAPSED', 'The game moved on while you asked: ask again.');
    const marker = JSON.stringify({ type: TAKE_BACK_TYPE, seat: row.seat, consent: by });
    // the state the take back returns to, to say who moves next
    const kept = (await actionsAfter(this.h.store, g.id, 0)).filter((a) => !isMarker(a) && a.seq < first.seq);
    const gameRow = await getGame(this.h.store, g.id);
    if (!gameRow) return refuse('ERR_NO_GAME', 'There is no such game.');
    let state = g.rs.engine.createGame(storedSetup(gameRow, g.rs));
    if (!state.ok) return refuse('ERR_NO_GAME', 'The game could not be rebuilt.');
    let s = state.value;
    let lastActor: string | null = null;
    for (const a of kept) {
      s = g.rs.engine.applyTrusted(s, JSON.parse(a.action) as AnyAction).state;
      if (a.actor !== 'dice' && a.actor !== 'server') lastActor = a.actor;
    }
    state = { ok: true, value: s };
    const move = toMove(g.rs, s, g.table, lastActor);
    const head = { version: g.version + 1, status: 'active', toMove: JSON.stringify(move.seats), lastActor };
    const out = await removeActions(this.h.store, { gameId: g.id, from: g.version, seqs: steps.map((x) => x.seq), marker, head, before: pending, after: JSON.stringify(done) });
    if (out === 'conflict') return refuse('ERR_TAKE_BACK_LAPSED', 'That request has lapsed: the game moved on.');
    await this.h.reload(g);
    this.tell(g, done);
    return { ok: true, v: g.version };
  }

  /** The news of the request to this process's sockets, and to the other processes. */
  private tell(g: LiveGame, row: TakeBackRow): void {
    this.told.set(g.id, `${row.n}:${row.status}`);
    this.h.news(g.id, (viewer) => newsFrame(g, row, viewer));
    this.h.published(g.id);
  }

  /** A request pending now, as `viewer` is told it (after a welcome: a page opened or reconnected); null when none. */
  pendingFor(id: string, viewer: string): Promise<TakeBackNewsFrame | null> {
    return this.h.run(id, async () => {
      const g = await this.h.load(id);
      const stored = await readTakeBack(this.h.store, id);
      const row = stored?.row;
      if (!g || !stored || !row || row.status !== 'pending' || row.v !== stored.version) return null;
      return newsFrame(g, row, viewer);
    });
  }

  /** After another process's note: the request's news, read from the database, to this process's sockets. */
  async remote(id: string): Promise<void> {
    await this.h.run(id, async () => {
      const g = await this.h.load(id);
      if (!g) return;
      await this.h.catchUp(g);
      const stored = await readTakeBack(this.h.store, id);
      const row = stored?.row;
      // a request that lapsed is not told (the update that moved the version says so)
      if (!row || (row.status === 'pending' && row.v !== g.version)) return;
      // two notes may find the same news (asked, then refused before the first was read): told once
      if (this.told.get(id) === `${row.n}:${row.status}`) return;
      if (this.told.size > 10_000) this.told.clear();
      this.told.set(id, `${row.n}:${row.status}`);
      this.h.news(id, (viewer) => newsFrame(g, row, viewer));
    });
  }
}
