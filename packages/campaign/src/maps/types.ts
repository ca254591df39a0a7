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
  /**
   * Where the place is, for drawing the map on screen only (the rules give no positions): degrees east of
   * Greenwich (negative west of it; past 180 rather than negative on a map that spans the date line, so the
   * map is continuous) and north of the equator, rounded.
   */
  readonly at: readonly [east: number, north: number];
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
