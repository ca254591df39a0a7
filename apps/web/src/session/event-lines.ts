/**
 * An online session's events in words for the log (remote.ts): each event described by the page's `describe`, each
 * dice report saying who rolled it ("typed at the table by you", "rolled by the server"), with the dice for the dice
 * panel. An event the page cannot put in words is logged by its type, never thrown: a throw here left the session at
 * the version before it for good (the frame's view, version and turn were never taken).
 */
import { reportsDice, sourceText, type DiceSource } from './dice-source';
import type { DiceInfo, LogEntry } from './types';

export type Describe = (before: unknown, after: unknown, events: readonly unknown[]) => Array<{ text: string; rule?: string }>;

/** What wording needs: the describer, the view the events are told against, this page's seat and names, the log's ids. */
export interface Wording {
  readonly describe: Describe;
  readonly view: unknown;
  /** The seat of this page, or null for a spectator. */
  readonly seat: string | null;
  readonly seatName: (seat: string) => string;
  readonly nextId: () => number;
}

/** The dice an event carries (War at Sea `roll`/`rolls`, Victory at Sea `data.rolls`), or none. */
export function rollsOf(e: unknown): number[] {
  const o = e as { roll?: unknown; rolls?: unknown; data?: { rolls?: unknown } };
  const list = Array.isArray(o.rolls) ? o.rolls : Array.isArray(o.data?.rolls) ? o.data.rolls : typeof o.roll === 'number' ? [o.roll] : [];
  return list.filter((x): x is number => typeof x === 'number');
}

function describeSafely(w: Wording, before: unknown, e: unknown): Array<{ text: string; rule?: string }> {
  try {
    return w.describe(before, w.view, [e]);
  } catch {
    const type = (e as { type?: unknown } | null)?.type;
    return [{ text: `(${typeof type === 'string' ? type : 'an event'} the page could not describe)` }];
  }
}

/**
 * `events` in words onto `entries`, told from `told` to the wording's view, each dice report saying who rolled it
 * (`sources`, one per dice report, in order); `past` marks lines told after the fact. Returns the last roll's dice.
 */
export function eventLines(w: Wording, told: unknown, events: readonly unknown[], sources: readonly DiceSource[], entries: LogEntry[], past = false): DiceInfo | null {
  let lastDice: DiceInfo | null = null;
  let k = 0;
  for (const e of events) {
    const lines = describeSafely(w, told, e);
    const src = reportsDice(e) ? sources[k++] : undefined;
    lines.forEach((l, i) => {
      const by = src && i === lines.length - 1 ? sourceText(src, w.seatName, w.seat) : null;
      const dice: DiceInfo | undefined = by !== null && src ? { label: l.text, purpose: 'roll', values: rollsOf(e), manual: src.typed, by } : undefined;
      entries.push({ id: w.nextId(), text: by ? `${l.text} (${by})` : l.text, ...(l.rule ? { rule: l.rule } : {}), ...(dice ? { dice } : {}), ...(past ? { past } : {}) });
      if (dice) lastDice = dice;
    });
  }
  return lastDice;
}
