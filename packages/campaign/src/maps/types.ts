/**
 * A campaign map (victory-at-sea.txt, Campaigns): Strategic Targets, each linked to one or more others.
 * The book's two maps are not in the text; Salvo's maps are its own design (docs/campaigns.md). Links
 * are the map's picture of the region: the rules let a fleet strike any target, so they never restrict
 * selection. `homePort` names the fleet a Home Port belongs to; `supplyLine` earns its holder 1d6 RR.
 */
import type { FleetNation } from '@salvo/data';

export interface StrategicTarget {
  readonly id: string;
  readonly name: string;
  readonly links: readonly string[];
  readonly homePort?: FleetNation;
  readonly supplyLine?: boolean;
  /** Why it is on the map: the historical record it comes from. */
  readonly history: string;
}

export interface CampaignMap {
  readonly id: string;
  readonly name: string;
  /** Always true for the maps Salvo ships: designed by Salvo, not the book's. */
  readonly salvoDesign: true;
  readonly years: string;
  readonly targets: readonly StrategicTarget[];
}
