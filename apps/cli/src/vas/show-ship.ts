/**
 * `show <ship>` at any prompt: the roster card of any ship in the battle, the player's own or the
 * enemy's (Victory at Sea has no hidden information), with her state line now (issue 7 item 13).
 */
import type { VasState } from '@salvo/vas';
import { shipCard } from '../data/roster-card';
import { shipLine, shipMarkers } from '../render/ship-list';
import { resolveShip } from './parse-action';

export function showShip(state: VasState, word: string): string[] {
  const id = resolveShip(state, word.trim());
  const s = id === null ? undefined : state.ships[id];
  if (!s) return [`No single ship matches "${word.trim().slice(0, 40)}"; type show and a ship's id or the start of her name.`];
  return [shipLine(s, shipMarkers(state)[s.id] ?? '*', state.fleets[s.fleet]?.name ?? s.fleet, state), ...shipCard(s.roster)];
}
