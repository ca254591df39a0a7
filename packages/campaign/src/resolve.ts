/**
 * Settling an engagement on the ledger (VAS-CAMPAIGN-TARGET-RESULT, VAS-CAMPAIGN-DAMAGE-CARRIED): the
 * victor gains or keeps the target, a draw leaves it; destroyed ships are crossed off, Damage, Crew and
 * critical hits noted; XP Dice awarded (experience.ts); flights lost kept for the recovery roll. When
 * every engagement of the turn is settled the Ship Experience phase begins.
 */
import type { BattleOutcome } from './battle-outcome';
import { battleXp, creditXp } from './experience';
import { shipOf } from './roster';
import { carriesOnlyPoints, notedAfterBattle } from './criticals';
import { squadronOfFlight } from './battle-setup';
import { isDetachment } from './carrier-air';
import { captureTarget, checkVictory } from './victory';
import { targetName } from './words';
import type { CampaignEvent, CampaignState, Engagement, PlayerId } from './types';

function targetResult(s: CampaignState, e: Engagement, winner: PlayerId | null): CampaignEvent[] {
  if (winner === null) return [{ type: 'draw', rule: 'VAS-CAMPAIGN-TARGET-RESULT', text: `A draw: ${targetName(s, e.target)} stays ${s.owners[e.target] ? `with ${s.players[s.owners[e.target] ?? '']?.name ?? ''}` : 'unoccupied'}.`, data: { engagement: e.id } }];
  const ev: CampaignEvent = { type: 'engagement-won', rule: 'VAS-CAMPAIGN-TARGET-RESULT', text: `${s.players[winner]?.name ?? winner} wins the battle for ${targetName(s, e.target)}.`, data: { engagement: e.id, winner } };
  return [ev, ...captureTarget(s, winner, e.target, 'VAS-CAMPAIGN-TARGET-RESULT')];
}

function afterEngagement(s: CampaignState): CampaignEvent[] {
  const events = checkVictory(s);
  // A fleet destroyed in one battle cannot fight its other engagements this turn: they go to its enemy.
  for (const e of s.engagements) {
    if (e.result !== null || s.phase !== 'engagements') continue;
    const gone = [e.attacker, e.defender].filter((id) => s.players[id]?.eliminated);
    if (gone.length === 0) continue;
    const winner = gone.length === 1 ? [e.attacker, e.defender].find((id) => id !== gone[0]) ?? null : null;
    e.result = { winner, forfeit: true, xp: {}, destroyed: [] };
    events.push({ type: 'forfeit', rule: 'VAS-CAMPAIGN-DEFEAT', text: `${gone.map((id) => s.players[id]?.name ?? id).join(' and ')} has no fleet left to fight for ${targetName(s, e.target)}.`, data: { engagement: e.id } });
    events.push(...targetResult(s, e, winner));
  }
  if (s.phase === 'engagements' && s.engagements.every((x) => x.result !== null)) {
    s.phase = 'experience';
    for (const id of s.playerOrder) { const p = s.players[id]; if (p) p.done = p.eliminated; }
  }
  return events;
}

export function settleForfeit(s: CampaignState, e: Engagement): CampaignEvent[] {
  const fielded = [e.attacker, e.defender].filter((id) => (e.sides[id]?.ships?.length ?? 0) > 0);
  const winner = fielded.length === 1 ? fielded[0] ?? null : null;
  e.result = { winner, forfeit: true, xp: {}, destroyed: [] };
  const ev: CampaignEvent = { type: 'forfeit', rule: 'VAS-CAMPAIGN-FORFEIT', text: winner === null ? `Neither side sends a ship to ${targetName(s, e.target)}: a draw.` : `${s.players[winner]?.name ?? winner} meets no enemy at ${targetName(s, e.target)}.`, data: { engagement: e.id } };
  return [ev, ...targetResult(s, e, winner), ...afterEngagement(s)];
}

