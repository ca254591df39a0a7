/**
 * Who fires a shot: a ship, or a flight dropping bombs (VAS-AIR-BOMB) or whose air-launched torpedo
 * strikes (VAS-AIR-TORPEDO). The shot's dice, damage and criticals are the attack module's for both;
 * only the names in labels and events come from here. A ship is returned as it is (no copy).
 */
import type { WeaponRoster } from '@salvo/data';
import type { VasState } from '../types';

export interface Shooter {
  readonly id: string;
  readonly name: string;
  readonly roster: { readonly weapons: readonly WeaponRoster[] };
}

export function shooterOf(state: VasState, id: string): Shooter | undefined {
  const ship = state.ships[id];
  if (ship) return ship;
  if (state.air.flights.length === 0) return undefined;
  const f = state.air.flights.find((x) => x.id === id);
  return f ? { id: f.id, name: `Flight ${f.id} (${f.profile.name})`, roster: { weapons: f.profile.weapons } } : undefined;
}

/** The `ship` field of an event about this shooter: ships only. */
export const shipOf = (state: VasState, id: string): { ship?: string } => (state.ships[id] ? { ship: id } : {});
