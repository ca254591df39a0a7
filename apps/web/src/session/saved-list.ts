/**
 * The local games kept in this browser (autosave.ts writes them), read without the engines: the start screen
 * lists them from this module alone, and loads the engines only when one is resumed.
 *
 * Storage: `salvo.localGames` holds the ids, most recently saved first; `salvo.localGame.<id>` holds each
 * game. A save from before there were several (`salvo.localGame`) is taken into the list when first read.
 */
import type { NewGame } from './new-game';
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
  /** The engine version the game was begun under; absent in saves made before 7 December 2026 (autosave.ts `setupOfSave`). */
  readonly engineVersion?: number;
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

/**
 * Every kept game's id, most recently saved first: the index, and any game saved under its key that the index lost.
 * Two tabs saving at once each rewrite the index from their own copy of the storage (a browser carries one tab's write
 * to another's copy a moment later), so one tab's entry can be dropped while its game stays saved.
 */
function keptIds(kv: KeyValue): string[] {
  const ids = readIndex(kv);
  const listed = new Set(ids);
  const orphans: { id: string; at: string }[] = [];
  const prefix = gameKey('');
  for (let i = 0; i < (kv.length ?? 0); i++) {
    const key = kv.key?.(i);
    if (!key?.startsWith(prefix)) continue;
    const id = key.slice(prefix.length);
    if (listed.has(id)) continue;
    const g = parseGame(kv.getItem(key));
    if (g) orphans.push({ id, at: g.savedAt });
  }
  if (orphans.length === 0) return ids;
  const at = new Map(orphans.map((o) => [o.id, o.at]));
  for (const id of ids) at.set(id, parseGame(kv.getItem(gameKey(id)))?.savedAt ?? '');
  return [...ids, ...orphans.map((o) => o.id)].sort((a, b) => (at.get(b) ?? '').localeCompare(at.get(a) ?? ''));
}

/** The unfinished games kept in this browser, most recently saved first; what does not read as a saved game is skipped. */
export function savedGames(kv: KeyValue | null = store()): KeptGame[] {
  if (!kv) return [];
  adoptLegacy(kv);
  const out: KeptGame[] = [];
  for (const id of keptIds(kv)) {
    const g = parseGame(kv.getItem(gameKey(id)));
    if (g) out.push({ ...g, id });
  }
  return out.slice(0, MAX_KEPT);
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

/**
 * Writes `value` as game `id`, first in the list. When storage is full the games saved longest ago are
 * forgotten, one by one, to make room; when even that fails the game's own older save is removed rather than
 * offered later as if it were the game's position. Returns whether it was written.
 */
export function writeSavedGame(kv: KeyValue, id: string, value: string): boolean {
  for (;;) {
    const others = keptIds(kv).filter((x) => x !== id);
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
