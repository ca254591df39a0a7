/** A fleet as bought: every ship with its roster and Command, carrier flights, land-based squadrons. */
import type { AircraftRoster, PriorityLevel, ShipRoster } from '../roster-types';
import type { FleetNation } from './fleet-lists';
import type { CostLine } from './allocation';

export interface CarrierFlight {
  readonly aircraft: string;
  readonly count: number;
}

export interface FleetShip {
  readonly name: string;
  readonly class: string;
  readonly roster: ShipRoster;
  readonly command: number;
  /** Carriers only: the flights that come free with the carrier (they share its Command). */
  readonly flights: readonly CarrierFlight[];
}

export interface FleetSquadron {
  readonly aircraft: string;
  readonly flights: number;
  readonly priority: PriorityLevel;
  readonly command: number;
  /** The profile, when the catalog has one. */
  readonly roster?: AircraftRoster;
}

export interface Fleet {
  readonly nation: FleetNation;
  readonly name?: string;
  readonly level: PriorityLevel;
  readonly points: number;
  readonly year?: number;
  readonly ships: readonly FleetShip[];
  readonly squadrons: readonly FleetSquadron[];
  /** Civilian ships (convoy scenarios), bought with civilian ship points. */
  readonly civilians: readonly FleetShip[];
  readonly civilianCost: number;
  readonly cost: number;
  readonly costLines: readonly CostLine[];
}

/** Options of a fleet check: the scenario's Priority Level and Fleet Allocation Points, and optionally a year. */
export interface FleetOptions {
  readonly level: PriorityLevel;
  /** Default five. */
  readonly points?: number;
  /** In Service Dates (optional rule): only ships and aircraft in service by this year. */
  readonly year?: number;
  /** Civilian ship points (Convoy Duty, Supply Ships); default 0. */
  readonly civilianPoints?: number;
}
