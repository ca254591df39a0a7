/** Repairing criticals and the End Phase bookkeeping of criticals. */
import type { ShipId, VasEvent, VasState } from '../types';
import { syncWeaponLosses } from './active';
import { criticalName } from './critical-table';

/**
 * Marks a critical repaired and undoes its effect (effects are derived from the active criticals).
 * No-op with no events when the ship or critical is unknown, already repaired or not repairable
 * (VAS-CRIT-REPAIR: Vital Systems and destroyed turrets never are). The Damage Control roll is the
 * caller's (end-phase/).
 */
export function repairCritical(draft: VasState, shipId: ShipId, criticalId: number): VasEvent[] {
  const ship = draft.ships[shipId];
  const crit = ship?.criticals.find((c) => c.id === criticalId);
  if (!ship || !crit || crit.repaired || !crit.repairable) return [];
  crit.repaired = true;
  syncWeaponLosses(ship);
  return [{ type: 'critical-repaired', rule: 'VAS-CRIT-REPAIR', ship: shipId, text: `${ship.name} repairs the critical hit ${criticalName(crit.effect)}.`, data: { id: crit.id, effect: crit.effect } }];
}

/**
 * End of turn: a Magazine Explosion whose turns without fire have run out (its `until` is this
 * turn) stops silencing the weapons; it is marked repaired with `data.expired = 1`.
 */
export function endOfTurnUpkeep(draft: VasState): VasEvent[] {
  const events: VasEvent[] = [];
  for (const id of draft.shipOrder) {
    const ship = draft.ships[id];
    if (!ship) continue;
    for (const c of ship.criticals) {
      if (c.effect !== 'magazine-explosion' || c.repaired || Number(c.data?.until ?? 0) > draft.turn) continue;
      c.repaired = true;
      c.data = { ...c.data, expired: 1 };
      events.push({ type: 'magazine-cleared', rule: 'VAS-CRIT-MAGAZINE', ship: id, text: `${ship.name}'s magazines are clear: its weapons may fire again.`, data: { id: c.id } });
    }
  }
  return events;
}
