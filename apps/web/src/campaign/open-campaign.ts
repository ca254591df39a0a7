/**
 * A campaign file opened in the page (the ledger `salvo campaign` writes): checked as the terminal checks
 * it on every load (VAS-CAMPAIGN-REPLAY: the stored ledger must be exactly what its actions make), with the
 * events of the replay for the log. A file that is not JSON, not a campaign or not what its actions make is
 * refused with a sentence.
 */
import { checkCampaignFile, replayCampaign, type CampaignEvent, type CampaignFile, type CampaignState } from '@salvo/campaign';

export interface OpenedCampaign {
  readonly fileName: string;
  readonly file: CampaignFile;
  readonly state: CampaignState;
  readonly events: readonly CampaignEvent[];
}

export function openCampaignFile(fileName: string, text: string): { ok: true; campaign: OpenedCampaign } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `${fileName} is not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const checked = checkCampaignFile(json);
  if (!checked.ok) return { ok: false, problem: `${fileName} cannot be opened as a campaign: ${checked.error.message}` };
  const replay = replayCampaign(checked.value.setup, checked.value.actions);
  if (!replay.ok) return { ok: false, problem: `${fileName} cannot be opened as a campaign: ${replay.error.message}` };
  return { ok: true, campaign: { fileName, file: checked.value, state: replay.value.state, events: replay.value.events } };
}
