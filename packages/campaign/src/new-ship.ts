/**
 * Ships joining a fleet during the campaign (Reinforcements, Assistance Rendered): a class from a fleet
 * list, bought fresh, with its Command rolled on the crew table like every campaign ship
 * (VAS-CAMPAIGN-START-COMMAND) and a carrier's default flights.
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { defaultCarrierFlights, defaultCatalog, findShipClass, listedClass, type FleetNation, type PriorityLevel } from '@salvo/data';
import { commandFor2d6 } from './command-roll';
import { dice, sum } from './dice';
import { refuse } from './refuse';
import { newShip, uniqueShipId } from './start';
import type { CampaignPlayer, CampaignShip, CampaignState } from './types';

const AXIS: readonly FleetNation[] = ['Kriegsmarine', 'Italian Navy', 'Imperial Japanese Navy'];
export const alliesOf = (n: FleetNation): FleetNation[] =>
  (['Royal Navy', 'Kriegsmarine', 'US Navy', 'Imperial Japanese Navy', 'Italian Navy', 'French Navy'] as FleetNation[]).filter((x) => AXIS.includes(x) === AXIS.includes(n));

/** The class as listed for one of `nations`, with its Priority Level, or a refusal. */
export function listedFor(nations: readonly FleetNation[], cls: string, rule: string): Result<{ class: string; priority: PriorityLevel }, RuleError> {
  for (const n of nations) {
    const hit = listedClass(n, cls);
    if (hit) return ok(hit);
  }
  return refuse(rule, 'ERR_CAMPAIGN_CLASS', `"${cls}" is not a class of the ${nations.join(' or ')} fleet list${nations.length > 1 ? 's' : ''}.`, 'class');
}

/** Adds a new ship of `cls` to the player's roster (draft); rolls its Command. */
export function addShip(s: CampaignState, p: CampaignPlayer, cls: string, name: string | undefined): CampaignShip {
  const roster = findShipClass(cls);
  if (!roster) throw new Error(`listed class ${cls} has no roster`);
  const shipName = name ?? `${roster.class} ${p.nextShipNumber}`;
  p.nextShipNumber += 1;
  const command = commandFor2d6(sum(dice(s, 2, `the Command of ${shipName}`)));
  const ship = newShip(uniqueShipId(s, shipName), { name: shipName, class: roster.class, roster, flights: defaultCarrierFlights(roster, defaultCatalog()) }, command);
  p.ships.push(ship);
  return ship;
}
