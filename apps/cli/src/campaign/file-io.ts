/**
 * The campaign file on disk: read and checked by replaying every action (VAS-CAMPAIGN-REPLAY), written
 * atomically and durably (write a temporary file, fsync, rename: io/atomic-write.ts), so a crash
 * leaves the old file or the new one, whole. `seats` says which players are bots and how strong.
 */
import { existsSync } from 'node:fs';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { applyCampaign, campaignFile, checkCampaignFile, type CampaignAction, type CampaignEvent, type CampaignFile, type CampaignSetup, type CampaignState } from '@salvo/campaign';
import { isVasStrength, type VasStrength } from '@salvo/bots';
import { readJsonFile, writeJsonFile } from '../io/json-file';

export interface LoadedCampaign {
  readonly file: CampaignFile;
  readonly seats: Readonly<Record<string, VasStrength>>;
}

export function loadCampaign(path: string): Result<LoadedCampaign, RuleError> {
  if (!existsSync(path)) return err(ruleError('ERR_FILE', `There is no campaign file ${path}: start one with "salvo campaign new ${path} ...".`));
  const raw = readJsonFile(path, 'campaign file');
  if (!raw.ok) return raw;
  const checked = checkCampaignFile(raw.value);
  if (!checked.ok) return err({ ...checked.error, message: `${path}: ${checked.error.message}` });
  const seatsRaw = (raw.value as { seats?: unknown }).seats;
  const seats: Record<string, VasStrength> = {};
  if (typeof seatsRaw === 'object' && seatsRaw !== null) for (const [k, v] of Object.entries(seatsRaw)) if (typeof v === 'string' && isVasStrength(v)) seats[k] = v;
  return ok({ file: checked.value, seats });
}

export function saveCampaign(path: string, setup: CampaignSetup, actions: readonly CampaignAction[], state: CampaignState, seats: Readonly<Record<string, VasStrength>>): Result<void, RuleError> {
  return writeJsonFile(path, { ...campaignFile(setup, actions, state), seats });
}

/** Applies actions in order to a loaded campaign and saves once; on any refusal nothing is written. */
export function applyAndSave(path: string, loaded: LoadedCampaign, actions: readonly CampaignAction[]): Result<CampaignEvent[] & { state?: CampaignState }, RuleError> {
  let state = loaded.file.state;
  const events: CampaignEvent[] = [];
  for (const a of actions) {
    const r = applyCampaign(state, a);
    if (!r.ok) return r;
    state = r.value.state;
    events.push(...r.value.events);
  }
  const w = saveCampaign(path, loaded.file.setup, [...loaded.file.actions, ...actions], state, loaded.seats);
  return w.ok ? ok(Object.assign(events, { state })) : w;
}
