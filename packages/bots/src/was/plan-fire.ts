/**
 * The heuristic bot's shooting: surface fire (11.2, 11.3, 11.6, 14.8), airstrike and U-boat targets
 * (8.5, 9, 10.2) and the Axis carrier declaration (11.6). Carriers stay out of pursuits: pursuers are
 * not shielded (12.x) and their single Attack point adds little. Fire is focused: each ship, biggest gun
 * first, takes the target where its shots most raise the expected removal of enemy strength.
 */
import type { AreaId, FireGroup, PortId, ShipState, Side, WasView } from '@salvo/was';
import { otherSide } from '@salvo/was';
import { BOARD } from './board-info';
import { effAttack, shipWorth, shotQuality, type Seen } from './power';

const isShip = (x: Seen): x is ShipState => !('faceDown' in x);

/** Active, undisabled ships at sea in an area (the ones present in a battle). */
export function presentIn(view: WasView, ids: readonly string[], a: AreaId): Seen[] {
  const want = new Set(ids);
  return view.ships.filter((x) => want.has(x.id) && x.location.kind === 'sea' && x.location.area === a && (!isShip(x) || (x.status === 'active' && !x.disabled)));
}

/** How much removing this enemy ship is worth to us this round. */
export function targetValue(x: Seen, side: Side): number {
  if (isShip(x) && x.type === 'convoy') return side === 'axis' ? 6 : 1;
  return effAttack(x) * shotQuality(x) * 3 + shipWorth(x);
}

export function planFire(view: WasView, side: Side, a: AreaId, engagement: number): FireGroup[] {
  const c = view.combat[a];
  const e = c?.engagements[engagement];
  if (!c || !e) return [];
  const mineIds = side === 'allies' ? e.allies : e.axis;
  const theirIds = side === 'allies' ? e.axis : e.allies;
  const shooters = view.ships.filter((x): x is ShipState => {
    if (!isShip(x) || !mineIds.includes(x.id)) return false;
    const snap = c.roundStart[x.id];
    if (!snap || snap.attack <= 0) return false;
    if (side === 'allies' && (x.status !== 'active' || x.location.kind !== 'sea' || x.location.area !== a)) return false;
    if (side === 'axis' && x.type === 'CV' && !c.carriersFiring.includes(x.id)) return false;
    return true;
  });
  const enemy = presentIn(view, theirIds, a);
  const enemyFired = (id: string): boolean => (otherSide(side) === 'axis' ? c.carriersFiring.includes(id) : c.firedThisRound.includes(id));
  const plain = enemy.filter((x) => !isShip(x) || (x.type !== 'CV' && x.type !== 'convoy'));
  const allHurt = plain.every((x) => !isShip(x) || x.damage > 0);
  const pool = enemy.filter((x) => {
    if (!isShip(x)) return true;
    if (x.type === 'CV') return plain.length === 0 || enemyFired(x.id);
    if (x.type === 'convoy') return allHurt;
    return true;
  });
  if (!pool.length) return [];
  const survive = new Map<string, number>(pool.map((x) => [x.id, 1]));
  const byTarget = new Map<string, string[]>();
  shooters.sort((p, q) => (c.roundStart[q.id]?.attack ?? 0) - (c.roundStart[p.id]?.attack ?? 0));
  for (const s of shooters) {
    const n = c.roundStart[s.id]?.attack ?? 0;
    const q = s.nation === 'Germany' && c.roundStart[s.id]?.undamaged ? 0.5 : 1 / 3;
    let best: { id: string; gain: number } | null = null;
    for (const t of pool) {
      const left = survive.get(t.id) ?? 0;
      const gain = targetValue(t, side) * left * (1 - (1 - q) ** n);
      if (!best || gain > best.gain) best = { id: t.id, gain };
    }
    if (!best) continue;
    survive.set(best.id, (survive.get(best.id) ?? 0) * (1 - q) ** n);
    byTarget.set(best.id, [...(byTarget.get(best.id) ?? []), s.id]);
  }
  const groups = [...byTarget.entries()].map(([target, ids]) => ({ shooters: ids, target }));
  return coverCarriers(groups, enemy, enemyFired, shooters.map((x) => x.id));
}

