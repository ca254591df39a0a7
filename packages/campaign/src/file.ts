/**
 * The campaign file (VAS-CAMPAIGN-REPLAY): `{ format: "salvo-campaign", version: 4, setup, actions, state }`.
 * The ledger is what the setup and the actions make: `replayCampaign` rebuilds it and `checkCampaignFile`
 * refuses a file whose stored state is not exactly (byte for byte) the replayed one.
 *
 * Version 1 (before critical hits were carried into battle) is still read: its campaign keeps the rule it
 * began with (`options.carried: 'points'`), its ledger counted critical hits instead of naming them, and
 * it is checked against the replay in that shape (v1.ts), then handed on as a file of the current version with its rules kept.
 * Version 2 (before the rules audit of 7 December 2026) is read the same way: its campaign keeps campaign rules 2
 * (`options.rulesVersion: 2`, rules-version.ts), its ledger is checked without that option (v2.ts), and it is
 * handed on as a file of the current version. A version 1 campaign keeps both rules.
 * Version 3 (before every attack was credited with the ships it destroys, cripples or reduces to a Skeleton Crew,
 * VAS-CAMPAIGN-XP-KILL) is read the same way: its campaign keeps campaign rules 3 (or the 2 it names), its ledger
 * is checked as it is (v3.ts), and it is handed on as a version 4 file naming its rules.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { applyCampaign } from './apply';
import { newCampaign } from './start';
import { v1Setup, v1State } from './v1';
import { v2Setup, v2State } from './v2';
import { v3Setup, v3State } from './v3';
import type { CampaignAction, CampaignEvent, CampaignSetup, CampaignState } from './types';

export const CAMPAIGN_FORMAT = 'salvo-campaign';
export const CAMPAIGN_VERSION = 4;
/** The file versions read: the older ones are handed on as the current one, their campaigns keeping their rules. */
export const CAMPAIGN_VERSIONS_READ = [1, 2, 3, CAMPAIGN_VERSION] as const;

/** How a file of each version read is checked: its setup with the rules its campaign keeps, its ledger in its own shape. */
const OLD_FILES: Readonly<Record<number, { readonly setup: (raw: unknown) => CampaignSetup; readonly state: (s: CampaignState) => unknown }>> = {
  1: { setup: v1Setup, state: v1State },
  2: { setup: v2Setup, state: v2State },
  3: { setup: v3Setup, state: v3State },
};

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
  if (!(CAMPAIGN_VERSIONS_READ as readonly unknown[]).includes(f.version)) {
    return err(ruleError('ERR_CAMPAIGN_FILE', `This campaign file is of version ${JSON.stringify(f.version) ?? 'none'}: Salvo reads campaign files of versions ${CAMPAIGN_VERSIONS_READ.join(', ')} (an older one keeps the rules its campaign began with) and writes version ${CAMPAIGN_VERSION}.`, { path: 'version' }));
  }
  if (!Array.isArray(f.actions)) return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file has no list of actions.', { path: 'actions' }));
  const old = OLD_FILES[f.version as number];
  const setup = old ? old.setup(f.setup) : f.setup as CampaignSetup;
  const r = replayCampaign(setup, f.actions as CampaignAction[]);
  if (!r.ok) return r;
  if (JSON.stringify(old ? old.state(r.value.state) : r.value.state) !== JSON.stringify(f.state)) {
    return err(ruleError('ERR_CAMPAIGN_FILE', 'The campaign file\'s ledger is not what its actions make: it was edited by hand or is damaged. (VAS-CAMPAIGN-REPLAY)', { path: 'state' }));
  }
  return ok(old ? campaignFile(setup, f.actions as CampaignAction[], r.value.state) : f as unknown as CampaignFile);
}
