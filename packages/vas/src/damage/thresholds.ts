/**
 * Damage and Crew losses and the states they lead to (VAS-DAMAGE-*, VAS-CRIPPLED-*, VAS-SKELETON-*).
 *
 * A threshold is reached when the score left is at or below the roster's second figure
 * (Warspite 34/11 is Crippled with 11 Damage left). `events` null means logging off.
 * Crippling needs dice (a die per surviving main turret and per trait): `loseDamage` reports
 * that it crippled the ship and the caller rolls `crippleDiceCount` dice for `applyCrippleRolls`.
 */
import type { ShipState, VasEvent } from '../types';
import { ownWeapons } from '../turn/own-weapons';

/** The rule behind each threshold event (VasEvent.rule); `damage` and `crew-lost` name their cause. */
const THRESHOLD_RULES: Readonly<Record<string, string>> = {
  'ship-destroyed': 'VAS-DAMAGE-DESTROYED', 'ship-crippled': 'VAS-CRIPPLED-THRESHOLD', 'skeleton-crew': 'VAS-SKELETON-THRESHOLD',
  'ship-abandoned': 'VAS-DAMAGE-ABANDONED', 'turret-lost': 'VAS-CRIPPLED-LOSSES', 'trait-lost': 'VAS-CRIPPLED-LOSSES',
};

function push(events: VasEvent[], type: string, ship: ShipState, text: string, data?: Record<string, unknown>, cause?: string): void {
  const rule = cause ?? THRESHOLD_RULES[type] ?? 'VAS-DAMAGE-DICE';
  events.push(data ? { type, rule, text, ship: ship.id, data } : { type, rule, text, ship: ship.id });
}

/** Removes Damage points; true when this loss just Crippled the ship (its crippling dice are due). */
export function loseDamage(ship: ShipState, amount: number, events: VasEvent[] | null, cause = 'VAS-DAMAGE-DICE'): boolean {
  if (amount <= 0 || ship.destroyed) return false;
  ship.damage = Math.max(0, ship.damage - amount);
  if (events) push(events, 'damage', ship, `${ship.name} loses ${amount} Damage (${ship.damage} left).`, { amount, left: ship.damage }, cause);
  if (ship.damage === 0) {
    ship.destroyed = true;
    if (events) push(events, 'ship-destroyed', ship, `${ship.name} is destroyed and sinking.`);
    return false;
  }
  if (!ship.crippled && ship.damage <= ship.roster.damage[1]) {
    ship.crippled = true;
    if (events) push(events, 'ship-crippled', ship, `${ship.name} is Crippled: Turning 1, Speed halved, secondary and AA dice halved.`);
    return true;
  }
  return false;
}

/** Removes Crew points: Skeleton Crew at the threshold, Abandoned at 0. `cause`: the rule id of the loss. */
export function loseCrew(ship: ShipState, amount: number, events: VasEvent[] | null, cause = 'VAS-CRIT-EXTRA'): void {
  if (amount <= 0 || ship.destroyed) return;
  ship.crew = Math.max(0, ship.crew - amount);
  if (events) push(events, 'crew-lost', ship, `${ship.name} loses ${amount} Crew (${ship.crew} left).`, { amount, left: ship.crew }, cause);
  if (!ship.skeleton && ship.crew <= ship.roster.crew[1]) {
    ship.skeleton = true;
    if (events) push(events, 'skeleton-crew', ship, `${ship.name} is down to a Skeleton Crew: no Special Actions, one weapon system a turn.`);
  }
  if (!ship.abandoned && ship.crew === 0) {
    ship.abandoned = true;
    if (events) push(events, 'ship-abandoned', ship, `${ship.name} has no Crew left and is Abandoned.`);
  }
}

/** Surviving main turrets, in roster order: the first crippling dice. */
export function survivingTurrets(ship: ShipState): number[] {
  const out: number[] = [];
  for (const w of ship.weapons) if (!w.destroyed && ship.roster.weapons[w.index]?.kind === 'main') out.push(w.index);
  return out;
}

/** Traits still held, in roster order: the crippling dice after the turrets. */
export const heldTraits = (ship: ShipState): string[] => ship.roster.traits.filter((t) => !ship.lostTraits.includes(t));

/** VAS-CRIPPLED-LOSSES: one die per surviving main turret, then one per trait still held. */
export const crippleDiceCount = (ship: ShipState): number => survivingTurrets(ship).length + heldTraits(ship).length;

/**
 * Rolls the crippling dice (turrets first, then traits, roster order) from `die`, called once per
 * die in that order: each 4+ destroys the turret or trait. Both attack paths use this.
 */
export function rollCripple(ship: ShipState, die: (i: number) => number, events: VasEvent[] | null): void {
  let i = 0;
  const turrets = ship.weapons.some((w) => !w.destroyed && ship.roster.weapons[w.index]?.kind === 'main');
  for (const w of turrets ? ownWeapons(ship) : ship.weapons) {
    if (w.destroyed || ship.roster.weapons[w.index]?.kind !== 'main') continue;
    if (die(i++) >= 4) {
      w.destroyed = true;
      if (events) push(events, 'turret-lost', ship, `${ship.name} loses its ${ship.roster.weapons[w.index]?.name ?? 'turret'} to the crippling damage.`, { weapon: w.index });
    }
  }
  const held = ship.lostTraits.length === 0 ? ship.roster.traits : heldTraits(ship);
  for (const t of held) {
    if (die(i++) >= 4) {
      // a new list: the old one is shared with the state before (turn/clone-state.ts)
      ship.lostTraits = [...ship.lostTraits, t];
      if (events) push(events, 'trait-lost', ship, `${ship.name} loses its ${t} trait to the crippling damage.`, { trait: t });
    }
  }
}

/** Applies crippling dice already rolled (chance-step path). */
export function applyCrippleRolls(ship: ShipState, values: ArrayLike<number>, events: VasEvent[] | null): void {
  rollCripple(ship, (i) => values[i] ?? 0, events);
}
