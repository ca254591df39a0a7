/**
 * The campaign file (VAS-CAMPAIGN-REPLAY): `{ format: "salvo-campaign", version: 1, setup, actions, state }`.
 * The ledger is what the setup and the actions make: `replayCampaign` rebuilds it and `checkCampaignFile`
 * refuses a file whose stored state is not exactly (byte for byte) the replayed one.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { applyCampaign } from './apply';
import { newCampaign } from './start';
import type { CampaignAction, CampaignEvent, CampaignSetup, CampaignState } from './types';

export const CAMPAIGN_FORMAT = 'salvo-campaign';
export const CAMPAIGN_VERSION = 1;

export interface CampaignFile {
  readonly format: typeof CAMPAIGN_FORMAT;
  readonly version: typeof CAMPAIGN_VERSION;
  readonly setup: CampaignSetup;
  readonly actions: readonly CampaignAction[];
  readonly state: CampaignState;
}

export function campaignFile(setup: CampaignSetup, actions: readonly CampaignAction[], state: CampaignState): CampaignFile {
  return { format: CAMPAIGN_FORMAT, version: CAMPAIGN_VERSION, setup, actions, state };
}

export function replayCampaign(setup: CampaignSetup, actions: readonly CampaignAction[]): Result<{ state: CampaignState; events: CampaignEvent[] }, RuleError> {
  const start = newCampaign(setup);
  if (!start.ok) return err(ruleError('ERR_CAMPAIGN_SETUP', start.error.message, { details: { problems: start.error.problems } }));
  let state = start.value;
  const events: CampaignEvent[] = [];
  for (const [i, a] of actions.entries()) {
    const r = applyCampaign(state, a);
    if (!r.ok) return err(ruleError(r.error.code, `Campaign action ${i} (${String(a.type)}) is refused: ${r.error.message}`, { path: `actions[${i}]` }));
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, events });
}

/** An untrusted campaign file: its envelope, and its state equal to the replay of its actions. */
export function checkCampaignFile(json: unknown): Result<CampaignFile, RuleError> {
  if (typeof json !== 'object' || json === null) return err(ruleError('ERR_CAMPAIGN_FILE', 'A campaign file must be a JSON object.'));
  const f = json as Record<string, unknown>;
  if (f.format !== CAMPAIGN_FORMAT) return err(ruleError('ERR_CAMPAIGN_FILE', `Not a Salvo campaign file (format must be "${CAMPAIGN_FORMAT}").`, { path: 'format' }));
  if (f.version !== CAMPAIGN_VERSION) return err(ruleError('ERR_CAMPAIGN_FILE', `Campaign file version must be ${CAMPAIGN_VERSION}.`, { path: 'version' }));
  if (!Array.isArray(f.actions)) return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file has no list of actions.', { path: 'actions' }));
  const r = replayCampaign(f.setup as CampaignSetup, f.actions as CampaignAction[]);
  if (!r.ok) return r;
  if (JSON.stringify(r.value.state) !== JSON.stringify(f.state)) {
    return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file\'s ledger is not what its actions make: it was edited by hand or is damaged. (VAS-CAMPAIGN-REPLAY)', { path: 'state' }));
  }
  return ok(f as unknown as CampaignFile);
}
