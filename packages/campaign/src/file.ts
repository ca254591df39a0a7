/**
 * The campaign file (VAS-CAMPAIGN-REPLAY): `{ format: "salvo-campaign", version: 2, setup, actions, state }`.
 * The ledger is what the setup and the actions make: `replayCampaign` rebuilds it and `checkCampaignFile`
 * refuses a file whose stored state is not exactly (byte for byte) the replayed one.
 *
 * Version 1 (before critical hits were carried into battle) is still read: its campaign keeps the rule it
 * began with (`options.carried: 'points'`), its ledger counted critical hits instead of naming them, and
 * it is checked against the replay in that shape (v1.ts), then handed on as a version 2 file.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { applyCampaign } from './apply';
import { newCampaign } from './start';
import { v1Setup, v1State } from './v1';
import type { CampaignAction, CampaignEvent, CampaignSetup, CampaignState } from './types';

export const CAMPAIGN_FORMAT = 'salvo-campaign';
export const CAMPAIGN_VERSION = 2;

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
  if (f.version !== CAMPAIGN_VERSION && f.version !== 1) return err(ruleError('ERR_CAMPAIGN_FILE', `Campaign file version must be ${CAMPAIGN_VERSION} (or 1, from before critical hits were carried into battle).`, { path: 'version' }));
  if (!Array.isArray(f.actions)) return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file has no list of actions.', { path: 'actions' }));
  const v1 = f.version === 1;
  const setup = v1 ? v1Setup(f.setup) : f.setup as CampaignSetup;
  const r = replayCampaign(setup, f.actions as CampaignAction[]);
  if (!r.ok) return r;
  if (JSON.stringify(v1 ? v1State(r.value.state) : r.value.state) !== JSON.stringify(f.state)) {
    return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file\'s ledger is not what its actions make: it was edited by hand or is damaged. (VAS-CAMPAIGN-REPLAY)', { path: 'state' }));
  }
  return ok(v1 ? campaignFile(setup, f.actions as CampaignAction[], r.value.state) : f as unknown as CampaignFile);
}
