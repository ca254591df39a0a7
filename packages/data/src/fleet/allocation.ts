/**
 * Fleet Allocation (rules: "Priority Levels", "Fleet Allocation"). A ship or squadron of the scenario's
 * level costs 1 point, one level above 2, two levels above 4; more than two above can never be bought.
 * Below, one point buys 2, 3, 4 or 6 ships/squadrons (one to four levels lower). Points are spent
 * whole: purchases at the same level difference share points, rounded up (docs/rules-decisions.md,
 * VAS-FLEET-ALLOCATION).
 */
import { PRIORITY_LEVELS, type PriorityLevel } from '../roster-types';

export type Allocation =
  | { readonly kind: 'points-each'; readonly points: number }
  | { readonly kind: 'per-point'; readonly units: number }
  | { readonly kind: 'forbidden' };

/** Ship level minus scenario level: +2 is two levels above. */
export function levelDifference(ship: PriorityLevel, scenario: PriorityLevel): number {
  return PRIORITY_LEVELS.indexOf(ship) - PRIORITY_LEVELS.indexOf(scenario);
}

export function allocationFor(difference: number): Allocation {
  switch (difference) {
    case 0: return { kind: 'points-each', points: 1 };
    case 1: return { kind: 'points-each', points: 2 };
    case 2: return { kind: 'points-each', points: 4 };
    case -1: return { kind: 'per-point', units: 2 };
    case -2: return { kind: 'per-point', units: 3 };
    case -3: return { kind: 'per-point', units: 4 };
    case -4: return { kind: 'per-point', units: 6 };
    default: return { kind: 'forbidden' };
  }
}

export interface CostLine {
  readonly difference: number;
  readonly units: number;
  readonly points: number;
}

/**
 * Points spent on purchases at the given levels (one entry per ship or squadron), grouped by level
 * difference. Forbidden purchases (more than two levels above) are not costed; the caller reports them.
 */
export function allocationCost(levels: readonly PriorityLevel[], scenario: PriorityLevel): { total: number; lines: CostLine[] } {
  const counts = new Map<number, number>();
  for (const l of levels) {
    const d = levelDifference(l, scenario);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  const lines: CostLine[] = [];
  for (const [difference, units] of [...counts.entries()].sort((a, b) => b[0] - a[0])) {
    const a = allocationFor(difference);
    if (a.kind === 'forbidden') continue;
    const points = a.kind === 'points-each' ? a.points * units : Math.ceil(units / a.units);
    lines.push({ difference, units, points });
  }
  return { total: lines.reduce((n, l) => n + l.points, 0), lines };
}
