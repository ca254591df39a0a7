/**
 * Who rolled the dice an online frame reports: typed at the table by a player, or rolled by the server.
 * The server says it from its record (`rolls` of an update: for each chance step among the events, the seat
 * whose action typed the dice, or null for the server's roll): `recordedSources`. That holds whatever the
 * frame spans (a catch-up, several commits sent at once to a slow client) and whoever holds the seats.
 * A server from before `rolls` said neither; for it the client still works it out (`diceSources`):
 * - a game without table mode: the server rolls every die;
 * - table mode: a die is typed by the seat whose roll the previous frame said it was; the server rolls
 *   only for bot seats (the server's commit rolls a bot's dice right after the action that called for them).
 *   That guess is wrong for a frame spanning several rolls when a bot holds a seat.
 * Dice-reporting events are those carrying their dice (`rolls` / `roll`, Victory at Sea's `*-roll`).
 */
import type { DiceRoll, SeatInfo, Turn } from '@salvo/kernel/protocol';

export type DiceSource = { readonly typed: true; readonly by: string | null } | { readonly typed: false };

/** Whether an engine event reports dice (Victory at Sea or War at Sea events). */
export function reportsDice(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const o = e as { type?: unknown; data?: { rolls?: unknown }; roll?: unknown; rolls?: unknown };
  if (typeof o.roll === 'number' || Array.isArray(o.rolls)) return true;
  if (o.data && Array.isArray(o.data.rolls)) return true;
  return typeof o.type === 'string' && /(^|-)(re)?roll$/.test(o.type);
}

export interface FrameDice {
  /** The game is in table mode (from the welcome). */
  readonly table: boolean;
  readonly seats: readonly SeatInfo[];
  /** Whose turn the frame before said it was (null at the first frame). */
  readonly before: Turn | null;
  /** How many versions the frame covers (v - from + 1). */
  readonly versions: number;
}

/**
 * The source of each dice-reporting event of one frame, in order (`count` of them). A frame that
 * starts at a table-mode roll owed by a person begins with that person's typed roll (one dice report);
 * what follows in the same frame is the server's (bots' dice). Without table mode, the server's.
 */
export function diceSources(f: FrameDice, count: number): DiceSource[] {
  const bots = new Set(f.seats.filter((s) => s.kind === 'bot').map((s) => s.seat));
  if (!f.table) return Array.from({ length: count }, () => ({ typed: false }));
  const roller = f.before?.kind === 'chance' ? (f.before.seats[0] ?? null) : null;
  const typedFirst = roller !== null && !bots.has(roller);
  // With no bot at the table every die is typed, even in a catch-up frame that spans several rolls.
  // Who typed is known when the frame is that one roll (one version).
  if (bots.size === 0) return Array.from({ length: count }, () => ({ typed: true, by: typedFirst && f.versions === 1 ? roller : null }));
  return Array.from({ length: count }, (_, i) => (i === 0 && typedFirst ? { typed: true, by: roller } : { typed: false }));
}

/**
 * The source of each dice-reporting event of `events`, in order, from the server's record of who rolled each
 * chance step. A dice-reporting event outside every recorded roll (none is expected) counts as the server's.
 */
export function recordedSources(rolls: readonly DiceRoll[], events: readonly unknown[]): DiceSource[] {
  const out: DiceSource[] = [];
  events.forEach((e, i) => {
    if (!reportsDice(e)) return;
    const r = rolls.find((x) => i >= x.at && i < x.at + x.n);
    out.push(r && r.by !== null ? { typed: true, by: r.by } : { typed: false });
  });
  return out;
}

export function sourceText(s: DiceSource, name: (seat: string) => string, mine: string | null): string {
  if (!s.typed) return 'rolled by the server';
  if (s.by === null) return 'typed at the table';
  return `typed at the table by ${s.by === mine ? 'you' : name(s.by)}`;
}
