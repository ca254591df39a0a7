/**
 * The online games of this browser: each seat token is kept in localStorage (like a session cookie;
 * never in a URL), so the start screen can ask the server which of them wait for this player
 * (POST /api/my-games, apps/server/src/http.ts) and reopen any of them.
 *
 * The game's maker also keeps the invite link(s) and the spectator link the server gave once (it stores only their
 * hashes, apps/server/src/create.ts), so a reload before the friend joins can show them again.
 *
 * Stored shape (key `salvo.myGames`): a JSON array of `MyGame`, newest first. It has no version number: fields are
 * only ever added, optional, so entries written before (without `invites`, `watch`) still load, and a field of the
 * wrong type is dropped on reading rather than dropping the game.
 */
import type { GameKind } from './types';
import { browserStorage } from './browser-storage';

export interface MyGame {
  readonly game: string;
  readonly kind: GameKind;
  readonly seat: string;
  readonly token: string;
  readonly table: boolean;
  readonly created: string;
  /** The maker's invite links by the seat each gives (`…#join=<game>.<invite>`); absent in entries kept before 2026-12 and for a joiner. */
  readonly invites?: Readonly<Record<string, string>>;
  /** The spectator link (`…#watch=<game>.<key>`), kept by the game's maker (and for a rematch it made); absent in older entries. */
  readonly watch?: string;
}

/** What the server says of one of them. */
export interface MyGameStatus {
  readonly game: string;
  readonly seat: string;
  readonly status: string;
  readonly toMove: readonly string[];
  readonly yourTurn: boolean;
  /** People's seats whose invite nobody has claimed yet (absent from servers before 7 December 2026). */
  readonly notJoined?: readonly string[];
  readonly updatedAt: string;
  /** The latest message (seq) the other seats wrote, 0 for none (absent from servers before 7 December 2026). */
  readonly lastMessageToYou?: number;
}

const KEY = 'salvo.myGames';
const MAX = 50;

const store = browserStorage;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** One stored entry as a `MyGame`, or null when it lacks what reopening needs (its game and token). */
function readGame(x: unknown): MyGame | null {
  if (!isRecord(x) || typeof x.token !== 'string' || typeof x.game !== 'string') return null;
  const { invites, watch, ...rest } = x;
  const links = isRecord(invites) ? Object.entries(invites).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].includes('#join=')) : [];
  return {
    ...(rest as unknown as MyGame),
    ...(links.length > 0 ? { invites: Object.fromEntries(links) } : {}),
    ...(typeof watch === 'string' && watch.includes('#watch=') ? { watch } : {}),
  };
}

export function myGames(): MyGame[] {
  const raw = store()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.map(readGame).filter((g): g is MyGame => g !== null) : [];
  } catch {
    return [];
  }
}

/** This browser's entry for a game's seat, if it keeps one. */
export function myGame(game: string, seat: string): MyGame | undefined {
  return myGames().find((g) => g.game === game && g.seat === seat);
}

/**
 * Keeps a game (first in the list). The links of an entry kept already for the same seat and token are kept when
 * `g` brings none (a game remembered again, for example a war's battle opened again from the war).
 */
export function rememberGame(g: MyGame): void {
  const before = myGames();
  const old = before.find((x) => x.game === g.game && x.seat === g.seat && x.token === g.token);
  const kept: MyGame = {
    ...g,
    ...(g.invites === undefined && old?.invites ? { invites: old.invites } : {}),
    ...(g.watch === undefined && old?.watch ? { watch: old.watch } : {}),
  };
  const list = [kept, ...before.filter((x) => !(x.game === g.game && x.seat === g.seat))].slice(0, MAX);
  store()?.setItem(KEY, JSON.stringify(list));
}

/** The first kept invite link of a game, for the page to offer while that seat waits for its player. */
export function inviteOf(g: MyGame): string | undefined {
  return Object.values(g.invites ?? {})[0];
}

/** Drops a game's kept invite links (every seat they gave is taken); its spectator link stays. */
export function forgetInvites(game: string, seat: string): void {
  const list = myGames().map((x) => {
    if (x.game !== game || x.seat !== seat || x.invites === undefined) return x;
    const { invites: _gone, ...rest } = x;
    return rest;
  });
  store()?.setItem(KEY, JSON.stringify(list));
}

export function forgetGame(game: string, seat: string): void {
  store()?.setItem(KEY, JSON.stringify(myGames().filter((x) => !(x.game === game && x.seat === seat))));
}

