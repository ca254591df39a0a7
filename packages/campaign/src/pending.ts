/** Who the campaign waits for now, and for what: the terminal, the bots and `status` read this. */
import type { CampaignState, PlayerId } from './types';

export type CampaignPending =
  | { readonly kind: 'over'; readonly winner: PlayerId | null }
  | { readonly kind: 'swap'; readonly players: PlayerId[] }
  | { readonly kind: 'select'; readonly player: PlayerId }
  | { readonly kind: 'challenge'; readonly player: PlayerId; readonly target: string; readonly by: PlayerId }
  | { readonly kind: 'prepare'; readonly engagement: string; readonly players: PlayerId[] }
  | { readonly kind: 'fleet'; readonly engagement: string; readonly players: PlayerId[] }
  | { readonly kind: 'battle'; readonly engagement: string }
  | { readonly kind: 'spend'; readonly phase: 'experience' | 'repairs'; readonly players: PlayerId[] };

export function campaignPending(s: CampaignState): CampaignPending {
  const notDone = (): PlayerId[] => s.playerOrder.filter((id) => !s.players[id]?.done);
  switch (s.phase) {
    case 'over': return { kind: 'over', winner: s.winner };
    case 'swap': return { kind: 'swap', players: notDone() };
    case 'targets': {
      const c = s.selection.challenge;
      if (c) return { kind: 'challenge', player: s.initiative[c.asking] ?? '', target: c.target, by: c.by };
      return { kind: 'select', player: s.initiative[s.selection.index] ?? '' };
    }
    case 'engagements': {
      const e = s.engagements.find((x) => x.result === null);
      if (!e) return { kind: 'spend', phase: 'experience', players: notDone() };
      const sides = [e.attacker, e.defender];
      const noMod = sides.filter((id) => e.sides[id]?.modifier === null);
      if (noMod.length > 0) return { kind: 'prepare', engagement: e.id, players: noMod };
      const noShips = sides.filter((id) => e.sides[id]?.ships === null);
      if (noShips.length > 0) return { kind: 'fleet', engagement: e.id, players: noShips };
      return { kind: 'battle', engagement: e.id };
    }
    case 'experience':
    case 'repairs': return { kind: 'spend', phase: s.phase, players: notDone() };
  }
}
