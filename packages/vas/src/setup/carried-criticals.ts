/**
 * VAS-SETUP-CRITICALS: a ship may start a battle with the critical hits it carried out of an earlier one
 * (campaigns: "All existing damage (including effects of critical hits) are also noted on the fleet
 * roster"). Only effects that last are given (`LASTING_EFFECTS`); each is an active critical from the first
 * turn, repaired by Damage Control as any other (VAS-CRIT-REPAIR; never for Vital Systems and turrets).
 * A destroyed turret names its weapon: the index of a main weapon in the roster.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import type { ShipState } from '../types';
import { ALL_CRITICAL_ROWS, isLastingEffect, isRepairableEffect, LASTING_EFFECTS } from '../damage/critical-table';
import { syncWeaponLosses } from '../damage/active';

/** One carried critical as a setup gives it. */
export interface CarriedCritical {
  readonly effect: string;
  /** `turret-destroyed` only: the roster index of the main weapon destroyed. */
  readonly weapon?: number;
}

/** A ship has at most this many criticals carried (more is not a ship but a wreck). */
const MAX_CARRIED = 32;

/** Checks `s.criticals`; returns what to apply (empty when absent or refused). */
export function readCarriedCriticals(raw: unknown, roster: ShipRoster | undefined, path: string, problems: RuleError[]): CarriedCritical[] {
  if (raw === undefined) return [];
  const bad = (message: string, at = path): CarriedCritical[] => { problems.push(ruleError('ERR_BAD_CARRIED_CRITICAL', message, { path: at })); return []; };
  if (!Array.isArray(raw) || raw.length > MAX_CARRIED) return bad(`criticals is a list of at most ${MAX_CARRIED} critical hits carried from an earlier battle.`);
  const out: CarriedCritical[] = [];
  const turrets = new Set<number>();
  for (const [i, c] of raw.entries()) {
    const at = `${path}[${i}]`;
    if (typeof c !== 'object' || c === null || Array.isArray(c)) return bad('A carried critical hit is { effect, weapon? }.', at);
    const { effect, weapon, ...rest } = c as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return bad('A carried critical hit is { effect, weapon? }.', at);
    if (typeof effect !== 'string' || !isLastingEffect(effect)) {
      return bad(`"${String(effect)}" is not a critical hit whose effect lasts beyond its battle; those are ${LASTING_EFFECTS.join(', ')}.`, `${at}.effect`);
    }
    if (effect !== 'turret-destroyed') {
      if (weapon !== undefined) return bad('Only a destroyed turret names a weapon.', `${at}.weapon`);
      out.push({ effect });
      continue;
    }
    const main = roster?.weapons[typeof weapon === 'number' ? weapon : -1]?.kind === 'main';
    if (!Number.isInteger(weapon) || !main) return bad('A destroyed turret names its weapon: the index of a main weapon in the ship\'s roster.', `${at}.weapon`);
    if (turrets.has(weapon as number)) return bad('That turret is already destroyed.', `${at}.weapon`);
    turrets.add(weapon as number);
    out.push({ effect, weapon: weapon as number });
  }
  return out;
}

/** Puts carried criticals on a freshly built ship (mutates it), each with the next id from `nextId`. */
export function applyCarriedCriticals(ship: ShipState, carried: readonly CarriedCritical[], nextId: () => number): void {
  for (const c of carried) {
    const row = ALL_CRITICAL_ROWS.find((r) => r.effect === c.effect);
    if (!row) continue;
    ship.criticals.push({
      id: nextId(), location: row.location, effect: row.effect, turn: 0,
      repairable: isRepairableEffect(row.effect), repaired: false,
      data: c.weapon === undefined ? { carried: 1 } : { carried: 1, weapon: c.weapon },
    });
    const w = c.weapon === undefined ? undefined : ship.weapons[c.weapon];
    if (w) w.destroyed = true;
  }
  syncWeaponLosses(ship);
}
