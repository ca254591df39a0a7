/**
 * Aircraft between battles (VAS-CAMPAIGN-AIR-RECOVERY, VAS-CAMPAIGN-AIR-BUY): each flight lost in a
 * battle returns on a 4+ (5+ for the side that lost that battle); flights go aboard the player's
 * carriers that have room for them (never more than a carrier started the campaign with), and
 * otherwise wait as spares, which board as soon as room appears.
 */
import { carrierEligible, defaultCatalog, findAircraft } from '@salvo/data';
import { d6 } from './dice';
import type { CampaignEvent, CampaignPlayer, CampaignState } from './types';

/** Flights aboard a carrier, all types together. */
export const aboard = (flights: readonly { count: number }[]): number => flights.reduce((n, f) => n + f.count, 0);

/** Puts one flight of `aircraft` aboard a carrier with room (the preferred one first); false: none. */
export function board(p: CampaignPlayer, aircraft: string, preferred: string | null): boolean {
  const profile = findAircraft(aircraft);
  const carriers = p.ships.filter((x) => !x.destroyed && x.maxFlights > aboard(x.flights)
    && (profile === undefined || carrierEligible(x.roster, defaultCatalog()).some((a) => a.name === profile.name)));
  carriers.sort((a, b) => (a.id === preferred ? -1 : b.id === preferred ? 1 : 0));
  const c = carriers[0];
  if (!c) return false;
  const entry = c.flights.find((f) => f.aircraft === aircraft);
  if (entry) entry.count += 1;
  else c.flights.push({ aircraft, count: 1 });
  return true;
}

/** Adds flights to the player: aboard where there is room, the rest spare; then spares board. */
export function addFlights(p: CampaignPlayer, aircraft: string, count: number, preferred: string | null): void {
  for (let i = 0; i < count; i++) {
    if (board(p, aircraft, preferred)) continue;
    const spare = p.spareFlights.find((f) => f.aircraft === aircraft);
    if (spare) spare.count += 1;
    else p.spareFlights.push({ aircraft, count: 1 });
  }
}

/** Spare flights board any carrier that has room again (after recovery, repairs, reinforcements). */
export function boardSpares(p: CampaignPlayer): void {
  for (const f of p.spareFlights) while (f.count > 0 && board(p, f.aircraft, null)) f.count -= 1;
  p.spareFlights = p.spareFlights.filter((f) => f.count > 0);
}

export function recoverFlights(s: CampaignState, p: CampaignPlayer): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  for (const f of p.lostFlights) {
    const need = f.lost ? 5 : 4;
    const r = d6(s, `the return of a lost ${f.aircraft} flight`);
    const squadron = f.squadron === undefined ? undefined : (p.squadrons ?? []).find((q) => q.id === f.squadron);
    if (r >= need && squadron && squadron.flights < squadron.maxFlights) squadron.flights += 1;
    else if (r >= need) addFlights(p, f.aircraft, 1, f.carrier);
    events.push({ type: 'flight-recovery', rule: 'VAS-CAMPAIGN-AIR-RECOVERY', text: `A lost ${f.aircraft} flight of ${p.name}: rolled ${r}, needed ${need}: ${r >= need ? 'only driven off, it returns' : 'lost'}.`, data: { player: p.id, roll: r } });
  }
  p.lostFlights = [];
  boardSpares(p);
  return events;
}
