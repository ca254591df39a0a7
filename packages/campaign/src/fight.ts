/**
 * Fights a campaign engagement with the engine: the setup the campaign builds (campaignBattle), two
 * Victory at Sea bots of the given strengths seeded from the battle's seed, dice from the battle's own
 * PRNG. The result is the battle record the campaign's `battle` action takes, naming the engine version it was
 * fought under.
 */
import { vasBot, playVasMatch, type VasStrength } from '@salvo/bots';
import { vas } from '@salvo/vas';
import { campaignBattle } from './battle-setup';
import type { BattleRecord, CampaignState } from './types';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';

export function fightEngagement(s: CampaignState, engagement: string, strengths: Readonly<Record<string, VasStrength>>): Result<BattleRecord, RuleError> {
  const e = s.engagements.find((x) => x.id === engagement);
  if (!e || e.seed === null) return err(ruleError('ERR_CAMPAIGN_ORDER', `Engagement "${engagement}" is not ready to be fought. (VAS-CAMPAIGN-TURN-ORDER)`));
  const built = campaignBattle(s, e);
  if (!built.ok) return built;
  const setup = built.value.setup;
  const bots = Object.fromEntries(Object.entries(built.value.players).map(([fleet, id]) => [fleet, vasBot(strengths[id] ?? 'easy', `${e.seed ?? 0}:${id}`)]));
  const m = playVasMatch(setup, bots);
  if (m.winners === null) return err(ruleError('ERR_CAMPAIGN_BATTLE', `The battle could not be fought to its end: ${m.error ?? 'unknown reason'}.`));
  return ok({ setup, actions: m.actions, engineVersion: vas.descriptor.version });
}
