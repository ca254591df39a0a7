/**
 * Buying a land-based squadron with RR points (VAS-CAMPAIGN-RR-SQUADRON): the Reinforcements table prices
 * "Priority Level of Ship/Wing", so a wing of the player's own fleet list is bought whole at its Priority
 * Level's RR cost, its Command rolled on 2d6 like the wings of a starting fleet (VAS-CAMPAIGN-LAND-AIR).
 * The caller has checked the list and the points; this only adds it to the roster.
 */
import type { ListedSquadron } from '@salvo/data';
import { commandFor2d6 } from './command-roll';
import { dice, sum } from './dice';
import { uniqueShipId } from './start';
import type { CampaignPlayer, CampaignSquadron, CampaignState } from './types';

export function addSquadron(s: CampaignState, p: CampaignPlayer, listed: ListedSquadron): CampaignSquadron {
  const command = commandFor2d6(sum(dice(s, 2, `the Command of a new ${listed.aircraft} squadron`)));
  const q: CampaignSquadron = { id: uniqueShipId(s, `${listed.aircraft} squadron`), aircraft: listed.aircraft, priority: listed.priority, command, flights: listed.flights, maxFlights: listed.flights };
  (p.squadrons ??= []).push(q);
  return q;
}
