/**
 * The Crippled surcharge (VAS-CAMPAIGN-RR-REPAIR): "A ship that has been Crippled must have an additional five
 * RR points spent on it before any repairs may be performed." It is paid once each time the ship is Crippled,
 * with its first repair while Crippled, of Damage or of a critical hit (VAS-CAMPAIGN-RR-CRITICAL), by a warship
 * or a merchantman (VAS-CAMPAIGN-CIVILIAN-DAMAGE). The ledger notes it paid (`crippledSurchargePaid`) only while
 * the ship stays Crippled: lifted above its threshold, the note goes, and a later crippling owes it anew.
 * A campaign under campaign rules 2 (rules-version.ts) keeps its old rule: the surcharge with every repair of
 * Damage while Crippled, none with a critical hit's, and no note.
 */
import { findShipClass } from '@salvo/data';
import { playsCampaignRules, type RulesOf } from './rules-version';
import type { CampaignCivilian, CampaignShip } from './types';

/** Extra RR a Crippled ship needs before any repair. */
export const CRIPPLED_SURCHARGE = 5;

/** What is repaired: Damage points, or a critical hit. */
export type RepairKind = 'damage' | 'critical';

/** Damage now and the Crippled threshold of a warship, or of a merchantman by its type (absent Damage: full). */
function damageOf(x: CampaignShip | CampaignCivilian): { readonly damage: number; readonly threshold: number } | undefined {
  const roster = 'roster' in x ? x.roster : findShipClass(x.type);
  return roster ? { damage: x.damage ?? roster.damage[0], threshold: roster.damage[1] } : undefined;
}

const crippled = (x: CampaignShip | CampaignCivilian): boolean => {
  const d = damageOf(x);
  return d !== undefined && d.damage <= d.threshold;
};

/** The RR points a repair of this ship owes first, in the campaign `s`: the surcharge while it is Crippled and owed, else 0. */
export function surchargeOwed(s: RulesOf, x: CampaignShip | CampaignCivilian, kind: RepairKind): number {
  if (!playsCampaignRules(s, 3)) return kind === 'damage' && crippled(x) ? CRIPPLED_SURCHARGE : 0;
  return crippled(x) && x.crippledSurchargePaid !== true ? CRIPPLED_SURCHARGE : 0;
}

/** After a repair has been paid for: still Crippled, the surcharge is noted paid; above the threshold, the note goes. */
export function noteRepaired(s: RulesOf, x: CampaignShip | CampaignCivilian): void {
  if (!playsCampaignRules(s, 3)) return;
  if (crippled(x)) x.crippledSurchargePaid = true;
  else delete x.crippledSurchargePaid;
}
