/**
 * Expected damage of one roster's weapons against another roster, by the rules' dice: the measure the
 * ship model is judged by (docs/ship-model.md: the Twin-Linked law, the ranking test). Every weapon is
 * taken to bear (a beam engagement); range modifiers, plunging fire (not against an Armoured Deck),
 * AP / Super AP / Weak, Twin-Linked re-rolls of misses and Slow-Loading (every other turn) are counted.
 */
import type { ShipRoster, WeaponRoster } from '../roster-types';
import { damageChance, damageModifier, hitChance } from './combat-value';

const LONG = 20;
const EXTREME = 30;

/** Chance one Attack Die of `w` hits a target number, with a Twin-Linked weapon re-rolling its misses. */
export function attackDieHit(w: Pick<WeaponRoster, 'traits' | 'kind'>, target: number, range: number): number {
  const mod = w.kind === 'torpedo' ? 1 : range > EXTREME ? -2 : range > LONG ? -1 : 0;
  const p = hitChance(target, mod);
  return w.traits.includes('Twin-Linked') ? p + (1 - p) * p : p;
}

/** Expected Damage per turn of one weapon row against `target` at `range` inches (0 out of range). */
export function expectedDamage(w: WeaponRoster, target: Pick<ShipRoster, 'target' | 'armour' | 'traits'>, range: number): number {
  if (w.dd === null || w.kind === 'aa' || w.kind === 'depth-charge' || w.kind === 'bomb' || range > w.range) return 0;
  const plunging = w.kind !== 'torpedo' && range > LONG && !target.traits.includes('Armoured Deck') ? 1 : 0;
  const perHit = w.dd * damageChance(target.armour, damageModifier(w) + plunging);
  return w.ad * attackDieHit(w, target.target, range) * perHit * (w.traits.includes('Slow-Loading') ? 0.5 : 1);
}

/** Expected Damage per turn of a ship's main battery (every main mount bearing) against `target`. */
export function mainBatteryDamage(attacker: ShipRoster, target: ShipRoster, range: number): number {
  return attacker.weapons.filter((w) => w.kind === 'main').reduce((n, w) => n + expectedDamage(w, target, range), 0);
}

/** Expected Damage of one torpedo salvo (beam shot, +1) against `target`, ignoring reloading. */
export function torpedoSalvoDamage(attacker: ShipRoster, target: ShipRoster): number {
  const tubes = attacker.weapons.filter((w) => w.kind === 'torpedo');
  return tubes.reduce((n, w) => n + expectedDamage({ ...w, traits: w.traits.filter((t) => t !== 'Slow-Loading') }, target, 0), 0);
}
