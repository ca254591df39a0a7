/**
 * Select Targets (VAS-CAMPAIGN-SELECT, VAS-CAMPAIGN-CHALLENGE, VAS-CAMPAIGN-HOME-PORT): in initiative
 * order each player nominates one target he does not hold and nobody has nominated this turn (or
 * passes). A held target means a battle with its holder; an unoccupied one is offered to the other
 * players in initiative order, and taken without a fight if nobody challenges.
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { campaignMap, targetOf } from './maps/index';
import { refuse } from './refuse';
import { playerOf } from './roster';
import { captureTarget } from './victory';
import { targetName } from './words';
import { BASE_POINTS } from './points';
import type { CampaignEvent, CampaignState, Engagement, PlayerId } from './types';


function newEngagement(s: CampaignState, target: string, attacker: PlayerId, defender: PlayerId): Engagement {
  const points: Record<PlayerId, number> = {};
  for (const id of [attacker, defender]) {
    const p = s.players[id];
    points[id] = Math.max(0, BASE_POINTS - (p?.fapPenalty ?? 0));
    if (p) p.fapPenalty = 0;
  }
  const side = () => ({ modifier: null, night: null, ships: null });
  return {
    id: `t${s.turn}-${s.engagements.length + 1}`, target, attacker, defender, sides: { [attacker]: side(), [defender]: side() },
    scenario: null, level: null, points, weather: null, night: null, seed: null, rolls: {}, result: null,
  };
}

/** The next chooser, or the end of Select Targets. */
function advance(s: CampaignState): void {
  s.selection.index += 1;
  while (s.selection.index < s.initiative.length && s.players[s.initiative[s.selection.index] ?? '']?.eliminated) s.selection.index += 1;
  s.selection.challenge = null;
  if (s.selection.index >= s.initiative.length) s.phase = s.engagements.length > 0 ? 'engagements' : 'experience';
}

const name = (s: CampaignState, id: PlayerId): string => s.players[id]?.name ?? id;

export function select(s: CampaignState, player: PlayerId, target: string | null): Result<CampaignEvent[], RuleError> {
  const chooser = s.initiative[s.selection.index];
  if (s.phase !== 'targets' || s.selection.challenge !== null || chooser !== player) {
    return refuse('VAS-CAMPAIGN-SELECT', 'ERR_CAMPAIGN_ORDER', `It is not ${name(s, player)}'s turn to nominate a Strategic Target${chooser !== undefined && s.phase === 'targets' && !s.selection.challenge ? `: ${name(s, chooser)} nominates now` : ''}.`);
  }
  if (target === null) {
    advance(s);
    return ok([{ type: 'pass', rule: 'VAS-CAMPAIGN-SELECT', text: `${name(s, player)} nominates no target this turn.` }]);
  }
  const map = campaignMap(s.map);
  const t = map ? targetOf(map, target) : undefined;
  if (!t) return refuse('VAS-CAMPAIGN-SELECT', 'ERR_CAMPAIGN_TARGET', `There is no Strategic Target "${target}" on this map.`, 'target');
  const owner = s.owners[target] ?? null;
  if (owner === player) return refuse('VAS-CAMPAIGN-SELECT', 'ERR_CAMPAIGN_TARGET', `${name(s, player)} already holds ${t.name}: nominate a target he does not possess.`, 'target');
  if (s.selection.nominated.includes(target)) return refuse('VAS-CAMPAIGN-SELECT', 'ERR_CAMPAIGN_TARGET', `${t.name} has already been nominated this campaign turn.`, 'target');
  if (owner !== null && t.homePort !== undefined && playerOf(s, owner)?.nation === t.homePort) {
    return refuse('VAS-CAMPAIGN-HOME-PORT', 'ERR_CAMPAIGN_HOME_PORT', `${t.name} is ${name(s, owner)}'s Home Port: it cannot be taken while that fleet survives.`, 'target');
  }
  s.selection.nominated.push(target);
  if (owner !== null) {
    const e = newEngagement(s, target, player, owner);
    s.engagements.push(e);
    advance(s);
    return ok([{ type: 'attack', rule: 'VAS-CAMPAIGN-SELECT', text: `${name(s, player)} strikes at ${t.name}, held by ${name(s, owner)}.`, data: { engagement: e.id, target } }]);
  }
  return offer(s, player, target, s.selection.index, [{ type: 'nominate', rule: 'VAS-CAMPAIGN-SELECT', text: `${name(s, player)} moves to occupy ${t.name}.`, data: { target } }]);
}

/** Offers the target to the next player after `from` in initiative order, or gives it to its nominator. */
function offer(s: CampaignState, by: PlayerId, target: string, from: number, events: CampaignEvent[]): Result<CampaignEvent[], RuleError> {
  const n = s.initiative.length;
  const start = s.initiative.indexOf(by);
  let next = (from + 1) % n;
  while (next !== start && s.players[s.initiative[next] ?? '']?.eliminated) next = (next + 1) % n;
  if (next === start) {
    events.push(...captureTarget(s, by, target, 'VAS-CAMPAIGN-CHALLENGE'));
    advance(s);
    return ok(events);
  }
  s.selection.challenge = { target, by, asking: next };
  return ok(events);
}

export function challenge(s: CampaignState, player: PlayerId, accept: boolean): Result<CampaignEvent[], RuleError> {
  const c = s.selection.challenge;
  if (s.phase !== 'targets' || c === null || s.initiative[c.asking] !== player) {
    return refuse('VAS-CAMPAIGN-CHALLENGE', 'ERR_CAMPAIGN_ORDER', `${name(s, player)} has no challenge to answer now.`);
  }
  if (accept) {
    const e = newEngagement(s, c.target, c.by, player);
    s.engagements.push(e);
    advance(s);
    return ok([{ type: 'challenge', rule: 'VAS-CAMPAIGN-CHALLENGE', text: `${name(s, player)} challenges ${name(s, c.by)} for ${targetName(s, c.target)}.`, data: { engagement: e.id, target: c.target } }]);
  }
  return offer(s, c.by, c.target, c.asking, [{ type: 'no-challenge', rule: 'VAS-CAMPAIGN-CHALLENGE', text: `${name(s, player)} lets ${name(s, c.by)} have ${targetName(s, c.target)}.` }]);
}
