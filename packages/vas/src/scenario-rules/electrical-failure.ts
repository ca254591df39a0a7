/**
 * VAS-SCN-ELECTRICAL-FAILURE (Guadalcanal Finale's optional rule: South Dakota's electrical failure): each Attack
 * Die of 1 rolled for a named ship's main guns, and each radar Detection roll of 1, is followed by a d6; a second 1
 * is a massive electrical failure: her radar may not be used (its detections are lost, conditions/radar.ts
 * `radarWorks`) and her main and secondary guns take -1 on their Attack Dice for the rest of the battle
 * (attack/plan.ts, which the exact odds read too). The ship is then in `scenarioRules.blackedOut`; once failed,
 * no more failure dice are rolled. Only the first roll of each die counts, not its re-roll. Both attack paths
 * call these in the same order (consume.ts, fast.ts); the radar path is conditions/checks.ts.
 */
import type { ShipState, VasEvent, VasState } from '../types';

const hasRule = (state: VasState, ship: ShipState): boolean =>
  state.scenarioRules.rules.some((r) => r.rule === 'electrical-failure' && r.ships.includes(ship.id));

/** Has this ship suffered the electrical failure? */
export function blackedOut(state: VasState, shipId: string): boolean {
  return state.scenarioRules.blackedOut?.includes(shipId) ?? false;
}

/** How many failure dice these rolls call for: one per 1, for a ship under the rule whose power still holds. */
export function electricalFailureDice(state: VasState, ship: ShipState, rolls: readonly number[]): number {
  if (state.scenarioRules.rules.length === 0 || !hasRule(state, ship) || blackedOut(state, ship.id)) return 0;
  let ones = 0;
  for (const v of rolls) if (v === 1) ones++;
  return ones;
}

/** As electricalFailureDice, for the Attack Dice of one weapon: only her main guns risk it. */
export function attackElectricalDice(state: VasState, ship: ShipState, weapon: number, rolls: readonly number[]): number {
  return ship.roster.weapons[weapon]?.kind === 'main' ? electricalFailureDice(state, ship, rolls) : 0;
}

/** The Attack Dice modifier the failure puts on a weapon of this kind: -1 for main and secondary guns once failed. */
export function electricalAttackPenalty(state: VasState, shipId: string, kind: string | undefined): number {
  return (kind === 'main' || kind === 'secondary') && blackedOut(state, shipId) ? -1 : 0;
}

/** Applies the failure dice: a 1 on any of them blacks the ship out for the battle and drops her radar's detections. */
export function applyElectricalFailure(state: VasState, ship: ShipState, dice: readonly number[], events: VasEvent[] | null): void {
  const failed = dice.includes(1);
  if (failed && !blackedOut(state, ship.id)) {
    state.scenarioRules.blackedOut = [...(state.scenarioRules.blackedOut ?? []), ship.id];
    if (Object.hasOwn(state.visibility.detected, ship.id)) delete state.visibility.detected[ship.id];
  }
  events?.push({
    type: 'electrical-failure', rule: 'VAS-SCN-ELECTRICAL-FAILURE', ship: ship.id,
    text: failed
      ? `${ship.name}: ${dice.join(', ')}: a massive electrical failure! Her radar is lost and her main and secondary guns take -1 on their Attack Dice for the rest of the battle.`
      : `${ship.name}: ${dice.join(', ')}: her power holds.`,
    data: { dice: [...dice], failed },
  });
}
