/** The odds of an attack as a small text histogram and as the JSON `salvo odds --json` prints. */
import type { AttackOdds, ShipState } from '@salvo/vas';

export interface OddsJson {
  /** Mean Damage points lost. */
  readonly mean: number;
  readonly meanHits: number;
  /** P(at least one critical hit). */
  readonly pCritical: number;
  /** P(this attack Cripples the target, sinking included); 0 when it is already Crippled. */
  readonly pCrippled: number;
  /** P(this attack brings the target to a Skeleton Crew); 0 when it already has one. */
  readonly pSkeleton: number;
  readonly pDestroyed: number;
  /** The target is Crippled before the attack. */
  readonly targetCrippled: boolean;
  /** The target has a Skeleton Crew before the attack. */
  readonly targetSkeleton: boolean;
  /** P(exactly this many Damage points lost), keys "0", "1", ... */
  readonly damage: Record<string, number>;
  /** P(exactly this many hits), keys "0", "1", ... */
  readonly hits: Record<string, number>;
}

/** The target before the attack: already Crippled, already at a Skeleton Crew. */
export interface TargetBefore { readonly crippled: boolean; readonly skeleton: boolean }

/** What the target already is, read as the engine's odds read it (at or below a threshold counts). */
export function targetBefore(t: Pick<ShipState, 'crippled' | 'skeleton' | 'damage' | 'crew' | 'roster'>): TargetBefore {
  return { crippled: t.crippled || t.damage <= t.roster.damage[1], skeleton: t.skeleton || t.crew <= t.roster.crew[1] };
}

const keyed = (d: readonly number[]): Record<string, number> => Object.fromEntries(d.map((p, i) => [String(i), p]));

/**
 * The odds as JSON. The engine counts a target already Crippled (or at a Skeleton Crew) as Crippled
 * after the attack with certainty; here `pCrippled` and `pSkeleton` are the chances that this attack
 * does it, 0 when it is already so (`targetCrippled`, `targetSkeleton` say which).
 */
export function oddsJson(o: AttackOdds, before: TargetBefore = { crippled: false, skeleton: false }): OddsJson {
  return {
    mean: o.meanDamage, meanHits: o.meanHits, pCritical: o.pCritical, pCrippled: before.crippled ? 0 : o.pCrippled,
    pSkeleton: before.skeleton ? 0 : o.pSkeleton, pDestroyed: o.pDestroyed, targetCrippled: before.crippled, targetSkeleton: before.skeleton,
    damage: keyed(o.damage), hits: keyed(o.hits),
  };
}

const pct = (p: number): string => (p > 0 && p < 0.001 ? '<0.1%' : `${(100 * p).toFixed(1)}%`);

/**
 * Horizontal bars, one line per value from the first that can happen, the longest `width` characters; a tail under
 * 0.05% is folded into its last line. `end`: a word for the last value the distribution has, when its line is shown
 * (the target's whole Damage lost: "sunk").
 */
export function histogram(label: string, dist: readonly number[], width = 40, end?: string): string[] {
  const top = Math.max(...dist, 1e-12);
  let last = dist.length - 1;
  while (last > 0 && (dist[last] ?? 0) < 0.0005) last--;
  const rows: string[] = [];
  let first = 0;
  while (first < last && (dist[first] ?? 0) === 0) first++;
  for (let i = first; i <= last; i++) {
    const p = dist[i] ?? 0;
    const tail = i === last && last < dist.length - 1 ? '+' : ' ';
    const mass = i === last ? dist.slice(i).reduce((a, b) => a + b, 0) : p;
    const note = end !== undefined && i === dist.length - 1 && i > 0 ? ` ${end}` : '';
    rows.push(`  ${String(i).padStart(3)}${tail} ${'#'.repeat(Math.round((mass / top) * width)).padEnd(width)} ${pct(mass)}${note}`);
  }
  return [label, ...rows];
}

/** The chances of what this attack does to the target; what it already is (`before`) is said, not credited to the attack. */
function fateLine(o: AttackOdds, target: string, before: TargetBefore): string {
  const odds = [
    ...(before.crippled ? [] : [`Crippled (or worse) ${pct(o.pCrippled)}`]),
    ...(before.skeleton ? [] : [`Skeleton Crew ${pct(o.pSkeleton)}`]),
    `destroyed ${pct(o.pDestroyed)}`,
  ].join(', ');
  const already = [...(before.crippled ? ['Crippled'] : []), ...(before.skeleton ? ['at a Skeleton Crew'] : [])];
  if (already.length === 0) return `  ${target} ${odds}`;
  return `  ${target} is already ${already.join(' and ')}; this attack: ${odds}`;
}

export function oddsText(o: AttackOdds, attacker: string, target: string, before: TargetBefore = { crippled: false, skeleton: false }): string[] {
  if (o.shots === 0) return [`None of ${attacker}'s nominated weapons can fire at ${target} (out of arc or range).`];
  return [
    `${attacker} at ${target}: ${o.shots} weapon${o.shots === 1 ? '' : 's'} firing.`,
    `  mean ${o.meanHits.toFixed(2)} hits, ${o.meanDamage.toFixed(2)} Damage; at least one critical hit ${pct(o.pCritical)}`,
    fateLine(o, target, before),
    // the distribution ends at the target's Damage left: its last value is the target sunk
    ...histogram('  Damage points lost:', o.damage, 40, `(all ${target}'s Damage: sunk)`),
  ];
}
