/**
 * The building blocks of exact attack odds, each read off the engine's own rule functions
 * (stages.ts, damage/critical-table.ts) by running them over every die face: one source of truth.
 * Everything here is computed once at module load into frozen constants or per call; no caches.
 */
import { criticalLocation, criticalRow } from '../damage/critical-table';
import type { CriticalRow } from '../damage/critical-table';
import { callsCritical, confirmsCritical, isDamage, isHit, rerolled } from './stages';
import type { Shot } from './tasks';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** A distribution as a dense array: `p[i]` is the probability of the value i. */
export type Dist = number[];

/** P(one Attack Die of this shot scores a hit), its re-roll (Twin-Linked, Evasive!) included. */
export function dieHitChance(shot: Pick<Shot, 'need' | 'mod' | 'rerollMisses' | 'rerollHits'>): number {
  let p = 0;
  for (const first of FACES) {
    const hit = isHit(first, shot.need, shot.mod);
    if (rerolled(hit, shot.rerollMisses, shot.rerollHits)) {
      for (const again of FACES) if (isHit(again, shot.need, shot.mod)) p += 1 / 36;
    } else if (hit) p += 1 / 6;
  }
  return p;
}

/** Binomial distribution of successes of `n` independent trials with chance `p`. */
export function binomial(n: number, p: number): Dist {
  let d: Dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(d.length + 1).fill(0);
    for (let k = 0; k < d.length; k++) {
      const q = d[k] ?? 0;
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    }
    d = next;
  }
  return d;
}

/** Sum of two independent distributions. */
export function convolve(a: Dist, b: Dist): Dist {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] ?? 0) + pa * (b[j] ?? 0);
  }
  return out;
}

/** The four outcomes of one Damage Die: damage point or not, critical hit (after confirmation) or not. */
export interface DamageDie {
  readonly dmgCrit: number;
  readonly dmg: number;
  readonly crit: number;
  readonly none: number;
}

export function damageDie(armour: number, ddMod: number, canCrit: boolean): DamageDie {
  let confirm = 0;
  for (const f of FACES) if (confirmsCritical(f)) confirm += 1 / 6;
  const out = { dmgCrit: 0, dmg: 0, crit: 0, none: 0 };
  for (const f of FACES) {
    const d = isDamage(f, armour, ddMod);
    const called = callsCritical(f, canCrit);
    const pc = called ? confirm / 6 : 0;
    const pn = 1 / 6 - pc;
    if (d) { out.dmgCrit += pc; out.dmg += pn; } else { out.crit += pc; out.none += pn; }
  }
  return out;
}

/**
 * Joint distribution of (damage points, critical hits) from `n` Damage Dice: `table[points][crits]`.
 */
export function damageDiceTable(n: number, die: DamageDie): number[][] {
  let t: number[][] = [[1]];
  for (let i = 0; i < n; i++) {
    const next: number[][] = Array.from({ length: i + 2 }, () => new Array<number>(i + 2).fill(0));
    for (let p = 0; p < t.length; p++) {
      const row = t[p] ?? [];
      for (let c = 0; c < row.length; c++) {
        const q = row[c] ?? 0;
        if (q === 0) continue;
        const r0 = next[p]!;
        const r1 = next[p + 1]!;
        r0[c] = (r0[c] ?? 0) + q * die.none;
        r0[c + 1] = (r0[c + 1] ?? 0) + q * die.crit;
        r1[c] = (r1[c] ?? 0) + q * die.dmg;
        r1[c + 1] = (r1[c + 1] ?? 0) + q * die.dmgCrit;
      }
    }
    t = next;
  }
  return t;
}

/** Distribution of the sum of `dice` d6. */
function d6Sum(dice: number): Dist {
  let d: Dist = [1];
  for (let i = 0; i < dice; i++) d = convolve(d, [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
  return d;
}

/** One outcome of a critical hit, as it bears on the target's Damage and Crew. */
export interface CriticalOutcome {
  readonly damage: number;
  readonly crew: number;
  readonly p: number;
}

function rowOutcomes(row: CriticalRow, weight: number, into: Map<number, CriticalOutcome>): void {
  const dmg = d6Sum(row.damage.dice);
  const crew = d6Sum(row.crew.dice);
  for (let i = 0; i < dmg.length; i++) {
    for (let j = 0; j < crew.length; j++) {
      const p = weight * (dmg[i] ?? 0) * (crew[j] ?? 0);
      if (p === 0) continue;
      const damage = row.damage.fixed + i;
      const c = row.crew.fixed + j;
      const key = damage * 1000 + c;
      const known = into.get(key);
      into.set(key, { damage, crew: c, p: (known?.p ?? 0) + p });
    }
  }
}

/**
 * Damage and Crew lost to one critical hit: 2d6 location, an effect die (a face with no row, the
 * Vital Systems 6, is rolled again, so the other faces share its chance), then the row's extra dice.
 * Fires, turrets and lasting effects do not change the outcome of the attack that causes them.
 */
function criticalOutcomes(): readonly CriticalOutcome[] {
  const out = new Map<number, CriticalOutcome>();
  for (const a of FACES) {
    for (const b of FACES) {
      const location = criticalLocation(a + b);
      const rows = FACES.map((f) => criticalRow(location, f)).filter((r): r is CriticalRow => r !== null);
      for (const row of rows) rowOutcomes(row, 1 / 36 / rows.length, out);
    }
  }
  return Object.freeze([...out.values()]);
}

export const CRITICAL_OUTCOMES: readonly CriticalOutcome[] = criticalOutcomes();
