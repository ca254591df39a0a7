/**
 * The events one viewer was shown at versions `from`..`to` of a game, replayed from its stored record: what a
 * page opened after those versions missed (a game reopened from "My games", a reconnect after more than the live
 * history's HISTORY versions). The same `eventsFor` filter and the same `rolls` (who rolled each chance step) as
 * the frames (frames.ts), so a seat reads here exactly what its socket would have been sent, and nothing more.
 * A range the live history still holds is answered from it; an older one costs a replay of the game up to it (as
 * loading a game does), and its answer is kept in a small cache, since versions never change once committed.
 */
import { rollsOf } from './frames';
import type { HistoryEntry, LiveGame } from './live';
import type { AnyAction, Ruleset } from './rulesets';
import type { DiceRoll } from '@salvo/kernel/protocol';

export interface PastEvents {
  readonly game: string;
  /** The first version whose events are here, and the last. */
  readonly from: number;
  readonly v: number;
  readonly events: readonly unknown[];
  /** Who rolled each chance step among `events` (as an update frame's `rolls`). */
  readonly rolls: readonly DiceRoll[];
}

export interface StoredGame {
  readonly id: string;
  readonly rs: Ruleset;
  readonly setup: unknown;
  readonly players: readonly string[];
  /** The record's actions in order: action k (from 0) made version k + 1. Trusted: checked when committed. */
  readonly actions: readonly { readonly actor: string; readonly action: string }[];
}

export function pastEvents(g: StoredGame, viewer: string, from: number, to: number): PastEvents {
  const created = g.rs.engine.createGame(g.setup);
  if (!created.ok) throw new Error(`stored setup rejected: ${created.error.code}`);
  let state = created.value;
  const entries: HistoryEntry[] = [];
  for (let v = 1; v <= to; v++) {
    const a = g.actions[v - 1];
    if (a === undefined) break;
    const before = g.rs.engine.pending(state);
    const t = g.rs.engine.applyTrusted(state, JSON.parse(a.action) as AnyAction);
    state = t.state;
    if (v < from) continue;
    const roll = before.kind === 'chance' ? { roll: { by: g.players.includes(a.actor) ? a.actor : null } } : {};
    entries.push({ v, events: new Map([[viewer, g.rs.eventsFor(t.state, t.events, viewer)]]), ...roll });
  }
  return { game: g.id, from, v: from + entries.length - 1, events: entries.flatMap((h) => h.events.get(viewer) ?? []), rolls: rollsOf(entries, viewer) };
}

/** The range from the live game's history when it holds every version of it, else null. */
export function pastFromHistory(g: LiveGame, viewer: string, from: number, to: number): PastEvents | null {
  const first = g.history[0];
  if (to > g.version || (to >= from && (first === undefined || first.v > from))) return null;
  const entries = g.history.filter((h) => h.v >= from && h.v <= to);
  return { game: g.id, from, v: to, events: entries.flatMap((h) => h.events.get(viewer) ?? []), rolls: rollsOf(entries, viewer) };
}

/** The last `size` replayed answers, by game, viewer and range (least recently used out first). */
export class PastEventsCache {
  private readonly kept = new Map<string, PastEvents>();
  constructor(private readonly size = 16) {}

  get(game: string, viewer: string, from: number, to: number): PastEvents | undefined {
    const key = `${game}|${viewer}|${from}|${to}`;
    const hit = this.kept.get(key);
    if (hit) { this.kept.delete(key); this.kept.set(key, hit); }
    return hit;
  }

  set(viewer: string, p: PastEvents): void {
    this.kept.set(`${p.game}|${viewer}|${p.from}|${p.v}`, p);
    for (const key of this.kept.keys()) {
      if (this.kept.size <= this.size) break;
      this.kept.delete(key);
    }
  }
}
