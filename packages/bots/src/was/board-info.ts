/**
 * The printed War at Sea board as the bots read it (public data from @salvo/data):
 * POC values, port adjacency, repair capacity and land-based air reach. Loaded once, read-only.
 */
import { loadWasData, type WasBoard, type WasPort, type WasSeaArea } from '@salvo/data';
import type { AreaId, PortId, Side } from '@salvo/was';

function load(): WasBoard {
  const r = loadWasData();
  if (!r.ok) throw new Error(`War at Sea data invalid: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value.board;
}

export const BOARD: WasBoard = load();
export const AREA_IDS: readonly AreaId[] = BOARD.seaAreas.map((a) => a.id);

export function seaArea(id: AreaId): WasSeaArea | undefined {
  return BOARD.seaAreas.find((a) => a.id === id);
}

export function portInfo(id: PortId): WasPort | undefined {
  return BOARD.ports.find((p) => p.id === id);
}

/** POC a side earns for controlling an area for one turn. */
export function pocOf(a: AreaId, side: Side): number {
  return seaArea(a)?.poc[side] ?? 0;
}

/** A port is usable by `side` on `turn` (own or neutral, and active). */
export function portOpen(id: PortId, side: Side, turn: number): boolean {
  const p = portInfo(id);
  return !!p && (p.side === side || p.side === 'neutral') && turn >= p.activeFrom && turn <= p.activeUntil;
}

export function isAreaId(x: string): x is AreaId {
  return (AREA_IDS as readonly string[]).includes(x);
}
