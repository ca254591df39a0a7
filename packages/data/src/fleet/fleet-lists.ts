/**
 * The fleet lists of the rules by nation and Priority Level: which ship classes and aircraft squadrons
 * (with their flights) a fleet of each nation may buy. The names come from the rules text
 * (specs/fleet-list-names.ts holds the transcription, shared with the spec files).
 */
import type { Nation, PriorityLevel } from '../roster-types';
import { PRIORITY_LEVELS } from '../roster-types';
import { nameKey } from '../rosters/suggest';
import { FLEET_LIST_AIRCRAFT, FLEET_LIST_CLASSES } from '../specs/fleet-list-names';

export interface ListedClass { readonly class: string; readonly priority: PriorityLevel; readonly listed?: string }
export interface ListedSquadron { readonly aircraft: string; readonly priority: PriorityLevel; readonly flights: number }

export interface FleetListLevel {
  readonly level: PriorityLevel;
  readonly ships: readonly ListedClass[];
  readonly squadrons: readonly ListedSquadron[];
}

export const FLEET_NATIONS = ['Royal Navy', 'Kriegsmarine', 'US Navy', 'Imperial Japanese Navy', 'Italian Navy', 'French Navy'] as const;
export type FleetNation = (typeof FLEET_NATIONS)[number];

export function isFleetNation(n: unknown): n is FleetNation {
  return typeof n === 'string' && (FLEET_NATIONS as readonly string[]).includes(n);
}

const norm = nameKey;

export function fleetList(nation: Nation): FleetListLevel[] {
  return PRIORITY_LEVELS.map((level) => ({
    level,
    ships: FLEET_LIST_CLASSES.filter((c) => c.nation === nation && c.priority === level)
      .map((c) => ({ class: c.class, priority: c.priority, ...(c.listed ? { listed: c.listed } : {}) })),
    squadrons: FLEET_LIST_AIRCRAFT.filter((a) => a.nation === nation && a.priority === level)
      .map((a) => ({ aircraft: a.name, priority: a.priority, flights: a.flights })),
  }));
}

/** The listed class of a nation by name (also the list's own spelling, e.g. "Ciao Duilio"). */
export function listedClass(nation: Nation, name: string): ListedClass | undefined {
  const k = norm(name);
  const c = FLEET_LIST_CLASSES.find((x) => x.nation === nation && (norm(x.class) === k || (x.listed !== undefined && norm(x.listed) === k)));
  return c ? { class: c.class, priority: c.priority } : undefined;
}

/** Grumman Martlet flies with the Wildcat profile, as the Royal Navy list says. */
export function listedSquadron(nation: Nation, name: string): ListedSquadron | undefined {
  const k = norm(name);
  const a = FLEET_LIST_AIRCRAFT.find((x) => x.nation === nation && norm(x.name) === k);
  return a ? { aircraft: a.name, priority: a.priority, flights: a.flights } : undefined;
}

/** Nations whose list holds this class (to say "that is a Kriegsmarine ship"). */
export function nationsListing(name: string): Nation[] {
  const k = norm(name);
  return FLEET_LIST_CLASSES.filter((x) => norm(x.class) === k || (x.listed !== undefined && norm(x.listed) === k)).map((x) => x.nation);
}
