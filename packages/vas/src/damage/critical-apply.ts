/**
 * Applying one critical hit once all its dice are known (VAS-CRIT-*). Shared by the chance-step
 * and the fast attack paths: same code, `events` null for logging off.
 *
 * Dice order for a critical: 2d6 location, d6 effect (Vital Systems 6 re-rolled), then the row's
 * extra d6 (Damage dice, Crew dice, fire dice, in that order), then the follow-up die if any
 * (`followUpSides`: which turret is destroyed, or the d3 turns of a Magazine Explosion).
 */
import type { CriticalHit, ShipState, VasEvent, VasState } from '../types';
import { syncWeaponLosses } from './active';
import { ownWeapons } from '../turn/own-weapons';
import type { CriticalRow } from './critical-table';
import { isRepairableEffect } from './critical-table';
import { loseCrew, loseDamage, survivingTurrets } from './thresholds';

/**
 * Sides of the follow-up die, 0 when none is rolled. VAS-CRIT-TURRET: a die with one face per
 * surviving main turret picks it in roster order (none to roll with one turret or none left).
 * VAS-CRIT-MAGAZINE: a d3 for the turns without fire.
 */
export function followUpSides(row: CriticalRow, ship: ShipState): number {
  if (row.effect === 'magazine-explosion') return 3;
  if (row.effect === 'turret-destroyed') {
    const n = survivingTurrets(ship).length;
    return n > 1 ? n : 0;
  }
  return 0;
}

/** The table rule behind a critical-hit event (VasEvent.rule). */
const CRITICAL_RULES: Readonly<Record<CriticalRow['location'], string>> = {
  crew: 'VAS-CRIT-CREW', engines: 'VAS-CRIT-ENGINES', weapons: 'VAS-CRIT-WEAPONS', vital: 'VAS-CRIT-VITAL',
};

function sum(values: ArrayLike<number>, from: number, count: number): number {
  let s = 0;
  for (let i = from; i < from + count; i++) s += values[i] ?? 0;
  return s;
}

/**
 * Records the critical, applies its effect, fires, extra Damage and Crew (which may cross
 * thresholds: VAS-CRIT-EXTRA). Returns true when the extra Damage just Crippled the ship, so the
 * caller rolls the crippling dice next.
 */
export function applyCritical(
  state: VasState,
  ship: ShipState,
  row: CriticalRow,
  extras: ArrayLike<number>,
  followUp: number,
  events: VasEvent[] | null,
): boolean {
  const damage = row.damage.fixed + sum(extras, 0, row.damage.dice);
  const crew = row.crew.fixed + sum(extras, row.damage.dice, row.crew.dice);
  const fires = row.fires.fixed + sum(extras, row.damage.dice + row.crew.dice, row.fires.dice);
  const hit: CriticalHit = {
    id: state.nextCriticalId++,
    location: row.location,
    effect: row.effect,
    turn: state.turn,
    repairable: isRepairableEffect(row.effect),
    repaired: false,
  };
  let detail = '';
  if (row.effect === 'turret-destroyed') {
    const turrets = survivingTurrets(ship);
    const pick = turrets.length === 1 ? turrets[0] : turrets[followUp - 1];
    const w = pick === undefined || !ship.weapons[pick] ? undefined : ownWeapons(ship)[pick];
    if (w) {
      w.destroyed = true;
      hit.data = { weapon: w.index };
      if (events) detail = `: ${ship.roster.weapons[w.index]?.name ?? 'a turret'} is destroyed`;
    } else if (events) detail = ': no main turret is left to destroy';
  } else if (row.effect === 'magazine-explosion') {
    hit.data = { turns: followUp, until: state.turn + followUp };
    if (events) detail = `: no weapons can fire this turn and the next ${followUp}`;
  }
  ship.criticals.push(hit);
  if (row.effect === 'aa-damaged' || row.effect === 'secondary-damaged') syncWeaponLosses(ship);
  if (events) {
    events.push({
      type: 'critical-hit',
      rule: CRITICAL_RULES[row.location],
      ship: ship.id,
      text: `Critical hit on ${ship.name}: ${row.area}${detail}.`,
      data: { id: hit.id, location: row.location, effect: row.effect, damage, crew, fires },
    });
  }
  if (fires > 0) {
    ship.fires += fires;
    if (events) events.push({ type: 'fire-started', rule: 'VAS-CRIT-EXTRA', ship: ship.id, text: `${fires} fire${fires > 1 ? 's' : ''} start${fires > 1 ? '' : 's'} on ${ship.name}.`, data: { fires } });
  }
  const crippled = loseDamage(ship, damage, events, 'VAS-CRIT-EXTRA');
  loseCrew(ship, crew, events);
  return crippled;
}
