/**
 * Exact odds of one attack from a live state (issue 11): for each target of a ship's nominations,
 * the distributions of hits, Damage and Crew lost, and the chances of at least one critical hit,
 * of the target ending the attack Crippled (or worse), with a Skeleton Crew, Abandoned or destroyed.
 *
 * One source of truth: the shots come from the engine's `planShots` (arcs, ranges, modifiers,
 * traits), each die from stages.ts, the criticals from the engine's tables (odds-parts.ts); the
 * order is the engine's (all attack dice, then per shot its Damage Dice, then its criticals one by
 * one, stopping when the target is destroyed; a critical's Crew is lost only if its Damage did not
 * sink the ship, as in `applyCritical`). Pure: no state is changed.
 */
import { err, ok, showValue, type Result, type RuleError } from '@salvo/kernel';
import type { FireNomination, ShipId, ShipState, VasState } from '../types';
import { hasActiveCritical } from '../damage/active';
import { planShots } from './plan';
import { CRITICAL_OUTCOMES, binomial, convolve, damageDie, damageDiceTable, dieHitChance, type Dist } from './odds-parts';
import type { Shot } from './tasks';
import { validateNominations } from './validate';

export interface AttackOdds {
  readonly target: ShipId;
  /** Nominations at this target that are in arc and range (the others are spent unfired). */
  readonly shots: number;
  /** `hits[i]`: P(i hits on the target), all its shots together. */
  readonly hits: number[];
  /** `damage[i]`: P(the target loses i Damage points), critical hits included. */
  readonly damage: number[];
  /** `crew[i]`: P(the target loses i Crew points). */
  readonly crew: number[];
  readonly meanHits: number;
  readonly meanDamage: number;
  readonly pCritical: number;
  /** At or below its Crippled threshold after the attack (destroyed counts; already Crippled is 1). */
  readonly pCrippled: number;
  readonly pSkeleton: number;
  readonly pAbandoned: number;
  readonly pDestroyed: number;
}

/** VAS-CRIT-FIRE-CONTROL: with Fire Control hit, each weapon fires only on 4+ (consume.ts, fast.ts). */
const FIRE_CONTROL_FIRES = 3 / 6;

/**
 * The target's (Damage left, Crew left) as dense grids, index d * (c0 + 1) + c: `none` before any
 * critical hit, `crit` after at least one.
 */
interface Grids { none: Float64Array; crit: Float64Array }

interface Shape { readonly d0: number; readonly c0: number; readonly size: number }
const shapeOf = (t: ShipState): Shape => ({ d0: t.damage, c0: t.crew, size: (t.damage + 1) * (t.crew + 1) });
const grids = (sh: Shape): Grids => ({ none: new Float64Array(sh.size), crit: new Float64Array(sh.size) });

/** Joint (points, crits) table of one shot, given the chance that its weapon fires at all. */
function shotOutcome(shot: Shot, target: ShipState, fires: number): { hits: Dist; table: number[][] } {
  const h = binomial(shot.dice, dieHitChance(shot)).map((p) => p * fires);
  h[0] = (h[0] ?? 0) + (1 - fires);
  const die = damageDie(target.roster.armour, shot.ddMod, shot.canCrit);
  const table: number[][] = [];
  for (let i = 0; i < h.length; i++) {
    const ph = h[i] ?? 0;
    if (ph === 0) continue;
    const t = damageDiceTable(i * shot.dd, die);
    for (let p = 0; p < t.length; p++) {
      const row = (table[p] ??= []);
      const tr = t[p] ?? [];
      for (let k = 0; k < tr.length; k++) row[k] = (row[k] ?? 0) + ph * (tr[k] ?? 0);
    }
  }
  return { hits: h, table };
}

/**
 * A state lighter than this takes no further critical hit (its mass stays where it is): every
 * probability reported is within 1e-9 of the exact value (cells x rounds x 1e-14), and the work stays bounded.
 */
