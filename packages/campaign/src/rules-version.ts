/**
 * Campaign rules versions. A campaign keeps the rules it began with (`options.rulesVersion`), so a campaign
 * file replays, and goes on, as it was played (VAS-CAMPAIGN-REPLAY). Each rule changed since asks
 * `playsCampaignRules`; every battle of the campaign is fought under the engine rules of its version
 * (`battleUnderRules`, @salvo/vas `setupUnderRules`).
 *
 * Version 2: campaign files of version 1 and 2 (before the rules audit of 7 December 2026). A Crippled ship pays
 * the five RR points of the surcharge with every repair of Damage while Crippled and none with a critical hit's;
 * every recruit for a Skeleton Crew lowers Command by one; battles follow Victory at Sea engine rules 2.
 * Version 3: the surcharge is paid once for each crippling, before a critical hit's repair too
 * (VAS-CAMPAIGN-RR-REPAIR, crippled-surcharge.ts); a Skeleton Crew loses one Command once for each reduction
 * (VAS-CAMPAIGN-RECRUIT, rr-spend.ts); battles follow engine rules 3.
 * Version 4: a Torpedo Spread's firer (a ship's, or a flight's carrier for an air-launched torpedo) and a
 * flight's carrier for its bombs are credited with the ships they destroy, cripple or reduce to a Skeleton
 * Crew (VAS-CAMPAIGN-XP-KILL, battle-outcome.ts); under 2 and 3 they were not. Battles follow engine rules 3.
 */
import { setupUnderRules, type VasSetup } from '@salvo/vas';

export const CAMPAIGN_RULES_VERSIONS = [2, 3, 4] as const;
export type CampaignRulesVersion = (typeof CAMPAIGN_RULES_VERSIONS)[number];
/** The rules a new campaign plays by. */
export const CURRENT_CAMPAIGN_RULES: CampaignRulesVersion = 4;

/** The Victory at Sea engine version whose rules the battles of a campaign of each rules version follow. */
const ENGINE_RULES: Readonly<Record<CampaignRulesVersion, number>> = { 2: 2, 3: 3, 4: 3 };

/** Only the campaign's rules version is read. */
export interface RulesOf { readonly options: { readonly rulesVersion: CampaignRulesVersion } }

/** Whether the campaign plays under campaign rules of at least `version`. */
export function playsCampaignRules(s: RulesOf, version: CampaignRulesVersion): boolean {
  return s.options.rulesVersion >= version;
}

/** The engine version the campaign's battles are fought under. */
export function battleEngineVersion(s: RulesOf): number {
  return ENGINE_RULES[s.options.rulesVersion];
}

/** A battle setup of the campaign under the engine rules its campaign plays by (unchanged under the current ones). */
export function battleUnderRules(s: RulesOf, setup: VasSetup): VasSetup {
  return setupUnderRules(setup, battleEngineVersion(s)) as VasSetup;
}
