/**
 * The heuristic bot's movement (5.2, 5.3, 6.x, 13.x): a greedy assignment of ships to sea areas.
 * Each ship, strongest first, goes where it adds most expected POC swing (control of high-POC areas,
 * concentration against the enemy seen or the enemy that could come), net of the ships it risks;
 * ships that add little stay in port and are repaired. Two-area moves count at their speed-roll odds.
 */
import { legalMoveTargets, otherSide, type AreaId, type MoveOrder, type ShipState, type Side, type WasState, type WasView } from '@salvo/was';
import { AREA_IDS, pocOf, portInfo } from './board-info';
import { addShip, atSeaIn, emptyForce, forceOf, power, shipWorth, type Force } from './power';
import { placeUboats } from './plan-uboats';

const LOSS_WEIGHT = 0.35;
const MIN_GAIN = 0.04;

/** 6.4: a two-area move succeeds when the die is below the (damage-reduced) speed. */
export function speedOdds(x: ShipState): number {
  const speed = Math.max(1, x.speed - x.damage);
  return Math.max(0, Math.min(1, (speed - 1) / 6));
}

/** Allies move first: the Axis ships that could reach each area, shared out over the areas each can reach. */
function threats(state: WasState, view: WasView, enemy: Side): Record<string, Force> {
  const out: Record<string, Force> = {};
  for (const a of AREA_IDS) out[a] = emptyForce();
  for (const x of view.ships) {
    if ('faceDown' in x || x.side !== enemy || x.status !== 'active') continue;
    const reach = new Map<AreaId, number>();
    if (x.location.kind === 'sea') reach.set(x.location.area, 1);
    for (const r of legalMoveTargets(state, x)) {
      const w = r.via && x.location.kind === 'port' ? speedOdds(x) : 1;
      reach.set(r.to, Math.max(reach.get(r.to) ?? 0, w));
    }
    const share = 1 / Math.sqrt(Math.max(1, reach.size));
    for (const [a, w] of reach) out[a] = addShip(out[a] ?? emptyForce(), x, w * share);
  }
  return out;
}

interface AreaPlan {
  force: Force;
  worth: number;
  convoy: boolean;
}

function areaValue(side: Side, a: AreaId, mine: AreaPlan, enemy: Force, enemyConvoy: boolean): number {
  const me = Math.sqrt(power(mine.force));
  const them = Math.sqrt(power(enemy));
  const win = me + them > 0 ? me / (me + them) : 0;
  const contested = enemy.bodies > 0;
  let v = win * pocOf(a, side) - (contested ? (1 - win) * pocOf(a, otherSide(side)) : 0);
  if (mine.convoy) v += 2.5 * (contested ? win : 1);
  if (enemyConvoy) v += 2 * win;
  if (mine.force.bodies === 0) return contested ? -pocOf(a, otherSide(side)) : 0;
  return v - LOSS_WEIGHT * (them / (me + them)) * mine.worth;
}

