/**
 * The count that decides a battle still going after its last turn (VAS-VICTORY-MAX-TURNS): the side
 * with more operational ships wins, then the side with more Damage points left on them. Bots read
 * it from their view: every ship on the table is in it.
 */
import type { VasState } from '@salvo/vas';
import { sides } from './view';

/** Our operational ships minus theirs; when equal, our Damage left minus theirs, scaled into (-1, 1). */
export function countLead(state: VasState, fleet: string): number {
  const { mine, enemies } = sides(state, fleet);
  if (mine.length !== enemies.length) return mine.length - enemies.length;
  const dm = mine.reduce((a, s) => a + s.damage, 0);
  const de = enemies.reduce((a, s) => a + s.damage, 0);
  return (dm - de) / (Math.abs(dm - de) + 10);
}
