/**
 * Targets changing hands and the end of the campaign. VAS-CAMPAIGN-VICTORY: the first player to hold
 * every available target wins; a Home Port of a fleet still in the campaign is not available to others
 * (VAS-CAMPAIGN-HOME-PORT). VAS-CAMPAIGN-DEFEAT: a player whose every ship is destroyed is out; his
 * targets, Home Port included, fall unoccupied. The last player standing wins.
 */
import { campaignMap } from './maps/index';
import { targetName } from './words';
import type { CampaignEvent, CampaignState, PlayerId } from './types';

/** Gives `target` to `player` on the draft: RR bookkeeping for both sides, then the victory check. */
export function captureTarget(s: CampaignState, player: PlayerId, target: string, rule: string): CampaignEvent[] {
  const prev = s.owners[target] ?? null;
  if (prev === player) return [];
  const p = s.players[player];
  if (prev !== null) { const q = s.players[prev]; if (q) q.lostThisTurn += 1; }
  if (p) p.capturedThisTurn += 1;
  s.owners[target] = player;
  const events: CampaignEvent[] = [{ type: 'target-taken', rule, text: `${p?.name ?? player} takes ${targetName(s, target)}${prev !== null ? ` from ${s.players[prev]?.name ?? prev}` : ''}.`, data: { player, target } }];
  return [...events, ...checkVictory(s)];
}

/** Targets `player` must hold to win: all, less other surviving fleets' Home Ports. */
export function availableTargets(s: CampaignState, player: PlayerId): string[] {
  const map = campaignMap(s.map);
  if (!map) return [];
  return map.targets.filter((t) => {
    if (t.homePort === undefined) return true;
    const owner = s.owners[t.id] ?? null;
    return owner === null || owner === player || s.players[owner]?.eliminated === true || s.players[owner]?.nation !== t.homePort;
  }).map((t) => t.id);
}

/** Marks players with no ship left as defeated and ends the campaign when one side has won. */
export function checkVictory(s: CampaignState): CampaignEvent[] {
  if (s.winner !== null) return [];
  const events: CampaignEvent[] = [];
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (!p || p.eliminated || p.ships.some((x) => !x.destroyed)) continue;
    p.eliminated = true;
    p.done = true;
    for (const t of Object.keys(s.owners)) if (s.owners[t] === id) s.owners[t] = null;
    events.push({ type: 'defeated', rule: 'VAS-CAMPAIGN-DEFEAT', text: `Every ship of ${p.name} is destroyed: ${p.name} loses the campaign.`, data: { player: id } });
  }
  const left = s.playerOrder.filter((id) => !s.players[id]?.eliminated);
  const byTargets = left.find((id) => availableTargets(s, id).every((t) => s.owners[t] === id));
  const winner = left.length === 1 ? left[0] : byTargets;
  if (winner !== undefined) {
    s.winner = winner;
    s.phase = 'over';
    const why = left.length === 1 ? 'is the last fleet afloat' : 'holds every available Strategic Target';
    events.push({ type: 'campaign-won', rule: left.length === 1 ? 'VAS-CAMPAIGN-DEFEAT' : 'VAS-CAMPAIGN-VICTORY', text: `${s.players[winner]?.name ?? winner} ${why} and wins the campaign.`, data: { player: winner } });
  }
  return events;
}
