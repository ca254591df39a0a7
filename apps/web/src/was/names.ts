/** Names of War at Sea places and ships for every sentence the web client shows (never ids). */
import { loadWasData, type WasBoard } from '@salvo/data';
import type { Side, WasState } from '@salvo/was';

function board(): WasBoard {
  const r = loadWasData();
  if (!r.ok) throw new Error(`War at Sea data invalid: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value.board;
}
export const BOARD: WasBoard = board();

export function placeName(id: string): string {
  return BOARD.seaAreas.find((a) => a.id === id)?.name ?? BOARD.ports.find((p) => p.id === id)?.name ?? id;
}

export const sideName = (x: Side): string => (x === 'allies' ? 'Allies' : 'Axis');

export function shipName(s: Pick<WasState, 'ships'> | { ships: readonly { id: string; name?: string }[] }, id: string): string {
  const x = (s.ships as readonly { id: string; name?: string }[]).find((q) => q.id === id);
  return x?.name ?? 'British ship';
}

export const names = (s: Pick<WasState, 'ships'>, ids: readonly string[]): string => (ids.length ? ids.map((id) => shipName(s, id)).join(', ') : 'nothing');

const PLACE_IDS = new RegExp(`\\b(${[...BOARD.seaAreas, ...BOARD.ports].map((x) => x.id).sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/** A sentence with every sea-area and port id replaced by the name printed on the board. */
export function namePlaces(text: string): string {
  return text.replace(PLACE_IDS, (id) => placeName(id));
}
