/**
 * The start of Repairs and Reinforcements: RR points (VAS-CAMPAIGN-RR-INCOME: 10, +10 per target held,
 * +10 per target captured this turn, -15 per target lost; VAS-CAMPAIGN-SUPPLY-LINE: +1d6 per Supply
 * Line held; a player's RR never fall below zero, docs/rules-decisions.md), then the aircraft recovery
 * rolls (air.ts).
 */
import { campaignMap } from './maps/index';
import { d6 } from './dice';
import { held } from './roster';
import { recoverFlights } from './air';
import type { CampaignEvent, CampaignState } from './types';

export function startRepairs(s: CampaignState): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  const map = campaignMap(s.map);
  s.phase = 'repairs';
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (!p) continue;
    p.done = p.eliminated;
    if (p.eliminated) continue;
    const targets = held(s, id);
    let income = 10 + 10 * targets.length + 10 * p.capturedThisTurn - 15 * p.lostThisTurn;
    const supply = targets.filter((t) => map?.targets.find((x) => x.id === t)?.supplyLine === true);
    const supplyDice = supply.map((t) => d6(s, `${p.name}'s Supply Line from ${map?.targets.find((x) => x.id === t)?.name ?? t}`));
    income += supplyDice.reduce((a, b) => a + b, 0);
    p.rr = Math.max(0, p.rr + income);
    events.push({
      type: 'rr-income', rule: 'VAS-CAMPAIGN-RR-INCOME',
      text: `${p.name} receives ${income} RR points (10, +${10 * targets.length} for ${targets.length} targets, +${10 * p.capturedThisTurn} captured, -${15 * p.lostThisTurn} lost${supply.length > 0 ? `, +${supplyDice.join('+')} Supply Line` : ''}): ${p.rr} to spend.`,
      data: { player: id, income, supply: supplyDice },
    });
    if (supply.length > 0) events.push({ type: 'supply-line', rule: 'VAS-CAMPAIGN-SUPPLY-LINE', text: `${p.name}'s Supply Line brings ${supplyDice.join('+')} RR points.`, data: { player: id } });
    events.push(...recoverFlights(s, p));
  }
  return events;
}
