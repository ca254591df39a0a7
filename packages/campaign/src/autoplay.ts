/**
 * Plays a campaign forward with bots: campaign decisions from `campaignBotAction` (each player's own
 * PRNG), every battle fought by the engine between Victory at Sea bots (fight.ts). Stops when the
 * campaign is over, when campaign turn `untilTurn` begins, when a human player is pending (for the ships
 * that sail and the secret modifier, as soon as a person is among those pending: the person chooses first), or (table
 * mode) when a bot's step rolls dice, which the players roll at the table for it (VAS-CAMPAIGN-TABLE-DICE).
 */
import { seedRng, type RngState, type RuleError, type Result, ok, err } from '@salvo/kernel';
import type { VasStrength } from '@salvo/bots';
import { applyCampaign } from './apply';
import { campaignBotAction, type CampaignBotOptions } from './bot';
import { campaignPending } from './pending';
import type { CampaignAction, CampaignState } from './types';
import { fightEngagement } from './fight';

export interface CampaignBotSeat {
  readonly strength: VasStrength;
  readonly options?: CampaignBotOptions;
}

export interface AutoplayResult {
  readonly state: CampaignState;
  readonly actions: CampaignAction[];
  /** Table mode: the bot's next step rolls these dice (what each decides), and whose step it is. */
  readonly waitsForDice?: { readonly asked: readonly string[]; readonly player?: string };
}

/** Every bot decision and battle until a stop; `bots` maps player id -> seat (absent: a person). */
export function autoplay(start: CampaignState, bots: Readonly<Record<string, CampaignBotSeat>>, seed: string, untilTurn = Infinity, maxSteps = 5000): Result<AutoplayResult, RuleError> {
  const rngs = new Map<string, RngState>();
  const rngOf = (id: string): RngState => {
    let r = rngs.get(id);
    if (!r) { r = seedRng(`campaign-bot:${seed}:${id}:${start.turn}`); rngs.set(id, r); }
    return r;
  };
  let state = start;
  const actions: CampaignAction[] = [];
  for (let step = 0; step < maxSteps; step++) {
    const p = campaignPending(state);
    if (p.kind === 'over' || state.turn >= untilTurn) break;
    let action: CampaignAction | null = null;
    if (p.kind === 'battle') {
      const e = state.engagements.find((x) => x.id === p.engagement);
      if (!e || !bots[e.attacker] || !bots[e.defender]) break;
      const rec = fightEngagement(state, p.engagement, { [e.attacker]: bots[e.attacker]?.strength ?? 'easy', [e.defender]: bots[e.defender]?.strength ?? 'easy' });
      if (!rec.ok) return rec;
      action = { type: 'battle', engagement: p.engagement, record: rec.value };
    } else {
      const who = 'player' in p ? [p.player] : p.players;
      // The ships that sail and the secret modifier: a person gives them first, so nobody chooses knowing the other's.
      if ((p.kind === 'fleet' || p.kind === 'prepare') && who.some((id) => bots[id] === undefined)) break;
      const bot = who.find((id) => bots[id] !== undefined);
      if (bot === undefined) break;
      action = campaignBotAction(state, bot, rngOf(bot), bots[bot]?.options);
    }
    if (action === null) break;
    const r = applyCampaign(state, action);
    if (!r.ok && r.error.code === 'ERR_CAMPAIGN_DICE' && action.dice === undefined) {
      const asked = (r.error.details as { asked?: unknown } | undefined)?.asked;
      return ok({ state, actions, waitsForDice: { asked: Array.isArray(asked) ? asked.map(String) : [], ...('player' in action ? { player: action.player } : {}) } });
    }
    if (!r.ok) return err({ ...r.error, message: `A bot's campaign action was refused: ${r.error.message}` });
    state = r.value.state;
    actions.push(action);
  }
  return ok({ state, actions });
}
