/**
 * Every frame a viewer receives is built here from an allowlist: the version, `observe(state, viewer)`,
 * the events `eventsFor` lets that viewer see, and who must act. A decision's prompt goes only to the
 * seats that must decide, a table-mode roll's label only to the seat that rolls; the server seed only
 * once the game is over. Nothing else of the state, the actions or the seats' tokens is ever copied in.
 */
import { awaitedEntropy, isOver, revealedSeed, type HistoryEntry, type LiveGame } from './live';
import { SPECTATOR, tableRoller } from './rulesets';
import { patchMayHoldStatics, staticsFor, withoutStatics } from './statics';
import { diffView, type DiceRoll, type GameInfo, type SeatInfo, type Turn, type UpdateFrame, type WelcomeFrame } from '@salvo/kernel/protocol';

export type { Turn, UpdateFrame, WelcomeFrame };

export function turnFor(g: LiveGame, viewer: string): Turn {
  const p = g.rs.pendingFor ? g.rs.pendingFor(g.state, viewer) : g.rs.engine.pending(g.state);
  switch (p.kind) {
    case 'decision':
    case 'simultaneous': {
      const seats = p.kind === 'decision' ? [p.player] : [...p.players];
      return { kind: p.kind, seats, decision: p.decision, ...(seats.includes(viewer) ? { prompt: p.prompt } : {}) };
    }
    case 'chance': {
      const roller = g.table ? tableRoller(g.rs, g.state, g.lastActor) : null;
      const label = roller !== null && roller === viewer ? { label: p.request.label } : {};
      return { kind: 'chance', seats: roller ? [roller] : [], dice: { count: p.request.dice, sides: p.request.sides, ...label } };
    }
    case 'over':
      return { kind: 'over', seats: [], winners: [...p.winners], summary: p.summary };
  }
}

/** The history entries after version `since` (the history holds consecutive versions, oldest first). */
function historyAfter(g: LiveGame, since: number): readonly HistoryEntry[] {
  const first = g.history[0];
  if (first === undefined) return [];
  return g.history.slice(Math.max(0, since + 1 - first.v));
}

/** Who rolled the dice of each chance version among `entries`, placed by the index of its first event this viewer sees. */
export function rollsOf(entries: readonly HistoryEntry[], viewer: string): DiceRoll[] {
  const out: DiceRoll[] = [];
  let at = 0;
  for (const h of entries) {
    const n = h.events.get(viewer)?.length ?? 0;
    if (h.roll && n > 0) out.push({ at, n, by: h.roll.by });
    at += n;
  }
  return out;
}

export function updateFrame(g: LiveGame, viewer: string, since: number, t: 'update' | 'welcome' = 'update', view?: unknown): UpdateFrame {
  const entries = historyAfter(g, since);
  const complete = entries.length === g.version - since;
  const seed = revealedSeed(g);
  // Present whenever events are (even empty), so a client knows this server speaks from its record.
  const rolls = complete && entries.length > 0 ? rollsOf(entries, viewer) : null;
  return {
    t, game: g.id, v: g.version, from: since + 1,
    events: complete ? entries.flatMap((h) => h.events.get(viewer) ?? []) : null,
    view: view ?? g.rs.engine.observe(g.state, viewer),
    turn: turnFor(g, viewer),
    ...(rolls !== null ? { rolls } : {}),
    ...(seed !== null ? { serverSeed: seed } : {}),
  };
}

/**
 * What a socket is sent, as JSON: its viewer's view less the static fields (statics.ts), the statics
 * themselves only in the welcome. `view` is `observe(g.state, viewer)` when the caller already has it.
 * With `base` (an update to a connection that applies patches and holds that view: sent-views.ts) the
 * frame carries `patch`, the difference from `base`, instead of `view`; the patch's values are parts of
 * `view`, so the static fields are left out of them too.
 */
export function encodeFrame(g: LiveGame, viewer: string, since: number, t: 'update' | 'welcome', view?: unknown, base?: unknown): string {
  const whole = view ?? g.rs.engine.observe(g.state, viewer);
  const statics = staticsFor(g, viewer, whole);
  const frame = updateFrame(g, viewer, since, t, whole);
  if (t === 'update' && base !== undefined) {
    const patch = diffView(base, whole);
    const out: UpdateFrame = { ...frame, view: undefined, patch };
    return patchMayHoldStatics(patch, statics) ? withoutStatics(whole, statics, () => JSON.stringify(out)) : JSON.stringify(out);
  }
  const out: UpdateFrame | WelcomeFrame = t === 'update' ? frame : { ...gameInfo(g, viewer), ...frame, t, ...(statics !== null ? { statics } : {}) };
  return withoutStatics(whole, statics, () => JSON.stringify(out));
}

/** The public facts of a game for its welcome: no tokens, no invites, no seed. */
export function gameInfo(g: LiveGame, viewer: string): GameInfo {
  return {
    game: g.id, ruleset: g.rs.id, seat: viewer === SPECTATOR ? null : viewer, table: g.table, seedCommit: g.seedCommit,
    over: isOver(g),
    ...(g.seeding ? { seeding: true as const, waitingForEntropy: awaitedEntropy(g) } : {}),
    seats: seatInfos(g),
  };
}

/** The game's seats as the welcome and a `seats` frame give them: a person's seat is joined once its token exists. */
export function seatInfos(g: LiveGame): SeatInfo[] {
  return g.players.map((p) => {
    const s = g.seats.get(p);
    const kind = s?.kind ?? 'human';
    return { seat: p, kind, bot: s?.bot ?? null, joined: kind === 'bot' || Boolean(s?.token_hash) };
  });
}
