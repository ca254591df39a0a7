/**
 * Who the campaign in the page waits for: a bot (the bots act: campaign-bots.ts), a person at this screen
 * (a decision panel), or a battle with a person in it (fought on the table). Persons decide in the order the
 * campaign lists them; bots first where both are wanted, so a person never waits behind a bot's turn.
 */
import { campaignPending, type CampaignPending, type CampaignState, type PlayerId } from '@salvo/campaign';
import type { VasStrength } from '@salvo/bots';

export type Seats = Readonly<Record<PlayerId, VasStrength>>;

export type CampaignTurn =
  | { readonly kind: 'over' }
  | { readonly kind: 'bots' }
  | { readonly kind: 'person'; readonly player: PlayerId; readonly pending: CampaignPending }
  | { readonly kind: 'battle'; readonly engagement: string }
  /** Table mode rolls every die at the table: the terminal moves such a campaign on. */
  | { readonly kind: 'table-mode' };

export function campaignTurn(s: CampaignState, seats: Seats): CampaignTurn {
  const p = campaignPending(s);
  if (p.kind === 'over') return { kind: 'over' };
  if (s.table) return { kind: 'table-mode' };
  if (p.kind === 'battle') {
    const e = s.engagements.find((x) => x.id === p.engagement);
    const bothBots = e !== undefined && seats[e.attacker] !== undefined && seats[e.defender] !== undefined;
    return bothBots ? { kind: 'bots' } : { kind: 'battle', engagement: p.engagement };
  }
  const wanted = 'player' in p ? [p.player] : p.players;
  if (wanted.some((id) => seats[id] !== undefined)) return { kind: 'bots' };
  const player = wanted[0];
  return player === undefined ? { kind: 'bots' } : { kind: 'person', player, pending: p };
}

/** The persons of a campaign: the players no bot plays. */
export const persons = (s: CampaignState, seats: Seats): PlayerId[] => s.playerOrder.filter((id) => seats[id] === undefined);

/** The seats as `autoplay` takes them. */
export const botSeats = (seats: Seats): Record<PlayerId, { strength: VasStrength }> => Object.fromEntries(Object.entries(seats).map(([id, strength]) => [id, { strength }]));
