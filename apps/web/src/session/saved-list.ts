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
import { SCENARIOS } from '../common/scenario-names';

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
  /** The scenario's name ("River Plate"), for a Victory at Sea scenario; absent otherwise and in saves before 8 December 2026. */
  readonly battle?: string;
  /** The fleets by their ships ("HMS Warspite, HMS Valiant against Vittorio Veneto, Zara"; battle-about.ts); absent for War at Sea and older saves. */
  readonly fleets?: string;
  /** Each fleet's name by seat (Victory at Sea), so the list says which side the player has; absent in older saves. */
  readonly sides?: Readonly<Record<string, string>>;
  /** The game's turn when it was saved; absent in older saves (their summary says it). */
  readonly turn?: number;
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

/** The sides' names where a save does not carry them (saves before 8 December 2026, War at Sea). */
const SIDE_NAME: Readonly<Record<string, string>> = { rn: 'Royal Navy', rm: 'Regia Marina', allies: 'the Allies', axis: 'the Axis' };

/** "today at 00:41", "on 7 Dec at 21:05" (the reader's time), '' for a time the browser cannot read. */
export function playedText(iso: string, now: Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const time = d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString() ? `today at ${time}` : `on ${d.toLocaleDateString([], { day: 'numeric', month: 'short' })} at ${time}`;
}

/**
 * What the start screen says of a kept game: `title`, which battle ("Victory at Sea, Matapan: HMS Warspite, HMS
 * Valiant against Vittorio Veneto, Zara"; a scenario's name; "War at Sea"), and `detail`, the player's side and
 * opponent, the turn, the actions and when it was last played. Saves from before these fields still say their
 * battle (from how the game was started) and turn (from their summary).
 */
export function savedLabel(g: SavedGame, now: Date): { readonly title: string; readonly detail: string } {
  const o = g.origin;
  // a scenario's name: kept with the save, or in the summary of an older one ("Victory at Sea: River Plate, …")
  const scenario = g.battle ?? (o.seats ? /^Victory at Sea: (.+?), /.exec(g.summary)?.[1] : undefined);
  const builtIn = SCENARIOS.find((x) => x.id === (o.scenario ?? 'matapan'))?.name.split(':')[0];
  const battle = o.game === 'was' ? undefined : scenario ?? builtIn;
  const title = o.game === 'was' ? 'War at Sea' : `Victory at Sea${battle ? `, ${battle}` : ''}${g.fleets ? `: ${g.fleets}` : ''}`;
  const seats = o.seats ?? null;
  const people = seats ? Object.keys(seats).filter((k) => seats[k] === 'human') : [o.humanSeat];
  const side = (seat: string) => g.sides?.[seat] ?? SIDE_NAME[seat] ?? seat;
  const bot = seats ? Object.values(seats).find((c) => c !== 'human' && c !== 'remote') ?? o.bot : o.bot;
  const who = o.mode === 'bot' ? `You play ${people.map(side).join(' and ')} against the bot (${bot})`
    : o.mode === 'hot-seat' ? 'Hot-seat: both sides on this screen'
    : o.mode === 'table' ? 'Table mode: both sides on this screen, dice typed in'
    : 'What-if';
  const turn = g.turn ?? Number(/, turn (\d+)$/.exec(g.summary)?.[1] ?? NaN);
  const played = playedText(g.savedAt, now);
  const parts = [who, ...(Number.isFinite(turn) ? [`turn ${turn}`] : []), `${g.actions.length} actions`, ...(played ? [`last played ${played}`] : [])];
  return { title, detail: `${parts.join(', ')}.` };
}
