/**
 * Target choice weighted by the threat removed (issue 11, docs/bots.md "Why the bots lose": both
 * Queen Elizabeths shot at an outranged Zara for three turns while Vittorio Veneto sank Warspite
 * unanswered). An enemy's threat is the fire it can bring on our ships from where it stands
 * (`threat`, the engine's `firePower`, weapons that bear and reach), or, out of reach, a third of
 * its printed guns' expected Damage (a quarter of its Damage Dice); its weight is 0.5 + 0.5 x its threat
 * over the largest enemy threat, so Damage on the ship that can answer counts up to twice Damage
 * on the one that cannot. On top of the Damage, the fire it loses: its threat x (P(sunk) + 0.5 x
 * P(newly Crippled): turrets lost on 4+, secondaries halved), doubled while it has not yet fired
 * this turn (VAS-ATTACK-ORDER: a ship sunk before it fires never fires).
 */
import { attackOdds, type FireNomination, type ShipState, type VasState } from '@salvo/vas';
import { objectiveAttackValue } from './objective';
import { printedWeight, threat } from './power';
import { sides } from './view';

/** Expected Damage `e` deals our side per turn: from where it stands, or (out of reach) a third of a quarter of its Damage Dice. */
export function enemyThreat(state: VasState, e: ShipState, ours: readonly ShipState[]): number {
  const now = ours.reduce((a, s) => a + threat(state, e, s), 0);
  return Math.max(now, printedWeight(e) / 4 / 3);
}

export type ThreatWeights = Map<string, { threat: number; weight: number }>;

/** Each enemy's threat and weight (0.5-1), for the attacking ship's side. */
export function threatWeights(state: VasState, ship: ShipState): ThreatWeights {
  const { mine, enemies } = sides(state, ship.fleet);
  const t = enemies.map((e) => [e.id, enemyThreat(state, e, mine)] as const);
  const top = Math.max(1e-9, ...t.map(([, v]) => v));
  return new Map(t.map(([id, v]) => [id, { threat: v, weight: 0.5 + (0.5 * v) / top }]));
}

/**
 * The exact-odds score of a nomination set, each target's Damage weighed by its threat, plus the threat removed.
 * `weights`: `threatWeights` for this ship's side in this state, when the caller scores many sets (they are
 * the same for every set of one decision; computing them once made a 27-ship playout seven times faster).
 */
export function threatScore(state: VasState, ship: string, fire: readonly FireNomination[], weights?: ThreatWeights): number {
  const me = state.ships[ship];
  const r = attackOdds(state, ship, fire);
  if (!r.ok || !me) return -1;
  const w = weights ?? threatWeights(state, me);
  let u = 0;
  for (const o of r.value) {
    const t = state.ships[o.target];
    const tw = w.get(o.target) ?? { threat: 0, weight: 0.5 };
    const already = t?.crippled ?? false;
    const fresh = t !== undefined && !t.attackedThisTurn ? 2 : 1;
    u += tw.weight * (o.meanDamage + 10 * o.pCritical + (already ? 0 : 20 * o.pCrippled) + (40 + (t?.roster.damage[0] ?? 10)) * o.pDestroyed);
    u += tw.threat * fresh * (o.pDestroyed + (already ? 0 : 0.5 * Math.max(0, o.pCrippled - o.pDestroyed)));
    u += objectiveAttackValue(state, t, o.pCrippled, o.pDestroyed);
  }
  return u;
}

/** The fast score (expected Damage, `firePower`) with each target weighed by its threat: `easy`'s choice. */
export function threatMeanScore(state: VasState, ship: string, fire: readonly FireNomination[], weights?: ThreatWeights): number {
  const me = state.ships[ship];
  if (!me) return -1;
  const w = weights ?? threatWeights(state, me);
  let u = 0;
  for (const target of new Set(fire.map((n) => n.target))) {
    const t = state.ships[target];
    if (!t) continue;
    const d = threat(state, me, t);
    // a finishing bonus, as the plain score: damage that may sink counts double
    u += (w.get(target)?.weight ?? 0.5) * d * (d >= Math.max(1, t.damage) * 0.6 ? 2 : 1);
  }
  return u;
}
