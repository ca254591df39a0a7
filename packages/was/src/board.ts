/** Read-only access to the War at Sea board (packages/data/src/was). */
import type { WasBoard, WasCounter, WasPort, WasSeaArea } from '@salvo/data';
import { loadWasData, WAS_AREA_IDS, WAS_PORT_IDS } from '@salvo/data';
import type { AreaId, PortId, Side } from './types';

function load(): { board: WasBoard; counters: readonly WasCounter[] } {
  const r = loadWasData();
  if (!r.ok) throw new Error(`War at Sea data invalid: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value;
}

const DATA = load();
export const BOARD: WasBoard = DATA.board;
export const COUNTERS: readonly WasCounter[] = DATA.counters;
export const AREAS: readonly AreaId[] = WAS_AREA_IDS;
export const PORTS: readonly PortId[] = WAS_PORT_IDS;
export const LAST_TURN = BOARD.turns;

export function area(id: AreaId): WasSeaArea {
  const a = BOARD.seaAreas.find((x) => x.id === id);
  if (!a) throw new Error(`no area ${id}`);
  return a;
}

export function port(id: PortId): WasPort {
  const p = BOARD.ports.find((x) => x.id === id);
  if (!p) throw new Error(`no port ${id}`);
  return p;
}

export const isArea = (s: string): s is AreaId => (AREAS as readonly string[]).includes(s);
export const isPort = (s: string): s is PortId => BOARD.ports.some((p) => p.id === s);

/** 2.4, 2.5, 2.7: ports are active only in their printed turns. */
export function portActive(id: PortId, turn: number): boolean {
  const p = port(id);
  return turn >= p.activeFrom && turn <= p.activeUntil;
}

/** A port a side may enter this turn (6.7): its own and active, or the Neutral port. */
export function friendlyPort(id: PortId, side: Side, turn: number): boolean {
  const p = port(id);
  return (p.side === side || p.side === 'neutral') && portActive(id, turn);
}

export function areasAdjacent(a: AreaId, b: AreaId): boolean {
  return area(a).adjacentAreas.includes(b);
}

export function portBorders(p: PortId, a: AreaId): boolean {
  return port(p).adjacentAreas.includes(a);
}

/** 9.2: where a side's land-based Airstrike marker may attack. */
export function landAirAllowed(side: Side, target: string): boolean {
  if (isArea(target)) return area(target).landAir[side];
  if (isPort(target)) return port(target).landAir[side];
  return false;
}

export function uboatsReceived(turn: number): number {
  return BOARD.turnChart.find((e) => e.turn === turn)?.uboats ?? 0;
}
