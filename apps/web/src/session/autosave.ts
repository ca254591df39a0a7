/**
 * The local game in progress survives a reload, a closed tab or a restarted browser: after every action the
 * game's record (setup and actions, the dice among them), its log and how it was started are written to
 * localStorage, and the start screen offers to resume it. One game is kept, the last one played in this
 * browser; a finished game, or one discarded, is forgotten. Only games started by `startLocal` are kept
 * (online games live on the server), and not what-if branches of a replay (their record is the file the
 * replay opened), so a branch never overwrites a battle's save. A record that no longer replays is refused
 * with the engine's sentence.
 */
import { LocalSession } from './local';
import { startLocal, type AnySession, type NewGame } from './new-game';
import type { LogEntry } from './types';
import { browserStorage, type KeyValue } from './browser-storage';

export interface SavedGame {
  readonly version: 1;
  readonly origin: NewGame;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  readonly log: readonly LogEntry[];
  /** "War at Sea against the bot (heuristic), turn 3". */
  readonly summary: string;
  readonly savedAt: string;
}

const KEY = 'salvo.localGame';

const store = browserStorage;

const MODE_TEXT: Record<NewGame['mode'], (g: NewGame) => string> = {
  bot: (g) => `against the bot (${g.bot})`,
  'hot-seat': () => 'hot-seat',
  table: () => 'table mode',
  'what-if': () => 'what-if',
};

/** The saved game, or null when there is none or what is stored is not a saved game. */
export function savedGame(kv: KeyValue | null = store()): SavedGame | null {
  const raw = kv?.getItem(KEY);
  if (!raw) return null;
  try {
    const g = JSON.parse(raw) as Partial<SavedGame>;
    const ok = g.version === 1 && typeof g.origin === 'object' && g.origin !== null && Array.isArray(g.actions) && Array.isArray(g.log) && typeof g.summary === 'string';
    return ok ? (g as SavedGame) : null;
  } catch {
    return null;
  }
}

export function discardSavedGame(kv: KeyValue | null = store()): void {
  kv?.removeItem(KEY);
}

/** The saved game played on from where it was saved, or the sentence saying why it cannot be. */
export function resumeSavedGame(g: SavedGame): AnySession | string {
  return startLocal(g.origin, { setup: g.setup, actions: g.actions, log: g.log });
}

/**
 * Keeps `session` saved after each of its actions until it ends (then the save is removed). Returns the
 * unsubscribe. A session not started by `startLocal` is not kept. A full storage costs the save, never the game.
 */
export function keepSaved(session: AnySession, kv: KeyValue | null = store(), now: () => Date = () => new Date()): () => void {
  if (!(session instanceof LocalSession) || !kv) return () => undefined;
  const origin = session.origin;
  if (!origin || origin.mode === 'what-if') return () => undefined;
  const game = origin.game === 'vas' ? 'Victory at Sea' : 'War at Sea';
  let saved = -1;
  const save = () => {
    const snap = session.getSnapshot();
    if (snap.pending.kind === 'over') { discardSavedGame(kv); return; }
    if (snap.actions.length === saved) return;
    saved = snap.actions.length;
    const turn = (snap.state as { turn?: unknown }).turn;
    const value: SavedGame = {
      version: 1, origin, setup: session.setup, actions: snap.actions, log: snap.log,
      summary: `${game} ${MODE_TEXT[origin.mode](origin)}${typeof turn === 'number' ? `, turn ${turn}` : ''}`, savedAt: now().toISOString(),
    };
    try {
      kv.setItem(KEY, JSON.stringify(value));
    } catch {
      // Storage full or refused: the game goes on unsaved ("Save record" still works), and an older save of
      // it is removed rather than offered later as if it were the game's position.
      discardSavedGame(kv);
    }
  };
  save();
  return session.subscribe(save);
}
