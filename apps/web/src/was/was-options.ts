/** The War at Sea options of the new game form as a setup's `options` (WasOptions.tsx shows them). */
import type { WasOptions } from '@salvo/was';

export type WasChoices = Required<Pick<WasOptions, 'weakBismarcks' | 'accumulateUboats' | 'faceDown' | 'tacticalBattles'>>;

export const NO_WAS_OPTIONS: WasChoices = { weakBismarcks: false, accumulateUboats: false, faceDown: false, tacticalBattles: false };

/** The options as a setup's `options` (only those switched on). */
export function setupOptions(c: WasChoices): Partial<WasOptions> {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v));
}
