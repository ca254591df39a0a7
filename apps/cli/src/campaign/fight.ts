/**
 * Fights a campaign engagement with the engine: the setup the campaign builds (battleSetup), two
 * Victory at Sea bots of the given strengths seeded from the battle's seed, dice from the battle's own
 * PRNG. The result is the battle record the campaign's `battle` action takes.
 */
import { vasBot, playVasMatch, type VasStrength } from '@salvo/bots';
import { battleSetup, type BattleRecord, type CampaignState } from '@salvo/campaign';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';

export function fightEngagement(s: CampaignState, engagement: string, strengths: Readonly<Record<string, VasStrength>>): Result<BattleRecord, RuleError> {
  const e = s.engagements.find((x) => x.id === engagement);
  if (!e || e.seed === null) return err(ruleError('ERR_CAMPAIGN_ORDER', `Engagement "${engagement}" is not ready to be fought. (VAS-CAMPAIGN-TURN-ORDER)`));
  const setup = battleSetup(s, e);
  const bots = Object.fromEntries([e.attacker, e.defender].map((id) => [id, vasBot(strengths[id] ?? 'easy', `${e.seed ?? 0}:${id}`)]));
  const m = playVasMatch(setup, bots);
  if (m.winners === null) return err(ruleError('ERR_CAMPAIGN_BATTLE', `The battle could not be fought to its end: ${m.error ?? 'unknown reason'}.`));
  return ok({ setup, actions: m.actions });
}
