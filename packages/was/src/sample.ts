/**
 * Decisions for bots and playouts: `sampleAction` draws a legal action with the given PRNG,
 * `legalActions` lists a representative finite set (the always-legal default first).
 * Every sampled action is validated; a failed draw falls back to the default, which is always legal.
 */
import type { RngState } from '@salvo/kernel';
import { nextU32, rollFor } from '@salvo/kernel';
import { airTargets, portStrikeMax, strikesIn } from './air';
import { AREAS, landAirAllowed, BOARD } from './board';
import { areaCombat } from './combat-areas';
import { groupSpeed, pursuitCanContinue } from './disengage';
import { cloneState } from './clone';
import { step } from './game';
import { legalMoveTargets, fallbackPorts } from './routes';
import { returnOptions, shipsToReturn } from './returns';
import { isCarrier, shipsInArea } from './ships';
import { axisCarriers, present, shooters } from './surface';
import { owing, pending } from './pending';
import type { AreaId, FireGroup, MoveOrder, PortId, Side, WasAction, WasState } from './types';
import { otherSide } from './types';

const pick = <T>(rng: RngState, xs: readonly T[]): T | undefined => xs[nextU32(rng) % Math.max(1, xs.length)];
const chance = (rng: RngState, p: number): boolean => nextU32(rng) / 0x100000000 < p;
function shuffle<T>(rng: RngState, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextU32(rng) % (i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

export function isLegal(s: WasState, a: WasAction): boolean {
  return step(cloneState(s), a, true, []) === null;
}

/** The always-legal default answer of the pending decision (for one side in a simultaneous step). */
export function defaultAction(s: WasState, side?: Side): WasAction | null {
  const st = s.step;
  switch (st.kind) {
    case 'deploy': return { type: 'deploy', malta: [] };
    case 'move': return { type: 'move', orders: [] };
    case 'place-air': return { type: 'place-air', side: side ?? owing(s, ['allies', 'axis'])[0] ?? 'allies', target: null };
    case 'port-strike': return { type: 'air-targets', side: st.side, targets: [] };
    case 'uboat-targets': return { type: 'uboat-targets', targets: [] };
    case 'air-targets': return { type: 'air-targets', side: st.sides[0] ?? 'allies', targets: [] };
    case 'place-uboats': return { type: 'place-uboats', areas: {} };
    case 'choose-area': return s.areaQueue[0] ? { type: 'resolve-area', area: s.areaQueue[0] } : null;
    case 'add-one': return { type: 'add-one', add: true };
    case 'tactical-battle': return st.onTable ? null : { type: 'fight-by-dice' };
    case 'carrier-intent': return { type: 'carrier-intent', firing: [] };
    case 'surface-fire': return { type: 'fire', groups: [] };
    case 'disengage': return { type: 'disengage', side: side ?? owing(s, ['allies', 'axis'])[0] ?? 'allies', groups: null };
    case 'pursue': return { type: 'pursue', groups: [] };
    case 'continue-pursuit': return { type: 'continue-pursuit', engagements: [] };
    case 'return': return { type: 'return', ports: {} };
    case 'minor-roll': case 'speed-roll': case 'asw-roll': case 'to-hit': case 'damage': case 'oiler-roll': case 'over':
      return null;
  }
}

function sampleMove(s: WasState, side: Side, rng: RngState): WasAction {
  const orders: MoveOrder[] = [];
  const mine = shuffle(rng, s.ships.filter((x) => x.side === side && x.status === 'active'));
  for (const ship of mine) {
    const routes = legalMoveTargets(s, ship);
    if (!routes.length || !chance(rng, ship.location.kind === 'sea' ? 0.9 : 0.55)) continue;
    const r = pick(rng, routes);
    if (!r) continue;
    let o: MoveOrder = r.via ? { ship: ship.id, to: r.to, via: r.via } : { ship: ship.id, to: r.to };
    if (r.via && ship.location.kind === 'port') {
      const fb = pick(rng, fallbackPorts(s, ship, ship.location.port, r.to));
      if (fb) o = { ...o, fallback: fb };
    }
    const trial: WasAction = { type: 'move', orders: [...orders, o] };
    if (isLegal(s, trial)) orders.push(o);
  }
  const moving = new Set(orders.map((o) => o.ship));
  const repairs: Record<string, number> = {};
  const left = new Map<PortId, number>();
  for (const x of mine) {
    if (moving.has(x.id) || x.damage === 0 || x.location.kind !== 'port') continue;
    const p = BOARD.ports.find((q) => q.id === (x.location.kind === 'port' ? x.location.port : ''));
    if (!p || p.side !== side || s.turn < p.activeFrom || s.turn > p.activeUntil) continue;
    const cap = left.get(p.id) ?? p.repair;
    const pts = Math.min(cap, x.damage);
    if (pts > 0) {
      repairs[x.id] = pts;
      left.set(p.id, cap - pts);
    }
  }
  const full: WasAction = { type: 'move', orders, repairs };
  return isLegal(s, full) ? full : { type: 'move', orders };
}

function sampleFire(s: WasState, rng: RngState): WasAction {
  const st = s.step;
  if (st.kind !== 'surface-fire') return { type: 'fire', groups: [] };
  const c = areaCombat(s, st.area);
  const e = c.engagements[st.engagement];
  if (!e) return { type: 'fire', groups: [] };
  const enemy = present(s, st.area, otherSide(st.side) === 'allies' ? e.allies : e.axis);
  const plain = enemy.filter((x) => !isCarrier(x));
  const firingCarriers = enemy.filter((x) => isCarrier(x) && (st.side === 'allies' ? c.carriersFiring.includes(x.id) : c.firedThisRound.includes(x.id)));
  const pool = plain.length ? [...plain, ...firingCarriers] : enemy;
  const groups: FireGroup[] = [];
  const shots = shuffle(rng, shooters(s, st.area, c, e, st.side));
  shots.forEach((id, i) => {
    const needAll = plain.length === 0 ? pool[i % Math.max(1, pool.length)] : pick(rng, pool);
    if (needAll) groups.push({ shooters: [id], target: needAll.id });
  });
  const a: WasAction = { type: 'fire', groups };
  if (isLegal(s, a)) return a;
  const nonCarrier = groups.filter((g) => plain.some((x) => x.id === g.target) || firingCarriers.some((x) => x.id === g.target));
  const b: WasAction = { type: 'fire', groups: nonCarrier };
  return isLegal(s, b) ? b : { type: 'fire', groups: [] };
}

export function sampleFor(s: WasState, rng: RngState, side: Side | undefined): WasAction {
  const st = s.step;
  switch (st.kind) {
    case 'deploy': {
      const uk = s.ships.filter((x) => x.nation === 'UK' && x.status === 'active' && x.entryTurn === null);
      return { type: 'deploy', malta: uk.filter(() => chance(rng, 0.3)).map((x) => x.id) };
    }
    case 'move':
      return sampleMove(s, st.side, rng);
    case 'place-air': {
      const me = side ?? owing(s, ['allies', 'axis'])[0] ?? 'allies';
      const targets = [...AREAS, ...BOARD.ports.map((p) => p.id)].filter((t) => landAirAllowed(me, t));
      return { type: 'place-air', side: me, target: chance(rng, 0.85) ? (pick(rng, targets) ?? null) : null };
    }
    case 'port-strike': {
      const ts = shuffle(rng, airTargets(s, st.side, st.port).map((x) => x.id)).slice(0, portStrikeMax(s, st.side, st.port));
      return { type: 'air-targets', side: st.side, targets: ts };
    }
    case 'uboat-targets': {
      const ts = shipsInArea(s, st.area, 'allies');
      const out: string[] = [];
      for (let i = 0; i < st.uboats; i++) {
        const t = pick(rng, ts);
        if (t) out.push(t.id);
      }
      return { type: 'uboat-targets', targets: out };
    }
    case 'place-uboats': {
      const areas: Partial<Record<AreaId, number>> = {};
      for (let i = 0; i < s.uboats.inPlay; i++) {
        const a = pick(rng, AREAS);
        if (a && chance(rng, 0.85)) areas[a] = (areas[a] ?? 0) + 1;
      }
      return { type: 'place-uboats', areas };
    }
    case 'choose-area': {
      const a = pick(rng, s.areaQueue);
      return a ? { type: 'resolve-area', area: a } : { type: 'roll', values: [] };
    }
    case 'add-one':
      return { type: 'add-one', add: chance(rng, 0.8) };
    case 'air-targets': {
      const me = st.sides[0] ?? 'allies';
      const ts = shuffle(rng, airTargets(s, me, st.area).map((x) => x.id)).slice(0, strikesIn(s, me, st.area));
      return { type: 'air-targets', side: me, targets: ts };
    }
    case 'carrier-intent': {
      const c = areaCombat(s, st.area);
      const e = c.engagements[st.engagement];
      return { type: 'carrier-intent', firing: e ? axisCarriers(s, st.area, c, e).filter(() => chance(rng, 0.5)) : [] };
    }
    case 'tactical-battle':
      return { type: 'fight-by-dice' };
    case 'surface-fire':
      return sampleFire(s, rng);
    case 'disengage': {
      const me = side ?? owing(s, ['allies', 'axis'])[0] ?? 'allies';
      const e = areaCombat(s, st.area).engagements[0];
      const mine = present(s, st.area, e ? (me === 'allies' ? e.allies : e.axis) : []).map((x) => x.id);
      if (!mine.length || !chance(rng, 0.35)) return { type: 'disengage', side: me, groups: null };
      const groups = chance(rng, 0.5) ? [mine] : mine.map((id) => [id]);
      return { type: 'disengage', side: me, groups };
    }
    case 'pursue': {
      const c = areaCombat(s, st.area);
      const e = c.engagements[0];
      const mine = present(s, st.area, e ? (st.side === 'allies' ? e.allies : e.axis) : []);
      const groups: { ships: string[]; target: number }[] = [];
      for (const x of mine) {
        if (!chance(rng, 0.6)) continue;
        const ok = c.withdrawing.map((g, i) => ({ g, i })).filter(({ g }) => groupSpeed(s, st.area, [x.id]) >= groupSpeed(s, st.area, g));
        const t = pick(rng, ok);
        if (t) groups.push({ ships: [x.id], target: t.i });
      }
      return { type: 'pursue', groups };
    }
    case 'continue-pursuit': {
      const c = areaCombat(s, st.area);
      const idx = c.engagements.map((e, i) => ({ e, i })).filter(({ e }) => pursuitCanContinue(s, st.area, e) && chance(rng, 0.5)).map(({ i }) => i);
      return { type: 'continue-pursuit', engagements: idx };
    }
    case 'return': {
      const ports: Record<string, PortId | 'stay' | 'oiler'> = {};
      for (const x of shipsToReturn(s, st.side)) {
        const o = pick(rng, returnOptions(s, x));
        if (o) ports[x.id] = o;
      }
      return { type: 'return', ports };
    }
    case 'minor-roll': case 'speed-roll': case 'asw-roll': case 'to-hit': case 'damage': case 'oiler-roll': case 'over':
      return { type: 'roll', values: [] };
  }
}

export function sampleAction(s: WasState, rng: RngState): WasAction {
  const p = pending(s);
  if (p.kind === 'chance') return { type: 'roll', values: rollFor(rng, p.request) };
  const a = sampleFor(s, rng, undefined);
  if (a.type === 'roll' || isLegal(s, a)) return a;
  return defaultAction(s) ?? a;
}
