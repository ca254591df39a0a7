/**
 * VAS-SCN-CONVOY-ENTRY: Convoy Duty's attacker "does not start on the table. Instead, he may move his ships
 * on from either long table edge during any turn he chooses ... not required to move all his ships on from
 * the same table edge, nor ... in the same turn". The ships of an `edge-entry` scenario rule wait off the
 * table, unseen. At the start of every Movement Phase (after the initiative, before anyone moves) a fleet
 * with ships waiting decides (`enter`): which of them come on this turn, each placed touching one of the
 * rule's edges (its centre within ENTRY_DEPTH of it) and heading onto the table (less than 90 degrees from
 * straight in), clear of every other ship; the others keep waiting ([] brings none). Ships brought on then
 * move in that Movement Phase like any other. Asked once per fleet and turn, in initiative order.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { EntryPlacement, FleetId, ShipState, TableEdge, VasAction, VasEvent, VasState } from '../types';
import { footprintRadius, footprintsOverlap } from '../movement/footprint';
import { onTable } from '../turn/ships';

/** How far in from its edge (inches) an entering ship's centre may be: touching the edge, on the table. */
export const ENTRY_DEPTH = 2;

const INWARD: Readonly<Record<TableEdge, number>> = { north: 180, south: 0, west: 90, east: 270 };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The entry edges of a ship waiting off the table, or null when she is not waiting. */
export function entryEdges(state: VasState, ship: ShipState): readonly TableEdge[] | null {
  if (!ship.hidden || ship.destroyed || Object.hasOwn(state.naval.hidden, ship.id)) return null;
  for (const r of state.scenarioRules.rules) if (r.rule === 'edge-entry' && r.ships.includes(ship.id)) return r.edges;
  return null;
}

/** The fleet's ships waiting off the table to enter, in setup order. */
export function waitingShips(state: VasState, fleet: FleetId): ShipState[] {
  if (!state.scenarioRules.rules.some((r) => r.rule === 'edge-entry')) return [];
  return state.shipOrder.flatMap((id) => {
    const s = state.ships[id];
    return s && s.fleet === fleet && entryEdges(state, s) !== null ? [s] : [];
  });
}

/** The fleet whose entry decision is awaited now, if any (start of the Movement Phase, initiative order). */
export function entryFleet(state: VasState): FleetId | undefined {
  if (state.phase !== 'movement' || state.activation !== null || state.scenarioRules.rules.length === 0) return undefined;
  const decided = state.scenarioRules.entryDecided ?? [];
  const order = [...state.initiativeOrder, ...state.fleetOrder.filter((f) => !state.initiativeOrder.includes(f))];
  return order.find((f) => !state.conceded.includes(f) && !decided.some((d) => d.fleet === f && d.turn === state.turn) && waitingShips(state, f).length > 0);
}

/** The edge a point touches (centre within ENTRY_DEPTH), among `edges`. */
export function touchingEdge(state: VasState, at: { x: number; y: number }, edges: readonly TableEdge[]): TableEdge | undefined {
  const { width, height } = state.options.table;
  if (!(at.x >= 0 && at.x <= width && at.y >= 0 && at.y <= height)) return undefined;
  const gap: Record<TableEdge, number> = { north: height - at.y, south: at.y, west: at.x, east: width - at.x };
  return edges.find((e) => gap[e] <= ENTRY_DEPTH);
}

/** Heading onto the table from `edge`: less than 90 degrees from straight in. */
export function headingInward(edge: TableEdge, heading: number): boolean {
  const d = Math.abs((((heading - INWARD[edge]) % 360) + 540) % 360 - 180);
  return d < 90;
}

function overlap(state: VasState, ship: ShipState, at: { x: number; y: number }, placed: readonly EntryPlacement[]): string | null {
  const r = footprintRadius(ship.roster.type);
  for (const id of state.shipOrder) {
    const o = state.ships[id];
    if (o && o.id !== ship.id && onTable(o) && footprintsOverlap(at, r, o.position, footprintRadius(o.roster.type))) return o.name;
  }
  for (const p of placed) {
    const o = state.ships[p.ship];
    if (o && footprintsOverlap(at, r, p.position, footprintRadius(o.roster.type))) return o.name;
  }
  return null;
}

