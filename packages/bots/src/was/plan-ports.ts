/**
 * The heuristic bot's port business: the British start (4.3), where ships go at the end of a turn
 * (5.7, 14.3-14.5, 16.1) and where the land-based Airstrike marker goes (5.5, 9.2).
 */
import { returnOptions, type AreaId, type PortId, type ShipState, type Side, type WasState, type WasView } from '@salvo/was';
import { otherSide } from '@salvo/was';
import { BOARD, isAreaId, pocOf, portInfo, portOpen } from './board-info';
import { targetValue } from './plan-fire';

const isShip = (x: WasView['ships'][number]): x is ShipState => !('faceDown' in x);

/** 4.3: the slow battleships and the slow carrier hold the Mediterranean from Malta; the rest start in England. */
export function planDeploy(view: WasView): string[] {
  return view.ships
    .filter(isShip)
    .filter((x) => x.nation === 'UK' && x.status === 'active' && x.entryTurn === null && (x.speed <= 3 || (x.type === 'CV' && x.speed <= 4)))
    .map((x) => x.id);
}

/** How useful a port is as next turn's base: POC swing of the areas it borders, repairs when damaged. */
function portScore(p: PortId, ship: ShipState, turn: number): number {
  const info = portInfo(p);
  if (!info) return -10;
  if (p === 'neutral') return -2;
  if (!portOpen(p, ship.side, turn + 1)) return -3;
  const swing = info.adjacentAreas.reduce((n, a) => n + pocOf(a, ship.side) + pocOf(a, otherSide(ship.side)), 0);
  const repair = ship.damage > 0 ? Math.min(ship.damage, info.repair) * 0.6 : 0;
  return swing * 0.5 + repair;
}

export function planReturns(state: WasState, view: WasView, side: Side): Record<string, PortId | 'stay' | 'oiler'> {
  const out: Record<string, PortId | 'stay' | 'oiler'> = {};
  const oilerOdds = (BOARD.oilerSuccessMax[String(view.turn)] ?? 0) / 6;
  for (const x of view.ships) {
    if (!isShip(x) || x.side !== side || x.status !== 'active') continue;
    if (x.location.kind !== 'sea' && x.location.kind !== 'returning') continue;
    const opts = returnOptions(state, x);
    if (opts.length < 2) continue;
    let best: { o: PortId | 'stay' | 'oiler'; v: number } | null = null;
    for (const o of opts) {
      let v: number;
      if (o === 'stay') v = x.type === 'convoy' && view.turn <= 7 ? 10 : -5;
      else if (o === 'oiler') v = x.damage > 0 ? -1 : oilerOdds * 5 - (1 - oilerOdds) * 2;
      else if (x.type === 'convoy') v = o === 'russia' ? 9 : o === 'england' ? 5 : 0;
      else v = portScore(o, x, view.turn);
      if (!best || v > best.v) best = { o, v };
    }
    if (best) out[x.id] = best.o;
  }
  return out;
}

/** 9.2, 9.3: the area or port where the marker's three strikes meet the most valuable enemy ships. */
export function planPlaceAir(view: WasView, side: Side): AreaId | PortId | null {
  const enemy = otherSide(side);
  const spots: (AreaId | PortId)[] = [
    ...BOARD.seaAreas.filter((a) => a.landAir[side]).map((a) => a.id),
    ...BOARD.ports.filter((p) => p.landAir[side]).map((p) => p.id),
  ];
  let best: { t: AreaId | PortId; v: number } | null = null;
  for (const t of spots) {
    const atSea = isAreaId(t);
    const there = view.ships.filter((x) => {
      if (x.side !== enemy || (isShip(x) && x.status !== 'active')) return false;
      return atSea ? x.location.kind === 'sea' && x.location.area === t : x.location.kind === 'port' && x.location.port === t;
    });
    const top = there.map((x) => targetValue(x, side)).sort((p, q) => q - p).slice(0, BOARD.landAirFactor);
    let v = top.reduce((n, y) => n + y, 0);
    if (atSea && view.ships.some((x) => x.side === side && x.location.kind === 'sea' && x.location.area === t)) v *= 1.4;
    if (!best || v > best.v) best = { t, v };
  }
  return best && best.v > 0 ? best.t : null;
}

