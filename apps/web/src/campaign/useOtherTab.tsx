/**
 * The same campaign played in two tabs or windows of this browser: each step is kept under one storage key,
 * so the tab that saves last would silently undo the other's steps. The browser tells every other tab when an
 * entry changes (the `storage` event, never fired in the tab that wrote); this hook turns that into "moved on
 * elsewhere", so the page stops taking steps and offers to go on from the campaign as the other tab left it.
 */
import { useEffect, useState, type MutableRefObject } from 'react';
import { campaignKey, openKept, type CampaignInPlay } from './campaign-store';

/**
 * What another tab last kept of this campaign when it differs from ours (null otherwise), and `clear` once
 * this tab has taken it up.
 */
export function useOtherTab(id: string, latest: MutableRefObject<CampaignInPlay>): { moved: CampaignInPlay | null; clear: () => void } {
  const [moved, setMoved] = useState<CampaignInPlay | null>(null);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== campaignKey(id) || e.newValue === null) return;
      if (e.newValue === JSON.stringify(latest.current)) return;
      const r = openKept(id);
      setMoved(r.ok ? r.campaign : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [id, latest]);
  return { moved, clear: () => setMoved(null) };
}

/** Where the campaign another tab kept stands, against this tab's: its steps, or its battle's moves when only those differ. */
export function whereItStands(there: CampaignInPlay, here: CampaignInPlay): string {
  const moves = (c: CampaignInPlay): number => c.battle?.actions.length ?? 0;
  if (there.file.actions.length === here.file.actions.length) return `There its battle on the table stands at ${moves(there)} moves (here: ${moves(here)}).`;
  return `There it stands at campaign turn ${there.file.state.turn}, ${there.file.actions.length} steps in (here: ${here.file.actions.length}).`;
}
