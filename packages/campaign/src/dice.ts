/**
 * The campaign's dice. Each die is asked for with what it decides ("the weather roll"). Outside a
 * draft being rolled at the table, dice come from the ledger's own PRNG (mutated in place on the
 * draft). At a real table (`rolling`, table-dice.ts) the typed dice are handed out in the order
 * asked; once they run out a stand-in (given faces, or the PRNG) lets the step finish, and the
 * shortfall is refused.
 */
import { rollDie } from '@salvo/kernel';
import type { CampaignState } from './types';

export function d6(s: CampaignState, what: string): number {
  const r = s.rolling;
  if (r === undefined) return rollDie(s.rng, 6);
  r.asked.push(what);
  const typed = r.typed[r.asked.length - 1];
  if (typed !== undefined) return typed;
  const standIn = r.standIn?.[(r.asked.length - 1 - r.typed.length) % r.standIn.length];
  return standIn ?? rollDie(s.rng, 6);
}

export const dice = (s: CampaignState, n: number, what: string): number[] => Array.from({ length: n }, (_, i) => d6(s, n > 1 ? `${what} (die ${i + 1} of ${n})` : what));
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
