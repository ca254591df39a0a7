/**
 * `observe(state, player)` (VAS-VIEW-NO-RNG): Victory at Sea core has no hidden information but
 * the PRNG state, which would let a player predict the dice; the view is everything else.
 */
import type { FleetId, VasState, VasView } from '../types';

export function observe(state: VasState, viewer: FleetId): VasView {
  const { rng: _rng, ...rest } = structuredClone(state);
  return { ...rest, viewer };
}
