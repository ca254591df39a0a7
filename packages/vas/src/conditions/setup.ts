/**
 * The visibility state a battle starts with (VAS-RADAR-FITTED): the ships whose radar is fitted,
 * from the roster's Radar trait unless the setup says `radar: true` or `radar: false`.
 */
import type { ShipId, ShipState, VisibilityState } from '../types';
import { hasShipTrait } from '../traits/ship-traits';

export function initialVisibility(ships: readonly ShipState[], radar: Readonly<Record<ShipId, boolean>>): VisibilityState {
  const fitted = ships.filter((s) => (Object.hasOwn(radar, s.id) ? radar[s.id] === true : hasShipTrait(s, 'Radar'))).map((s) => s.id);
  return { radar: fitted, spotted: {}, detected: {}, night: null };
}