export function planMove(state: WasState, view: WasView, side: Side): { orders: MoveOrder[]; repairs: Record<string, number>; uboats?: Partial<Record<AreaId, number>> } {
  const enemy = otherSide(side);
  const mine = view.ships.filter((x): x is ShipState => !('faceDown' in x) && x.side === side && x.status === 'active');
  const enemyAt: Record<string, Force> = side === 'axis' ? {} : threats(state, view, enemy);
  const enemyConvoy: Record<string, boolean> = {};
  if (side === 'axis') {
    for (const a of AREA_IDS) {
      const there = view.ships.filter((x) => x.side === enemy && atSeaIn(x, a));
      enemyAt[a] = forceOf(there);
      enemyConvoy[a] = there.some((x) => !('faceDown' in x) && x.type === 'convoy');
    }
  }
  const plan: Record<string, AreaPlan> = {};
  for (const a of AREA_IDS) plan[a] = { force: emptyForce(), worth: 0, convoy: false };
  const movers: { ship: ShipState; routes: ReturnType<typeof legalMoveTargets> }[] = [];
  for (const x of mine) {
    const routes = legalMoveTargets(state, x);
    if (x.location.kind === 'sea' && x.type === 'convoy' && routes.length) {
      movers.push({ ship: x, routes });
      continue;
    }
    if (x.location.kind === 'sea') {
      const p = plan[x.location.area];
      if (p) plan[x.location.area] = { force: addShip(p.force, x), worth: p.worth + shipWorth(x), convoy: p.convoy || x.type === 'convoy' };
    }
    if (routes.length) movers.push({ ship: x, routes });
  }
  movers.sort((p, q) => power(addShip(emptyForce(), q.ship)) - power(addShip(emptyForce(), p.ship)));
  const orders: MoveOrder[] = planConvoys(mine, (x, to) => legalMoveTargets(state, x).some((r) => r.to === to && !r.via));
  for (const { ship, routes } of movers) {
    if (ship.type === 'convoy') {
      const o = orders.find((q) => q.ship === ship.id);
      const cur = o ? plan[o.to] : undefined;
      if (o && cur) plan[o.to] = { force: addShip(cur.force, ship), worth: cur.worth + shipWorth(ship), convoy: true };
      continue;
    }
    let best: { gain: number; order: MoveOrder | null } = { gain: MIN_GAIN, order: null };
    for (const r of routes) {
      const odds = r.via && ship.location.kind === 'port' ? speedOdds(ship) : 1;
      if (odds <= 0) continue;
      const cur = plan[r.to];
      if (!cur) continue;
      const next: AreaPlan = { force: addShip(cur.force, ship, odds), worth: cur.worth + odds * shipWorth(ship), convoy: cur.convoy };
      const e = enemyAt[r.to] ?? emptyForce();
      const gain = areaValue(side, r.to, next, e, !!enemyConvoy[r.to]) - areaValue(side, r.to, cur, e, !!enemyConvoy[r.to]);
      if (gain > best.gain) best = { gain, order: r.via ? { ship: ship.id, to: r.to, via: r.via } : { ship: ship.id, to: r.to } };
    }
    if (!best.order) continue;
    orders.push(best.order);
    const cur = plan[best.order.to];
    const odds = best.order.via && ship.location.kind === 'port' ? speedOdds(ship) : 1;
    if (cur) plan[best.order.to] = { force: addShip(cur.force, ship, odds), worth: cur.worth + odds * shipWorth(ship), convoy: cur.convoy };
  }
  const repairs = planRepairs(state, mine, new Set(orders.map((o) => o.ship)));
  if (side !== 'axis') return { orders, repairs };
  const ours: Record<string, Force> = {};
  for (const a of AREA_IDS) ours[a] = plan[a]?.force ?? emptyForce();
  return { orders, repairs, uboats: placeUboats(view, ours) };
}

/** 14.1, 14.3: convoys at sea go on to the Barents Sea; then one convoy sails from the USA if the North Atlantic is free. */
function planConvoys(mine: readonly ShipState[], canGo: (x: ShipState, to: AreaId) => boolean): MoveOrder[] {
  const convoys = mine.filter((x) => x.type === 'convoy');
  const out: MoveOrder[] = [];
  const occupied = new Set<string>();
  for (const x of convoys) {
    if (x.location.kind !== 'sea') continue;
    if (x.location.area === 'north-atlantic' && canGo(x, 'barents-sea')) out.push({ ship: x.id, to: 'barents-sea' });
    else occupied.add(x.location.area);
  }
  const waiting = convoys.find((x) => x.location.kind === 'port' && x.location.port === 'usa' && !x.disabled);
  if (waiting && !occupied.has('north-atlantic') && canGo(waiting, 'north-atlantic')) out.push({ ship: waiting.id, to: 'north-atlantic' });
  return out;
}

/** 13.1, 13.2: ships staying in an active friendly port are repaired, most damaged first, up to capacity. */
function planRepairs(state: WasState, mine: readonly ShipState[], moving: ReadonlySet<string>): Record<string, number> {
  const left = new Map<string, number>();
  const out: Record<string, number> = {};
  const damaged = mine.filter((x) => x.damage > 0 && x.location.kind === 'port' && !moving.has(x.id)).sort((p, q) => q.damage - p.damage);
  for (const x of damaged) {
    if (x.location.kind !== 'port') continue;
    const p = portInfo(x.location.port);
    if (!p || p.side !== x.side || state.turn < p.activeFrom || state.turn > p.activeUntil) continue;
    const cap = left.get(p.id) ?? p.repair;
    const pts = Math.min(cap, x.damage);
    if (pts <= 0) continue;
    out[x.id] = pts;
    left.set(p.id, cap - pts);
  }
  return out;
}

