/**
 * Finite, sensible nomination sets for bots. Bots may measure (they choose among these sets);
 * the sets are always legal for `startAttack` and may be fed to `resolveAttackFast`.
 */
import type { RngState } from '@salvo/kernel';
import { rollDie } from '@salvo/kernel';
import type { FireNomination, ShipId, ShipState, VasState } from '../types';
import { rangeTo } from './arcs';
import { weaponsInReach } from './reach';
import { areEnemies, inPlay, legalAlone, validateNominations } from './validate';
import { shotBlock } from '../conditions';
import { forcedFire } from './friendly-fire';

/** Weapons that could fire at `target` now: legal, in arc and in range. */
function reachingWeapons(state: VasState, ship: ShipState, target: ShipState): FireNomination[] {
  if (shotBlock(state, ship, target, rangeTo(ship.position, target.position)) !== null) return [];
  return legalAlone(state, ship, weaponsInReach(ship, target));
}

const key = (set: readonly FireNomination[]): string => set.map((n) => `${n.weapon}>${n.target}`).join(',');

/**
 * Candidate nomination sets: `[]` (hold fire); for each enemy, every weapon that reaches it; every
 * weapon at the nearest enemy it reaches; with a Skeleton Crew, each single weapon at each enemy.
 */
export function candidateAttacks(state: VasState, shipId: ShipId): FireNomination[][] {
  const ship = state.ships[shipId];
  const sets: FireNomination[][] = [[]];
  const forced = !ship || state.visibility.night === null ? null : forcedFire(state, ship);
  if (forced !== null) return [forced];
  if (!ship || validateNominations(state, ship, []) !== null) return sets;
  const enemies = state.shipOrder
    .map((id) => state.ships[id])
    .filter((s): s is ShipState => s !== undefined && inPlay(s) && areEnemies(state, ship, s))
    .sort((a, b) => rangeTo(ship.position, a.position) - rangeTo(ship.position, b.position));
  const seen = new Set<string>(['']);
  const add = (set: FireNomination[]): void => {
    const k = key(set);
    if (seen.has(k) || validateNominations(state, ship, set) !== null) return;
    seen.add(k);
    sets.push(set);
  };
  const nearest = new Map<number, FireNomination>();
  for (const enemy of enemies) {
    const reach = reachingWeapons(state, ship, enemy);
    if (ship.skeleton) reach.forEach((n) => add([n]));
    else add(reach);
    for (const n of reach) if (!nearest.has(n.weapon)) nearest.set(n.weapon, n);
  }
  if (!ship.skeleton) add([...nearest.values()].sort((a, b) => a.weapon - b.weapon));
  return sets;
}

/** One candidate drawn with `rng` (mutated), preferring to fire when anything can. */
export function sampleAttack(state: VasState, shipId: ShipId, rng: RngState): FireNomination[] {
  const sets = candidateAttacks(state, shipId);
  const firing = sets.length > 1 ? sets.slice(1) : sets;
  return firing[rollDie(rng, firing.length) - 1] ?? [];
}