const NEGLIGIBLE = 1e-14;
const CRIT_N = CRITICAL_OUTCOMES.length;
const CRIT_DAMAGE = Int32Array.from(CRITICAL_OUTCOMES, (o) => o.damage);
const CRIT_CREW = Int32Array.from(CRITICAL_OUTCOMES, (o) => o.crew);
const CRIT_P = Float64Array.from(CRITICAL_OUTCOMES, (o) => o.p);

/** One critical hit applied to every live state of `from` (both grids), added into `into.crit`. */
function applyCritical(from: Grids, into: Grids, sh: Shape): void {
  const w = sh.c0 + 1;
  const none = from.none;
  const crit = from.crit;
  const out = into.crit;
  for (let c = 0; c <= sh.c0; c++) out[c] = out[c]! + none[c]! + crit[c]!; // sunk: no more criticals
  for (let d = 1; d <= sh.d0; d++) {
    for (let c = 0; c <= sh.c0; c++) {
      const i = d * w + c;
      const m = none[i]! + crit[i]!;
      if (m === 0) continue;
      if (m < NEGLIGIBLE) { out[i] = out[i]! + m; continue; }
      for (let o = 0; o < CRIT_N; o++) {
        const od = CRIT_DAMAGE[o]!;
        const oc = CRIT_CREW[o]!;
        const j = d > od ? (d - od) * w + (c > oc ? c - oc : 0) : c;
        out[j] = out[j]! + m * CRIT_P[o]!;
      }
    }
  }
}

/**
 * Damage Dice points, then the critical hits owed one at a time (Horner: R = G_K; R = T(R) + G_k
 * for k = K-1 .. 0, where G_k holds the states owing k criticals and T applies one).
 */
function applyShot(g: Grids, table: number[][], sh: Shape): Grids {
  const w = sh.c0 + 1;
  // every bucket a row can reach, made up front: the inner loop indexes plain arrays, no lookups
  let kMax = 0;
  for (const row of table) kMax = Math.max(kMax, row.length - 1);
  const owed: Grids[] = Array.from({ length: kMax + 1 }, () => grids(sh));
  const sums = table.map((row) => row.reduce((a, q) => a + q, 0));
  let used = 0;
  for (const flag of ['none', 'crit'] as const) {
    const src = g[flag];
    const dst = owed.map((o) => o[flag]);
    const dst0 = dst[0] as Float64Array;
    for (let i = 0; i < src.length; i++) {
      const m = src[i]!;
      if (m === 0) continue;
      const d = Math.floor(i / w);
      const c = i - d * w;
      // sunk, or a state lighter than NEGLIGIBLE: it takes no further damage (the bound of applyCritical's)
      if (d === 0 || m < NEGLIGIBLE) { dst0[i] = dst0[i]! + m; continue; }
      for (let pts = 0; pts < table.length; pts++) {
        const d1 = d > pts ? d - pts : 0;
        const j = d1 * w + c;
        if (d1 === 0) { dst0[j] = dst0[j]! + m * sums[pts]!; continue; }
        const row = table[pts] as number[];
        for (let k = 0; k < row.length; k++) {
          const q = row[k]!;
          if (q === 0) continue;
          const b = dst[k] as Float64Array;
          b[j] = b[j]! + m * q;
          if (k > used) used = k;
        }
      }
    }
  }
  let r = owed[used] as Grids;
  for (let k = used - 1; k >= 0; k--) {
    const next = owed[k] as Grids;
    applyCritical(r, next, sh);
    r = next;
  }
  return r;
}

interface Branch { hits: Dist; grids: Grids }

function runShots(shots: readonly Shot[], target: ShipState, fires: (s: Shot) => number): Branch {
  const sh = shapeOf(target);
  let hits: Dist = [1];
  let g = grids(sh);
  g.none[target.damage * (sh.c0 + 1) + target.crew] = 1;
  for (const s of shots) {
    const o = shotOutcome(s, target, fires(s));
    hits = convolve(hits, o.hits);
    g = applyShot(g, o.table, sh);
  }
  return { hits, grids: g };
}

const accumulate = (into: Dist, i: number, p: number): void => { into[i] = (into[i] ?? 0) + p; };
const mean = (d: Dist): number => d.reduce((a, p, i) => a + i * p, 0);