export function settleBattle(s: CampaignState, e: Engagement, outcome: BattleOutcome, fleets: Readonly<Record<string, PlayerId>>): CampaignEvent[] {
  const winners = [...new Set(outcome.winners.map((f) => fleets[f] ?? f))];
  const winner = winners.length === 1 ? winners[0] ?? null : null;
  const owner = new Map<string, PlayerId>();
  for (const pid of [e.attacker, e.defender]) for (const id of e.sides[pid]?.ships ?? []) owner.set(id, pid);
  const levelOf = (id: string) => {
    const pid = owner.get(id);
    const p = pid === undefined ? undefined : s.players[pid];
    return (p ? shipOf(p, id)?.roster.priority : undefined) ?? 'Patrol';
  };
  const credited = creditXp(outcome.credits, levelOf);
  const xp: Record<string, number> = {};
  const destroyed: string[] = [];
  const events: CampaignEvent[] = [];
  for (const [id, pid] of owner) {
    const p = s.players[pid];
    const ship = p ? shipOf(p, id) : undefined;
    const after = outcome.ships[id];
    if (!p || !ship || !after) continue;
    // VAS-CAMPAIGN-XP-JUDGEMENT: dice kept aside stay for later battles; those spent in this one are gone.
    ship.judgement = Math.max(0, ship.judgement - after.judgementSpent);
    if (after.destroyed) {
      ship.destroyed = true;
      destroyed.push(id);
      events.push({ type: 'ship-lost', rule: 'VAS-CAMPAIGN-DAMAGE-CARRIED', text: `${ship.name} is crossed off ${p.name}'s roster.`, data: { ship: id } });
      continue;
    }
    ship.damage = after.damage;
    ship.crew = after.crew;
    ship.criticals = notedAfterBattle(ship, after.criticals);
    // VAS-SETUP-CRIPPLE-LOSSES: what crippling took stays lost while the ship is Crippled (not in campaigns that carry only points).
    if (after.crippleLosses && !carriesOnlyPoints(s)) ship.crippleLosses = after.crippleLosses;
    else delete ship.crippleLosses;
    const before = ship.xp;
    ship.xp = battleXp(credited[id] ?? 0, winner === pid, after.skeletonReduced, before);
    xp[id] = ship.xp - before;
    events.push({ type: 'xp', rule: 'VAS-CAMPAIGN-XP-SIDE', text: `${ship.name} earns ${ship.xp - before} XP ${ship.xp - before === 1 ? 'Die' : 'Dice'} (${ship.xp} in all).`, data: { ship: id, xp: ship.xp - before } });
  }
  for (const f of outcome.flightsLost) {
    const p = s.players[fleets[f.fleet] ?? f.fleet];
    if (!p) continue;
    // VAS-CAMPAIGN-LAND-AIR: a land-based flight is lost from its squadron, and rolls for recovery like any flight.
    const flown = f.carrier === null ? squadronOfFlight(s, e, p.id, f.id)?.squadron : undefined;
    // VAS-CAMPAIGN-CARRIER-AIR: a carrier's flight flown as land-based aircraft is lost from its carrier.
    const home = flown && isDetachment(flown) ? flown.carrier.id : f.carrier;
    const land = flown && !isDetachment(flown) ? flown : undefined;
    if (land) land.flights = Math.max(0, land.flights - 1);
    const carrier = home === null ? undefined : shipOf(p, home);
    const entry = carrier?.flights.find((x) => x.aircraft === f.aircraft && x.count > 0);
    if (entry) entry.count -= 1;
    p.lostFlights.push({ aircraft: f.aircraft, carrier: home, lost: winner !== null && winner !== p.id, ...(land ? { squadron: land.id } : {}) });
  }
  // VAS-CAMPAIGN-CIVILIANS: the player's merchantmen sunk in the battle are crossed off.
  for (const pid of [e.attacker, e.defender]) {
    for (const c of s.players[pid]?.civilians ?? []) {
      const after = outcome.ships[c.id];
      if (after && !after.destroyed && !c.destroyed) {
        // VAS-CAMPAIGN-CIVILIAN-DAMAGE: a surviving merchantman's Damage and Crew are noted like a warship's.
        c.damage = after.damage;
        c.crew = after.crew;
        // Its critical hits are noted as a warship's (not in campaigns that carry only points).
        const noted = carriesOnlyPoints(s) ? [] : notedAfterBattle({ criticals: c.criticals ?? [] }, after.criticals);
        if (noted.length > 0) c.criticals = noted; else delete c.criticals;
      }
      if (after?.destroyed !== true || c.destroyed) continue;
      c.destroyed = true;
      events.push({ type: 'civilian-lost', rule: 'VAS-CAMPAIGN-CIVILIANS', text: `${c.name} is crossed off ${s.players[pid]?.name ?? pid}'s roster.`, data: { ship: c.id } });
    }
  }
  e.result = { winner, forfeit: false, xp, destroyed };
  return [...events, ...targetResult(s, e, winner), ...afterEngagement(s)];
}
