/** Where a ship may go this turn (6.1-6.7, 14.3, 15.1-15.6, 16.1). */
import { AREAS, area, friendlyPort, portBorders } from './board';
import { speedOf } from './ships';
import type { AreaId, PortId, ShipState, Side, WasState } from './types';
import { otherSide } from './types';

/** Control of an area at the end of the previous turn (6.2, 15.5). */
export function previousControl(s: WasState, a: AreaId): Side | undefined {
  return s.control[s.turn - 2]?.[a];
}

/** 6.6, 14.3, 15.1, 15.4, 15.5, 15.6: areas a ship's nation or kind may ever be in. */
export function areaAllowed(ship: ShipState, a: AreaId): boolean {
  if (ship.type === 'convoy') return a === 'north-atlantic' || a === 'barents-sea';
  if (ship.nation === 'USSR') return a === 'baltic-sea';
  if (ship.nation === 'US') return a === 'north-atlantic';
  if (a === 'baltic-sea') return ship.nation === 'Germany';
  if (ship.nation === 'Italy') {
    if (ship.type === 'CA') return a === 'mediterranean' || a === 'south-atlantic' || a === 'north-atlantic';
    return a === 'mediterranean';
  }
  return true;
}

export interface Route {
  readonly to: AreaId;
  readonly via?: AreaId;
}

/** 15.5: Italian cruisers leave the Mediterranean only if the Allies did not control it last turn. */
function italianExitOk(s: WasState, ship: ShipState, fromMed: boolean, to: AreaId): boolean {
  if (ship.nation !== 'Italy' || !fromMed || to === 'mediterranean') return true;
  return previousControl(s, 'mediterranean') !== 'allies';
}

/** Every route a ship may order this turn; empty when it may not move. */
export function legalMoveTargets(s: WasState, ship: ShipState): Route[] {
  if (ship.status !== 'active' || ship.disabled) return [];
  const loc = ship.location;
  if (loc.kind === 'sea') {
    if (ship.type === 'convoy') return loc.area === 'north-atlantic' ? [{ to: 'barents-sea' }] : [];
    if (ship.oiler) return AREAS.filter((a) => areaAllowed(ship, a)).map((to) => ({ to }));
    return [];
  }
  if (loc.kind !== 'port') return [];
  if (ship.nation === 'USSR' && !ship.maySail) return [];
  const p = loc.port;
  const fromMed = p === 'italy' || p === 'malta';
  const out: Route[] = [];
  const first = AREAS.filter((a) => portBorders(p, a) && areaAllowed(ship, a));
  for (const to of first) if (italianExitOk(s, ship, fromMed, to)) out.push({ to });
  if (ship.type === 'convoy' || ship.nation === 'USSR' || ship.nation === 'US') return out;
  for (const via of first) {
    if (previousControl(s, via) === otherSide(ship.side)) continue;
    for (const to of area(via).adjacentAreas) {
      if (to === via || first.includes(to) || !areaAllowed(ship, to)) continue;
      if (!italianExitOk(s, ship, fromMed || via === 'mediterranean', to)) continue;
      if (!fallbackPorts(s, ship, p, to).length) continue;
      out.push({ via, to });
    }
  }
  return out;
}

/**
 * 6.4, 6.7: after a failed speed roll, the port of departure or a port bordering the target area,
 * each only if the ship may enter it now (friendly or neutral, active: France is left on Turn 7
 * but not re-entered). The first is the default; empty means the two-area move is not offered.
 */
export function fallbackPorts(s: WasState, ship: ShipState, from: PortId, to: AreaId): PortId[] {
  const out: PortId[] = [];
  for (const p of [from, ...area(to).adjacentPorts]) {
    if (!out.includes(p) && friendlyPort(p, ship.side, s.turn) && portAllowed(ship, p)) out.push(p);
  }
  return out;
}

/** Ports a ship's nation may use (15.1, 15.4, 15.5). */
export function portAllowed(ship: ShipState, p: PortId): boolean {
  if (ship.nation === 'USSR') return p === 'leningrad';
  if (ship.nation === 'US') return p === 'usa';
  if (ship.nation === 'Italy' && ship.type !== 'CA') return p === 'italy' || p === 'malta';
  if (ship.nation === 'Italy') return p !== 'germany';
  return true;
}

/** 6.4: a two-area move succeeds when the die is below the ship's (damage-reduced) speed. */
export function speedRollSucceeds(ship: ShipState, roll: number): boolean {
  return roll < speedOf(ship);
}
