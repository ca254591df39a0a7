/**
 * VAS-SCN-GUN-FAILURE (Denmark Strait's optional rule: Prince of Wales's civilian technicians): each Attack
 * Die of 1 rolled for a main gun mount of a named ship is followed by a d6; each 1 fails one gun of that mount,
 * whose AD drops by 1 for the rest of the battle (`WeaponState.failed`, never repaired). Only the first roll of
 * each die counts, not its re-roll. Both attack paths call these in the same order (consume.ts, fast.ts).
 */
import type { ShipState, VasEvent, VasState } from '../types';
import { ownWeapons } from '../turn/own-weapons';

/** How many failure dice this roll of the weapon's Attack Dice calls for (0 when the rule is off). */
export function gunFailureDice(state: VasState, ship: ShipState, weapon: number, rolls: readonly number[]): number {
  if (state.scenarioRules.rules.length === 0 || ship.roster.weapons[weapon]?.kind !== 'main') return 0;
  if (!state.scenarioRules.rules.some((r) => r.rule === 'gun-failure' && r.ships.includes(ship.id))) return 0;
  let ones = 0;
  for (const v of rolls) if (v === 1) ones++;
  return ones;
}

/** Applies the failure dice: each 1 fails a gun (the mount keeps at least 0 AD). */
export function applyGunFailures(ship: ShipState, weapon: number, dice: readonly number[], events: VasEvent[] | null): void {
  const w = ship.weapons[weapon];
  const ad = ship.roster.weapons[weapon]?.ad ?? 0;
  if (!w) return;
  const failed = Math.min(dice.filter((v) => v === 1).length, Math.max(0, ad - w.failed));
  // the failures go on the draft ship's own copy of the weapon (turn/own-weapons.ts)
  const failedBefore = w.failed;
  if (failed > 0) {
    const own = ownWeapons(ship)[weapon];
    if (own) own.failed += failed;
  }
  events?.push({
    type: 'gun-failure', rule: 'VAS-SCN-GUN-FAILURE', ship: ship.id,
    text: failed > 0
      ? `${ship.name}'s ${ship.roster.weapons[weapon]?.name ?? 'turret'}: ${dice.join(', ')}: ${failed} gun${failed > 1 ? 's' : ''} failed for the rest of the battle (${Math.max(0, ad - failedBefore - failed)} AD left).`
      : `${ship.name}'s ${ship.roster.weapons[weapon]?.name ?? 'turret'}: ${dice.join(', ')}: her guns hold.`,
    data: { weapon, dice: [...dice], failed },
  });
}