function summarise(target: ShipState, shots: number, parts: readonly { w: number; r: Branch }[]): AttackOdds {
  const hits: Dist = [];
  const damage: Dist = new Array<number>(target.damage + 1).fill(0);
  const crew: Dist = new Array<number>(target.crew + 1).fill(0);
  let pCritical = 0, pCrippled = 0, pSkeleton = 0, pAbandoned = 0, pDestroyed = 0;
  const w = target.crew + 1;
  for (const { w: weight, r } of parts) {
    r.hits.forEach((p, i) => accumulate(hits, i, weight * p));
    for (let d = 0; d <= target.damage; d++) {
      for (let c = 0; c <= target.crew; c++) {
        const none = r.grids.none[d * w + c] ?? 0;
        const withCrit = r.grids.crit[d * w + c] ?? 0;
        const p = weight * (none + withCrit);
        if (p === 0) continue;
        accumulate(damage, target.damage - d, p);
        accumulate(crew, target.crew - c, p);
        pCritical += weight * withCrit;
        if (target.crippled || d <= target.roster.damage[1]) pCrippled += p;
        if (target.skeleton || (c < target.crew && c <= target.roster.crew[1])) pSkeleton += p;
        if (target.abandoned || c === 0) pAbandoned += p;
        if (d === 0) pDestroyed += p;
      }
    }
  }
  while (damage.length > 1 && damage[damage.length - 1] === 0) damage.pop();
  while (crew.length > 1 && crew[crew.length - 1] === 0) crew.pop();
  return { target: target.id, shots, hits, damage, crew, meanHits: mean(hits), meanDamage: mean(damage), pCritical, pCrippled, pSkeleton, pAbandoned, pDestroyed };
}

/**
 * Odds at one target. With Fire Control hit, a weapon's die is shared by all its shots: weapons
 * with several shots at this target are enumerated fired/silent, the others mix in their 1/2.
 */
function oddsAt(target: ShipState, shots: readonly Shot[], fireControl: boolean): AttackOdds {
  if (!fireControl) return summarise(target, shots.length, [{ w: 1, r: runShots(shots, target, () => 1) }]);
  const count = new Map<number, number>();
  for (const s of shots) count.set(s.weapon, (count.get(s.weapon) ?? 0) + 1);
  const shared = [...count.keys()].filter((w) => (count.get(w) ?? 0) > 1);
  const parts: { w: number; r: Branch }[] = [];
  for (let mask = 0; mask < 1 << shared.length; mask++) {
    const silent = new Set(shared.filter((_, i) => (mask & (1 << i)) === 0));
    const live = shots.filter((s) => !silent.has(s.weapon));
    const fires = (s: Shot): number => (shared.includes(s.weapon) ? 1 : FIRE_CONTROL_FIRES);
    parts.push({ w: FIRE_CONTROL_FIRES ** shared.length, r: runShots(live, target, fires) });
  }
  return summarise(target, shots.length, parts);
}

/**
 * Odds of `ship` firing `fire` now, one entry per target in order of first nomination. Refuses
 * what `apply` would refuse (validate.ts codes). A target whose every nomination is out of arc
 * or range has `shots: 0` and certain nothing.
 */
export function attackOdds(state: VasState, ship: ShipId, fire: readonly FireNomination[]): Result<AttackOdds[], RuleError> {
  const attacker = Object.hasOwn(state.ships, ship) ? state.ships[ship] : undefined;
  if (!attacker) return err({ code: 'ERR_BAD_SHIP', message: `There is no ship ${showValue(ship)}.` });
  const problem = validateNominations(state, attacker, fire);
  if (problem) return err(problem);
  const shots = planShots(state, attacker, fire, null);
  const fireControl = shots.length > 0 && hasActiveCritical(attacker, 'fire-control');
  const targets = [...new Set(fire.map((n) => n.target))];
  const out: AttackOdds[] = [];
  for (const id of targets) {
    const target = state.ships[id];
    if (target) out.push(oddsAt(target, shots.filter((s) => s.target === id), fireControl));
  }
  return ok(out);
}
