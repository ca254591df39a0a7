/**
 * Rough combat arithmetic for the heuristic bot (War at Sea 7.x, 8.x, 10.x, 11.5).
 * A shot removes its target (hit or disable) with chance 1/3, 1/2 for an undamaged German ship.
 * A force's strength is Lanchester-like: (expected removals per round) x (bodies to absorb fire).
 */
import type { AreaId, FaceDownShip, ShipState } from '@salvo/was';

export type Seen = ShipState | FaceDownShip;

export const atSeaIn = (x: Seen, a: AreaId): boolean => x.location.kind === 'sea' && x.location.area === a;

/** 7.6: attack 1 once damage reaches Defense (0 stays 0); face-down British ships count as average. */
export function effAttack(x: Seen): number {
  if ('faceDown' in x) return 3;
  if (x.damage >= x.defense) return x.attack > 0 ? 1 : 0;
  return x.attack;
}

export function shotQuality(x: Seen): number {
  return !('faceDown' in x) && x.nation === 'Germany' && x.damage === 0 ? 0.5 : 1 / 3;
}

/** How many points of damage the ship can still absorb before sinking (7.4). */
export function toughness(x: Seen): number {
  if ('faceDown' in x) return 4;
  return Math.max(1, x.defense - x.damage + 1);
}

export interface Force {
  fire: number;
  bodies: number;
}

export const emptyForce = (): Force => ({ fire: 0, bodies: 0 });

export function addShip(f: Force, x: Seen, weight = 1, extraFire = 0): Force {
  return {
    fire: f.fire + weight * (effAttack(x) * shotQuality(x) + extraFire),
    bodies: f.bodies + weight * (1 + toughness(x) / 6),
  };
}

export function forceOf(ships: readonly Seen[]): Force {
  return ships.reduce<Force>((f, x) => addShip(f, x), emptyForce());
}

export const power = (f: Force): number => f.fire * f.bodies;

/** Chance-like share of the fight: 1 when the enemy has nothing, 0 when we have nothing. */
export function winShare(me: Force, enemy: Force): number {
  const m = power(me);
  const e = power(enemy);
  if (m <= 0 && e <= 0) return me.bodies > 0 ? 1 : 0;
  if (e <= 0) return me.bodies > 0 ? 1 : 0;
  return (m * m) / (m * m + e * e);
}

/** What losing the ship would cost, in POC-like units (used against fights we may lose). */
export function shipWorth(x: Seen): number {
  if ('faceDown' in x) return 1;
  if (x.type === 'convoy') return 3;
  return (x.attack + x.defense + 2 * x.airstrike) / 6;
}

/** P(at least `need` of `n` dice each succeeding with chance p). */
export function atLeast(n: number, p: number, need: number): number {
  if (need <= 0) return 1;
  let total = 0;
  for (let k = need; k <= n; k++) total += binom(n, k) * p ** k * (1 - p) ** (n - k);
  return total;
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}
