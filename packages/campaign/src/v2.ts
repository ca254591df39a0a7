/**
 * Campaign files of version 2 (before the rules audit of 7 December 2026): their campaigns keep the rules they
 * began with, campaign rules 2 (rules-version.ts: the Crippled surcharge and the Skeleton Crew penalty as they were
 * read then, battles under the engine's rules 2). `v2Setup` gives such a campaign its rules back; `v2State`
 * writes a ledger in the old shape, key for key, so the stored one can be checked against the replay.
 */
import type { CampaignSetup, CampaignState } from './types';

/** The setup of a version 2 (or 1) file, with the campaign rules its campaign was played by. */
export function v2Setup(raw: unknown): CampaignSetup {
  const setup = (typeof raw === 'object' && raw !== null ? raw : {}) as CampaignSetup;
  return { ...setup, options: { ...setup.options, rulesVersion: 2 } };
}

/** The ledger as a version 2 file stores it. */
export function v2State(s: CampaignState): unknown {
  const { rulesVersion: _rules, ...options } = s.options;
  return { ...s, options };
}