/**
 * 11.6: an enemy carrier that does not fire may be shot at only if every other non-convoy enemy ship
 * is shot at too. If the plan breaks that, spread the shooters over all of them, or drop the carriers.
 */
function coverCarriers(groups: FireGroup[], enemy: readonly Seen[], fired: (id: string) => boolean, shooters: readonly string[]): FireGroup[] {
  const targeted = new Set(groups.map((g) => g.target));
  const nonConvoy = enemy.filter((x) => !isShip(x) || x.type !== 'convoy');
  const exposed = (t: string): boolean => nonConvoy.every((x) => x.id === t || targeted.has(x.id));
  const bad = groups.filter((g) => {
    const t = enemy.find((x) => x.id === g.target);
    return !!t && isShip(t) && t.type === 'CV' && !fired(t.id) && !exposed(t.id);
  });
  if (!bad.length) return groups;
  if (shooters.length >= nonConvoy.length) {
    const spread = new Map<string, string[]>();
    shooters.forEach((id, i) => {
      const t = nonConvoy[i % nonConvoy.length];
      if (t) spread.set(t.id, [...(spread.get(t.id) ?? []), id]);
    });
    return [...spread.entries()].map(([target, ids]) => ({ shooters: ids, target }));
  }
  return groups.filter((g) => !bad.includes(g));
}

/** 10.2: the most valuable enemy ships in the area or port, one strike each. */
export function planAirTargets(view: WasView, side: Side, where: AreaId | PortId, max: number): string[] {
  const enemy = view.ships.filter((x) => {
    if (x.side === side) return false;
    if (isShip(x) && (x.status !== 'active' || x.disabled)) return false;
    return (x.location.kind === 'sea' && x.location.area === where) || (x.location.kind === 'port' && x.location.port === where);
  });
  return enemy
    .sort((p, q) => targetValue(q, side) - targetValue(p, side))
    .slice(0, Math.max(0, max))
    .map((x) => x.id);
}

/** Airstrikes a side has in an area: its land-based marker if placed there, plus its carriers (7.6, 10.2). */
export function strikesHere(view: WasView, side: Side, a: AreaId): number {
  const lba = view.lba[side] === a ? BOARD.landAirFactor : 0;
  const carriers = view.ships.filter((x): x is ShipState => isShip(x) && x.side === side && x.type === 'CV' && x.status === 'active' && x.location.kind === 'sea' && x.location.area === a);
  return lba + carriers.reduce((n, x) => n + (x.damage >= x.defense ? 0 : x.airstrike), 0);
}

/** 8.5: one predesignated target per U-boat: convoys first, then the most valuable ships, spread out. */
export function planUboatTargets(view: WasView, a: AreaId, uboats: number): string[] {
  const allied = view.ships.filter((x) => x.side === 'allies' && x.location.kind === 'sea' && x.location.area === a && (!isShip(x) || x.status === 'active'));
  const ranked = allied.sort((p, q) => targetValue(q, 'axis') - targetValue(p, 'axis'));
  const out: string[] = [];
  for (let i = 0; i < uboats && ranked.length; i++) {
    const t = ranked[i % ranked.length];
    if (t) out.push(t.id);
  }
  return out;
}

/** 11.6: an Axis carrier fires only when no other Axis surface ship is left to shield it, and never in pursuits. */
export function planCarrierIntent(view: WasView, a: AreaId, engagement: number): string[] {
  const c = view.combat[a];
  const e = c?.engagements[engagement];
  if (!c || !e || c.engagements.length > 1) return [];
  const axis = presentIn(view, e.axis, a).filter(isShip);
  const carriers = axis.filter((x) => x.type === 'CV' && effAttack(x) > 0);
  return axis.some((x) => x.type !== 'CV') ? [] : carriers.map((x) => x.id);
}
