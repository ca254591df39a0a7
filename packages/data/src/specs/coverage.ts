/**
 * Which fleet-list classes and aircraft have a spec, and whether each spec agrees with the
 * fleet list on nation and Priority Level (and flights, for aircraft). The classes beyond the fleet
 * lists (CLASSES_BEYOND_FLEET_LISTS) are held to their listed nation and Priority Level the same way.
 */
import {
  CLASSES_BEYOND_FLEET_LISTS, FLEET_LIST_AIRCRAFT, FLEET_LIST_CLASSES, REQUIRED_CIVILIAN_TYPES,
} from './fleet-list-names';
import type { SpecCatalog } from './load';

export interface SpecCoverage {
  readonly missingClasses: readonly string[];
  readonly missingAircraft: readonly string[];
  readonly missingCivilian: readonly string[];
  /** Specs whose nation, priority or flights differ from the fleet list. */
  readonly mismatches: readonly string[];
  /** Specs naming a class or aircraft that is not in any fleet list (nor, for a class, in CLASSES_BEYOND_FLEET_LISTS). */
  readonly extras: readonly string[];
}

export function specCoverage(catalog: SpecCatalog): SpecCoverage {
  const mismatches: string[] = [];
  const missingClasses: string[] = [];
  const known = [...FLEET_LIST_CLASSES, ...CLASSES_BEYOND_FLEET_LISTS];
  for (const listed of known) {
    const spec = catalog.ships.find((s) => s.class === listed.class && s.nation === listed.nation);
    if (!spec) { missingClasses.push(`${listed.nation}: ${listed.class}`); continue; }
    if (spec.priority !== listed.priority) {
      const where = FLEET_LIST_CLASSES.includes(listed) ? 'fleet list' : 'CLASSES_BEYOND_FLEET_LISTS';
      mismatches.push(`${listed.nation}: ${listed.class}: priority ${spec.priority}, ${where} ${listed.priority}`);
    }
  }
  const missingAircraft: string[] = [];
  for (const listed of FLEET_LIST_AIRCRAFT) {
    const spec = catalog.aircraft.find((a) => a.name === listed.name && a.nation === listed.nation);
    if (!spec) { missingAircraft.push(`${listed.nation}: ${listed.name}`); continue; }
    if (spec.priority !== listed.priority || spec.flights !== listed.flights) {
      mismatches.push(`${listed.nation}: ${listed.name}: ${spec.priority}/${spec.flights} flights, fleet list ${listed.priority}/${listed.flights}`);
    }
  }
  const missingCivilian = REQUIRED_CIVILIAN_TYPES.filter((t) => !catalog.civilian.some((c) => c.type === t));
  const extras = [
    ...catalog.ships.filter((s) => !known.some((l) => l.class === s.class && l.nation === s.nation))
      .map((s) => `${s.nation}: ${s.class}`),
    ...catalog.aircraft.filter((a) => !FLEET_LIST_AIRCRAFT.some((l) => l.name === a.name && l.nation === a.nation))
      .map((a) => `${a.nation}: ${a.name}`),
  ];
  return { missingClasses, missingAircraft, missingCivilian, mismatches, extras };
}
