/**
 * Merchantmen between battles (VAS-CAMPAIGN-CIVILIAN-DAMAGE): a civilian ship that survives a battle keeps
 * its Damage and Crew on the roster like a warship (VAS-CAMPAIGN-DAMAGE-CARRIED) and starts its next
 * battle with them; RR points repair it (five Damage a point, five more once first when Crippled) and recruit
 * for it (ten Crew a point) at a warship's prices. Absent Damage or Crew on the ledger means full.
 */
import { findShipClass, type ShipRoster } from '@salvo/data';
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { refuse } from './refuse';
import { describeCritical } from './criticals';
import { noteRepaired, surchargeOwed } from './crippled-surcharge';
import type { RulesOf } from './rules-version';
import type { CampaignCivilian, CampaignEvent, CampaignPlayer, LedgerCritical } from './types';

export const civilianOf = (p: CampaignPlayer, id: string | undefined): CampaignCivilian | undefined =>
  id === undefined ? undefined : (p.civilians ?? []).find((c) => c.id === id && !c.destroyed);

const rosterOf = (c: CampaignCivilian): ShipRoster | undefined => findShipClass(c.type);

/** Spends `points` RR on a merchantman's Damage ('repair') or Crew ('recruit'); every check before any change. */
export function spendOnCivilian(s: RulesOf, p: CampaignPlayer, c: CampaignCivilian, kind: 'repair' | 'recruit', points: unknown): Result<CampaignEvent[], RuleError> {
  const rule = 'VAS-CAMPAIGN-CIVILIAN-DAMAGE';
  const roster = rosterOf(c);
  if (!roster) return refuse(rule, 'ERR_CAMPAIGN_SHIP', `${c.name} has no roster to repair it against.`, 'ship');
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 1) return refuse(rule, 'ERR_CAMPAIGN_RR', 'Spend a whole number of RR points, at least one.', 'spend.points');
  const repair = kind === 'repair';
  const [max] = repair ? roster.damage : roster.crew;
  const now = (repair ? c.damage : c.crew) ?? max;
  const per = repair ? 5 : 10;
  if (now >= max) return refuse(rule, 'ERR_CAMPAIGN_RR', `${c.name} has ${repair ? 'all its Damage points' : 'its full Crew'}.`);
  if (points > Math.ceil((max - now) / per)) return refuse(rule, 'ERR_CAMPAIGN_RR', `${c.name} needs at most ${Math.ceil((max - now) / per)} RR points.`, 'spend.points');
  const surcharge = repair ? surchargeOwed(s, c, 'damage') : 0;
  const cost = points + surcharge;
  if (cost > p.rr) return refuse(rule, 'ERR_CAMPAIGN_RR', `That costs ${cost} RR points; ${p.name} has ${p.rr}.`);
  p.rr -= cost;
  const after = Math.min(max, now + per * points);
  if (repair) { c.damage = after; noteRepaired(s, c); } else c.crew = after;
  return ok([{ type: repair ? 'rr-repair' : 'rr-recruit', rule, text: `${c.name} is ${repair ? 'repaired' : 'given recruits'}: ${after} ${repair ? 'Damage' : 'Crew'} for ${cost} RR points${surcharge > 0 ? ` (${surcharge} for being Crippled)` : ''}.`, data: { player: p.id, ship: c.id } }]);
}

/** A merchantman as the critical-hit repairs see a ship: its name, its type's roster, its noted hits. */
export function merchantAsShip(c: CampaignCivilian): { readonly id: string; readonly name: string; readonly roster: ShipRoster; readonly criticals: readonly LedgerCritical[] } {
  const roster = rosterOf(c) ?? { weapons: [] } as unknown as ShipRoster;
  return { id: c.id, name: c.name, roster, criticals: c.criticals ?? [] };
}

/** A merchantman's Damage and Crew against its type's roster, and its hits ("Tramp Freighter, Damage 3/5, Crew 4/4"). */
export function civilianCondition(c: CampaignCivilian): string {
  const r = rosterOf(c);
  if (!r) return c.type;
  const hits = (c.criticals ?? []).map((k) => describeCritical({ roster: r }, k));
  return `${c.type}, Damage ${c.damage ?? r.damage[0]}/${r.damage[0]}, Crew ${c.crew ?? r.crew[0]}/${r.crew[0]}${hits.length > 0 ? `; critical hits: ${hits.join(', ')}` : ''}`;
}
