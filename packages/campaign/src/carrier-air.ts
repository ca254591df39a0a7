/**
 * A carrier's flights flown as land-based aircraft (VAS-CAMPAIGN-CARRIER-AIR): "a player can use flights
 * based on aircraft carriers as land-based aircraft where allowed ... taking three flights of Swordfish
 * from the HMS Ark Royal ... as a Patrol level choice, rather than the entire carrier as a Raid level
 * choice". The choice is named `<carrier id>:<aircraft>` (e.g. `hms-ark-royal:fairey-swordfish`) in
 * `next --ships`. It is the fleet list's land-based squadron of that aircraft (its Priority Level and
 * size), flying as many of the carrier's flights of that aircraft as are aboard, up to that size, with the
 * carrier's Command. The carrier itself stays off the table and is committed to that engagement for the
 * turn (docs/rules-decisions.md). Flights lost come off the carrier and roll for recovery like its own.
 */
import { listedSquadron } from '@salvo/data';
import type { CampaignPlayer, CampaignShip, CampaignSquadron } from './types';

/** A carrier detachment: a squadron made of a carrier's flights for one engagement; never stored. */
export interface Detachment extends CampaignSquadron {
  readonly carrier: CampaignShip;
}

const norm = (x: string): string => x.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The carrier id of a detachment id, or null if `id` names no detachment. */
export function detachmentCarrier(id: string): string | null {
  const i = id.indexOf(':');
  return i > 0 ? id.slice(0, i) : null;
}

/** Why `id` is not a detachment the player can form, or the detachment. Not a detachment id at all: undefined. */
export function detachmentOf(p: CampaignPlayer, id: string): Detachment | { why: string } | undefined {
  const carrierId = detachmentCarrier(id);
  if (carrierId === null) return undefined;
  const wanted = norm(id.slice(carrierId.length + 1));
  const carrier = p.ships.find((x) => x.id === carrierId);
  if (!carrier || carrier.destroyed) return { why: `${p.name} has no carrier "${carrierId}" afloat` };
  const entry = carrier.flights.find((f) => norm(f.aircraft) === wanted);
  if (!entry || entry.count <= 0) return { why: `${carrier.name} has no ${id.slice(carrierId.length + 1)} flights aboard` };
  const listed = listedSquadron(p.nation, entry.aircraft);
  if (!listed) return { why: `The ${p.nation} list has no land-based ${entry.aircraft} squadron for ${carrier.name}'s flights to fly as` };
  const flights = Math.min(entry.count, listed.flights);
  return { id, aircraft: entry.aircraft, priority: listed.priority, command: carrier.command, flights, maxFlights: flights, carrier };
}

export const isDetachment = (x: CampaignSquadron | Detachment): x is Detachment => 'carrier' in x;