export function validateEntry(state: VasState, fleet: FleetId, raw: unknown): RuleError | null {
  const form = 'a list of { "ship": id, "position": { "x", "y" }, "heading": degrees } (ships coming on now), or [] to keep them all off the table';
  if (!Array.isArray(raw)) return ruleError('ERR_BAD_ACTION', `An enter action needs the field "ships": ${form}.`, { path: 'ships' });
  const placed: EntryPlacement[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p: unknown = raw[i];
    const path = `ships[${i}]`;
    if (!isObj(p) || typeof p.ship !== 'string' || !isObj(p.position) || !num(p.position.x) || !num(p.position.y) || !num(p.heading)) {
      return ruleError('ERR_BAD_ACTION', `Each entry is { "ship": id, "position": { "x", "y" }, "heading": degrees }, not ${showValue(p)}.`, { path });
    }
    const ship = Object.hasOwn(state.ships, p.ship) ? state.ships[p.ship] : undefined;
    if (!ship || ship.fleet !== fleet) return ruleError('ERR_NOT_YOUR_SHIP', `${showValue(p.ship)} is not a ship of this fleet.`, { path: `${path}.ship` });
    const edges = entryEdges(state, ship);
    if (!edges) return ruleError('ERR_NOT_WAITING', `${ship.name} is not waiting off the table to come on.`, { path: `${path}.ship` });
    if (placed.some((x) => x.ship === ship.id)) return ruleError('ERR_BAD_ACTION', `${ship.name} is brought on twice.`, { path: `${path}.ship` });
    const at = { x: p.position.x, y: p.position.y };
    const edge = touchingEdge(state, at, edges);
    if (!edge) return ruleError('ERR_ENTRY_EDGE', `${ship.name} comes on touching the ${edges.join(' or ')} edge: her centre on the table within ${ENTRY_DEPTH}" of it.`, { path: `${path}.position` });
    if (!headingInward(edge, p.heading)) return ruleError('ERR_ENTRY_HEADING', `${ship.name} must head onto the table from the ${edge} edge (within 90 degrees of ${INWARD[edge]}).`, { path: `${path}.heading` });
    const under = overlap(state, ship, at, placed);
    if (under) return ruleError('ERR_SHIPS_OVERLAP', `${ship.name} would come on on top of ${under}.`, { path: `${path}.position` });
    placed.push({ ship: ship.id, position: at, heading: p.heading });
  }
  return null;
}

export function applyEntry(draft: VasState, fleet: FleetId, ships: readonly EntryPlacement[]): VasEvent[] {
  const rules = draft.scenarioRules;
  rules.entryDecided = [...(rules.entryDecided ?? []).filter((d) => d.fleet !== fleet), { fleet, turn: draft.turn }];
  const events: VasEvent[] = [];
  for (const p of ships) {
    const ship = draft.ships[p.ship];
    if (!ship) continue;
    const edge = touchingEdge(draft, p.position, entryEdges(draft, ship) ?? []) ?? 'north';
    ship.position = { x: p.position.x, y: p.position.y };
    ship.heading = ((p.heading % 360) + 360) % 360;
    ship.hidden = false;
    events.push({ type: 'edge-entry', rule: 'VAS-SCN-CONVOY-ENTRY', ship: ship.id, text: `${ship.name} comes on at the ${edge} edge.`, data: { position: { ...ship.position }, heading: ship.heading, edge } });
  }
  const left = waitingShips(draft, fleet).length;
  if (ships.length === 0 && left > 0) events.push({ type: 'edge-entry-held', rule: 'VAS-SCN-CONVOY-ENTRY', text: `Turn ${draft.turn}: ${draft.fleets[fleet]?.name ?? fleet} keeps ${left} ship${left === 1 ? '' : 's'} off the table.` });
  return events;
}

export type EnterAction = Extract<VasAction, { type: 'enter' }>;
