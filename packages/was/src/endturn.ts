/** End of the turn: control (5.7, 8.2, 12.4, 12.9), returns, oilers, POC (5.8, 14.4-14.6, 17.2, C1) and the end (1). */
import { AREAS, area, BOARD, LAST_TURN } from './board';
import { mustShip, shipsInArea } from './ships';
import { returnOptions, shipsToReturn } from './returns';
import { eliminatedOnReturn, type ReturnChoice } from './returns';
import { startTurn } from './turn';
import type { AreaId, Side, WasEvent, WasState } from './types';
import { otherSide } from './types';

/** 5.7: who controls an area once its combat is over; null when nobody does. */
export function controlOf(s: WasState, a: AreaId): Side | null {
  const c = s.combat[a];
  const al = shipsInArea(s, a, 'allies').length > 0 && !c?.disengaged.allies;
  const ax = shipsInArea(s, a, 'axis').length > 0 && !c?.disengaged.axis;
  const uboats = (s.uboats.areas[a] ?? 0) > 0;
  if (al && !ax && !uboats && shipsInArea(s, a, 'axis').length === 0) return 'allies';
  if (ax && !al && shipsInArea(s, a, 'allies').length === 0) return 'axis';
  return null;
}

export function startReturns(s: WasState, events: WasEvent[]): void {
  const map: Partial<Record<AreaId, Side>> = {};
  for (const a of AREAS) {
    const side = controlOf(s, a);
    if (side) map[a] = side;
    events.push({ type: 'control', area: a, side });
  }
  s.control[s.turn - 1] = map;
  s.pendingPoc = { allies: 0, axis: 0 };
  nextReturn(s, null, events);
}

/** WBC 2000 (d): the Axis returns its ships first, then the Allies. A side decides only when some ship has a real choice; otherwise the defaults apply at once. */
export function nextReturn(s: WasState, done: Side | null, events: WasEvent[]): void {
  const sides: Side[] = done === null ? ['axis', 'allies'] : done === 'axis' ? ['allies'] : [];
  for (const side of sides) {
    const ships = shipsToReturn(s, side);
    if (ships.some((x) => returnOptions(s, x).length > 1)) {
      s.step = { kind: 'return', side };
      return;
    }
    applyReturns(s, side, {}, events);
  }
  const oilers = s.ships.filter((x) => x.status === 'active' && x.oiler && x.location.kind === 'sea').map((x) => x.id);
  if (oilers.length) {
    s.step = { kind: 'oiler-roll', ships: oilers };
    return;
  }
  finishTurn(s, events);
}

export function applyReturns(s: WasState, side: Side, ports: Readonly<Record<string, ReturnChoice>>, events: WasEvent[]): void {
  for (const ship of shipsToReturn(s, side)) {
    const opts = returnOptions(s, ship);
    const choice = ports[ship.id] ?? opts[0] ?? 'neutral';
    const from = ship.location.kind === 'sea' || ship.location.kind === 'returning' ? ship.location.area : null;
    events.push({ type: 'returned', ship: ship.id, to: choice });
    ship.disabled = false;
    const gone = eliminatedOnReturn(s, ship, from, choice);
    if (gone) {
      ship.status = 'sunk';
      ship.location = { kind: 'offboard' };
      events.push({ type: 'eliminated', ship: ship.id, reason: gone });
      continue;
    }
    if (choice === 'stay') {
      if (from) ship.location = { kind: 'sea', area: from };
      continue;
    }
    if (choice === 'oiler') {
      ship.oiler = true;
      if (from) ship.location = { kind: 'sea', area: from };
      continue;
    }
    if (ship.type === 'convoy' && (choice === 'russia' || choice === 'england')) {
      ship.status = 'delivered';
      ship.location = { kind: 'offboard' };
      s.pendingPoc.allies += choice === 'russia' ? BOARD.convoyPoc.russia : BOARD.convoyPoc.england;
      continue;
    }
    ship.location = { kind: 'port', port: choice };
    ship.neutralSince = choice === 'neutral' ? s.turn : null;
  }
}

/** 16.2: refuelling succeeds on a roll up to the turn's number; failures go to the Neutral port (16.1). */
export function applyOilerRoll(s: WasState, ships: readonly string[], values: readonly number[], events: WasEvent[]): void {
  const max = BOARD.oilerSuccessMax[String(s.turn)] ?? 0;
  ships.forEach((id, i) => {
    const ship = mustShip(s, id);
    const roll = values[i] ?? 6;
    const success = roll <= max;
    events.push({ type: 'oiler-roll', ship: id, roll, success });
    if (!success) {
      ship.oiler = false;
      ship.location = { kind: 'port', port: 'neutral' };
      ship.neutralSince = s.turn;
    }
  });
  finishTurn(s, events);
}

/** 5.8, C1: POC of the turn, net, with no lead above the cap; then the next turn or the end. */
export function finishTurn(s: WasState, events: WasEvent[]): void {
  const pts = { allies: s.pendingPoc.allies, axis: s.pendingPoc.axis };
  if (pts.allies) events.push({ type: 'poc', side: 'allies', points: pts.allies, reason: 'convoys' });
  const map = s.control[s.turn - 1] ?? {};
  for (const a of AREAS) {
    const side = map[a];
    if (!side) continue;
    const v = area(a).poc[side];
    pts[side] += v;
    events.push({ type: 'poc', side, points: v, reason: `control of ${area(a).name}` });
  }
  for (const x of s.ships) {
    if (x.status !== 'active' || x.location.kind !== 'port' || x.location.port !== 'neutral') continue;
    if (x.neutralSince === null || x.neutralSince >= s.turn) continue;
    const other: Side = x.side === 'allies' ? 'axis' : 'allies';
    pts[other] += 1;
    events.push({ type: 'poc', side: other, points: 1, reason: `${x.name} stayed in the Neutral port` });
  }
  const cap = BOARD.pocCap;
  s.poc = Math.max(-cap, Math.min(cap, s.poc + pts.axis - pts.allies));
  s.pendingPoc = { allies: 0, axis: 0 };
  if (s.turn >= LAST_TURN) {
    s.step = { kind: 'over' };
    events.push({ type: 'game-over', winner: winnerOf(s), poc: s.poc });
    return;
  }
  startTurn(s, s.turn + 1, events);
}

/** 1: the side ahead in POC after the last turn; null for a tie. C1: the other side when one surrendered. */
export function winnerOf(s: WasState): Side | null {
  if (s.surrendered) return otherSide(s.surrendered);
  return s.poc > 0 ? 'axis' : s.poc < 0 ? 'allies' : null;
}
