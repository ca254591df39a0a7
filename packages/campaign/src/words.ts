/**
 * Strategic Targets and engagements in a reader's words. Every text a player reads names a target by its name
 * on the map ("Malta"), never by its id ("malta", which only commands take), and an engagement by the target
 * it is fought for ("the battle for Malta"), never by its id ("t1-1", which only the file keeps).
 */
import { campaignMap, targetOf } from './maps/index';
import type { CampaignState, Engagement } from './types';

/** The target's name on the campaign's map; its id only if the map does not know it. */
export function targetName(s: Pick<CampaignState, 'map'>, id: string): string {
  const map = campaignMap(s.map);
  return (map && targetOf(map, id)?.name) ?? id;
}

/** "the battle for Malta" (of an engagement of this turn, or one given); "the battle" for an id unknown here. */
export function battleFor(s: Pick<CampaignState, 'map' | 'engagements'>, engagement: string | Engagement): string {
  const e = typeof engagement === 'string' ? s.engagements.find((x) => x.id === engagement) : engagement;
  return e ? `the battle for ${targetName(s, e.target)}` : 'the battle';
}

/** The campaign turn an engagement id belongs to ("t2-1": 2), or null. */
export function engagementTurn(id: string): number | null {
  const m = /^t(\d+)-/.exec(id);
  return m ? Number(m[1]) : null;
}

/** The sentence's start: "The battle for Malta". */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
