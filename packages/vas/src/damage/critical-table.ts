/**
 * The Critical Hits tables (Victory at Sea, Critical Hits): 2d6 for the location, then a d6 for the
 * effect. Extra Damage, Crew and fires are a fixed part plus a number of d6 (e.g. "+2d6" is 0 + 2 dice).
 */
import type { CriticalLocation } from '../types';

export type CriticalEffect =
  | 'fire' | 'multiple-fires' | 'hull-breach' | 'multiple-explosions'
  | 'turbine-damaged' | 'props-damaged' | 'fuel-systems-ruptured' | 'engines-disabled'
  | 'aa-damaged' | 'secondary-damaged' | 'turret-destroyed' | 'magazine-explosion'
  | 'bridge-hit' | 'rudder' | 'engineering' | 'fire-control' | 'secondary-explosions';

/** A fixed amount plus `dice` d6. */
export interface Amount {
  readonly fixed: number;
  readonly dice: number;
}

export interface CriticalRow {
  readonly location: CriticalLocation;
  readonly effect: CriticalEffect;
  /** As printed in the table. */
  readonly area: string;
  readonly damage: Amount;
  readonly crew: Amount;
  readonly fires: Amount;
  /** Speed lost while active (not cumulative: the worst active one applies). */
  readonly speedLoss: number;
}

const a = (fixed: number, dice = 0): Amount => ({ fixed, dice });
const row = (
  location: CriticalLocation, effect: CriticalEffect, area: string,
  damage: Amount, crew: Amount, fires: Amount, speedLoss = 0,
): CriticalRow => ({ location, effect, area, damage, crew, fires, speedLoss });

const CREW: readonly CriticalRow[] = [
  row('crew', 'fire', 'Fire', a(0), a(2), a(1)),
  row('crew', 'multiple-fires', 'Multiple Fires', a(0), a(3), a(0, 1)),
  row('crew', 'hull-breach', 'Hull Breach', a(2), a(5), a(0)),
  row('crew', 'multiple-explosions', 'Multiple Explosions', a(0, 1), a(0, 2), a(0, 1)),
];
const ENGINES: readonly CriticalRow[] = [
  row('engines', 'turbine-damaged', 'Turbine Damaged', a(1), a(1), a(0), 1),
  row('engines', 'props-damaged', 'Props Damaged', a(1), a(1), a(0), 2),
  row('engines', 'fuel-systems-ruptured', 'Fuel Systems Ruptured', a(2), a(2), a(1), 3),
  row('engines', 'engines-disabled', 'Engines Disabled', a(3), a(3), a(0)),
];
const WEAPONS: readonly CriticalRow[] = [
  row('weapons', 'aa-damaged', 'Anti-Aircraft Weapons Damaged', a(1), a(1), a(0)),
  row('weapons', 'secondary-damaged', 'Secondary Weapons Damaged', a(2), a(0), a(0)),
  row('weapons', 'turret-destroyed', 'Turret Destroyed', a(3), a(4), a(1)),
  row('weapons', 'magazine-explosion', 'Magazine Explosion', a(4), a(6), a(0, 1)),
];
const VITAL: readonly CriticalRow[] = [
  row('vital', 'bridge-hit', 'Bridge Hit', a(0), a(1), a(0)),
  row('vital', 'rudder', 'Rudder', a(2), a(1), a(0)),
  row('vital', 'engineering', 'Engineering', a(2), a(4), a(0)),
  row('vital', 'fire-control', 'Fire Control', a(3), a(4), a(0)),
  row('vital', 'secondary-explosions', 'Secondary Explosions', a(0, 1), a(0, 1), a(0, 1)),
];

/** VAS-CRIT-LOCATION: 2 and 12 Vital Systems, 3-5 Crew, 6-8 Engines, 9-11 Weapons. */
export function criticalLocation(sum2d6: number): CriticalLocation {
  if (sum2d6 <= 2 || sum2d6 >= 12) return 'vital';
  if (sum2d6 <= 5) return 'crew';
  if (sum2d6 <= 8) return 'engines';
  return 'weapons';
}

/**
 * The row for a location and effect die. The three four-row tables read 1-2, 3-4, 5, 6.
 * The Vital Systems table has rows 1 to 5 only: a 6 is re-rolled (VAS-CRIT-VITAL), signalled by null.
 */
export function criticalRow(location: CriticalLocation, d6: number): CriticalRow | null {
  if (location === 'vital') return VITAL[d6 - 1] ?? null;
  const table = location === 'crew' ? CREW : location === 'engines' ? ENGINES : WEAPONS;
  const i = d6 <= 2 ? 0 : d6 <= 4 ? 1 : d6 === 5 ? 2 : 3;
  return table[i] ?? null;
}

/** d6 rolled for the row's extra Damage, Crew and fires, in that order. */
export const extraDiceCount = (r: CriticalRow): number => r.damage.dice + r.crew.dice + r.fires.dice;

/** Every row, for tests and views. */
export const ALL_CRITICAL_ROWS: readonly CriticalRow[] = [...CREW, ...ENGINES, ...WEAPONS, ...VITAL];

/** Effects whose special effect lasts and that Damage Control may repair (VAS-CRIT-REPAIR). */
const LASTING_REPAIRABLE: ReadonlySet<CriticalEffect> = new Set<CriticalEffect>([
  'turbine-damaged', 'props-damaged', 'fuel-systems-ruptured', 'engines-disabled',
  'aa-damaged', 'secondary-damaged', 'magazine-explosion',
]);
export const isRepairableEffect = (e: string): boolean => (LASTING_REPAIRABLE as ReadonlySet<string>).has(e);

/**
 * Effects that outlast the battle they were suffered in (VAS-SETUP-CRITICALS): the engine criticals, the
 * damaged weapons, a destroyed turret and the Vital Systems hits with an effect of their own. The rest add
 * only Damage, Crew and fires (Crew table, Secondary Explosions), or pass within three turns (Magazine Explosion).
 */
export const LASTING_EFFECTS: readonly CriticalEffect[] = [
  'turbine-damaged', 'props-damaged', 'fuel-systems-ruptured', 'engines-disabled',
  'aa-damaged', 'secondary-damaged', 'turret-destroyed',
  'bridge-hit', 'rudder', 'engineering', 'fire-control',
];
export const isLastingEffect = (e: string): boolean => (LASTING_EFFECTS as readonly string[]).includes(e);

/** The printed name of a critical effect for sentences ("Fuel Systems Ruptured"), never its tag. */
export function criticalName(effect: string): string {
  return ALL_CRITICAL_ROWS.find((r) => r.effect === effect)?.area ?? effect.replace(/-/g, ' ');
}
