/**
 * Counter footprints (VAS-MOVE-NO-STACK, docs/rules-decisions.md): every ship occupies a circle
 * around its position whose radius depends on its hull type. Two ships overlap when their circles
 * overlap by more than a hair (touching is allowed).
 */
import { distance, type Vec } from '@salvo/kernel';
import type { ShipType } from '@salvo/data';
import type { ShipState, VasState } from '../types';
import { onTable } from '../turn/ships';

const RADIUS: Record<ShipType, number> = {
  battleship: 1,
  battlecruiser: 1,
  'aircraft carrier': 1,
  'heavy cruiser': 0.75,
  cruiser: 0.75,
  'light cruiser': 0.75,
  civilian: 0.75,
  destroyer: 0.5,
  escort: 0.5,
  'torpedo boat': 0.5,
  submersible: 0.5,
};

const TOLERANCE = 1e-6;

export function footprintRadius(type: ShipType): number {
  return RADIUS[type] ?? 0.75;
}

export function footprintsOverlap(a: Vec, ra: number, b: Vec, rb: number): boolean {
  return distance(a, b) < ra + rb - TOLERANCE;
}

/** The first ship on the table (other than `ship`) whose footprint overlaps `ship` standing at `at`. */
export function shipUnder(state: VasState, ship: ShipState, at: Vec): ShipState | null {
  const r = footprintRadius(ship.roster.type);
  for (const id of state.shipOrder) {
    const other = state.ships[id];
    if (!other || other.id === ship.id || !onTable(other)) continue;
    if (footprintsOverlap(at, r, other.position, footprintRadius(other.roster.type))) return other;
  }
  return null;
}

export function onTheTable(state: VasState, p: Vec): boolean {
  const { width, height } = state.options.table;
  return p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height;
}
