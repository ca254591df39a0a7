/** Lookups over the ledger: players, ships, who holds what, which ships may sail. */
import { detachmentCarrier, detachmentOf, type Detachment } from './carrier-air';
import type { CampaignPlayer, CampaignShip, CampaignSquadron, CampaignState, PlayerId } from './types';
import { carriesOnlyPoints } from './criticals';

export function playerOf(s: CampaignState, id: PlayerId): CampaignPlayer | undefined {
  return Object.hasOwn(s.players, id) ? s.players[id] : undefined;
}

export const shipOf = (p: CampaignPlayer, id: string): CampaignShip | undefined => p.ships.find((x) => x.id === id);

/** A land-based squadron of the player (VAS-CAMPAIGN-LAND-AIR). */
export const squadronOf = (p: CampaignPlayer, id: string): CampaignSquadron | undefined => (p.squadrons ?? []).find((x) => x.id === id);

/** A land-based squadron, or a carrier's flights flown as one (VAS-CAMPAIGN-CARRIER-AIR), chosen by id. */
export function airOf(p: CampaignPlayer, id: string): CampaignSquadron | Detachment | undefined {
  const d = detachmentOf(p, id);
  return d === undefined ? squadronOf(p, id) : 'why' in d ? undefined : d;
}

/** Why a squadron cannot fly now, or null: no flights left, or already in an engagement this turn. */
export function cannotFly(s: CampaignState, q: CampaignSquadron): { rule: string; why: string } | null {
  if (q.flights <= 0) return { rule: 'VAS-CAMPAIGN-LAND-AIR', why: `The ${q.aircraft} squadron has no flights left` };
  if (committed(s).has(q.id)) return { rule: 'VAS-CAMPAIGN-ONE-ENGAGEMENT', why: `The ${q.aircraft} squadron already flies in another engagement this campaign turn` };
  return null;
}

/** Ships still on the roster (not destroyed). */
export const afloat = (p: CampaignPlayer): CampaignShip[] => p.ships.filter((x) => !x.destroyed);

/** Strategic Targets a player holds. */
export const held = (s: CampaignState, id: PlayerId): string[] => Object.keys(s.owners).filter((t) => s.owners[t] === id);

/** Ships committed to an engagement this campaign turn. */
export function committed(s: CampaignState): Set<string> {
  const out = new Set<string>();
  for (const e of s.engagements) {
    for (const side of Object.values(e.sides)) {
      for (const id of side.ships ?? []) {
        out.add(id);
        // VAS-CAMPAIGN-CARRIER-AIR: a carrier whose flights fly from afar is committed to that engagement.
        const carrier = detachmentCarrier(id);
        if (carrier !== null) out.add(carrier);
      }
    }
  }
  return out;
}

/**
 * Why a ship cannot sail now, or null: away for repairs, no Crew or (campaigns that keep them in port) unrepaired criticals
 * (VAS-CAMPAIGN-CRITICALS-SAIL), destroyed, or already in an engagement (VAS-CAMPAIGN-ONE-ENGAGEMENT).
 */
export function cannotSail(s: CampaignState, ship: CampaignShip): { rule: string; why: string } | null {
  if (ship.destroyed) return { rule: 'VAS-CAMPAIGN-DAMAGE-CARRIED', why: `${ship.name} was destroyed` };
  if (ship.awayUntil !== null) return { rule: 'VAS-CAMPAIGN-FULL-REPAIR', why: `${ship.name} is away for complete repairs until campaign turn ${ship.awayUntil}` };
  if (carriesOnlyPoints(s) && ship.criticals.length > 0) return { rule: 'VAS-CAMPAIGN-CRITICALS-SAIL', why: `${ship.name} has unrepaired critical hits` };
  if (ship.crew <= 0) return { rule: 'VAS-CAMPAIGN-CRITICALS-SAIL', why: `${ship.name} has no Crew` };
  if (committed(s).has(ship.id)) return { rule: 'VAS-CAMPAIGN-ONE-ENGAGEMENT', why: `${ship.name} already fights in another engagement this campaign turn` };
  return null;
}

export const available = (s: CampaignState, p: CampaignPlayer): CampaignShip[] => p.ships.filter((x) => cannotSail(s, x) === null);
