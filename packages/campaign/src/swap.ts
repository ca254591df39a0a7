/** VAS-CAMPAIGN-START-SWAP: before the first turn, each player may swap two ships' Command scores, once. */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { refuse } from './refuse';
import { shipOf } from './roster';
import { startTurn } from './initiative';
import type { CampaignEvent, CampaignState, PlayerId } from './types';

export function swapCommand(s: CampaignState, player: PlayerId, ships: readonly [string, string] | null): Result<CampaignEvent[], RuleError> {
  const p = s.players[player];
  if (s.phase !== 'swap' || !p || p.done) return refuse('VAS-CAMPAIGN-START-SWAP', 'ERR_CAMPAIGN_ORDER', `Command scores are swapped once, before the first campaign turn${p?.done ? `; ${p.name} has already decided` : ''}.`);
  if (ships === null) {
    p.done = true;
    return ok([{ type: 'swap', rule: 'VAS-CAMPAIGN-START-SWAP', text: `${p.name} keeps the crews as rolled.`, data: { player } }, ...begin(s)]);
  }
  const [a, b] = [shipOf(p, ships[0]), shipOf(p, ships[1])];
  if (!a || !b || a === b) return refuse('VAS-CAMPAIGN-START-SWAP', 'ERR_CAMPAIGN_SHIP', `Name two different ships of ${p.name}'s roster to swap Command between.`, 'ships');
  [a.command, b.command] = [b.command, a.command];
  p.done = true;
  return ok([{ type: 'swap', rule: 'VAS-CAMPAIGN-START-SWAP', text: `${p.name} swaps crews: ${a.name} now Command ${a.command}, ${b.name} Command ${b.command}.`, data: { player } }, ...begin(s)]);
}

/** The first campaign turn begins once every player has swapped or declined. */
function begin(s: CampaignState): CampaignEvent[] {
  return s.playerOrder.every((id) => s.players[id]?.done) ? startTurn(s) : [];
}
