/**
 * `observe(state, player)` (VAS-VIEW-NO-RNG): Victory at Sea core has no hidden information but
 * the PRNG state, which would let a player predict the dice; the view is everything else.
 * The view is a copy the caller may keep: nothing in it aliases the state except the rosters,
 * which are shared and never mutated (docs/architecture.md), as in every clone of the state.
 */
import type { FleetId, VasState, VasView } from '../types';
import { cloneState } from '../turn/clone-state';

export function observe(state: VasState, viewer: FleetId): VasView {
  const { rng: _rng, ...rest } = cloneState(state);
  return { ...rest, viewer };
}
