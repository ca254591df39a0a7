/**
 * The Attack Phase opens for aircraft (VAS-AA-FIRE): contacts made in the last aircraft moves are
 * locked as dogfights, then every ship with AA weapons fires, in setup order, before anything else
 * happens. `combat` stays null when no flight is in the air (nothing here costs a battle without
 * aircraft more than a length check). The turn flow opens visibility once `combat.step` leaves `aa`.
 */
import type { VasEvent, VasState } from '../types';
import { inAir, lockDogfights } from './contact';
import type { AirData } from './air-tasks';
import { settleAir } from './resolve';
import { firesAA } from './aa';

/** Opens aircraft combat; true while AA dice are due (the flow must wait for them). */
export function openAirDefence(draft: VasState, events: VasEvent[]): boolean {
  if (draft.air.flights.length === 0 || !draft.air.flights.some(inAir)) return false;
  for (const [a, b] of lockDogfights(draft)) {
    events.push({ type: 'dogfight-locked', rule: 'VAS-DOGFIGHT-LOCK', text: `Flights ${a.id} and ${b.id} are in contact: they are locked in a dogfight.`, data: { a: a.id, b: b.id } });
  }
  draft.air.combat = { step: 'aa', nominated: [], fought: [] };
  const d: AirData = { step: 'aa', fleet: null, strike: null, tasks: [] };
  for (const id of draft.shipOrder) {
    const ship = draft.ships[id];
    if (ship && firesAA(draft, ship)) d.tasks.push({ t: 'aa-ship', ship: id });
  }
  settleAir(draft, d, events);
  if (draft.resolution !== null) return true;
  draft.air.combat.step = 'open';
  return false;
}
