/**
 * Ends the battle in `draft`: the result recorded, nothing left pending (no attack being resolved, no
 * activation, no move, no End Phase step). Every way a battle ends (last side standing, the turn limit,
 * Victory Points, a scenario's own verdict) goes through here; the caller emits its `game-over` event.
 */
import type { FleetId, VasState } from '../types';

export function closeBattle(draft: VasState, winners: readonly FleetId[], summary: string): void {
  draft.phase = 'over';
  draft.result = { winners: [...winners], summary };
  draft.resolution = null;
  draft.activation = null;
  draft.moving = null;
  draft.endPhase = null;
}
