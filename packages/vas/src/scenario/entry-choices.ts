/**
 * VAS-SCN-CONVOY-ENTRY for bots and playouts: a finite representative set of `enter` answers, the
 * sensible one first. The target is the enemy's civilian ships on the table (else all its ships on the
 * table, else the table's centre); the ships come on in a line along the entry edge nearest the target,
 * centred a lead ahead of it along that edge (the way it is heading, LEAD inches), each heading towards
 * it (turned at most 60 degrees from straight in). Then: the same at every other entry edge, the ships
 * shared out between two edges (a pincer), and none (keep waiting). Only answers `validateEntry` accepts
 * are listed; [] always is.
 */
import type { EntryPlacement, FleetId, ShipState, TableEdge, VasAction, VasState } from '../types';
import { footprintRadius } from '../movement/footprint';
import { onTable } from '../turn/ships';
import { entryEdges, validateEntry, waitingShips } from './edge-entry';

/** Inches ahead of the target (along the edge, the way it heads) the line is centred. */
const LEAD = 12;
const INWARD: Readonly<Record<TableEdge, number>> = { north: 180, south: 0, west: 90, east: 270 };

const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (r: number): number => ((r * 180) / Math.PI + 360) % 360;

interface Target { readonly x: number; readonly y: number; readonly dx: number; readonly dy: number }

function targetOf(state: VasState, fleet: FleetId): Target {
  const side = state.fleets[fleet]?.side ?? fleet;
  const enemies = state.shipOrder.flatMap((id) => state.ships[id] ?? []).filter((s) => (state.fleets[s.fleet]?.side ?? s.fleet) !== side && onTable(s));
  const civilians = enemies.filter((s) => s.civilian);
  const aim = civilians.length > 0 ? civilians : enemies;
  const { width, height } = state.options.table;
  if (aim.length === 0) return { x: width / 2, y: height / 2, dx: 0, dy: 0 };
  const mean = (f: (s: ShipState) => number): number => aim.reduce((n, s) => n + f(s), 0) / aim.length;
  return { x: mean((s) => s.position.x), y: mean((s) => s.position.y), dx: mean((s) => Math.sin(rad(s.heading))), dy: mean((s) => Math.cos(rad(s.heading))) };
}

function distanceToEdge(state: VasState, t: Target, edge: TableEdge): number {
  const { width, height } = state.options.table;
  return { north: height - t.y, south: t.y, west: t.x, east: width - t.x }[edge];
}

/** A line of `ships` along `edge`, centred ahead of the target, each heading towards it. */
function lineAt(state: VasState, ships: readonly ShipState[], edge: TableEdge, t: Target): EntryPlacement[] {
  const { width, height } = state.options.table;
  const alongX = edge === 'north' || edge === 'south';
  const length = alongX ? width : height;
  const gap = 2 * Math.max(...ships.map((s) => footprintRadius(s.roster.type))) + 0.5;
  const span = gap * (ships.length - 1);
  const centre = (alongX ? t.x + LEAD * Math.sign(t.dx) : t.y + LEAD * Math.sign(t.dy));
  const start = Math.min(Math.max(1, centre - span / 2), Math.max(1, length - 1 - span));
  const depth = 1;
  const inward = INWARD[edge];
  return ships.map((s, i) => {
    const along = Math.round((start + i * gap) * 10) / 10;
    const position = alongX ? { x: along, y: edge === 'south' ? depth : height - depth } : { x: edge === 'west' ? depth : width - depth, y: along };
    const towards = deg(Math.atan2(t.x - position.x, t.y - position.y));
    const off = ((((towards - inward) % 360) + 540) % 360) - 180;
    const heading = Math.round((inward + Math.max(-60, Math.min(60, off)) + 360) % 360);
    return { ship: s.id, position, heading };
  });
}

export function entryChoices(state: VasState, fleet: FleetId): VasAction[] {
  const waiting = waitingShips(state, fleet);
  const none: VasAction = { type: 'enter', fleet, ships: [] };
  if (waiting.length === 0) return [none];
  const t = targetOf(state, fleet);
  const edges = [...new Set(waiting.flatMap((s) => entryEdges(state, s) ?? []))]
    .sort((a, b) => distanceToEdge(state, t, a) - distanceToEdge(state, t, b));
  const options: EntryPlacement[][] = [];
  for (const edge of edges) {
    const able = waiting.filter((s) => entryEdges(state, s)?.includes(edge));
    if (able.length > 0) options.push(lineAt(state, able, edge, t));
  }
  const [near, far] = edges;
  if (near && far && waiting.length >= 2) {
    const a = waiting.filter((_, i) => i % 2 === 0);
    const b = waiting.filter((_, i) => i % 2 === 1);
    options.push([...lineAt(state, a, near, t), ...lineAt(state, b, far, t)]);
  }
  const valid = options.filter((ships) => validateEntry(state, fleet, ships) === null).map((ships): VasAction => ({ type: 'enter', fleet, ships }));
  return [...valid, none];
}
