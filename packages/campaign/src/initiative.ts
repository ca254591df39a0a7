/**
 * The start of a campaign turn: ships back from complete repairs (VAS-CAMPAIGN-FULL-REPAIR), then the
 * Initiative phase (VAS-CAMPAIGN-INIT): 2d6, -1 per Strategic Target held (+2 for Now You See Me. . .),
 * ties re-rolled among the tied players until the order is strict.
 */
import { dice, sum } from './dice';
import { held } from './roster';
import type { CampaignEvent, CampaignState, PlayerId } from './types';

function order(s: CampaignState, ids: PlayerId[], events: CampaignEvent[], round = 1): PlayerId[] {
  if (ids.length <= 1) return ids;
  const rolls = new Map<PlayerId, number>();
  for (const id of ids) {
    const p = s.players[id];
    if (!p) continue;
    const r = dice(s, 2, `${p.name}'s initiative${round > 1 ? ', rolled again after a tie' : ''}`);
    const targets = held(s, id).length;
    const total = sum(r) - targets + p.initiativeBonus;
    rolls.set(id, total);
    s.initiativeRolls[id] = total;
    events.push({ type: 'initiative-roll', rule: 'VAS-CAMPAIGN-INIT', text: `${p.name} rolls ${r.join('+')}, -${targets} for targets held${p.initiativeBonus ? `, +${p.initiativeBonus} scouting` : ''}: ${total}.`, data: { player: id, dice: r, total } });
  }
  const totals = [...new Set(rolls.values())].sort((a, b) => b - a);
  return totals.flatMap((t) => order(s, ids.filter((id) => rolls.get(id) === t), events, round + 1));
}

/** Begins campaign turn `s.turn + 1` on the draft. */
export function startTurn(s: CampaignState): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  s.turn += 1;
  s.engagements = [];
  s.selection = { index: 0, nominated: [], challenge: null };
  s.initiativeRolls = {};
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (!p) continue;
    p.done = p.eliminated;
    p.capturedThisTurn = 0;
    p.lostThisTurn = 0;
    for (const ship of p.ships) {
      if (ship.awayUntil !== null && ship.awayUntil <= s.turn) {
        ship.awayUntil = null;
        events.push({ type: 'ship-returns', rule: 'VAS-CAMPAIGN-FULL-REPAIR', text: `${ship.name} returns to ${p.name}'s roster fully repaired.`, data: { ship: ship.id } });
      }
    }
  }
  events.push({ type: 'turn', rule: 'VAS-CAMPAIGN-TURN-ORDER', text: `Campaign turn ${s.turn} begins.`, data: { turn: s.turn } });
  s.initiative = order(s, s.playerOrder.filter((id) => !s.players[id]?.eliminated), events);
  for (const id of s.playerOrder) { const p = s.players[id]; if (p) p.initiativeBonus = 0; }
  events.push({ type: 'initiative', rule: 'VAS-CAMPAIGN-INIT', text: `Initiative order: ${s.initiative.map((id) => s.players[id]?.name ?? id).join(', ')}.`, data: { order: [...s.initiative] } });
  s.phase = 'targets';
  return events;
}
