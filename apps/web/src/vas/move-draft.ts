/**
 * A typed move (the move form's fields) as engine legs and back: straight ahead, an optional turn,
 * straight on, and an Agile ship's turn at the very end (VAS-MOVE-AGILE).
 */
import type { MoveLeg } from '@salvo/vas';

export interface MoveDraft {
  readonly first: string;
  readonly turn: string;
  readonly second: string;
  /** Agile ships: the turn at the very end of the move ('0': none). */
  readonly turn2?: string;
}

export function draftLegs(d: MoveDraft): MoveLeg[] {
  const a = Number(d.first || 0);
  const t = Number(d.turn || 0);
  const b = Number(d.second || 0);
  const t2 = Number(d.turn2 || 0);
  const legs: MoveLeg[] = [{ forward: a }];
  if (t !== 0) legs.push({ turn: t }, { forward: b });
  else if (b) legs.push({ forward: b });
  if (t2 !== 0) legs.push({ turn: t2 });
  return legs;
}

export function legsDraft(legs: readonly MoveLeg[]): MoveDraft {
  const f = legs.filter((l): l is { forward: number } => 'forward' in l);
  const turns = legs.filter((l): l is { turn: number } => 'turn' in l);
  // A lone turn after the last leg (no straight after it) is the Agile end-of-move turn.
  const last = legs[legs.length - 1];
  const endTurn = last !== undefined && 'turn' in last && (turns.length === 2 || f.length === 1) ? last.turn : 0;
  const first = turns.length === 2 || endTurn === 0 ? (turns[0]?.turn ?? 0) : 0;
  return { first: String(f[0]?.forward ?? 0), turn: String(first), second: String(f[1]?.forward ?? 0), turn2: String(endTurn) };
}

