/** Ship lookups and the effects of damage on a ship's factors (7.4-7.6, 19.1). */
import type { AreaId, PortId, ShipState, Side, WasState } from './types';

export function shipById(s: WasState, id: string): ShipState | undefined {
  return s.ships.find((x) => x.id === id);
}

export function mustShip(s: WasState, id: string): ShipState {
  const ship = shipById(s, id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

/** 19.1: Bismarck and Tirpitz defend with 7 when the option is on. */
export function defenseOf(s: WasState, ship: ShipState): number {
  if (s.options.weakBismarcks && (ship.id === 'de-bismarck' || ship.id === 'de-tirpitz')) return 7;
  return ship.defense;
}

/** 7.6: a ship whose damage equals its Defense attacks with 1 (0 stays 0). */
export function attackOf(s: WasState, ship: ShipState): number {
  if (ship.damage >= defenseOf(s, ship)) return ship.attack > 0 ? 1 : 0;
  return ship.attack;
}

/** 7.6: carriers lose their airstrike when damage equals Defense. */
export function airstrikeOf(s: WasState, ship: ShipState): number {
  return ship.damage >= defenseOf(s, ship) ? 0 : ship.airstrike;
}

/** 7.5: one less per damage point, never below 1. */
export function speedOf(ship: ShipState): number {
  return Math.max(1, ship.speed - ship.damage);
}

export const isCarrier = (ship: ShipState): boolean => ship.type === 'CV';
export const isConvoy = (ship: ShipState): boolean => ship.type === 'convoy';

/** Active, undisabled ships of a side at sea in an area (the ones that fight). */
export function shipsInArea(s: WasState, a: AreaId, side?: Side): ShipState[] {
  return s.ships.filter(
    (x) => x.status === 'active' && x.location.kind === 'sea' && x.location.area === a && (side === undefined || x.side === side),
  );
}

export function shipsInPort(s: WasState, p: PortId, side?: Side): ShipState[] {
  return s.ships.filter(
    (x) => x.status === 'active' && x.location.kind === 'port' && x.location.port === p && (side === undefined || x.side === side),
  );
}

