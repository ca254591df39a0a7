/** The campaign maps Salvo ships, by id (VAS-CAMPAIGN-MAPS). */
import { MEDITERRANEAN } from './mediterranean';
import { PACIFIC } from './pacific';
import type { CampaignMap, StrategicTarget } from './types';

export type { CampaignMap, StrategicTarget } from './types';
export const CAMPAIGN_MAPS: readonly CampaignMap[] = [MEDITERRANEAN, PACIFIC];

export function campaignMap(id: string): CampaignMap | undefined {
  return CAMPAIGN_MAPS.find((m) => m.id === id);
}

export function targetOf(map: CampaignMap, id: string): StrategicTarget | undefined {
  return map.targets.find((t) => t.id === id);
}
