/**
 * Spotting under the core rules (victory-at-sea.txt: Bad Weather; Night Battles).
 * VAS-SPOT-SHARED: a Spotted ship is spotted for the whole side (its location is "communicated to
 * allies"). VAS-SPOT-LAPSE: it stays spotted until it is farther than the spotting range (30" in Bad
 * Weather, 20" at night) from every ship of that side, checked at the start of each Attack Phase.
 * VAS-SPOT-TURRET-FIRE: a ship that fires turret guns is spotted by every enemy side.
 * VAS-RADAR-AUTO-SPOT: a ship a radar has detected is spotted as soon as it is within spotting range
 * of that radar ship.
 */
import type { ShipId, ShipState, VasEvent, VasState } from '../types';
import { rangeTo } from '../attack/arcs';
import { beyond } from '../attack/stages';
import { operational, shipsInOrder, sideOf } from '../turn/ships';
import { isDetected, radarWorks } from './radar';
import { coreSpotRange } from './rules';

export function isSpotted(state: VasState, side: string, target: ShipId): boolean {
  const list = Object.hasOwn(state.visibility.spotted, side) ? state.visibility.spotted[side] : undefined;
  return list !== undefined && list.includes(target);
}

/** Adds `target` to the side's spotted ships; true when it was not spotted before. */
export function markSpotted(draft: VasState, side: string, target: ShipId): boolean {
  const s = draft.visibility.spotted;
  const list = Object.hasOwn(s, side) ? s[side] : undefined;
  if (!list) s[side] = [target];
  else if (!list.includes(target)) list.push(target);
  else return false;
  return true;
}

export const enemiesOf = (state: VasState, side: string): ShipState[] =>
  shipsInOrder(state).filter((s) => !s.destroyed && !s.withdrawn && sideOf(state, s.fleet) !== side);

export const friendsOf = (state: VasState, side: string): ShipState[] =>
  shipsInOrder(state).filter((s) => operational(s) && sideOf(state, s.fleet) === side);

/** A side as players read it: the names of its fleets. */
export function sideName(state: VasState, side: string): string {
  const names = state.fleetOrder.filter((f) => sideOf(state, f) === side).map((f) => state.fleets[f]?.name ?? f);
  return names.length > 0 ? names.join(' and ') : side;
}

/** Sides with ships in the battle, in fleet order. */
export function sides(state: VasState): string[] {
  return [...new Set(state.fleetOrder.map((f) => sideOf(state, f)))];
}

/** Lapses (VAS-SPOT-LAPSE) and radar's automatic spotting (VAS-RADAR-AUTO-SPOT) at the start of an Attack Phase. */
export function refreshSpotting(draft: VasState): VasEvent[] {
  const range = coreSpotRange(draft.options);
  if (range === null) return [];
  const events: VasEvent[] = [];
  for (const side of sides(draft)) {
    const friends = friendsOf(draft, side);
    const list = Object.hasOwn(draft.visibility.spotted, side) ? draft.visibility.spotted[side] ?? [] : [];
    const kept = list.filter((id) => {
      const t = draft.ships[id];
      return t !== undefined && !t.destroyed && !t.withdrawn && friends.some((f) => !beyond(rangeTo(f.position, t.position), range));
    });
    for (const id of list) {
      if (kept.includes(id)) continue;
      const t = draft.ships[id];
      events.push({ type: 'spot-lapsed', rule: 'VAS-SPOT-LAPSE', ship: id, text: `${t?.name ?? id} is lost from sight: no ship of ${sideName(draft, side)} is within ${range}".`, data: { side } });
    }
    draft.visibility.spotted[side] = kept;
    for (const f of friends) {
      if (!radarWorks(draft, f)) continue;
      for (const t of enemiesOf(draft, side)) {
        if (!isDetected(draft, f.id, t.id) || beyond(rangeTo(f.position, t.position), range)) continue;
        if (markSpotted(draft, side, t.id)) {
          events.push({ type: 'spotted', rule: 'VAS-RADAR-AUTO-SPOT', ship: t.id, text: `${f.name}'s radar guides her lookouts: ${t.name} is spotted.`, data: { side, by: f.id } });
        }
      }
    }
  }
  return events;
}

/** VAS-SPOT-TURRET-FIRE: `ship` fired turret guns; every enemy side now spots it. */
export function spotFiringShip(draft: VasState, ship: ShipState): void {
  const own = sideOf(draft, ship.fleet);
  for (const side of sides(draft)) if (side !== own) markSpotted(draft, side, ship.id);
}
