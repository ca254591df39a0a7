/**
 * The movement step's action built from the form's parts (5.2, 6.4, 13.1, 13.2): each ship's route, the port a
 * ship falls back to when a two-area move from port fails its speed roll, and the damage points repaired in port.
 * Pure: the form keeps its controls as text and this turns them into the engine's `move` action; the engine
 * judges it (forms/engine-check.ts).
 */
import { BOARD, fallbackPorts, legalMoveTargets, type AreaId, type MoveOrder, type PortId, type ShipState, type WasAction, type WasState } from '@salvo/was';

/** What the form holds: a route key per ship ("to" or "via>to"), a fallback port per ship, repair points per ship. */
export interface MoveDraft {
  readonly orders: Readonly<Record<string, string>>;
  readonly fallbacks: Readonly<Record<string, string>>;
  readonly repairs: Readonly<Record<string, string>>;
}

export const EMPTY_DRAFT: MoveDraft = { orders: {}, fallbacks: {}, repairs: {} };

export const routeKey = (r: { to: string; via?: string }): string => (r.via ? `${r.via}>${r.to}` : r.to);

/** The ports a ship on this route may fall back to (the first is the engine's default), or none when it rolls for no speed. */
export function fallbackChoices(state: WasState, ship: ShipState, key: string): PortId[] {
  const [via, to] = key.split('>');
  if (!via || !to || ship.location.kind !== 'port') return [];
  return fallbackPorts(state, ship, ship.location.port, to as AreaId);
}

/** The side's damaged ships in a port, each with the port's name and its repair capacity (13.2). */
export function repairable(state: WasState, side: 'allies' | 'axis'): { ship: ShipState; port: PortId; capacity: number }[] {
  const out: { ship: ShipState; port: PortId; capacity: number }[] = [];
  for (const ship of state.ships) {
    if (ship.side !== side || ship.status !== 'active' || ship.damage <= 0 || ship.location.kind !== 'port') continue;
    const p = BOARD.ports.find((x) => x.id === (ship.location as { port: PortId }).port);
    if (!p || p.side !== side || state.turn < p.activeFrom || state.turn > p.activeUntil || p.repair <= 0) continue;
    out.push({ ship, port: p.id, capacity: p.repair });
  }
  return out;
}

/** The ships of `side` that may be given a route now, with their routes. */
export function movers(state: WasState, side: 'allies' | 'axis'): { ship: ShipState; routes: ReturnType<typeof legalMoveTargets> }[] {
  return state.ships.filter((x) => x.side === side).map((ship) => ({ ship, routes: legalMoveTargets(state, ship) })).filter((m) => m.routes.length > 0);
}

/**
 * The `move` action the draft says. A ship given a route is not repaired (it sails: 13.1), so its repair entry
 * is left out rather than refused; a fallback is sent only for a two-area move from port, and only when it is
 * not the engine's own default (so a draft the player did not touch sends what the old form sent).
 */
export function moveAction(state: WasState, draft: MoveDraft): WasAction {
  const orders: MoveOrder[] = [];
  const sailing = new Set<string>();
  for (const [ship, key] of Object.entries(draft.orders)) {
    if (!key) continue;
    const [a, b] = key.split('>');
    const s = state.ships.find((x) => x.id === ship);
    const fallback = draft.fallbacks[ship];
    const choices = s ? fallbackChoices(state, s, key) : [];
    const withFallback = b && fallback && choices.includes(fallback as PortId) && fallback !== choices[0] ? { fallback: fallback as PortId } : {};
    orders.push(b ? { ship, via: a as AreaId, to: b as AreaId, ...withFallback } : { ship, to: a as AreaId });
    sailing.add(ship);
  }
  const repairs: Record<string, number> = {};
  for (const [ship, text] of Object.entries(draft.repairs)) {
    const n = Number(text);
    if (text.trim() !== '' && n !== 0 && !sailing.has(ship)) repairs[ship] = n;
  }
  return { type: 'move', orders, ...(Object.keys(repairs).length ? { repairs } : {}) };
}
