/**
 * The heuristic bot's movement (5.2, 5.3, 6.x, 13.x): a greedy assignment of ships to sea areas.
 * Each ship, strongest first, goes where it adds most expected POC swing (control of high-POC areas,
 * concentration against the enemy seen or the enemy that could come), net of the ships it risks;
 * ships that add little stay in port and are repaired (but never in the Neutral port, which costs a POC
 * a turn, 17.2). Two-area moves count at their speed-roll odds.
 */
import { legalMoveTargets, otherSide, type AreaId, type MoveOrder, type ShipState, type Side, type WasState, type WasView } from '@salvo/was';
import { AREA_IDS, pocOf, portInfo } from './board-info';
import { addShip, atSeaIn, emptyForce, forceOf, power, shipWorth, type Force } from './power';

/** The Axis has few ships and no replacements: it weighs its losses higher. */
const LOSS_WEIGHT: Readonly<Record<Side, number>> = { allies: 0.35, axis: 1.0 };
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
  return v - LOSS_WEIGHT[side] * (them / (me + them)) * mine.worth;
}

type Mover = { ship: ShipState; routes: Route[] };
type Route = ReturnType<typeof legalMoveTargets>[number];

interface Ctx {
  readonly side: Side;
  readonly enemyAt: Readonly<Record<string, Force>>;
  readonly enemyConvoy: Readonly<Record<string, boolean>>;
  readonly base: Readonly<Record<string, AreaPlan>>;
  readonly movers: readonly Mover[];
  readonly convoyOrders: readonly MoveOrder[];
}

const oddsOf = (ship: ShipState, r: Route): number => (r.via && ship.location.kind === 'port' ? speedOdds(ship) : 1);
const orderOf = (ship: ShipState, r: Route): MoveOrder => (r.via ? { ship: ship.id, to: r.to, via: r.via } : { ship: ship.id, to: r.to });

function valueOf(ctx: Ctx, a: AreaId, p: AreaPlan): number {
  return areaValue(ctx.side, a, p, ctx.enemyAt[a] ?? emptyForce(), !!ctx.enemyConvoy[a]);
}

/**
 * One plan: every ship able to reach `focus` goes there (the all-in option that greedy steps cannot
 * find, since one ship alone against a fleet gains nothing); the others are placed greedily.
 */
function assign(ctx: Ctx, focus: AreaId | null): { orders: MoveOrder[]; plan: Record<string, AreaPlan>; value: number } {
  const plan: Record<string, AreaPlan> = structuredClone(ctx.base) as Record<string, AreaPlan>;
  const orders: MoveOrder[] = [...ctx.convoyOrders];
  const add = (ship: ShipState, r: Route): void => {
    const cur = plan[r.to];
    const odds = oddsOf(ship, r);
    if (cur) plan[r.to] = { force: addShip(cur.force, ship, odds), worth: cur.worth + odds * shipWorth(ship), convoy: cur.convoy || ship.type === 'convoy' };
    orders.push(orderOf(ship, r));
  };
  for (const o of ctx.convoyOrders) {
    const m = ctx.movers.find((x) => x.ship.id === o.ship);
    const cur = plan[o.to];
    if (m && cur) plan[o.to] = { force: addShip(cur.force, m.ship), worth: cur.worth + shipWorth(m.ship), convoy: true };
  }
  const rest: Mover[] = [];
  for (const m of ctx.movers) {
    if (m.ship.type === 'convoy') continue;
    const toFocus = focus ? m.routes.filter((r) => r.to === focus && oddsOf(m.ship, r) >= 0.5).sort((p, q) => oddsOf(m.ship, q) - oddsOf(m.ship, p))[0] : undefined;
    if (toFocus) add(m.ship, toFocus);
    else rest.push(m);
  }
  for (const { ship, routes } of rest) {
    const inNeutral = ship.location.kind === 'port' && ship.location.port === 'neutral';
    let best: { gain: number; route: Route | null } = { gain: inNeutral ? -Infinity : MIN_GAIN, route: null };
    for (const r of routes) {
      const odds = oddsOf(ship, r);
      const cur = plan[r.to];
      if (odds <= 0 || !cur) continue;
      const next: AreaPlan = { force: addShip(cur.force, ship, odds), worth: cur.worth + odds * shipWorth(ship), convoy: cur.convoy };
      const gain = valueOf(ctx, r.to, next) - valueOf(ctx, r.to, cur);
      if (gain > best.gain) best = { gain, route: r };
    }
    if (best.route) add(ship, best.route);
  }
  const value = AREA_IDS.reduce((n, a) => n + valueOf(ctx, a, plan[a] ?? { force: emptyForce(), worth: 0, convoy: false }), 0);
  return { orders, plan, value };
}

export interface MovePlan {
  orders: MoveOrder[];
  repairs: Record<string, number>;
}

export function planMove(state: WasState, view: WasView, side: Side): MovePlan {
  return planMoveCandidates(state, view, side, 1)[0] ?? { orders: [], repairs: {} };
}

/**
 * The heuristic's movement plans, best first by its own estimate: the greedy plan, and one plan
 * per sea area in which every ship able to reach it goes there (the Axis's focus plans; for the
 * search bot, any side and any area). Duplicates removed; at most `k`. The first is `planMove`'s.
 */
export function planMoveCandidates(state: WasState, view: WasView, side: Side, k: number, anyFocus = false): MovePlan[] {
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
  const base: Record<string, AreaPlan> = {};
  for (const a of AREA_IDS) base[a] = { force: emptyForce(), worth: 0, convoy: false };
  const movers: Mover[] = [];
  for (const x of mine) {
    const routes = legalMoveTargets(state, x);
    if (x.location.kind === 'sea' && !(x.type === 'convoy' && routes.length)) {
      const p = base[x.location.area];
      if (p) base[x.location.area] = { force: addShip(p.force, x), worth: p.worth + shipWorth(x), convoy: p.convoy || x.type === 'convoy' };
    }
    if (routes.length) movers.push({ ship: x, routes });
  }
  movers.sort((p, q) => power(addShip(emptyForce(), q.ship)) - power(addShip(emptyForce(), p.ship)));
  const convoyOrders = planConvoys(mine, (x, to) => legalMoveTargets(state, x).some((r) => r.to === to && !r.via));
  const ctx: Ctx = { side, enemyAt, enemyConvoy, base, movers, convoyOrders };
  const focuses: (AreaId | null)[] = [null, ...(anyFocus ? AREA_IDS : side === 'axis' ? AREA_IDS.filter((a) => (enemyAt[a]?.bodies ?? 0) > 0) : [])];
  // stable sort: ties keep the greedy plan (null focus) first, as planMove always did
  const plans = focuses.map((f) => assign(ctx, f)).map((p, i) => ({ p, i })).sort((a, b) => b.p.value - a.p.value || a.i - b.i);
  const seen = new Set<string>();
  const out: MovePlan[] = [];
  for (const { p } of plans) {
    const key = JSON.stringify([...p.orders].sort((a, b) => (a.ship < b.ship ? -1 : 1)));
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ orders: p.orders, repairs: planRepairs(state, mine, new Set(p.orders.map((o) => o.ship))) });
    if (out.length >= k) break;
  }
  return out;
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

