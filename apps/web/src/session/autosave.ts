/**
 * Local games in progress survive a reload, a closed tab or a restarted browser: after every action a game's
 * record (setup and actions, the dice among them), its log and how it was started are written to
 * localStorage, and the start screen offers to resume it. Each game has its own save, so two tabs playing two
 * games keep both; the last `MAX_KEPT` games saved are kept, and a finished game, or one discarded, is
 * forgotten; a game is first saved at its first action. A resumed game goes on writing the save it came from. Only games started by `startLocal` are
 * kept (online games live on the server), and not what-if branches of a replay (their record is the file the
 * replay opened), so a branch never overwrites a battle's save. A record that no longer replays is refused
 * with the engine's sentence.
 *
 * Storage: `salvo.localGames` holds the ids, most recently saved first; `salvo.localGame.<id>` holds each
 * game. A save from before there were several (`salvo.localGame`) is taken into the list when first read.
 */
import { recordSetup } from '@salvo/kernel';
import { LocalSession } from './local';
import { vasEngine, wasEng } from './adapters';
import { startLocal, type AnySession, type NewGame } from './new-game';
import type { LogEntry } from './types';
import { browserStorage, type KeyValue } from './browser-storage';

export interface SavedGame {
  readonly version: 1;
  readonly origin: NewGame;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  readonly log: readonly LogEntry[];
  /** "War at Sea against the bot (heuristic), turn 3"; "Victory at Sea: River Plate, hot-seat, turn 2". */
  readonly summary: string;
  readonly savedAt: string;
  /** Steps taken back so far (the record's `meta.takeBacks`); absent: none. */
  readonly takeBacks?: number;
  /** The engine version the game was begun under; absent in saves made before 7 December 2026 (see `setupOfSave`). */
  readonly engineVersion?: number;
}

/** The engine version of saves that did not name one: Victory at Sea was at version 2 then. */
const BEFORE_VERSIONS = { vas: 2, was: wasEng.descriptor.version } as const;

/** The setup a save resumes from: under the rules it was begun with (Engine.setupUnder), so an upgrade never changes it. */
export function setupOfSave(g: Pick<SavedGame, 'origin' | 'setup' | 'engineVersion'>): unknown {
  const engine = g.origin.game === 'vas' ? vasEngine : wasEng;
  return recordSetup(engine as never, { setup: g.setup, engineVersion: g.engineVersion ?? BEFORE_VERSIONS[g.origin.game] });
}

/** A saved game with the id it is kept under. */
export interface KeptGame extends SavedGame { readonly id: string }

/** How many unfinished games are kept; saving one more forgets the one saved longest ago. */
export const MAX_KEPT = 8;

const INDEX = 'salvo.localGames';
const gameKey = (id: string) => `salvo.localGame.${id}`;
/** The one save kept before games had ids. */
const LEGACY = 'salvo.localGame';

const store = browserStorage;

const MODE_TEXT: Record<NewGame['mode'], (g: NewGame) => string> = {
  bot: (g) => `against the bot (${g.bot})`,
  'hot-seat': () => 'hot-seat',
  table: () => 'table mode',
  'what-if': () => 'what-if',
};

/** Which save each session writes: a resumed game's own, a new game's fresh one (the same across re-subscriptions). */
const saveIds = new WeakMap<AnySession, string>();

function parseGame(raw: string | null): SavedGame | null {
  if (!raw) return null;
  try {
    const g = JSON.parse(raw) as Partial<SavedGame>;
    const ok = g.version === 1 && typeof g.origin === 'object' && g.origin !== null && Array.isArray(g.actions) && Array.isArray(g.log) && typeof g.summary === 'string';
    return ok ? (g as SavedGame) : null;
  } catch {
    return null;
  }
}

