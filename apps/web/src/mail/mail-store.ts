/**
 * The games by mail kept on this browser (localStorage, key `salvo-mail-games`): for each game and seat, the newest
 * file text, written after every action (session/mail.ts), so a reload or a closed tab loses nothing. The file is
 * what the player would send anyway: it holds no secret but the player's own sealed orders, encrypted to their key.
 * The passphrase is kept only when the player asked for it ("remember on this browser"). No engine and no
 * cryptography here: the mail screen lists these before anything heavy is fetched.
 */
import { browserStorage, type KeyValue } from '../session/browser-storage';

const KEY = 'salvo-mail-games';
/**
 * Games kept at most; the oldest saved is dropped first. A file grows by 100 to 250 characters an action (a War at Sea
 * game of 600 actions: up to 150 kB), and localStorage holds about 5 MB for the whole page, the local games' saves too.
 */
export const MAX_MAIL_KEPT = 10;

export type MailGameKind = 'vas' | 'war-at-sea';

export interface KeptMail {
  /** The game's id (the file's `id`). */
  readonly id: string;
  readonly game: MailGameKind;
  /** This browser's seat in it. */
  readonly seat: string;
  /** Both seats, the creator's first. */
  readonly seats: readonly string[];
  /** The players' names by seat, as the file has them. */
  readonly names: Readonly<Record<string, string>>;
  /** The newest file text (sealed, as it would be sent). */
  readonly text: string;
  /** Actions in that file. */
  readonly count: number;
  /** Whose move, in words ("Your move", "Waiting for Bob's answer", "Over: Allies win"). */
  readonly whose: string;
  /** `send`: the file must go to the other player; `over`; `decide`: this seat acts next. */
  readonly status: 'decide' | 'send' | 'over';
  readonly savedAt: string;
  /** Kept only when the player ticked "remember on this browser". */
  readonly passphrase?: string;
}

export function keptMail(kv: KeyValue | null = browserStorage()): KeptMail[] {
  try {
    const v = JSON.parse(kv?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as KeptMail[]).filter((g) => typeof g?.id === 'string' && typeof g.text === 'string') : [];
  } catch {
    return [];
  }
}

/** This browser's game `id` as `seat`, if kept. */
export function keptGame(id: string, seat: string, kv: KeyValue | null = browserStorage()): KeptMail | undefined {
  return keptMail(kv).find((g) => g.id === id && g.seat === seat);
}

/** Any seat of game `id` kept here (to tell which seat this browser plays when a file comes in). */
export function keptSeatsOf(id: string, kv: KeyValue | null = browserStorage()): KeptMail[] {
  return keptMail(kv).filter((g) => g.id === id);
}

/**
 * Keeps `g` first in the list (replacing the same game and seat). A passphrase kept before stays unless `g` says
 * otherwise. Answers false when the storage refused it (full, or none): the game goes on, the file can still be
 * downloaded.
 */
export function keepMail(g: KeptMail, kv: KeyValue | null = browserStorage()): boolean {
  if (!kv) return false;
  const before = keptMail(kv);
  const old = before.find((x) => x.id === g.id && x.seat === g.seat);
  const kept: KeptMail = g.passphrase === undefined && old?.passphrase !== undefined ? { ...g, passphrase: old.passphrase } : g;
  const list = [kept, ...before.filter((x) => !(x.id === g.id && x.seat === g.seat))].slice(0, MAX_MAIL_KEPT);
  try {
    kv.setItem(KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/** Stops keeping the passphrase of game `id` as `seat` (the file stays). */
export function forgetPassphrase(id: string, seat: string, kv: KeyValue | null = browserStorage()): void {
  const g = keptGame(id, seat, kv);
  if (!g || g.passphrase === undefined) return;
  const { passphrase: _gone, ...rest } = g;
  const list = keptMail(kv).map((x) => (x.id === id && x.seat === seat ? rest : x));
  try {
    kv?.setItem(KEY, JSON.stringify(list));
  } catch {
    // nothing more to free
  }
}

/** Forgets game `id` as `seat` on this browser (the file and any passphrase). */
export function forgetMail(id: string, seat: string, kv: KeyValue | null = browserStorage()): void {
  try {
    kv?.setItem(KEY, JSON.stringify(keptMail(kv).filter((x) => !(x.id === id && x.seat === seat))));
  } catch {
    // removing never needs more room; a refused storage keeps what it had
  }
}
