/**
 * Who the campaign in the page waits for: a bot (the bots act: campaign-bots.ts), a person at this screen
 * (a decision panel), or a battle with a person in it, or any battle in table mode (fought on the table). Persons decide in the order the
 * campaign lists them; bots first where both are wanted, except for the ships that sail and the secret
 * modifier, which the person gives first (docs/campaigns.md: nobody chooses knowing the other's choice).
 */
import { campaignPending, type CampaignPending, type CampaignState, type PlayerId } from '@salvo/campaign';
import type { VasStrength } from '@salvo/bots';

export type Seats = Readonly<Record<PlayerId, VasStrength>>;

export type CampaignTurn =
  | { readonly kind: 'over' }
  | { readonly kind: 'bots' }
  | { readonly kind: 'person'; readonly player: PlayerId; readonly pending: CampaignPending }
  | { readonly kind: 'battle'; readonly engagement: string };

export function campaignTurn(s: CampaignState, seats: Seats): CampaignTurn {
  const p = campaignPending(s);
  if (p.kind === 'over') return { kind: 'over' };
  if (p.kind === 'battle') {
    const e = s.engagements.find((x) => x.id === p.engagement);
    // Table mode: every battle is fought on the table, its dice typed, whoever plays the fleets.
    const bothBots = !s.table && e !== undefined && seats[e.attacker] !== undefined && seats[e.defender] !== undefined;
    return bothBots ? { kind: 'bots' } : { kind: 'battle', engagement: p.engagement };
  }
  const wanted = 'player' in p ? [p.player] : p.players;
  // The ships that sail (and the secret modifier) are chosen by the person first: a bot's choice, once made,
  // is in the ledger and its log, and the person must not choose knowing it. Bots never look at the other side's.
  const personFirst = p.kind === 'fleet' || p.kind === 'prepare';
  const bot = wanted.some((id) => seats[id] !== undefined);
  const person = wanted.find((id) => seats[id] === undefined);
  if (bot && !(personFirst && person !== undefined)) return { kind: 'bots' };
  const player = person;
  return player === undefined ? { kind: 'bots' } : { kind: 'person', player, pending: p };
}

/** The persons of a campaign: the players no bot plays. */
export const persons = (s: CampaignState, seats: Seats): PlayerId[] => s.playerOrder.filter((id) => seats[id] === undefined);

/** The seats as `autoplay` takes them. */
export const botSeats = (seats: Seats): Record<PlayerId, { strength: VasStrength }> => Object.fromEntries(Object.entries(seats).map(([id, strength]) => [id, { strength }]));
