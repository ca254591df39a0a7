/**
 * The campaign's one entry point for a change (VAS-CAMPAIGN-TURN-ORDER): an untrusted action is checked
 * against the phase and applied to a copy; the caller's ledger is never mutated. Errors are values
 * with a sentence naming the rule. `done` ends a player's swap, Ship Experience or Repairs; the phase
 * moves on when every player is done. An action's `dice`, or table mode, make its dice the ones typed
 * at the table (table-dice.ts).
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { battleOutcome, recordedSetup } from './battle-outcome';
import { campaignBattle } from './battle-setup';
import { chooseFleet } from './fleet-choice';
import { findEngagement, prepare } from './generate';
import { startRepairs } from './income';
import { startTurn } from './initiative';
import { refuse } from './refuse';
import { settleBattle } from './resolve';
import { spendRr } from './rr-spend';
import { swapCommand } from './swap';
import { challenge, select } from './targets';
import { spendXp } from './xp-spend';
import { canonical } from './canonical';
import { battleEngineVersion } from './rules-version';
import { rollAtTable } from './table-dice';
import { battleFor, capital } from './words';
import type { CampaignAction, CampaignEvent, CampaignState } from './types';

export interface CampaignTransition { readonly state: CampaignState; readonly events: CampaignEvent[] }

function done(s: CampaignState, player: string): Result<CampaignEvent[], RuleError> {
  const p = s.players[player];
  if (!p || p.done || !['swap', 'experience', 'repairs'].includes(s.phase)) {
    return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `${p?.name ?? player} has nothing to finish now: the campaign is in the ${s.phase} phase${p?.done ? ` and he is done with it` : ''}.`);
  }
  p.done = true;
  const events: CampaignEvent[] = [{ type: 'done', rule: 'VAS-CAMPAIGN-TURN-ORDER', text: `${p.name} is done with the ${s.phase === 'swap' ? 'Command swap' : s.phase === 'experience' ? 'Ship Experience phase' : 'Repairs and Reinforcements phase'}.` }];
  if (!s.playerOrder.every((id) => s.players[id]?.done)) return ok(events);
  if (s.phase === 'experience') return ok([...events, ...startRepairs(s)]);
  return ok([...events, ...startTurn(s)]);
}

function battle(s: CampaignState, id: string, record: CampaignAction & { type: 'battle' }): Result<CampaignEvent[], RuleError> {
  const e = findEngagement(s, id);
  if (s.phase !== 'engagements' || !e || e.result !== null || e.seed === null) {
    return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `${e ? capital(battleFor(s, e)) : `Engagement "${id}"`} is not ready to be fought: both sides first give their modifiers and choose their ships.`, 'engagement');
  }
  const rec = record.record as unknown;
  if (typeof rec !== 'object' || rec === null || !Array.isArray((rec as { actions?: unknown }).actions)) {
    return refuse('VAS-CAMPAIGN-BATTLE-RECORD', 'ERR_CAMPAIGN_BATTLE', 'A battle is given as a record with its setup and actions.', 'record');
  }
  const version = (rec as { engineVersion?: unknown }).engineVersion;
  if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > vas.descriptor.version)) {
    return refuse('VAS-CAMPAIGN-BATTLE-RECORD', 'ERR_CAMPAIGN_BATTLE', `The record's engineVersion must be the Victory at Sea engine version it was fought under, a whole number from 1 to ${vas.descriptor.version}.`, 'record.engineVersion');
  }
  const built = campaignBattle(s, e);
  if (!built.ok) return built;
  // The battle as it was fought: under the engine rules the record names, or its campaign's when it names none.
  if (canonical(recordedSetup(record.record, battleEngineVersion(s))) !== canonical(built.value.setup)) {
    return refuse('VAS-CAMPAIGN-BATTLE-RECORD', 'ERR_CAMPAIGN_BATTLE', `The record's setup is not ${battleFor(s, e)} under this campaign's rules: fight the setup the campaign builds (salvo campaign battle).`, 'record.setup');
  }
  // whose attacks are credited is the campaign's rules too (VAS-CAMPAIGN-XP-KILL, rules-version.ts)
  const outcome = battleOutcome(record.record, battleEngineVersion(s), s.options.rulesVersion);
  if (!outcome.ok) return outcome;
  return ok(settleBattle(s, e, outcome.value, built.value.players));
}

export function applyCampaign(state: CampaignState, action: CampaignAction): Result<CampaignTransition, RuleError> {
  if (typeof action !== 'object' || action === null) return err(ruleError('ERR_CAMPAIGN_ACTION', 'A campaign action must be an object.'));
  if (state.phase === 'over') return refuse('VAS-CAMPAIGN-VICTORY', 'ERR_CAMPAIGN_OVER', `The campaign is over: ${state.players[state.winner ?? '']?.name ?? 'nobody'} won it.`);
  const r = rollAtTable(state, action.dice, (s) => step(s, action));
  if (!r.ok) return r;
  return ok({ state: r.value.state, events: r.value.value });
}

/** One action on the draft `s`, its dice from wherever `rollAtTable` says. */
function step(s: CampaignState, action: CampaignAction): Result<CampaignEvent[], RuleError> {
  let r: Result<CampaignEvent[], RuleError>;
  switch (action.type) {
    case 'swap': r = swapCommand(s, action.player, action.ships); break;
    case 'select': r = select(s, action.player, action.target); break;
    case 'challenge': r = challenge(s, action.player, action.accept); break;
    case 'prepare': r = prepare(s, action.player, action.engagement, action.modifier, action.night); break;
    case 'fleet': r = Array.isArray(action.ships) ? chooseFleet(s, action.player, action.engagement, action.ships) : refuse('VAS-CAMPAIGN-POINTS', 'ERR_CAMPAIGN_SHIPS', 'ships must be a list of ship ids.', 'ships'); break;
    case 'battle': r = battle(s, action.engagement, action); break;
    case 'xp': r = typeof action.spend === 'object' && action.spend !== null ? spendXp(s, action.player, action.ship, action.spend) : refuse('VAS-CAMPAIGN-XP-SPEND', 'ERR_CAMPAIGN_XP', 'Say how the XP Dice are spent.', 'spend'); break;
    case 'rr': r = typeof action.spend === 'object' && action.spend !== null ? spendRr(s, action.player, action.ship, action.spend) : refuse('VAS-CAMPAIGN-RR-REPAIR', 'ERR_CAMPAIGN_RR', 'Say how the RR points are spent.', 'spend'); break;
    case 'done': r = done(s, action.player); break;
    default: return err(ruleError('ERR_CAMPAIGN_ACTION', `Unknown campaign action "${String((action as { type?: unknown }).type)}".`, { path: 'type' }));
  }
  return r;
}
