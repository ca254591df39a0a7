/** Crew losses from outside an attack (fires, scenario rules). */
import type { ShipId, VasEvent, VasState } from '../types';
import { loseCrew } from './thresholds';

/** Removes Crew: Skeleton Crew at the threshold, Abandoned at 0 (VAS-SKELETON-THRESHOLD, VAS-DAMAGE-ABANDONED). */
export function applyCrewLoss(draft: VasState, shipId: ShipId, amount: number, cause = 'VAS-END-FIRE'): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship) return [];
  const events: VasEvent[] = [];
  loseCrew(ship, amount, events, cause);
  return events;
}
