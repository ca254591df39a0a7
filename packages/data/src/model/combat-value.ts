/**
 * Combat value of a roster: a check on the model against the rules' Priority Levels ("a Queen Elizabeth
 * is twice as capable as a single Southampton"). Under Lanchester's square law a fleet's strength is
 * (sum of sqrt(offence x durability))^2, so sqrt(offence x durability) is the additive worth of one ship:
 *
 * - offence: expected Damage per turn against a reference cruiser (Target 5+, Armour 4+) on its beam
 *   arc, averaged over the ranges 5, 10, ... 30 inches, with the rules' range penalties, plunging fire,
 *   AP / Super AP / Weak, Twin-Linked re-rolls and Slow-Loading (half); carriers add their flights
 *   striking every other turn with the reference strike (one Attack Die, 3 Damage Dice);
 * - durability: the reference hits (plain 1-DD gun, no modifiers) needed to sink it: Damage / P(hit) / P(damage),
 *   doubled for a submersible (submerged, only detected boats can be attacked, and only by depth charges).
 *
 * The value is scaled so the Queen Elizabeth roster is 100.
 */
import type { ShipRoster, WeaponRoster } from '../roster-types';
import { traitValue } from '../roster-types';

export const REFERENCE_TARGET = { target: 5, armour: 4 } as const;
export const SAMPLE_RANGES = [5, 10, 15, 20, 25, 30] as const;
const REFERENCE_STRIKE = { ad: 1, dd: 3 } as const;

/** Chance one Attack Die hits: d6 + modifier >= target; a natural 1 always misses. */
export function hitChance(target: number, modifier: number): number {
  return Math.max(0, 7 - Math.max(2, target - modifier)) / 6;
}

/**
 * Chance one Damage Die damages: d6 + modifier >= armour; a natural 6 always damages and a natural 1
 * always bounces off the armour, whatever the modifiers (the engine's VAS-DAMAGE-DICE).
 */
export function damageChance(armour: number, modifier: number): number {
  let faces = 0;
  for (let f = 1; f <= 6; f += 1) if (f === 6 || (f !== 1 && f + modifier >= armour)) faces += 1;
  return faces / 6;
}

/**
 * Damage Dice modifier of a weapon's own traits, as the engine reads them (packages/vas traits,
 * weaponProfile): Super AP +2 or AP +1, and Weak -1 on top, so a Weak AP weapon gets 0.
 */
export function damageModifier(w: Pick<WeaponRoster, 'traits'>): number {
  const ap = w.traits.includes('Super AP') ? 2 : w.traits.includes('AP') ? 1 : 0;
  return ap - (w.traits.includes('Weak') ? 1 : 0);
}

/** Expected Damage per turn of one weapon row at a range against the reference target (0 out of range). */
export function weaponDamageAt(w: WeaponRoster, range: number): number {
  if (w.dd === null || w.kind === 'aa' || w.kind === 'depth-charge' || w.kind === 'bomb' || range > w.range) return 0;
  const toHit = w.kind === 'torpedo' ? 1 : range > 30 ? -2 : range > 20 ? -1 : 0;
  let p = hitChance(REFERENCE_TARGET.target, toHit);
  if (w.traits.includes('Twin-Linked')) p += (1 - p) * p;
  const plunging = w.kind !== 'torpedo' && range > 20 ? 1 : 0;
  const perHit = w.dd * damageChance(REFERENCE_TARGET.armour, damageModifier(w) + plunging);
  return w.ad * p * perHit * (w.traits.includes('Slow-Loading') ? 0.5 : 1);
}

export function offence(r: ShipRoster): number {
  const guns = SAMPLE_RANGES.reduce((sum, range) => sum + r.weapons.reduce((n, w) => n + weaponDamageAt(w, range), 0), 0) / SAMPLE_RANGES.length;
  const flights = Number(traitValue(r, 'Carrier') ?? 0);
  const strike = REFERENCE_STRIKE.ad * hitChance(REFERENCE_TARGET.target, 0) * REFERENCE_STRIKE.dd * damageChance(REFERENCE_TARGET.armour, 0);
  return guns + flights * strike * 0.5;
}

/** A submerged submersible can be attacked only by depth charges once detected (4+): twice the hits to sink it. */
export function durability(r: ShipRoster): number {
  const hidden = traitValue(r, 'Submersible') === undefined ? 1 : 2;
  return (hidden * r.damage[0]) / (hitChance(r.target, 0) * damageChance(r.armour, 0));
}

export function rawCombatValue(r: ShipRoster): number {
  return Math.sqrt(offence(r) * durability(r));
}

export interface ValueRow {
  readonly class: string;
  readonly nation: string;
  readonly priority: string;
  readonly value: number;
  /** value / median value of its Priority Level. */
  readonly ratio: number;
}

/**
 * Values scaled to `reference` = 100, with each class's ratio to its level's median. The medians are taken
 * over the rosters `inMedian` accepts (default all), so classes whose level is not the rules' own can be
 * measured against the rules' levels without moving them.
 */
export function combatValues(
  rosters: readonly ShipRoster[], reference: ShipRoster, inMedian: (r: ShipRoster) => boolean = () => true,
): ValueRow[] {
  const scale = 100 / rawCombatValue(reference);
  const rows = rosters.map((r) => ({ class: r.class, nation: r.nation, priority: r.priority, value: rawCombatValue(r) * scale }));
  const counted = rows.filter((_, i) => inMedian(rosters[i] as ShipRoster));
  const medians = new Map<string, number>();
  for (const p of new Set(counted.map((r) => r.priority))) medians.set(p, median(counted.filter((r) => r.priority === p).map((r) => r.value)));
  return rows.map((r) => ({ ...r, ratio: r.value / (medians.get(r.priority) ?? r.value) }));
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}
