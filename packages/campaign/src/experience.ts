/**
 * Ship Experience (VAS-CAMPAIGN-XP-KILL, -CRIPPLE, -SIDE, -SKELETON): XP Dice a battle earns each ship.
 * Killing blow: 1 for a lower Priority Level, 2 the same, 3 to 6 for one to four levels higher.
 * Crippling and Skeleton Crew: half the kill XP each (round down), both possible, neither with the
 * kill of the same ship. Side: 2 winning, 1 losing or drawing. Skeleton Crew suffered: -1, never
 * below zero.
 */
import { PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import type { Credit } from './battle-outcome';

export function killXp(attacker: PriorityLevel, target: PriorityLevel): number {
  const d = PRIORITY_LEVELS.indexOf(target) - PRIORITY_LEVELS.indexOf(attacker);
  if (d < 0) return 1;
  return Math.min(6, 2 + d);
}

/** XP earned from credits, per attacking ship. */
export function creditXp(credits: readonly Credit[], level: (ship: string) => PriorityLevel): Record<string, number> {
  const out: Record<string, number> = {};
  const pairs = new Map<string, Set<string>>();
  for (const c of credits) {
    const k = `${c.attacker}>${c.target}`;
    const set = pairs.get(k) ?? new Set<string>();
    set.add(c.kind);
    pairs.set(k, set);
  }
  for (const [k, kinds] of pairs) {
    const [attacker = '', target = ''] = k.split('>');
    const kill = killXp(level(attacker), level(target));
    const xp = kinds.has('destroyed') ? kill : (kinds.has('crippled') ? Math.floor(kill / 2) : 0) + (kinds.has('skeleton') ? Math.floor(kill / 2) : 0);
    out[attacker] = (out[attacker] ?? 0) + xp;
  }
  return out;
}

/** The whole award for one ship: its credits, its side's result, the Skeleton Crew penalty; never below 0 in total. */
export function battleXp(credited: number, won: boolean, skeletonReduced: boolean, before: number): number {
  const after = before + credited + (won ? 2 : 1) - (skeletonReduced ? 1 : 0);
  return Math.max(0, after);
}
