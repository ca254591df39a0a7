/**
 * `observe(state, player)` (VAS-VIEW-NO-RNG): the view is the state without the PRNG (which would let a
 * player predict the dice) and without other sides' hidden submersibles' squares (VAS-SUB-HIDDEN-INFO).
 * The view is a copy the caller may keep: nothing in it aliases the state except the rosters,
 * which are shared and never mutated (docs/architecture.md), as in every clone of the state.
 */
import type { FleetId, VasState, VasView } from '../types';
import { redactHidden } from '../submarines/view';
import { cloneView } from '../turn/clone-state';

export function observe(state: VasState, viewer: FleetId): VasView {
  const view = cloneView(state, viewer);
  redactHidden(view, viewer);
  return view;
}
