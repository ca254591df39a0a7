/**
 * Turn 1 initiative overrides (called once, after createGame's startTurn):
 * VAS-SCN-FREE-TURN: the named fleets alone take part in turn 1 (the blockade runner's free turn): the
 * others are left out of the initiative order, so they nominate nothing to move or attack, and
 * `heldInFreeTurn` keeps them from Damage Control; they simply take what is dealt. From turn 2 initiative
 * is rolled normally.
 * VAS-SCN-FIRST-INITIATIVE: turn 1's initiative order is the one given (the other fleets after it), no roll.
 */
import type { FleetId, VasState } from '../types';
import { activeFleets } from '../turn/ships';
import { openMovement } from '../turn/phases';

export function applyFirstTurn(draft: VasState): void {
  const s = draft.scenario;
  if (!s || draft.turn !== 1 || draft.phase !== 'initiative') return;
  const active = activeFleets(draft);
  let order: FleetId[] | null = null;
  if (s.freeTurn.length > 0 && s.rules.includes('VAS-SCN-FREE-TURN')) order = s.freeTurn.filter((f) => active.includes(f));
  else if (s.firstInitiative.length > 0 && s.rules.includes('VAS-SCN-FIRST-INITIATIVE')) {
    const first = s.firstInitiative.filter((f) => active.includes(f));
    order = [...first, ...active.filter((f) => !first.includes(f))];
  }
  if (!order || order.length === 0) return;
  draft.initiativeOrder = order;
  draft.resolution = null;
  draft.phase = 'movement';
  draft.declinedFirst = [];
  draft.activation = null;
  // One fleet alone has no one to make move first: its Movement Phase opens at once.
  if (order.length === 1) openMovement(draft, order);
}

/** A fleet sitting out the free turn: no Damage Control either. */
export function heldInFreeTurn(state: VasState, fleet: FleetId): boolean {
  const s = state.scenario;
  return !!s && state.turn === 1 && s.freeTurn.length > 0 && s.rules.includes('VAS-SCN-FREE-TURN') && !s.freeTurn.includes(fleet);
}
