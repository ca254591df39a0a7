/**
 * What the bots do for the campaign in the page, on the worker or (under Node) on the page's thread: every
 * bot step until a person is wanted (`autoplay`, as `salvo campaign next --auto`), or, when asked, one
 * engagement fought by bots for both sides (`fightEngagement`, as `salvo campaign battle`): a person's fleet
 * at the strength of the bot it meets (`engagementStrengths`), so both sides are played alike.
 */
import { autoplay, engagementStrengths, fightEngagement, type CampaignAction } from '@salvo/campaign';
import type { BotsRequest } from './campaign-bots';
import { botSeats } from './campaign-turn';

export type BotsAnswer = { readonly actions: CampaignAction[] } | { readonly problem: string };

export function botWork(req: BotsRequest): BotsAnswer {
  if (req.fight !== undefined) {
    const e = req.state.engagements.find((x) => x.id === req.fight);
    if (!e) return { problem: 'There is no battle of this campaign turn to fight.' };
    const r = fightEngagement(req.state, e.id, engagementStrengths(e, req.seats).strengths);
    return r.ok ? { actions: [{ type: 'battle', engagement: e.id, record: r.value }] } : { problem: r.error.message };
  }
  const r = autoplay(req.state, botSeats(req.seats), req.seed, req.untilTurn);
  return r.ok ? { actions: r.value.actions } : { problem: r.error.message };
}
