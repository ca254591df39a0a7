/**
 * The way back from a war's battle on the table to its war (a link's `back`). Its own small module: the War at
 * Sea board names it for a battle opened locally too, and must not fetch the online client for that (online.ts).
 */
import { placeName } from '../was/names';
import type { LinkBack } from './types';

export function battleBack(war: { readonly war: string; readonly turn: number; readonly area: string }): LinkBack {
  return { game: war.war, kind: 'was', label: 'Back to the war', context: `a battle of the war: turn ${war.turn}, ${placeName(war.area)}` };
}
