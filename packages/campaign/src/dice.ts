/** The campaign's dice: drawn from the ledger's own PRNG (mutated in place on the draft). */
import { rollDie } from '@salvo/kernel';
import type { CampaignState } from './types';

export const d6 = (s: CampaignState): number => rollDie(s.rng, 6);
export const dice = (s: CampaignState, n: number): number[] => Array.from({ length: n }, () => d6(s));
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
