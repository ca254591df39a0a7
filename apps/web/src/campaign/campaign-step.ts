/**
 * Moving a campaign in the page on: actions applied in order to the ledger (applyCampaign, the rules'
 * only judge), all or none, giving the campaign with its file grown by them and the events for the log.
 * A refusal is the engine's sentence, and the campaign is left as it was; in table mode a step that rolls
 * is refused until its dice are typed, and the refusal says what each die decides.
 */
import { applyCampaign, campaignFile, type CampaignAction, type CampaignEvent } from '@salvo/campaign';
import type { CampaignInPlay } from './campaign-store';

/** Who takes a step: named on its dice form, whether it may be decided again, and whether a bot takes it. */
export interface StepBy { readonly who?: string; readonly undoable?: boolean; readonly byBot?: boolean }

/**
 * A refusal; `asked` when the step rolls dice that must be rolled at the table and typed (table mode,
 * VAS-CAMPAIGN-TABLE-DICE): what each die decides, in order.
 */
export type Stepped = { ok: true; campaign: CampaignInPlay; events: CampaignEvent[] } | { ok: false; problem: string; asked?: string[] };

export function applySteps(c: CampaignInPlay, actions: readonly CampaignAction[]): Stepped {
  let state = c.file.state;
  const events: CampaignEvent[] = [];
  for (const a of actions) {
    const r = applyCampaign(state, a);
    if (!r.ok) {
      const asked = (r.error.details as { asked?: unknown } | undefined)?.asked;
      const dice = r.error.code === 'ERR_CAMPAIGN_DICE' && Array.isArray(asked) && asked.length > 0 ? { asked: asked.map(String) } : {};
      return { ok: false, problem: r.error.message, ...dice };
    }
    state = r.value.state;
    events.push(...r.value.events);
  }
  const battleGone = c.battle !== null && !state.engagements.some((e) => e.id === c.battle?.engagement && e.result === null);
  return { ok: true, campaign: { ...c, file: campaignFile(c.file.setup, [...c.file.actions, ...actions], state), battle: battleGone ? null : c.battle }, events };
}

/**
 * The dice as typed, the blank ones at the end left out: a die changed to break a tie makes the dice rolled
 * again moot, and the step is then taken without them. A blank among typed dice is sent as 0, which the engine refuses.
 */
export const typedDice = (values: readonly string[]): number[] => {
  let n = values.length;
  while (n > 0 && (values[n - 1] ?? '').trim() === '') n -= 1;
  return values.slice(0, n).map(Number);
};
