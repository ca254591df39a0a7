/**
 * Critical hits on the fleet roster (VAS-CAMPAIGN-DAMAGE-CARRIED: "All existing damage (including effects
 * of critical hits) are also noted"). Every unrepaired critical is noted, with its effect; those whose
 * effect lasts sail into the next battle (VAS-SETUP-CRITICALS) unless the campaign keeps such ships in port
 * (`options.criticals: 'in-port'`, the rule of campaigns begun before critical hits were carried).
 */
import { criticalName, isLastingEffect, type VasShipSetup, type VasState } from '@salvo/vas';
import type { CampaignShip, CampaignState, LedgerCritical } from './types';

type BattleShip = VasState['ships'][string];

/** A battle ship's unrepaired critical hits at the end, carried ones among them, in the order suffered. */
export function openCriticals(ship: BattleShip): LedgerCritical[] {
  return ship.criticals.filter((c) => !c.repaired).map((c) => {
    const weapon = c.effect === 'turret-destroyed' ? c.data?.weapon : undefined;
    return { effect: c.effect, vital: c.location === 'vital', ...(typeof weapon === 'number' ? { weapon } : {}) };
  });
}

/** What sails with the ship: its noted criticals whose effect lasts (VAS-SETUP-CRITICALS). */
export function sailingCriticals(ship: CampaignShip): NonNullable<VasShipSetup['criticals']> {
  return ship.criticals.filter((c) => isLastingEffect(c.effect)).map((c) => (c.weapon === undefined ? { effect: c.effect } : { effect: c.effect, weapon: c.weapon }));
}

/**
 * The ship's roster after a battle: the criticals it kept ashore (no lasting effect, so not sailed) and the
 * battle's unrepaired ones, which include those it sailed with and did not repair by Damage Control.
 */
export function notedAfterBattle(ship: CampaignShip, open: readonly LedgerCritical[]): LedgerCritical[] {
  return [...ship.criticals.filter((c) => !isLastingEffect(c.effect)), ...open];
}

/** Does the campaign keep a ship with unrepaired critical hits in port? */
export const criticalsKeepInPort = (s: CampaignState): boolean => s.options.criticals === 'in-port';

/** Counts for the RR prices: Vital Systems (2 RR each) and the others (1 RR each). */
export function criticalCounts(ship: Pick<CampaignShip, 'criticals'>): { vital: number; other: number } {
  const vital = ship.criticals.filter((c) => c.vital).length;
  return { vital, other: ship.criticals.length - vital };
}

/** "Props Damaged", "Turret Destroyed: B Turret". */
export function criticalLabel(ship: Pick<CampaignShip, 'roster'>, c: LedgerCritical): string {
  return c.weapon === undefined ? criticalName(c.effect) : `${criticalName(c.effect)}: ${ship.roster.weapons[c.weapon]?.name ?? `weapon ${c.weapon}`}`;
}

/**
 * The label with what matters for paying and sailing: "Rudder (Vital Systems)", "Fire (no effect in battle)";
 * `tag` adds the effect as `--effect` takes it ("Props Damaged [props-damaged]").
 */
export function describeCritical(ship: Pick<CampaignShip, 'roster'>, c: LedgerCritical, tag = false): string {
  const notes = [c.vital ? 'Vital Systems' : '', isLastingEffect(c.effect) ? '' : 'no effect in battle'].filter(Boolean);
  return `${criticalLabel(ship, c)}${tag ? ` [${c.effect}]` : ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
