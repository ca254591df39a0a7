/**
 * Spending RR points in Repairs and Reinforcements: Repairs (VAS-CAMPAIGN-RR-REPAIR, -RR-CRITICAL,
 * -FULL-REPAIR), Recruiting (VAS-CAMPAIGN-RECRUIT), Reinforcements (VAS-CAMPAIGN-REINFORCE) and flights
 * (VAS-CAMPAIGN-AIR-BUY) and land-based squadrons (VAS-CAMPAIGN-RR-SQUADRON). Every check comes before any change: a refusal leaves the ledger as it was.
 * A Crippled ship's first repair of Damage or of a critical hit pays the surcharge once (crippled-surcharge.ts); recruiting
 * for a Skeleton Crew lowers Command once for each reduction to a Skeleton Crew, however the recruits are paid for.
 * A campaign under campaign rules 2 keeps the old readings of both (rules-version.ts).
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { listedSquadron, PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import { addFlights, boardSpares } from './air';
import { addShip, listedFor } from './new-ship';
import { addSquadron } from './new-squadron';
import { civilianOf, merchantAsShip, spendOnCivilian } from './civilian-repair';
import { noteRepaired, surchargeOwed } from './crippled-surcharge';
import { playsCampaignRules, type RulesOf } from './rules-version';
import { effectiveRoster } from './refit';
import { refuse } from './refuse';
import { shipOf } from './roster';
import { criticalName } from '@salvo/vas';
import { criticalLabel } from './criticals';
import type { CampaignCivilian, CampaignEvent, CampaignPlayer, CampaignShip, CampaignState, LedgerCritical, PlayerId, RrSpend } from './types';

export const REINFORCEMENT_COST: Readonly<Record<PriorityLevel, number>> = { Patrol: 5, Skirmish: 10, Raid: 15, Battle: 20, War: 25 };
export { CRIPPLED_SURCHARGE } from './crippled-surcharge';
/** Campaign turns a ship sent for complete repairs is away. */
export const AWAY_TURNS = 2;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

function pay(p: CampaignPlayer, cost: number, rule: string): Result<true, RuleError> {
  if (cost > p.rr) return refuse(rule, 'ERR_CAMPAIGN_RR', `That costs ${cost} RR points; ${p.name} has ${p.rr}.`);
  return ok(true);
}

function ownShip(p: CampaignPlayer, id: string | undefined, rule: string): Result<CampaignShip, RuleError> {
  const ship = id === undefined ? undefined : shipOf(p, id);
  if (!ship || ship.destroyed) return refuse(rule, 'ERR_CAMPAIGN_SHIP', `${p.name} has no ship "${id ?? ''}" afloat to spend RR points on.`, 'ship');
  return ok(ship);
}

/**
 * VAS-CAMPAIGN-RECRUIT: `x` takes on recruits up to `crew`. Recruits for a Skeleton Crew lower its Command by one
 * (never below 2, Green) once for each reduction to a Skeleton Crew, noted (`skeletonPenaltyTaken`) while the
 * Crew stays at or below its threshold; under campaign rules 2 (rules-version.ts), with every recruit for a
 * Skeleton Crew, and no note. Says whether Command fell.
 */
function recruit(s: RulesOf, x: CampaignShip, crew: number): boolean {
  const current = playsCampaignRules(s, 3);
  const penalty = x.crew <= x.roster.crew[1] && (!current || x.skeletonPenaltyTaken !== true);
  x.crew = crew;
  if (penalty) x.command = Math.max(2, x.command - 1);
  if (current && x.crew <= x.roster.crew[1]) x.skeletonPenaltyTaken = true;
  else delete x.skeletonPenaltyTaken;
  return penalty;
}

