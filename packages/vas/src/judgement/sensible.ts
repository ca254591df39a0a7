/**
 * VAS-TACTICAL-JUDGEMENT for bots: the answer `sampleAction` gives to a held roll (the heuristic and search
 * bots pass this decision to it). Draws nothing from the PRNG, so other games keep their random stream.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { VasAction, VasState } from '../types';
import { judgeNow, openDice } from './tactical-judgement';

/** For purposes whose context has `need`: the keys naming a ship that wants each die to reach it (the others want it not to). */
const WANTS_HIGH: Readonly<Record<string, readonly string[]>> = {
  attack: ['attacker'], damage: ['attacker'], 'command-check': ['ship'], 'damage-control': ['ship'], aa: ['ship'], 'radar-detection': ['ship'],
};

/**
 * The bots' answer (sampleAction): re-roll the one die of the ship's own that most plainly went against it
 * (a miss or failed check for the ship rolling, a hit or success for the ship rolled at), else keep the dice.
 * Rolls whose request names no `need` are kept: Salvo does not guess which faces are bad there.
 */
export function sensibleJudgement(state: VasState, base: ChanceRequest | null): VasAction | null {
  const h = state.judgement;
  const ship = judgeNow(state);
  if (!h || !ship) return null;
  const keep: VasAction = { type: 'tactical-judgement', ship: ship.id, dice: [] };
  const ctx = base?.context;
  const need = ctx?.need;
  if (!base || !ctx || typeof need !== 'number' || need > base.sides) return keep;
  const high = (Object.hasOwn(WANTS_HIGH, base.purpose) ? WANTS_HIGH[base.purpose] : undefined)?.some((k) => ctx[k] === ship.id) ?? false;
  let worst: number | undefined;
  for (const i of openDice(h, base, ship.id)) {
    const v = h.values[i] ?? 0;
    const bad = high ? v < need : v >= need;
    const w = worst === undefined ? undefined : h.values[worst] ?? 0;
    if (bad && (w === undefined || (high ? v < w : v > w))) worst = i;
  }
  return worst === undefined ? keep : { type: 'tactical-judgement', ship: ship.id, dice: [worst] };
}
