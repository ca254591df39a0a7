/**
 * A plain campaign player for bots and tests: one action for the pending decision of `player`, drawn
 * with its own PRNG (never the ledger's). It attacks or occupies a target each turn, accepts challenges
 * when it has ships to send, asks for the level `modifier`, sends the strongest ships that fit, spends
 * XP on Command then refits, and RR on criticals, repairs, recruits, then flights for a carrier with
 * room in its hangar, then reinforcements, then (a full roster) a land-based squadron.
 */
import { rollDie, type RngState } from '@salvo/kernel';
import { allocationCost, allocationFor, carrierEligible, defaultCatalog, findAircraft, fleetList, levelDifference, type ListedSquadron } from '@salvo/data';
import { PRIORITY_LEVELS } from '@salvo/data';
import { aboard } from './air';
import { campaignMap } from './maps/index';
import { campaignPending } from './pending';
import { refitsLeft } from './refit';
import { REINFORCEMENT_COST } from './rr-spend';
import { surchargeOwed } from './crippled-surcharge';
import { available, cannotFly, playerOf } from './roster';
import { carriesOnlyPoints, sails } from './criticals';
import { fleetProblem } from './fleet-choice';
import type { CampaignAction, CampaignPlayer, CampaignShip, CampaignState, PlayerId } from './types';

export interface CampaignBotOptions {
  /** The secret Priority Level modifier it always hands in (-3 keeps battles small). */
  readonly modifier?: number;
  /** Wants night battles. */
  readonly night?: boolean;
}

const pick = <T>(rng: RngState, xs: readonly T[]): T | undefined => (xs.length === 0 ? undefined : xs[rollDie(rng, xs.length) - 1]);

function selectTarget(s: CampaignState, player: PlayerId, rng: RngState): string | null {
  const map = campaignMap(s.map);
  const p = playerOf(s, player);
  if (!map || !p || available(s, p).length === 0) return null;
  const open = map.targets.filter((t) => s.owners[t.id] !== player && !s.selection.nominated.includes(t.id)
    && !(s.owners[t.id] !== null && t.homePort !== undefined && s.players[s.owners[t.id] ?? '']?.nation === t.homePort));
  const free = open.filter((t) => s.owners[t.id] === null);
  const enemy = open.filter((t) => s.owners[t.id] !== null);
  const pool = enemy.length > 0 && (free.length === 0 || rollDie(rng, 2) === 1) ? enemy : free;
  return pick(rng, pool)?.id ?? null;
}

/** A ship a bot sends only when nothing better fits: Crippled, or its engines disabled by a hit it sails with. */
const unfit = (x: CampaignShip): boolean => x.damage <= x.roster.damage[1] || x.criticals.some((c) => c.effect === 'engines-disabled');

function chooseShips(s: CampaignState, player: PlayerId, engagement: string): string[] {
  const e = s.engagements.find((x) => x.id === engagement);
  const p = playerOf(s, player);
  if (!e || !p || e.level === null) return [];
  const level = e.level;
  // Ships fit to fight first (not Crippled, engines working), then the highest Priority Level, then the least damaged.
  const pool = available(s, p).filter((x) => allocationFor(levelDifference(x.roster.priority, level)).kind !== 'forbidden')
    .sort((a, b) => Number(unfit(a)) - Number(unfit(b)) || PRIORITY_LEVELS.indexOf(b.roster.priority) - PRIORITY_LEVELS.indexOf(a.roster.priority) || b.damage - a.damage);
  const chosen: string[] = [];
  const points = e.points[player] ?? 0;
  const carrierFirst = e.scenario === 'carrier-clash' ? [...pool].sort((a, b) => Number(b.maxFlights > 0) - Number(a.maxFlights > 0)) : pool;
  for (const x of carrierFirst) {
    const cost = allocationCost([...chosen, x.id].map((id) => p.ships.find((y) => y.id === id)?.roster.priority ?? 'Patrol'), level).total;
    if (cost > points) continue;
    const why = fleetProblem(s, player, engagement, [...chosen, x.id]);
    if (why === null || (chosen.length === 0 && why === 'ERR_SCENARIO_NEEDS_CARRIER')) chosen.push(x.id);
  }
  // VAS-CAMPAIGN-LAND-AIR: squadrons that still fit, where the scenario allows land-based aircraft.
  for (const q of p.squadrons ?? []) {
    if (cannotFly(s, q) !== null || allocationFor(levelDifference(q.priority, level)).kind === 'forbidden') continue;
    if (fleetProblem(s, player, engagement, [...chosen, q.id]) === null) chosen.push(q.id);
  }
  return fleetProblem(s, player, engagement, chosen) === null ? chosen : [];
}

function spendXpAction(s: CampaignState, player: PlayerId): CampaignAction {
  const p = playerOf(s, player);
  for (const x of p?.ships ?? []) {
    if (x.destroyed) continue;
    if (x.xp >= 1 && x.commandTried !== s.turn && x.command < 6) return { type: 'xp', player, ship: x.id, spend: { kind: 'command' } };
    if (x.xp >= 2 && refitsLeft(x).length > 0) return { type: 'xp', player, ship: x.id, spend: { kind: 'refit' } };
  }
  return { type: 'done', player };
}

