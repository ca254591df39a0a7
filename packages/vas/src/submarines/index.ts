/** Submersibles (Advanced Rules): the public surface the flow, pending and attack modules call. */
import type { ChanceRequest } from '@salvo/kernel';
import type { VasEvent, VasState } from '../types';

export function submarineChance(_state: VasState): ChanceRequest | null {
  return null;
}

export function continueSubmarine(_draft: VasState, _values: readonly number[]): VasEvent[] {
  return [];
}