export function spendRr(s: CampaignState, player: PlayerId, shipId: string | undefined, spend: RrSpend): Result<CampaignEvent[], RuleError> {
  const p = s.players[player];
  if (s.phase !== 'repairs' || !p || p.done) return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `RR points are spent in the Repairs and Reinforcements phase${p?.done ? `, and ${p.name} has finished it this turn` : ''}; the campaign is in the ${s.phase} phase.`);
  const ev = (type: string, rule: string, text: string): Result<CampaignEvent[], RuleError> => ok([{ type, rule, text, data: { player, ...(shipId ? { ship: shipId } : {}) } }]);
  switch (spend.kind) {
    case 'repair': {
      const rule = 'VAS-CAMPAIGN-RR-REPAIR';
      const merchant = civilianOf(p, shipId);
      if (merchant) return spendOnCivilian(s, p, merchant, 'repair', spend.points);
      const ship = ownShip(p, shipId, rule);
      if (!ship.ok) return ship;
      const x = ship.value;
      if (!isCount(spend.points)) return refuse(rule, 'ERR_CAMPAIGN_RR', 'Spend a whole number of RR points, at least one.', 'spend.points');
      const max = effectiveRoster(x).damage[0];
      if (x.damage >= max) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} has all its Damage points.`);
      if (spend.points > Math.ceil((max - x.damage) / 5)) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} needs at most ${Math.ceil((max - x.damage) / 5)} RR points of repairs.`, 'spend.points');
      const surcharge = surchargeOwed(s, x, 'damage');
      const cost = spend.points + surcharge;
      const paid = pay(p, cost, rule);
      if (!paid.ok) return paid;
      p.rr -= cost;
      x.damage = Math.min(max, x.damage + 5 * spend.points);
      noteRepaired(s, x);
      // VAS-SETUP-CRIPPLE-LOSSES: lifted above its threshold, the ship has its turrets and traits back.
      if (x.damage > x.roster.damage[1]) delete x.crippleLosses;
      return ev('rr-repair', rule, `${x.name} is repaired to ${x.damage} Damage for ${cost} RR points${surcharge > 0 ? ` (${surcharge} for being Crippled)` : ''}.`);
    }
    case 'critical': {
      const rule = 'VAS-CAMPAIGN-RR-CRITICAL';
      // A warship, or a merchantman (VAS-CAMPAIGN-CIVILIAN-DAMAGE): the hits to choose from, and where the rest go.
      const merchant = civilianOf(p, shipId);
      let x: Pick<CampaignShip, 'name' | 'roster'> & { readonly criticals: readonly LedgerCritical[] };
      let keep: (left: LedgerCritical[]) => void;
      let owner: CampaignShip | CampaignCivilian;
      if (merchant) {
        x = merchantAsShip(merchant);
        owner = merchant;
        keep = (left) => { if (left.length > 0) merchant.criticals = left; else delete merchant.criticals; };
      } else {
        const own = ownShip(p, shipId, rule);
        if (!own.ok) return own;
        const w = own.value;
        x = w;
        owner = w;
        keep = (left) => { w.criticals = left; };
      }
      const hits = x.criticals;
      if (spend.effect !== undefined && typeof spend.effect !== 'string') return refuse(rule, 'ERR_CAMPAIGN_RR', 'Name the critical hit by its effect, e.g. "props-damaged".', 'spend.effect');
      const i = hits.findIndex((c) => (spend.effect === undefined ? c.vital === spend.vital : c.effect === spend.effect));
      const hit = hits[i];
      if (!hit) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} has no unrepaired ${spend.effect !== undefined ? criticalName(spend.effect) : spend.vital ? 'Vital Systems' : 'other'} critical hit.`);
      if (hit.vital !== spend.vital) return refuse(rule, 'ERR_CAMPAIGN_RR', `${criticalName(hit.effect)} is ${hit.vital ? 'a Vital Systems hit (2 RR points)' : 'not a Vital Systems hit (1 RR point)'}: give vital ${String(hit.vital)}.`, 'spend.vital');
      // "before any repairs": a Crippled ship's unpaid surcharge comes first here too (VAS-CAMPAIGN-RR-REPAIR).
      const surcharge = surchargeOwed(s, owner, 'critical');
      const cost = (hit.vital ? 2 : 1) + surcharge;
      const paid = pay(p, cost, rule);
      if (!paid.ok) return paid;
      p.rr -= cost;
      keep(hits.filter((_, j) => j !== i));
      noteRepaired(s, owner);
      return ev('rr-critical', rule, `${criticalLabel(x, hit)} on ${x.name} is repaired for ${cost} RR point${cost === 1 ? '' : 's'}${surcharge > 0 ? ` (${surcharge} for being Crippled)` : ''}.`);
    }
    case 'recruit': {
      const rule = 'VAS-CAMPAIGN-RECRUIT';
      const merchant = civilianOf(p, shipId);
      if (merchant) return spendOnCivilian(s, p, merchant, 'recruit', spend.points);
      const ship = ownShip(p, shipId, rule);
      if (!ship.ok) return ship;
      const x = ship.value;
      if (!isCount(spend.points)) return refuse(rule, 'ERR_CAMPAIGN_RR', 'Spend a whole number of RR points, at least one.', 'spend.points');
      const max = x.roster.crew[0];
      if (x.crew >= max) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} has its full Crew.`);
      if (spend.points > Math.ceil((max - x.crew) / 10)) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} needs at most ${Math.ceil((max - x.crew) / 10)} RR points of recruits.`, 'spend.points');
      const paid = pay(p, spend.points, rule);
      if (!paid.ok) return paid;
      p.rr -= spend.points;
      const penalty = recruit(s, x, Math.min(max, x.crew + 10 * spend.points));
      return ev('rr-recruit', rule, `${x.name} takes on recruits: ${x.crew} Crew${penalty ? `; from a Skeleton Crew, its Command falls to ${x.command}` : ''}.`);
    }
    case 'full-repair': {
      const rule = 'VAS-CAMPAIGN-FULL-REPAIR';
      const ship = ownShip(p, shipId, rule);
      if (!ship.ok) return ship;
      const x = ship.value;
      if (x.awayUntil !== null) return refuse(rule, 'ERR_CAMPAIGN_RR', `${x.name} is already away for complete repairs.`);
      x.awayUntil = s.turn + AWAY_TURNS + 1;
      x.damage = effectiveRoster(x).damage[0];
      x.crew = x.roster.crew[0];
      x.criticals = [];
      delete x.crippleLosses;
      delete x.crippledSurchargePaid;
      delete x.skeletonPenaltyTaken;
      return ev('full-repair', rule, `${x.name} sails for complete repairs: back at the start of campaign turn ${x.awayUntil}.`);
    }
    case 'reinforce': {
      const rule = 'VAS-CAMPAIGN-REINFORCE';
      if (typeof spend.class !== 'string') return refuse(rule, 'ERR_CAMPAIGN_CLASS', 'Name the class to buy.', 'spend.class');
      const listed = listedFor([p.nation], spend.class, rule);
      if (!listed.ok) return listed;
      const cost = REINFORCEMENT_COST[listed.value.priority];
      const paid = pay(p, cost, rule);
      if (!paid.ok) return paid;
      p.rr -= cost;
      const x = addShip(s, p, listed.value.class, typeof spend.name === 'string' && spend.name !== '' ? spend.name : undefined);
      boardSpares(p);
      return ok([{ type: 'reinforcement', rule, text: `${x.name} (${x.class}, ${listed.value.priority}, Command ${x.command}) joins ${p.name} for ${cost} RR points.`, data: { player, ship: x.id } }]);
    }
    case 'flight': {
      const rule = 'VAS-CAMPAIGN-AIR-BUY';
      const sq = typeof spend.aircraft === 'string' ? listedSquadron(p.nation, spend.aircraft) : undefined;
      if (!sq) return refuse(rule, 'ERR_CAMPAIGN_AIRCRAFT', `"${String(spend.aircraft)}" is not a squadron of the ${p.nation} list.`, 'spend.aircraft');
      const cost = REINFORCEMENT_COST[sq.priority];
      const paid = pay(p, cost, rule);
      if (!paid.ok) return paid;
      p.rr -= cost;
      addFlights(p, sq.aircraft, sq.flights, null);
      return ev('flights-bought', rule, `${p.name} buys a ${sq.aircraft} squadron (${sq.flights} flights, ${PRIORITY_LEVELS.includes(sq.priority) ? sq.priority : ''}) for ${cost} RR points.`);
    }
    case 'squadron': {
      const rule = 'VAS-CAMPAIGN-RR-SQUADRON';
      const sq = typeof spend.aircraft === 'string' ? listedSquadron(p.nation, spend.aircraft) : undefined;
      if (!sq) return refuse(rule, 'ERR_CAMPAIGN_AIRCRAFT', `"${String(spend.aircraft)}" is not a land-based squadron of the ${p.nation} list.`, 'spend.aircraft');
      const cost = REINFORCEMENT_COST[sq.priority];
      const paid = pay(p, cost, rule);
      if (!paid.ok) return paid;
      p.rr -= cost;
      const q = addSquadron(s, p, sq);
      return ok([{ type: 'squadron-bought', rule, text: `A land-based ${q.aircraft} squadron (${q.flights} flights, ${q.priority}, Command ${q.command}) joins ${p.name} for ${cost} RR points.`, data: { player, squadron: q.id } }]);
    }
  }
}
