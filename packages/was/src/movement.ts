/** Movement phase (5.2, 5.3, 6.x, 13.x, 14.1-14.3): validation and application of a side's orders. */
import type { RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { isArea, isPort, port } from './board';
import { moveRefusalReason } from './move-reason';
import { fallbackPorts, legalMoveTargets, speedRollSucceeds } from './routes';
import { shipById, mustShip } from './ships';
import type { AreaId, MoveOrder, PortId, Side, WasAction, WasEvent, WasState } from './types';
import { placeIn, placeName, shipName } from './names';

export { legalMoveTargets } from './routes';

type MoveAction = Extract<WasAction, { type: 'move' }>;

function orderError(s: WasState, side: Side, o: MoveOrder, i: number): RuleError | null {
  const path = `orders[${i}]`;
  const ship = shipById(s, o.ship);
  if (!ship || ship.side !== side || ship.status !== 'active') {
    return ruleError('ERR_NOT_YOUR_SHIP', `${shipName(s, o.ship)} is not one of your ships in play.`, { path });
  }
  if (!isArea(o.to) || (o.via !== undefined && !isArea(o.via))) {
    return ruleError('ERR_UNKNOWN_AREA', `${ship.name}: unknown sea area.`, { path });
  }
  const routes = legalMoveTargets(s, ship);
  if (!routes.some((r) => r.to === o.to && r.via === o.via)) {
    const how = o.via ? `through ${placeIn(o.via)} to ${placeIn(o.to)}` : `to ${placeIn(o.to)}`;
    return ruleError('ERR_ILLEGAL_MOVE', `${ship.name} may not move ${how} this turn: ${moveRefusalReason(s, ship, o)}.`, { path, details: { routes } });
  }
  if (o.fallback !== undefined) {
    if (!o.via || ship.location.kind !== 'port') {
      return ruleError('ERR_BAD_FALLBACK', `${ship.name}: a fallback port is only for a two-area move from port.`, { path });
    }
    const options = fallbackPorts(s, ship, ship.location.port, o.to);
    if (!isPort(o.fallback) || !options.includes(o.fallback)) {
      return ruleError(
        'ERR_BAD_FALLBACK',
        `${ship.name} may fall back only to ${options.map(placeName).join(' or ')}: its port of departure or a port bordering ${placeIn(o.to)}, if open to it (6.4, 6.7).`,
        { path, details: { options } },
      );
    }
  }
  return null;
}

export function validateMove(s: WasState, side: Side, a: MoveAction): RuleError | null {
  if (!Array.isArray(a.orders)) return ruleError('ERR_BAD_ACTION', 'A move needs a list of orders.');
  const seen = new Set<string>();
  for (let i = 0; i < a.orders.length; i++) {
    const o = a.orders[i];
    if (!o || typeof o !== 'object') return ruleError('ERR_BAD_ACTION', 'Each order names a ship and an area.', { path: `orders[${i}]` });
    if (seen.has(o.ship)) return ruleError('ERR_DUPLICATE_ORDER', `${shipName(s, o.ship)} has two orders.`, { path: `orders[${i}]` });
    seen.add(o.ship);
    const e = orderError(s, side, o, i);
    if (e) return e;
  }
  const convoyAreas = new Map<AreaId, number>();
  for (const x of s.ships) {
    if (x.type !== 'convoy' || x.status !== 'active') continue;
    const o = a.orders.find((q) => q.ship === x.id);
    const at = o ? o.to : x.location.kind === 'sea' ? x.location.area : null;
    if (at) convoyAreas.set(at, (convoyAreas.get(at) ?? 0) + 1);
  }
  for (const [ar, n] of convoyAreas) {
    if (n > 1) return ruleError('ERR_CONVOY_LIMIT', `Only one convoy may be in ${placeIn(ar)} at a time (14.1).`);
  }
  const re = validateRepairs(s, side, a, seen);
  if (re) return re;
  if (a.uboats !== undefined) {
    return ruleError('ERR_UBOATS_AFTER_SPEED', 'U-boats are placed after the Axis speed rolls, at the next step (5.3, WBC 2000 clarification).', { path: 'uboats' });
  }
  return null;
}

/** 13.1, 13.2: ships that do not move are repaired in friendly active ports up to each port's capacity. */
function validateRepairs(s: WasState, side: Side, a: MoveAction, moving: Set<string>): RuleError | null {
  const used = new Map<PortId, number>();
  for (const [id, pts] of Object.entries(a.repairs ?? {})) {
    const ship = shipById(s, id);
    const path = `repairs.${id}`;
    if (!ship || ship.side !== side || ship.status !== 'active' || ship.location.kind !== 'port') {
      return ruleError('ERR_REPAIR_NOT_IN_PORT', `${shipName(s, id)} is not one of your ships in port.`, { path });
    }
    if (moving.has(id)) return ruleError('ERR_REPAIR_MOVED', `${ship.name} sails this turn and cannot be repaired (13.1).`, { path });
    const p = port(ship.location.port);
    if (p.side !== side || s.turn < p.activeFrom || s.turn > p.activeUntil) {
      return ruleError('ERR_REPAIR_PORT', `${ship.name} is not in an active friendly port.`, { path });
    }
    if (!Number.isInteger(pts) || pts < 1 || pts > ship.damage) {
      return ruleError('ERR_REPAIR_POINTS', `${ship.name} can be repaired 1 to ${ship.damage} points.`, { path });
    }
    const total = (used.get(p.id) ?? 0) + pts;
    if (total > p.repair) return ruleError('ERR_REPAIR_CAPACITY', `${p.name} repairs at most ${p.repair} points a turn (13.2).`, { path });
    used.set(p.id, total);
  }
  return null;
}

/** Applies orders and repairs; returns the two-area movers that must roll for speed. */
export function applyMove(s: WasState, side: Side, a: MoveAction, events: WasEvent[]): { ships: string[]; fallbacks: PortId[] } {
  const rollers: string[] = [];
  const fallbacks: PortId[] = [];
  for (const [id, pts] of Object.entries(a.repairs ?? {})) {
    const ship = mustShip(s, id);
    ship.damage -= pts;
    if (ship.location.kind === 'port') events.push({ type: 'repaired', ship: id, points: pts, port: ship.location.port });
  }
  for (const o of a.orders) {
    const ship = mustShip(s, o.ship);
    const from = ship.location;
    ship.moved = true;
    ship.oiler = false;
    ship.neutralSince = null;
    ship.location = { kind: 'sea', area: o.to };
    events.push({ type: 'moved', side, ship: o.ship, to: o.to, ...(o.via ? { via: o.via } : {}) });
    if (o.via && from.kind === 'port') {
      rollers.push(o.ship);
      fallbacks.push(o.fallback ?? fallbackPorts(s, ship, from.port, o.to)[0] ?? from.port);
    }
  }
  for (const ship of s.ships) if (ship.side === side) ship.oiler = false;
  return { ships: rollers, fallbacks };
}

/** 6.4: roll below speed succeeds; otherwise the ship is back in port (and there for airstrikes, 9.4). */
export function applySpeedRoll(s: WasState, ships: readonly string[], fallbacks: readonly PortId[], values: readonly number[], events: WasEvent[]): void {
  ships.forEach((id, i) => {
    const ship = mustShip(s, id);
    const roll = values[i] ?? 6;
    const success = speedRollSucceeds(ship, roll);
    const back = fallbacks[i];
    if (!success && back) {
      ship.location = { kind: 'port', port: back };
      if (back === 'neutral') ship.neutralSince = s.turn;
    }
    events.push({ type: 'speed-roll', ship: id, roll, speed: ship.speed - ship.damage > 1 ? ship.speed - ship.damage : 1, success, ...(success || !back ? {} : { port: back }) });
  });
}

/** 5.3, 6.5, WBC 2000 (a): U-boats by sea area, whole numbers, no more than are in play. */
export function validateUboats(s: WasState, uboats: unknown): RuleError | null {
  if (typeof uboats !== 'object' || uboats === null || Array.isArray(uboats)) return ruleError('ERR_BAD_ACTION', 'U-boats are given by sea area.');
  let total = 0;
  for (const [k, v] of Object.entries(uboats as Record<string, unknown>)) {
    if (!isArea(k)) return ruleError('ERR_UNKNOWN_AREA', `U-boats: ${placeName(k)} is not a sea area.`, { path: `areas.${k}` });
    if (!Number.isInteger(v) || (v as number) < 0) return ruleError('ERR_BAD_COUNT', 'U-boat counts are whole numbers.', { path: `areas.${k}` });
    total += v as number;
  }
  if (total > s.uboats.inPlay) return ruleError('ERR_TOO_MANY_UBOATS', `Only ${s.uboats.inPlay} U-boats are available.`, { path: 'areas' });
  return null;
}

export function applyUboats(s: WasState, uboats: Readonly<Partial<Record<AreaId, number>>>, events: WasEvent[]): void {
  const areas: Partial<Record<AreaId, number>> = {};
  for (const [k, v] of Object.entries(uboats)) if (isArea(k) && v) areas[k] = v;
  s.uboats.areas = areas;
  events.push({ type: 'uboats-placed', areas });
}