/** The most a bot keeps of land-based squadrons. */
const LAND_SQUADRONS = 2;
/** The fleet list's squadrons the player can pay for now, the highest Priority Level first. */
const affordableSquadrons = (p: CampaignPlayer): ListedSquadron[] =>
  fleetList(p.nation).flatMap((l) => l.squadrons).filter((q) => REINFORCEMENT_COST[q.priority] <= p.rr).reverse();

/**
 * VAS-CAMPAIGN-AIR-BUY: a squadron for a carrier afloat with room aboard and no spare flights waiting,
 * of a type it can fly, the type it already flies first.
 */
function flightsFor(p: CampaignPlayer): string | undefined {
  if (p.spareFlights.length > 0) return undefined;
  const carrier = p.ships.find((x) => !x.destroyed && x.maxFlights > aboard(x.flights));
  if (!carrier) return undefined;
  const eligible = new Set(carrierEligible(carrier.roster, defaultCatalog()).map((a) => a.name));
  const fits = affordableSquadrons(p).filter((q) => eligible.has(findAircraft(q.aircraft)?.name ?? ''));
  const flying = new Set(carrier.flights.filter((f) => f.count > 0).map((f) => f.aircraft));
  return (fits.find((q) => flying.has(q.aircraft)) ?? fits[0])?.aircraft;
}

function spendRrAction(s: CampaignState, player: PlayerId): CampaignAction {
  const p = playerOf(s, player);
  if (!p) return { type: 'done', player };
  for (const x of p.ships) {
    if (x.destroyed || x.awayUntil !== null) continue;
    // Only hits that sail with the ship are worth paying for, unless the campaign keeps the ship in port for any.
    const hit = x.criticals.find((c) => (carriesOnlyPoints(s) || sails(c)) && p.rr >= (c.vital ? 2 : 1) + surchargeOwed(s, x, 'critical'));
    if (hit) return { type: 'rr', player, ship: x.id, spend: { kind: 'critical', vital: hit.vital, effect: hit.effect } };
    const missing = Math.ceil((x.roster.damage[0] - x.damage) / 5);
    const cost = Math.min(missing, p.rr - surchargeOwed(s, x, 'damage'));
    if (missing > 0 && cost >= 1) return { type: 'rr', player, ship: x.id, spend: { kind: 'repair', points: cost } };
    const crew = Math.min(Math.ceil((x.roster.crew[0] - x.crew) / 10), p.rr);
    if (crew >= 1) return { type: 'rr', player, ship: x.id, spend: { kind: 'recruit', points: crew } };
  }
  const flights = flightsFor(p);
  if (flights !== undefined) return { type: 'rr', player, spend: { kind: 'flight', aircraft: flights } };
  const afloat = p.ships.filter((x) => !x.destroyed).length;
  if (afloat < 8) {
    const affordable = fleetList(p.nation).filter((l) => REINFORCEMENT_COST[l.level] <= p.rr && l.ships.length > 0).pop();
    const cls = affordable?.ships[0]?.class;
    if (cls) return { type: 'rr', player, spend: { kind: 'reinforce', class: cls } };
  }
  // VAS-CAMPAIGN-RR-SQUADRON: with the roster full, land-based aircraft for the battles that allow them.
  const land = affordableSquadrons(p)[0];
  if (afloat >= 8 && land && (p.squadrons ?? []).length < LAND_SQUADRONS) return { type: 'rr', player, spend: { kind: 'squadron', aircraft: land.aircraft } };
  return { type: 'done', player };
}

/** The bot's action for `player`, or null when the campaign is not waiting for that player. */
export function campaignBotAction(s: CampaignState, player: PlayerId, rng: RngState, opts: CampaignBotOptions = {}): CampaignAction | null {
  const p = campaignPending(s);
  switch (p.kind) {
    case 'over':
    case 'battle': return null;
    case 'swap': {
      if (!p.players.includes(player)) return null;
      const ships = playerOf(s, player)?.ships ?? [];
      const flagship = [...ships].sort((a, b) => PRIORITY_LEVELS.indexOf(b.roster.priority) - PRIORITY_LEVELS.indexOf(a.roster.priority))[0];
      const best = [...ships].sort((a, b) => b.command - a.command)[0];
      return flagship && best && best.command > flagship.command ? { type: 'swap', player, ships: [flagship.id, best.id] } : { type: 'swap', player, ships: null };
    }
    case 'select': return p.player === player ? { type: 'select', player, target: selectTarget(s, player, rng) } : null;
    case 'challenge': {
      if (p.player !== player) return null;
      const me = playerOf(s, player);
      return { type: 'challenge', player, accept: me !== undefined && available(s, me).length > 0 && rollDie(rng, 3) > 1 };
    }
    case 'prepare': return p.players.includes(player) ? { type: 'prepare', player, engagement: p.engagement, modifier: opts.modifier ?? 0, night: opts.night ?? false } : null;
    case 'fleet': return p.players.includes(player) ? { type: 'fleet', player, engagement: p.engagement, ships: chooseShips(s, player, p.engagement) } : null;
    case 'spend':
      if (!p.players.includes(player)) return null;
      return p.phase === 'experience' ? spendXpAction(s, player) : spendRrAction(s, player);
  }
}
