/** The odds of an attack as a small text histogram and as the JSON `salvo odds --json` prints. */
import type { AttackOdds } from '@salvo/vas';

export interface OddsJson {
  readonly mean: number;
  readonly meanHits: number;
  readonly pCritical: number;
  readonly pCrippled: number;
  readonly pSkeleton: number;
  readonly pDestroyed: number;
  /** P(exactly this many Damage points lost), keys "0", "1", ... */
  readonly damage: Record<string, number>;
  readonly hits: Record<string, number>;
}

const keyed = (d: readonly number[]): Record<string, number> => Object.fromEntries(d.map((p, i) => [String(i), p]));

export function oddsJson(o: AttackOdds): OddsJson {
  return {
    mean: o.meanDamage, meanHits: o.meanHits, pCritical: o.pCritical, pCrippled: o.pCrippled, pSkeleton: o.pSkeleton,
    pDestroyed: o.pDestroyed, damage: keyed(o.damage), hits: keyed(o.hits),
  };
}

const pct = (p: number): string => (p > 0 && p < 0.001 ? '<0.1%' : `${(100 * p).toFixed(1)}%`);

/** Horizontal bars, one line per value from the first that can happen, the longest `width` characters; a tail under 0.05% is folded into its last line. */
export function histogram(label: string, dist: readonly number[], width = 40): string[] {
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
    rows.push(`  ${String(i).padStart(3)}${tail} ${'#'.repeat(Math.round((mass / top) * width)).padEnd(width)} ${pct(mass)}`);
  }
  return [label, ...rows];
}

export function oddsText(o: AttackOdds, attacker: string, target: string): string[] {
  if (o.shots === 0) return [`None of ${attacker}'s nominated weapons can fire at ${target} (out of arc or range).`];
  return [
    `${attacker} at ${target}: ${o.shots} weapon${o.shots === 1 ? '' : 's'} firing.`,
    `  mean ${o.meanHits.toFixed(2)} hits, ${o.meanDamage.toFixed(2)} Damage; at least one critical hit ${pct(o.pCritical)}`,
    `  ${target} Crippled (or worse) ${pct(o.pCrippled)}, Skeleton Crew ${pct(o.pSkeleton)}, destroyed ${pct(o.pDestroyed)}`,
    ...histogram('  Damage points lost:', o.damage),
  ];
}
