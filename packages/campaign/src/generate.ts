/**
 * Generate Scenario. Both players of an engagement first hand in, secretly, a Priority Level modifier
 * of -3 to +3 and whether they want a night battle (`prepare`); then the nominating player's rolls
 * are made: the scenario on 1d6 (VAS-CAMPAIGN-SCENARIO: Carrier Clash re-rolled if a fleet lacks a
 * carrier that can sail), the level on 2d6 plus both modifiers (VAS-CAMPAIGN-LEVEL), the weather
 * (VAS-CAMPAIGN-WEATHER) and the night contest (VAS-CAMPAIGN-NIGHT).
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { traitValue, type PriorityLevel } from '@salvo/data';
import { d6, dice, sum } from './dice';
import { refuse } from './refuse';
import { available } from './roster';
import { scenarioOf, sideOf, sidePoints } from './scenario';
import { BASE_POINTS } from './points';
import { battleFor } from './words';
import { CAMPAIGN_SCENARIOS, type CampaignEvent, type CampaignState, type Engagement, type PlayerId } from './types';

export function levelFor(total: number): PriorityLevel {
  if (total <= 4) return 'Patrol';
  if (total <= 6) return 'Skirmish';
  if (total <= 8) return 'Raid';
  if (total <= 10) return 'Battle';
  return 'War';
}

export function findEngagement(s: CampaignState, id: string): Engagement | undefined {
  return s.engagements.find((e) => e.id === id);
}

const hasCarrier = (s: CampaignState, player: PlayerId): boolean => {
  const p = s.players[player];
  return p !== undefined && available(s, p).some((x) => traitValue(x.roster, 'Carrier') !== undefined);
};

function generate(s: CampaignState, e: Engagement): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  const carriers = hasCarrier(s, e.attacker) && hasCarrier(s, e.defender);
  const scenarioRolls: number[] = [];
  for (;;) {
    const r = d6(s, scenarioRolls.length === 0 ? `the scenario of ${battleFor(s, e)}` : `the scenario of ${battleFor(s, e)}, rolled again (Carrier Clash needs a carrier on both sides)`);
    scenarioRolls.push(r);
    if (r !== 3 || carriers) break;
  }
  const scenario = CAMPAIGN_SCENARIOS[(scenarioRolls[scenarioRolls.length - 1] ?? 1) - 1] ?? 'at-all-costs';
  e.scenario = scenario;
  const sc = scenarioOf(scenario);
  for (const id of [e.attacker, e.defender]) e.points[id] = sidePoints(sideOf(sc, e, id), BASE_POINTS - (e.points[id] ?? BASE_POINTS));
  const levelDice = dice(s, 2, `the Priority Level of ${battleFor(s, e)}`);
  const mods = sum([e.attacker, e.defender].map((id) => e.sides[id]?.modifier ?? 0));
  e.level = levelFor(sum(levelDice) + mods);
  const weather = d6(s, `the weather of ${battleFor(s, e)}`);
  e.weather = weather >= 5 ? 'bad' : 'good';
  e.rolls = { scenario: scenarioRolls, level: levelDice, weather: [weather] };
  events.push({ type: 'scenario', rule: 'VAS-CAMPAIGN-SCENARIO', text: `Scenario roll ${scenarioRolls.join(', then ')}: ${sc.name}${scenarioRolls.length > 1 ? ' (Carrier Clash re-rolled: a fleet has no carrier)' : ''}.`, data: { engagement: e.id, scenario } });
  events.push({ type: 'level', rule: 'VAS-CAMPAIGN-LEVEL', text: `Priority Level roll ${levelDice.join('+')}, modifiers ${[e.attacker, e.defender].map((id) => e.sides[id]?.modifier ?? 0).join(' and ')}: ${e.level}.`, data: { engagement: e.id, level: e.level } });
  events.push({ type: 'weather', rule: 'VAS-CAMPAIGN-WEATHER', text: `Weather roll ${weather}: ${e.weather === 'bad' ? 'Bad Weather' : 'good weather'}.`, data: { engagement: e.id } });
  const want = [e.attacker, e.defender].filter((id) => e.sides[id]?.night === true);
  if (want.length === 2) e.night = true;
  else if (want.length === 0) e.night = false;
  else {
    const wants = want[0] ?? e.attacker;
    const other = wants === e.attacker ? e.defender : e.attacker;
    const a = d6(s, `the night contest of ${battleFor(s, e)}: ${s.players[wants]?.name ?? wants}, who wants night`);
    const b = d6(s, `the night contest of ${battleFor(s, e)}: ${s.players[other]?.name ?? other}`);
    e.rolls.night = [a, b];
    e.night = a > b;
    events.push({ type: 'night-contest', rule: 'VAS-CAMPAIGN-NIGHT', text: `Night contest: ${a} for the player who wants night against ${b}: ${e.night ? 'a night battle' : 'a day battle'}.`, data: { engagement: e.id } });
  }
  if (want.length !== 1) events.push({ type: 'night', rule: 'VAS-CAMPAIGN-NIGHT', text: e.night ? 'Both want a night battle: it is fought at night.' : 'The battle is fought by day.', data: { engagement: e.id } });
  return events;
}

export function prepare(s: CampaignState, player: PlayerId, id: string, modifier: number, night: boolean): Result<CampaignEvent[], RuleError> {
  const e = findEngagement(s, id);
  if (s.phase !== 'engagements' || !e) return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `There is no engagement "${id}" to prepare now.`, 'engagement');
  const side = e.sides[player];
  if (!side) return refuse('VAS-CAMPAIGN-LEVEL', 'ERR_CAMPAIGN_PLAYER', `${s.players[player]?.name ?? player} does not fight in ${battleFor(s, e)}.`, 'player');
  if (side.modifier !== null) return refuse('VAS-CAMPAIGN-LEVEL', 'ERR_CAMPAIGN_ORDER', `${s.players[player]?.name ?? player} has already given his secret modifier for ${battleFor(s, e)}.`);
  if (!Number.isInteger(modifier) || modifier < -3 || modifier > 3) return refuse('VAS-CAMPAIGN-LEVEL', 'ERR_CAMPAIGN_MODIFIER', 'The secret Priority Level modifier is a whole number from -3 to +3.', 'modifier');
  side.modifier = modifier;
  side.night = night;
  const ready = [e.attacker, e.defender].every((pid) => e.sides[pid]?.modifier !== null);
  return ok(ready ? generate(s, e) : [{ type: 'prepared', rule: 'VAS-CAMPAIGN-LEVEL', text: `${s.players[player]?.name ?? player} has marked down a secret modifier for ${battleFor(s, e)}.` }]);
}