function readIndex(kv: KeyValue): string[] {
  try {
    const ids: unknown = JSON.parse(kv.getItem(INDEX) ?? '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Takes a save from before games had ids into the list (once; it then lives under its new key). */
function adoptLegacy(kv: KeyValue): void {
  const raw = kv.getItem(LEGACY);
  if (raw === null) return;
  try {
    if (parseGame(raw)) {
      kv.setItem(gameKey('legacy'), raw);
      kv.setItem(INDEX, JSON.stringify(['legacy', ...readIndex(kv).filter((x) => x !== 'legacy')].slice(0, MAX_KEPT)));
    }
    kv.removeItem(LEGACY);
  } catch {
    // Storage refused: the old save stays where it was and is offered next time.
  }
}

/** The unfinished games kept in this browser, most recently saved first; what does not read as a saved game is skipped. */
export function savedGames(kv: KeyValue | null = store()): KeptGame[] {
  if (!kv) return [];
  adoptLegacy(kv);
  const out: KeptGame[] = [];
  for (const id of readIndex(kv)) {
    const g = parseGame(kv.getItem(gameKey(id)));
    if (g) out.push({ ...g, id });
  }
  return out;
}

export function discardSavedGame(id: string, kv: KeyValue | null = store()): void {
  if (!kv) return;
  kv.removeItem(gameKey(id));
  try {
    kv.setItem(INDEX, JSON.stringify(readIndex(kv).filter((x) => x !== id)));
  } catch {
    // The index names a save that is gone: it is skipped when read.
  }
}

/** The saved game played on from where it was saved (and saved on under its id), or the sentence saying why it cannot be. */
export function resumeSavedGame(g: KeptGame): AnySession | string {
  const s = startLocal(g.origin, { setup: setupOfSave(g), actions: g.actions, log: g.log, ...(typeof g.takeBacks === 'number' ? { takeBacks: g.takeBacks } : {}) });
  if (typeof s !== 'string') saveIds.set(s, g.id);
  return s;
}

const freshId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Writes `value` as game `id`, first in the list. When storage is full the games saved longest ago are
 * forgotten, one by one, to make room; when even that fails the game's own older save is removed rather than
 * offered later as if it were the game's position. Returns whether it was written.
 */
function write(kv: KeyValue, id: string, value: string): boolean {
  for (;;) {
    const others = readIndex(kv).filter((x) => x !== id);
    try {
      kv.setItem(gameKey(id), value);
      const kept = [id, ...others];
      kv.setItem(INDEX, JSON.stringify(kept.slice(0, MAX_KEPT)));
      for (const old of kept.slice(MAX_KEPT)) kv.removeItem(gameKey(old));
      return true;
    } catch {
      const oldest = others.at(-1);
      if (oldest === undefined) { discardSavedGame(id, kv); return false; }
      discardSavedGame(oldest, kv);
    }
  }
}

/**
 * Keeps `session` saved after each of its actions until it ends (then its save is removed). Returns the
 * unsubscribe. A session not started by `startLocal` is not kept. A full storage costs saves, never the game.
 */
export function keepSaved(session: AnySession, kv: KeyValue | null = store(), now: () => Date = () => new Date()): () => void {
  if (!(session instanceof LocalSession) || !kv) return () => undefined;
  const origin = session.origin;
  if (!origin || origin.mode === 'what-if') return () => undefined;
  const id = saveIds.get(session) ?? freshId();
  saveIds.set(session, id);
  const game = origin.game === 'vas' ? 'Victory at Sea' : 'War at Sea';
  let saved = -1;
  const save = () => {
    const snap = session.getSnapshot();
    if (snap.pending.kind === 'over') { discardSavedGame(id, kv); return; }
    // A game with no action yet has nothing to lose, and would only push older games out of the list; one whose
    // every step was taken back (take-back.ts) is no longer kept at a position it has left.
    if (snap.actions.length === 0) {
      if (saved > 0) discardSavedGame(id, kv);
      saved = 0;
      return;
    }
    if (snap.actions.length === saved) return;
    saved = snap.actions.length;
    const { turn, scenario } = snap.state as { turn?: unknown; scenario?: { name?: unknown } };
    const battle = typeof scenario?.name === 'string' ? `${game}: ${scenario.name},` : game;
    const value: SavedGame = {
      version: 1, origin, setup: session.setup, actions: snap.actions, log: snap.log,
      engineVersion: (origin.game === 'vas' ? vasEngine : wasEng).descriptor.version,
      summary: `${battle} ${MODE_TEXT[origin.mode](origin)}${typeof turn === 'number' ? `, turn ${turn}` : ''}`, savedAt: now().toISOString(),
      ...(session.takenBack > 0 ? { takeBacks: session.takenBack } : {}),
    };
    // Unwritten, the game goes on unsaved ("Save record" still works).
    write(kv, id, JSON.stringify(value));
  };
  save();
  return session.subscribe(save);
}