/**
 * When a game last moved, as "since 14:05" (today, in the reader's time) or "since 7 Dec" (an earlier day), so a
 * player waiting on a game that lasts days sees how long; '' for a time the browser cannot read.
 */
export function sinceText(iso: string, now: Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const sameDay = d.toDateString() === now.toDateString();
  return `since ${sameDay ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString([], { day: 'numeric', month: 'short' })}`;
}

const READ_KEY = 'salvo.chat.read';

const readMarks = (): Record<string, number> => {
  try {
    const x = JSON.parse(store()?.getItem(READ_KEY) ?? '{}') as unknown;
    return typeof x === 'object' && x !== null ? (x as Record<string, number>) : {};
  } catch {
    return {};
  }
};

/** The last message (seq) this browser showed the seat of this game, 0 for none. */
export function messagesRead(game: string, seat: string): number {
  const n = readMarks()[`${game}:${seat}`];
  return typeof n === 'number' ? n : 0;
}

/** Remembers that the seat's page has shown the game's messages up to `seq` (kept for the games this browser keeps). */
export function markMessagesRead(game: string, seat: string, seq: number): void {
  if (seq <= messagesRead(game, seat)) return;
  const keep = new Set(myGames().map((g) => `${g.game}:${g.seat}`));
  const marks = Object.fromEntries(Object.entries(readMarks()).filter(([k]) => keep.has(k)));
  store()?.setItem(READ_KEY, JSON.stringify({ ...marks, [`${game}:${seat}`]: seq }));
}

/** The server's word on each remembered game (games it no longer knows are left out). */
export async function fetchStatuses(origin: string, games: readonly MyGame[]): Promise<MyGameStatus[]> {
  if (games.length === 0) return [];
  const r = await fetch(`${origin}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tokens: games.map((g) => g.token) }) });
  if (!r.ok) throw new Error(`The server answered ${r.status}.`);
  const json = (await r.json()) as { games?: MyGameStatus[] };
  return json.games ?? [];
}

/**
 * A game this browser follows as a spectator (`salvo.watching`, newest first), so the start screen can offer it again:
 * a spectator has no seat token, only the spectator link (`…#watch=<game>.<key>`), which is made to be passed around.
 */
export interface WatchedGame {
  readonly game: string;
  readonly kind: GameKind;
  /** The spectator link's #fragment (`#watch=<game>.<key>`). */
  readonly hash: string;
  /** When this browser last opened it (ISO). */
  readonly watched: string;
  /** The fleets or sides, as the page last showed them ("Warspite, Valiant against Vittorio Veneto, Zara"); absent until known. */
  readonly about?: string;
}

const WATCH_KEY = 'salvo.watching';
const MAX_WATCHED = 20;

function readWatched(x: unknown): WatchedGame | null {
  if (!isRecord(x) || typeof x.game !== 'string' || typeof x.hash !== 'string' || !x.hash.startsWith('#watch=')) return null;
  return {
    game: x.game, kind: x.kind === 'was' ? 'was' : 'vas', hash: x.hash, watched: typeof x.watched === 'string' ? x.watched : '',
    ...(typeof x.about === 'string' && x.about !== '' ? { about: x.about } : {}),
  };
}

/** The games this browser watches, most recently opened first. */
export function watchedGames(): WatchedGame[] {
  try {
    const list = JSON.parse(store()?.getItem(WATCH_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.map(readWatched).filter((g): g is WatchedGame => g !== null) : [];
  } catch {
    return [];
  }
}

/** Keeps a watched game first in the list (its `about` kept when `g` brings none). A full storage costs the entry, never the game. */
export function rememberWatched(g: WatchedGame): void {
  const before = watchedGames();
  const old = before.find((x) => x.game === g.game);
  const kept: WatchedGame = { ...g, ...(g.about === undefined && old?.about ? { about: old.about } : {}) };
  try {
    store()?.setItem(WATCH_KEY, JSON.stringify([kept, ...before.filter((x) => x.game !== g.game)].slice(0, MAX_WATCHED)));
  } catch {
    // storage refused: the game is watched all the same, only not offered again
  }
}

export function forgetWatched(game: string): void {
  try {
    store()?.setItem(WATCH_KEY, JSON.stringify(watchedGames().filter((x) => x.game !== game)));
  } catch {
    // storage refused: the entry stays
  }
}
