/**
 * The online games of this browser: each seat token is kept in localStorage (like a session cookie;
 * never in a URL), so the start screen can ask the server which of them wait for this player
 * (POST /api/my-games, apps/server/src/http.ts) and reopen any of them.
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

export function myGames(): MyGame[] {
  const raw = store()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((g): g is MyGame => typeof g === 'object' && g !== null && typeof (g as MyGame).token === 'string' && typeof (g as MyGame).game === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberGame(g: MyGame): void {
  const list = [g, ...myGames().filter((x) => !(x.game === g.game && x.seat === g.seat))].slice(0, MAX);
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
