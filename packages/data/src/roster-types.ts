/**
 * The roster of a Victory at Sea ship class: the figures printed on its card.
 * Rosters are derived from historical specifications by the ship model (docs/ship-model.md)
 * or loaded from a user's roster file that overrides them.
 *
 * Conventions: `target` and `armour` are the number needed on a die (4 means "4+");
 * `damage` and `crew` are [total, threshold] as printed ("34/11"); ranges are inches.
 */
export const NATIONS = ['Royal Navy', 'Kriegsmarine', 'US Navy', 'Imperial Japanese Navy', 'Italian Navy', 'French Navy', 'Civilian'] as const;
export type Nation = (typeof NATIONS)[number];

export const PRIORITY_LEVELS = ['Patrol', 'Skirmish', 'Raid', 'Battle', 'War'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** What a weapon row is, which decides its fire arc and the rules that apply to it. */
export const WEAPON_KINDS = ['main', 'secondary', 'aa', 'torpedo', 'depth-charge', 'bomb'] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

/** Turret position of a main gun: A/B forward, X/Y aft, Q amidships. */
export const MOUNTS = ['A', 'B', 'Q', 'X', 'Y'] as const;
export type Mount = (typeof MOUNTS)[number];

export const WEAPON_TRAITS = ['AP', 'Super AP', 'Weak', 'Twin-Linked', 'Slow-Loading', 'One-Shot'] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

export interface WeaponRoster {
  readonly name: string;
  readonly kind: WeaponKind;
  /** Main guns only: the turret position that decides the fire arc. */
  readonly mount?: Mount;
  readonly range: number;
  readonly ad: number;
  /** Damage Dice; null for AA batteries, which attack aircraft only. */
  readonly dd: number | null;
  readonly traits: readonly WeaponTrait[];
}

/** Broad hull type; decides the counter footprint on the table and some defaults. */
export const SHIP_TYPES = [
  'battleship', 'battlecruiser', 'aircraft carrier', 'heavy cruiser', 'cruiser', 'light cruiser',
  'destroyer', 'escort', 'torpedo boat', 'submersible', 'civilian',
] as const;
export type ShipType = (typeof SHIP_TYPES)[number];

export interface ShipRoster {
  readonly class: string;
  readonly nation: Nation;
  readonly type: ShipType;
  readonly priority: PriorityLevel;
  readonly speed: number;
  /** Submersibles only: Speed when submerged. */
  readonly submergedSpeed?: number;
  readonly turning: number;
  readonly target: number;
  readonly armour: number;
  readonly damage: readonly [number, number];
  readonly crew: readonly [number, number];
  /** Ship traits as printed: "Agile", "Aircraft 2", "Carrier 4", "Radar", "Torpedo Belt" ... */
  readonly traits: readonly string[];
  readonly weapons: readonly WeaponRoster[];
  /** Year in service. */
  readonly inService: number;
  /** Where the figures come from: `official`, `model`, or `user:<file>`. */
  readonly origin?: string;
  /** Civilian ships only: cost in civilian ship points (Convoy Duty, Supply Ships). */
  readonly civilianCost?: number;
}

/** Finds a printed trait by name ("Aircraft" matches "Aircraft 2"); returns its value or true. */
export function traitValue(roster: Pick<ShipRoster, 'traits'>, name: string): number | true | undefined {
  for (const t of roster.traits) {
    if (t === name) return true;
    if (t.startsWith(name + ' ')) {
      const n = Number(t.slice(name.length + 1));
      return Number.isFinite(n) ? n : true;
    }
  }
  return undefined;
}

export const AIRCRAFT_TYPES = ['Fighter', 'Fighter-Bomber', 'Dive Bomber', 'Torpedo Bomber', 'Bomber', 'Observation'] as const;
export type AircraftType = (typeof AIRCRAFT_TYPES)[number];

/** The profile of an aircraft type; one counter is one flight. `dodge` and `target` are die numbers. */
export interface AircraftRoster {
  readonly name: string;
  readonly nation: Nation;
  readonly type: AircraftType;
  readonly priority: PriorityLevel;
  /** Flights per squadron, as the fleet list gives them. */
  readonly flights: number;
  readonly speed: number;
  readonly target: number;
  readonly dodge: number;
  /** Added to the die in a dogfight; null: destroyed automatically in a dogfight. */
  readonly dogfight: number | null;
  readonly damage: number;
  readonly weapons: readonly WeaponRoster[];
  readonly inService: number;
  /** May fly from a carrier of its nation (carrier flights). */
  readonly carrierCapable: boolean;
  readonly origin?: string;
}
