/**
 * Campaign files of version 3 (before the XP credits of every attack, VAS-CAMPAIGN-XP-KILL): their campaigns keep
 * the rules they began with, campaign rules 3 (rules-version.ts: a Torpedo Spread's firer and a flight's carrier
 * credited with nothing), or the rules 2 a file of version 1 or 2 handed on as version 3 names. `v3Setup` gives
 * such a campaign its rules back; its ledger is already in the current shape (it names its rules), so it is
 * checked as it is.
 */
import type { CampaignSetup, CampaignState } from './types';

/** The setup of a version 3 file, with the campaign rules its campaign was played by: those it names (2), else 3. */
export function v3Setup(raw: unknown): CampaignSetup {
  const setup = (typeof raw === 'object' && raw !== null ? raw : {}) as CampaignSetup;
  const named = setup.options?.rulesVersion;
  // a version 3 file was written under campaign rules 3 at most: any later rules it names are not its own
  return { ...setup, options: { ...setup.options, rulesVersion: typeof named === 'number' && named < 3 ? named : 3 } };
}

/** The ledger as a version 3 file stores it: the current shape. */
export function v3State(s: CampaignState): unknown {
  return s;
}
