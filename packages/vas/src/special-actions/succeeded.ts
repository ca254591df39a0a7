/**
 * Whether the ship's Special Action of this kind succeeded this turn: its first (`special`) or, with a
 * New Captain (VAS-NEW-CAPTAIN), its second (`special2`). The one test every rule module asks.
 */
import type { ShipState } from '../types';

export const succeeded = (ship: ShipState, kind: string): boolean =>
  (ship.special !== null && ship.special.kind === kind && ship.special.success)
  || (ship.special2 !== undefined && ship.special2.kind === kind && ship.special2.success);
