/**
 * What the bots do for the campaign in the page, on the worker or (under Node) on the page's thread: every
 * bot step until a person is wanted (`autoplay`, as `salvo campaign next --auto`), or, when asked, one
 * engagement fought by bots for both sides (`fightEngagement`, as `salvo campaign battle`): a person's fleet
 * by the `easy` bot unless the request names another strength.
 */
import { autoplay, fightEngagement, type CampaignAction } from '@salvo/campaign';
import type { BotsRequest } from './campaign-bots';
import { botSeats } from './campaign-turn';

export type BotsAnswer = { readonly actions: CampaignAction[] } | { readonly problem: string };

export function botWork(req: BotsRequest): BotsAnswer {
  if (req.fight !== undefined) {
    const e = req.state.engagements.find((x) => x.id === req.fight);
    if (!e) return { problem: `There is no engagement ${req.fight} to fight.` };
    const strength = (id: string) => req.seats[id] ?? 'easy';
    const r = fightEngagement(req.state, e.id, { [e.attacker]: strength(e.attacker), [e.defender]: strength(e.defender) });
    return r.ok ? { actions: [{ type: 'battle', engagement: e.id, record: r.value }] } : { problem: r.error.message };
  }
  const r = autoplay(req.state, botSeats(req.seats), req.seed, req.untilTurn);
  return r.ok ? { actions: r.value.actions } : { problem: r.error.message };
}
