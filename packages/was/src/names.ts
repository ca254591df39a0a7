/**
 * Names for the sentences a player reads (prompts, dice labels, RuleError messages): board names for
 * sea areas and ports, ship names for ships, "Allies"/"Axis" for sides. Contract: no id of an area,
 * port or ship reaches such a sentence; a value that names nothing is quoted as given (`showValue`).
 */
import { showValue } from '@salvo/kernel';
import { BOARD, COUNTERS } from './board';
import type { Side, WasState } from './types';

/** The printed name of a sea area, port or ship ("North Sea", "Italy", "Hood"), or the value quoted. */
export function placeName(id: unknown): string {
  const p = BOARD.seaAreas.find((x) => x.id === id) ?? BOARD.ports.find((x) => x.id === id) ?? COUNTERS.find((x) => x.id === id);
  return p ? p.name : showValue(id);
}

/** A place after "in"/"to": "the North Sea" for a sea area, "Italy" for a port. */
export function placeIn(id: unknown): string {
  return BOARD.seaAreas.some((x) => x.id === id) ? `the ${placeName(id)}` : placeName(id);
}

/** A ship's name ("Hood"); an area or port given where a ship belongs by its name too; else the value quoted. */
export function shipName(s: WasState, id: unknown): string {
  const x = typeof id === 'string' ? s.ships.find((q) => q.id === id) : undefined;
  return x ? x.name : placeName(id);
}

export const sideName = (side: Side): string => (side === 'allies' ? 'Allies' : 'Axis');

/** A return choice (5.7) in words: a port's name, or staying at sea (with an oiler, 16.1). */
export function returnChoiceName(c: string): string {
  return c === 'stay' ? 'stay at sea' : c === 'oiler' ? 'stay at sea with an oiler' : placeName(c);
}
