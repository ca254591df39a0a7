/**
 * Choosing the ships for an engagement (VAS-CAMPAIGN-POINTS, VAS-CAMPAIGN-ONE-ENGAGEMENT): from the
 * player's roster, ships that can sail and are in no other engagement this campaign turn, costing at
 * most the side's Fleet Allocation Points at the generated level, none more than two levels above it.
 * Fielding no ship is allowed (VAS-CAMPAIGN-FORFEIT). When both sides have chosen, the battle's seed
 * is drawn from the campaign's PRNG, or a forfeit is settled at once.
 */
import { nextU32, ok, type Result, type RuleError } from '@salvo/kernel';
import { allocationCost, allocationFor, levelDifference } from '@salvo/data';
import { findEngagement } from './generate';
import { refuse } from './refuse';
import { airOf, cannotFly, cannotSail, shipOf } from './roster';
import { detachmentOf, isDetachment } from './carrier-air';
import { settleForfeit } from './resolve';
import { fleetFileOf, scenarioOf, sideOf } from './scenario';
import { checkSideFleet } from '@salvo/scenarios';
import { battleFor } from './words';
import type { CampaignEvent, CampaignPlayer, CampaignState, PlayerId } from './types';

export function chooseFleet(s: CampaignState, player: PlayerId, id: string, ships: readonly string[]): Result<CampaignEvent[], RuleError> {
  const e = findEngagement(s, id);
  if (s.phase !== 'engagements' || !e) return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `There is no engagement "${id}" to choose ships for now.`, 'engagement');
  const side = e.sides[player];
  const p = s.players[player];
  if (!side || !p) return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_PLAYER', `${p?.name ?? player} does not fight in ${battleFor(s, e)}.`, 'player');
  if (e.level === null) return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `The scenario of ${battleFor(s, e)} is not generated yet: both players first give their secret modifiers.`);
  if (side.ships !== null) return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_ORDER', `${p.name} has already chosen his ships for ${battleFor(s, e)}.`);
  if (new Set(ships).size !== ships.length) return refuse('VAS-CAMPAIGN-ONE-ENGAGEMENT', 'ERR_CAMPAIGN_SHIPS', 'A ship is named twice.', 'ships');
  for (const [i, sid] of ships.entries()) {
    const ship = shipOf(p, sid);
    const detached = ship ? undefined : detachmentOf(p, sid);
    if (detached && 'why' in detached) return refuse('VAS-CAMPAIGN-CARRIER-AIR', 'ERR_CAMPAIGN_SHIP', `${detached.why}.`, `ships[${i}]`);
    if (detached) {
      // VAS-CAMPAIGN-CARRIER-AIR: the carrier stays away, so it may neither sail here nor be busy elsewhere.
      const why = cannotSail(s, detached.carrier);
      if (why) return refuse(why.rule, 'ERR_CAMPAIGN_SHIP', `${why.why}, so its flights cannot fly from it.`, `ships[${i}]`);
      if (ships.includes(detached.carrier.id)) return refuse('VAS-CAMPAIGN-CARRIER-AIR', 'ERR_CAMPAIGN_SHIP', `${detached.carrier.name} cannot both sail in this battle and send its flights as land-based aircraft.`, `ships[${i}]`);
    }
    const squadron = ship ? undefined : airOf(p, sid);
    if (squadron) {
      // VAS-CAMPAIGN-LAND-AIR: a squadron is a choice like a ship; the scenario's land-aircraft rule is checked below.
      const why = cannotFly(s, squadron);
      if (why) return refuse(why.rule, 'ERR_CAMPAIGN_SHIP', `${why.why}.`, `ships[${i}]`);
      if (allocationFor(levelDifference(squadron.priority, e.level)).kind === 'forbidden') {
        return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_POINTS', `The ${squadron.aircraft} squadron is Priority Level ${squadron.priority}, more than two levels above ${e.level}.`, `ships[${i}]`);
      }
      continue;
    }
    if (!ship) return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_SHIP', `${p.name} has no ship "${sid}" on his roster.`, `ships[${i}]`);
    const why = cannotSail(s, ship);
    if (why) return refuse(why.rule, 'ERR_CAMPAIGN_SHIP', `${why.why}.`, `ships[${i}]`);
    if (allocationFor(levelDifference(ship.roster.priority, e.level)).kind === 'forbidden') {
      return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_POINTS', `${ship.name} is Priority Level ${ship.roster.priority}, more than two levels above ${e.level}.`, `ships[${i}]`);
    }
  }
  // VAS-CAMPAIGN-LAND-AIR: aircraft fly in support of a fleet; a battle needs a ship on each side (Salvo's).
  if (ships.length > 0 && !ships.some((sid) => shipOf(p, sid) !== undefined)) {
    return refuse('VAS-CAMPAIGN-LAND-AIR', 'ERR_CAMPAIGN_SHIPS', 'Aircraft fly in support of a fleet: send at least one ship with them, or send nothing (the battle then goes to the other side).', 'ships');
  }
  const cost = allocationCost(ships.map((sid) => shipOf(p, sid)?.roster.priority ?? airOf(p, sid)?.priority ?? 'Patrol'), e.level).total;
  const points = e.points[player] ?? 0;
  if (cost > points) return refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_POINTS', `Those ships cost ${cost} Fleet Allocation Points at ${e.level}; ${p.name} has ${points}.`, 'ships');
  if (ships.length > 0 && e.scenario !== null) {
    const sc = scenarioOf(e.scenario);
    const scSide = sideOf(sc, e, player);
    if (scSide && scSide.fleet.kind === 'allocation') {
      const report = checkSideFleet(sc, { ...scSide, fleet: { ...scSide.fleet, points } }, e.level, fleetFileOf(s, e, player, ships, sc), { landAircraftRolled: true });
      const first = report.problems[0];
      if (first) return refuse(String(first.details?.rule ?? 'VAS-CAMPAIGN-POINTS'), 'ERR_CAMPAIGN_SCENARIO_FLEET', `${sc.name}: ${first.message.replace(/\.$/, '')}.`, 'ships');
    }
  }
  side.ships = [...ships];
  const events: CampaignEvent[] = [{ type: 'fleet-chosen', rule: 'VAS-CAMPAIGN-POINTS', text: `${p.name} sends ${ships.length === 0 ? 'no ship' : ships.map((sid) => choiceName(p, sid)).join(', ')} (${cost} of ${points} points).`, data: { engagement: id, player } }];
  const sides = [e.attacker, e.defender].map((pid) => e.sides[pid]?.ships ?? null);
  if (sides.some((x) => x === null)) return ok(events);
  if (sides.some((x) => x?.length === 0)) return ok([...events, ...settleForfeit(s, e)]);
  e.seed = nextU32(s.rng);
  return ok(events);
}

/** A chosen ship, squadron or carrier detachment as the log names it. */
function choiceName(p: CampaignPlayer, id: string): string {
  const ship = shipOf(p, id);
  if (ship) return ship.name;
  const air = airOf(p, id);
  if (!air) return id;
  return isDetachment(air) ? `${air.flights} ${air.aircraft} flights from ${air.carrier.name} as land-based aircraft` : `a ${air.aircraft} squadron`;
}

/** The code of the refusal `fleet` would give these ships, or null if they may sail (a dry run). */
export function fleetProblem(s: CampaignState, player: PlayerId, id: string, ships: readonly string[]): string | null {
  const r = chooseFleet(structuredClone(s), player, id, ships);
  if (r.ok) return null;
  return r.error.details?.rule === 'VAS-SCN-FLEET-CARRIER' && /carrier/.test(r.error.message) && /needs/.test(r.error.message) ? 'ERR_SCENARIO_NEEDS_CARRIER' : r.error.code;
}
