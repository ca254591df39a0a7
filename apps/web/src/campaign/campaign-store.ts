/**
 * Campaigns played in the page are kept in localStorage after every step, so a reload, a closed tab or a
 * crash loses nothing: the ledger's file (the same file `salvo campaign` keeps, with its `seats`), and a
 * battle being fought on the table, as far as it has been played. Each campaign has its own entry; reading
 * one checks it as every load checks a campaign file (VAS-CAMPAIGN-REPLAY), so a damaged entry is refused
 * with a sentence rather than played on.
 *
 * Storage: `salvo.campaigns` holds the ids, most recently saved first; `salvo.campaign.<id>` holds each.
 */
import { checkCampaignFile, type CampaignFile } from '@salvo/campaign';
import { isVasStrength, type VasStrength } from '@salvo/bots';
import type { VasAction } from '@salvo/vas';
import { browserStorage, type KeyValue } from '../session/browser-storage';
import type { Seats } from './campaign-turn';

export interface CampaignInPlay {
  readonly id: string;
  readonly file: CampaignFile;
  readonly seats: Seats;
  /** The battle on the table: its engagement and the actions played so far. */
  readonly battle: { readonly engagement: string; readonly actions: readonly VasAction[] } | null;
}

export interface KeptCampaign {
  readonly id: string;
  /** "Mediterranean: Mediterranean Fleet against Regia Marina, turn 3". */
  readonly summary: string;
  readonly savedAt: string;
}

const INDEX = 'salvo.campaigns';
/** The storage key one campaign is kept under (a `storage` event with it: another tab saved the campaign). */
export const campaignKey = (id: string) => `salvo.campaign.${id}`;
const key = campaignKey;

function index(kv: KeyValue | null): KeptCampaign[] {
  try {
    const raw = JSON.parse(kv?.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is KeptCampaign => typeof x === 'object' && x !== null && typeof (x as KeptCampaign).id === 'string') : [];
  } catch {
    return [];
  }
}

/** The campaigns kept in this browser, most recently saved first. */
export function keptCampaigns(kv: KeyValue | null = browserStorage()): KeptCampaign[] {
  return index(kv);
}

export function summaryOf(c: CampaignInPlay): string {
  const s = c.file.state;
  const names = s.playerOrder.map((id) => `${s.players[id]?.name ?? id}${c.seats[id] ? ` (bot, ${c.seats[id]})` : ''}`).join(' against ');
  const map = s.map.charAt(0).toUpperCase() + s.map.slice(1);
  return `${map}: ${names}, ${s.phase === 'over' ? 'over' : `turn ${s.turn}`}`;
}

/** Writes the campaign; null when kept, or a sentence when the browser refuses (its storage is full or off). */
export function keepCampaign(c: CampaignInPlay, kv: KeyValue | null = browserStorage(), now = new Date()): string | null {
  const store = kv;
  if (!store) return 'This browser keeps nothing for this page: save the campaign file to keep the campaign.';
  try {
    store.setItem(key(c.id), JSON.stringify(c));
    const entry: KeptCampaign = { id: c.id, summary: summaryOf(c), savedAt: now.toISOString() };
    store.setItem(INDEX, JSON.stringify([entry, ...index(store).filter((x) => x.id !== c.id)]));
    return null;
  } catch {
    return 'The browser\'s storage is full, so this step is not kept here: save the campaign file to keep the campaign, or forget an old campaign.';
  }
}

/** A kept campaign, checked by replaying its actions; or a sentence why it cannot be played on. */
export function openKept(id: string, kv: KeyValue | null = browserStorage()): { ok: true; campaign: CampaignInPlay } | { ok: false; problem: string } {
  const raw = kv?.getItem(key(id));
  if (!raw) return { ok: false, problem: 'That campaign is no longer kept in this browser.' };
  let c: Partial<CampaignInPlay>;
  try {
    c = JSON.parse(raw) as Partial<CampaignInPlay>;
  } catch {
    return { ok: false, problem: 'That campaign\'s save is damaged and cannot be read.' };
  }
  const checked = checkCampaignFile(c.file);
  if (!checked.ok) return { ok: false, problem: `That campaign cannot be played on: ${checked.error.message}` };
  return { ok: true, campaign: { id, file: checked.value, seats: seatsOf(c.seats), battle: c.battle ?? null } };
}

export function forgetCampaign(id: string, kv: KeyValue | null = browserStorage()): void {
  kv?.removeItem(key(id));
  kv?.setItem(INDEX, JSON.stringify(index(kv).filter((x) => x.id !== id)));
}

/** The `seats` of a campaign file (which players bots play, and how strong), ignoring anything else. */
export function seatsOf(raw: unknown): Seats {
  const out: Record<string, VasStrength> = {};
  if (typeof raw === 'object' && raw !== null) for (const [k, v] of Object.entries(raw)) if (typeof v === 'string' && isVasStrength(v)) out[k] = v;
  return out;
}

/** The campaign as the file `salvo campaign` reads and writes (with its seats), for "Save the campaign file". */
export function campaignFileText(c: CampaignInPlay): string {
  return `${JSON.stringify({ ...c.file, seats: c.seats }, null, 2)}\n`;
}
