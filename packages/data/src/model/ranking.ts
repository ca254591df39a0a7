/**
 * The ranking test from history (docs/ship-model.md): pairwise claims any naval historian would accept,
 * each checked against the derived rosters with a stated tolerance. The measures are expected Damage by
 * the rules' dice (firepower.ts), so a claim is about what a player gets on the table.
 */
import type { ShipRoster } from '../roster-types';
import { damageChance, hitChance } from './combat-value';
import { mainBatteryDamage, torpedoSalvoDamage } from './firepower';

/** The reference target of gun and torpedo measures: a battleship hull of middling protection. */
const REF_BATTLESHIP: ShipRoster = {
  class: 'reference battleship', nation: 'Royal Navy', type: 'battleship', priority: 'Battle', speed: 5, turning: 1,
  target: 4, armour: 5, damage: [34, 11], crew: [47, 15], traits: [], weapons: [], inService: 1930,
};
const GUN_RANGES = [10, 15, 20, 25, 30] as const;
/** The Long Lance national rule: Japanese surface ships may aim torpedoes at targets up to 20 inches away. */
export const LONG_LANCE_REACH = 20;

/** Expected main-battery Damage per turn against the reference battleship, averaged over 10-30 inches. */
export function firepower(r: ShipRoster): number {
  return GUN_RANGES.reduce((n, range) => n + mainBatteryDamage(r, REF_BATTLESHIP, range), 0) / GUN_RANGES.length;
}

/**
 * Hits of a reference 15 in AP gun (3 Damage Dice) needed to sink the ship, averaged over a hit at 15 in
 * and one at 25 in (plunging fire, unless the ship has an Armoured Deck).
 */
export function protection(r: ShipRoster): number {
  const deck = r.traits.includes('Armoured Deck') ? 0 : 1;
  const perHit = (3 * (damageChance(r.armour, 1) + damageChance(r.armour, 1 + deck))) / 2;
  return r.damage[0] / perHit;
}

/** Expected Damage of one torpedo salvo against the reference battleship (beam shot). */
export const torpedoSalvo = (r: ShipRoster): number => torpedoSalvoDamage(r, REF_BATTLESHIP);

/** How far a ship's torpedoes reach: the roster's range, or the Long Lance's for a Japanese surface ship. */
export function torpedoReach(r: ShipRoster): number {
  const tubes = r.weapons.filter((w) => w.kind === 'torpedo');
  if (tubes.length === 0) return 0;
  const range = Math.max(...tubes.map((w) => w.range));
  const longLance = r.nation === 'Imperial Japanese Navy' && r.type !== 'submersible';
  return longLance ? Math.max(range, LONG_LANCE_REACH) : range;
}

/** Chance a plain Attack Die hits the ship at short range (its Target number), for "harder to hit" claims. */
export const exposure = (r: ShipRoster): number => hitChance(r.target, 0);

export interface ClaimResult {
  readonly ok: boolean;
  /** The measured figures, as a sentence for the table. */
  readonly measured: string;
}

export interface Claim {
  readonly claim: string;
  readonly tolerance: string;
  readonly source: string;
  readonly check: (ship: (cls: string) => ShipRoster, all: readonly ShipRoster[]) => ClaimResult;
}

const f2 = (x: number): string => x.toFixed(2);

/** a > b by at least `margin` (a fraction of b). */
export function greater(what: string, a: string, b: string, measure: (r: ShipRoster) => number, margin = 0): Claim['check'] {
  return (ship) => {
    const x = measure(ship(a));
    const y = measure(ship(b));
    return { ok: x > y * (1 + margin), measured: `${what}: ${a} ${f2(x)}, ${b} ${f2(y)}` };
  };
}

/** a and b within a factor (1 + tol) of each other. */
export function close(what: string, a: string, b: string, measure: (r: ShipRoster) => number, tol: number): Claim['check'] {
  return (ship) => {
    const x = measure(ship(a));
    const y = measure(ship(b));
    const ratio = Math.max(x, y) / Math.max(1e-9, Math.min(x, y));
    return { ok: ratio <= 1 + tol, measured: `${what}: ${a} ${f2(x)}, ${b} ${f2(y)} (ratio ${f2(ratio)})` };
  };
}

/** Every class of a group within `tol` of the group's median. */
export function group(what: string, classes: readonly string[], measure: (r: ShipRoster) => number, tol: number): Claim['check'] {
  return (ship) => {
    const xs = classes.map((c) => measure(ship(c)));
    const sorted = [...xs].sort((p, q) => p - q);
    const mid = sorted.length % 2 ? (sorted[(sorted.length - 1) / 2] ?? 0) : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
    const worst = Math.max(...xs.map((x) => Math.abs(x - mid) / mid));
    return { ok: worst <= tol, measured: `${what}: ${classes.map((c, i) => `${c} ${xs[i]}`).join(', ')} (median ${mid}, furthest ${(worst * 100).toFixed(0)}%)` };
  };
}
