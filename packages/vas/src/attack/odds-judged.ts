/**
 * The odds of an attack as its player may reckon them before firing (VAS-ATTACK-NOMINATE: no
 * pre-measuring). Each target is put at the distance a captain judges, to the nearest 5" and at
 * least 5", along the true line of sight, so arcs and aspect are as on the table; with the
 * pre-measure house rule, at the true distance. The terminal's `odds` at the attack prompt and the
 * web client's attack panel both ask here, so they agree.
 */
import type { Result, RuleError } from '@salvo/kernel';
import type { FireNomination, ShipId, VasState } from '../types';
import { attackOdds, type AttackOdds } from './odds';

/** A distance as judged by eye: the nearest 5", at least 5". */
export const judgedDistance = (d: number): number => Math.max(5, Math.round(d / 5) * 5);

export function judgedAttackOdds(state: VasState, ship: ShipId, fire: readonly FireNomination[], preMeasure: boolean): Result<AttackOdds[], RuleError> {
  if (preMeasure) return attackOdds(state, ship, fire);
  const me = state.ships[ship];
  if (!me) return attackOdds(state, ship, fire);
  const ships = { ...state.ships };
  for (const id of new Set(fire.map((n) => n.target))) {
    const t = ships[id];
    if (!t) continue;
    const dx = t.position.x - me.position.x;
    const dy = t.position.y - me.position.y;
    const d = Math.hypot(dx, dy);
    if (d === 0) continue;
    const k = judgedDistance(d) / d;
    ships[id] = { ...t, position: { x: me.position.x + dx * k, y: me.position.y + dy * k } };
  }
  return attackOdds({ ...state, ships }, ship, fire);
}
