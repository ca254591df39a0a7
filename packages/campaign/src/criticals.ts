/**
 * Critical hits on the fleet roster (VAS-CAMPAIGN-DAMAGE-CARRIED: "All existing damage (including effects
 * of critical hits) are also noted"). Every unrepaired critical is noted, with its effect; those whose
 * effect lasts sail into the next battle (VAS-SETUP-CRITICALS) unless the campaign keeps such ships in port
 * (`options.carried: 'points'`, the rule of campaigns begun before critical hits were carried).
 */
import { criticalName, isLastingEffect, type VasShipSetup, type VasState } from '@salvo/vas';
import type { CampaignShip, CampaignState, CrippleLosses, LedgerCritical } from './types';
import { effectiveRoster } from './refit';

type BattleShip = VasState['ships'][string];

/** A battle ship's unrepaired critical hits at the end, carried ones among them, in the order suffered. */
export function openCriticals(ship: BattleShip): LedgerCritical[] {
  return ship.criticals.filter((c) => !c.repaired).map((c) => {
    const weapon = c.effect === 'turret-destroyed' ? c.data?.weapon : undefined;
    return { effect: c.effect, vital: c.location === 'vital', ...(typeof weapon === 'number' ? { weapon } : {}) };
  });
}

/**
 * A battle ship's losses to crippling at the end, or null when it is not Crippled: its destroyed turrets that
 * no Turret Destroyed critical accounts for, and its lost traits.
 */
export function crippleLossesOf(ship: BattleShip): CrippleLosses | null {
  if (!ship.crippled) return null;
  const byCritical = new Set(ship.criticals.filter((c) => c.effect === 'turret-destroyed').map((c) => c.data?.weapon));
  const weapons = ship.weapons.filter((w) => w.destroyed && ship.roster.weapons[w.index]?.kind === 'main' && !byCritical.has(w.index)).map((w) => w.index);
  return { weapons, traits: [...ship.lostTraits] };
}

/**
 * The losses to crippling that sail with the ship (VAS-SETUP-CRIPPLE-LOSSES): only while it is Crippled, and
 * only what its roster as refitted still has (a refit may have renamed a trait, e.g. Aircraft 1 to Aircraft 2).
 */
export function sailingCrippleLosses(ship: CampaignShip): CrippleLosses | undefined {
  const r = effectiveRoster(ship);
  if (!ship.crippleLosses || ship.damage > r.damage[1]) return undefined;
  return { weapons: ship.crippleLosses.weapons.filter((i) => r.weapons[i]?.kind === 'main'), traits: ship.crippleLosses.traits.filter((t) => r.traits.includes(t)) };
}

/**
 * Does this noted hit sail with the ship (VAS-SETUP-CRITICALS)? Its effect lasts, and a Turret Destroyed names
 * the turret (one suffered when no turret was left destroyed nothing, and has no effect).
 */
export const sails = (c: LedgerCritical): boolean => isLastingEffect(c.effect) && (c.effect !== 'turret-destroyed' || c.weapon !== undefined);

/** What sails with the ship: its noted criticals whose effect lasts (VAS-SETUP-CRITICALS). */
export function sailingCriticals(ship: Pick<CampaignShip, 'criticals'>): NonNullable<VasShipSetup['criticals']> {
  return ship.criticals.filter(sails).map((c) => (c.weapon === undefined ? { effect: c.effect } : { effect: c.effect, weapon: c.weapon }));
}

/**
 * The ship's roster after a battle: the criticals it kept ashore (no lasting effect, so not sailed) and the
 * battle's unrepaired ones, which include those it sailed with and did not repair by Damage Control.
 */
export function notedAfterBattle(ship: Pick<CampaignShip, 'criticals'>, open: readonly LedgerCritical[]): LedgerCritical[] {
  return [...ship.criticals.filter((c) => !sails(c)), ...open];
}

/** Does the campaign keep a ship with unrepaired critical hits in port? */
export const carriesOnlyPoints = (s: CampaignState): boolean => s.options.carried === 'points';

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
  const notes = [c.vital ? 'Vital Systems' : '', sails(c) ? '' : 'no effect in battle'].filter(Boolean);
  return `${criticalLabel(ship, c)}${tag ? ` [${c.effect}]` : ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

/** "lost to crippling: A Turret, Radar", or '' when nothing is noted. */
export function describeCrippleLosses(ship: Pick<CampaignShip, 'roster' | 'crippleLosses'>): string {
  const l = ship.crippleLosses;
  const lost = l ? [...l.weapons.map((i) => ship.roster.weapons[i]?.name ?? `weapon ${i}`), ...l.traits] : [];
  return lost.length > 0 ? `lost to crippling: ${lost.join(', ')}` : '';
}
