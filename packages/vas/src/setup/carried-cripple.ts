/**
 * VAS-SETUP-CRIPPLE-LOSSES: a ship that starts Crippled (VAS-SETUP-CARRIED) may start without the turrets and
 * traits its crippling dice took in the earlier battle (VAS-CRIPPLED-LOSSES), as the campaign roster noted
 * them. `weapons` are roster indexes of main weapons (turrets), `traits` are traits of its roster; a ship
 * that does not start Crippled has lost nothing to crippling.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import type { ShipState } from '../types';

export interface CrippleLosses {
  readonly weapons: readonly number[];
  readonly traits: readonly string[];
}

/** Checks `s.crippleLosses` against the roster and the carried Damage; null when absent or refused. */
export function readCrippleLosses(raw: unknown, roster: ShipRoster | undefined, damage: unknown, path: string, problems: RuleError[]): CrippleLosses | null {
  if (raw === undefined) return null;
  const bad = (message: string, at = path): null => { problems.push(ruleError('ERR_BAD_CRIPPLE_LOSSES', message, { path: at })); return null; };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('crippleLosses is { weapons: [turret indexes], traits: [trait names] }.');
  const { weapons = [], traits = [], ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !Array.isArray(weapons) || !Array.isArray(traits)) return bad('crippleLosses is { weapons: [turret indexes], traits: [trait names] }.');
  if (!roster) return null;
  if (typeof damage !== 'number' || damage > roster.damage[1]) return bad(`Only a ship that starts Crippled (Damage ${roster.damage[1]} or less) has lost turrets and traits to crippling.`);
  for (const [i, w] of weapons.entries()) {
    if (typeof w !== 'number' || roster.weapons[w]?.kind !== 'main') return bad('A turret lost to crippling is the index of a main weapon in the ship\'s roster.', `${path}.weapons[${i}]`);
    if (weapons.indexOf(w) !== i) return bad('That turret is already lost.', `${path}.weapons[${i}]`);
  }
  for (const [i, t] of traits.entries()) {
    if (typeof t !== 'string' || !roster.traits.includes(t)) return bad(`A trait lost to crippling is one of the ship's traits (${roster.traits.join(', ') || 'it has none'}).`, `${path}.traits[${i}]`);
    if (traits.indexOf(t) !== i) return bad('That trait is already lost.', `${path}.traits[${i}]`);
  }
  return { weapons: weapons as number[], traits: traits as string[] };
}

/** Takes the lost turrets and traits off a freshly built ship (mutates it). */
export function applyCrippleLosses(ship: ShipState, losses: CrippleLosses | null): void {
  if (!losses) return;
  for (const i of losses.weapons) { const w = ship.weapons[i]; if (w) w.destroyed = true; }
  ship.lostTraits = [...losses.traits];
}
