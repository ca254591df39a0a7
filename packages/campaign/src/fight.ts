/**
 * Fights a campaign engagement with the engine: the setup the campaign builds (campaignBattle), two
 * Victory at Sea bots of the given strengths seeded from the battle's seed, dice from the battle's own
 * PRNG. The result is the battle record the campaign's `battle` action takes, naming the engine version it was
 * fought under.
 */
import { vasBot, playVasMatch, type VasStrength } from '@salvo/bots';
import { vas } from '@salvo/vas';
import { campaignBattle } from './battle-setup';
import { battleFor, capital } from './words';
import type { BattleRecord, CampaignState, Engagement, PlayerId } from './types';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';

/** A person's fleet fought by bots against another person's: the strongest bot that plays a whole battle in seconds. */
export const PERSONS_BOT: VasStrength = 'normal';

/**
 * The bot that plays each side of an engagement fought by bots. A bot seat plays its own fleet; a person's fleet
 * is played at the strength of the bot it meets (so both sides are played equally well and the result is not the
 * bots' difference), or by PERSONS_BOT when both fleets are people's. `seats`: player id to bot strength, a person
 * absent. Also says, for the note beside the choice, whose strength a person's fleet borrowed (null: its own bot,
 * or PERSONS_BOT).
 */
export function engagementStrengths(e: Pick<Engagement, 'attacker' | 'defender'>, seats: Readonly<Record<PlayerId, VasStrength | undefined>>): { strengths: Record<PlayerId, VasStrength>; from: PlayerId | null } {
  const a = seats[e.attacker];
  const d = seats[e.defender];
  if (a !== undefined && d !== undefined) return { strengths: { [e.attacker]: a, [e.defender]: d }, from: null };
  if (a === undefined && d === undefined) return { strengths: { [e.attacker]: PERSONS_BOT, [e.defender]: PERSONS_BOT }, from: null };
  const bot = (a ?? d) as VasStrength;
  return { strengths: { [e.attacker]: bot, [e.defender]: bot }, from: a !== undefined ? e.attacker : e.defender };
}

export function fightEngagement(s: CampaignState, engagement: string, strengths: Readonly<Record<string, VasStrength>>): Result<BattleRecord, RuleError> {
  const e = s.engagements.find((x) => x.id === engagement);
  if (!e || e.seed === null) return err(ruleError('ERR_CAMPAIGN_ORDER', `${e ? capital(battleFor(s, e)) : `Engagement "${engagement}"`} is not ready to be fought. (VAS-CAMPAIGN-TURN-ORDER)`));
  const built = campaignBattle(s, e);
  if (!built.ok) return built;
  const setup = built.value.setup;
  const bots = Object.fromEntries(Object.entries(built.value.players).map(([fleet, id]) => [fleet, vasBot(strengths[id] ?? PERSONS_BOT, `${e.seed ?? 0}:${id}`)]));
  const m = playVasMatch(setup, bots);
  if (m.winners === null) return err(ruleError('ERR_CAMPAIGN_BATTLE', `The battle could not be fought to its end: ${m.error ?? 'unknown reason'}.`));
  return ok({ setup, actions: m.actions, engineVersion: vas.descriptor.version });
}
