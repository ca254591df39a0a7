/**
 * Which aircraft may fly from a carrier, and the air group it embarks when the fleet file names none.
 * Carrier-capable types of the carrier's nation; a nation whose list has none (Kriegsmarine for Graf
 * Zeppelin, French Navy for Bearn) embarks its single-engine fighters and bombers, standing for their
 * navalised versions (Bf 109T, Ju 87C, LN.401) (docs/rules-decisions.md, VAS-FLEET-CARRIER-FLIGHTS).
 */
import type { Catalog } from '../catalog';
import type { AircraftRoster, AircraftType, ShipRoster } from '../roster-types';
import { traitValue } from '../roster-types';
import type { CarrierFlight } from './types';

const DECK_TYPES: readonly AircraftType[] = ['Fighter', 'Fighter-Bomber', 'Dive Bomber', 'Torpedo Bomber'];

export function carrierCapacity(carrier: Pick<ShipRoster, 'traits'>): number {
  const n = traitValue(carrier, 'Carrier');
  return typeof n === 'number' ? n : 0;
}

/** Aircraft of the carrier's nation that may embark. */
export function carrierEligible(carrier: Pick<ShipRoster, 'nation'>, catalog: Catalog): AircraftRoster[] {
  const own = catalog.aircraft.filter((a) => a.nation === carrier.nation);
  const capable = own.filter((a) => a.carrierCapable);
  return capable.length > 0 ? capable : own.filter((a) => DECK_TYPES.includes(a.type) && a.damage === 1);
}

const ROLES: readonly (readonly AircraftType[])[] = [['Fighter', 'Fighter-Bomber'], ['Dive Bomber'], ['Torpedo Bomber']];

/** Without a scenario year, air groups are those of late 1941 (or of the carrier's first year, if later). */
export const DEFAULT_AIR_GROUP_YEAR = 1941;

/**
 * The default air group: the carrier's flights shared as evenly as possible between fighters, dive
 * bombers and torpedo bombers (the remainder to the earlier roles), each role flown by the newest
 * eligible type in service by `year` (default: DEFAULT_AIR_GROUP_YEAR or the carrier's In Service year,
 * whichever is later); if none is in service by then, the eligible types regardless of year.
 */
export function defaultCarrierFlights(carrier: ShipRoster, catalog: Catalog, year?: number): CarrierFlight[] {
  const n = carrierCapacity(carrier);
  const eligible = carrierEligible(carrier, catalog);
  if (n === 0 || eligible.length === 0) return [];
  const by = year ?? Math.max(carrier.inService, DEFAULT_AIR_GROUP_YEAR);
  const inService = eligible.filter((a) => a.inService <= by);
  const pool = inService.length > 0 ? inService : eligible;
  const picks: AircraftRoster[] = [];
  for (const role of ROLES) {
    const candidates = pool.filter((a) => role.includes(a.type)).sort((a, b) => b.inService - a.inService);
    if (candidates[0]) picks.push(candidates[0]);
  }
  if (picks.length === 0) return [];
  const base = Math.floor(n / picks.length);
  const extra = n % picks.length;
  return picks.map((a, i) => ({ aircraft: a.name, count: base + (i < extra ? 1 : 0) })).filter((f) => f.count > 0);
}
