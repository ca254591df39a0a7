/**
 * A new campaign from the page's form: the map, and for each player a fleet (an example fleet or a fleet
 * file) and who plays it (a person at this screen, or a bot of a named strength). The campaign is begun
 * exactly as `salvo campaign new` begins it (newCampaign: every fleet checked, every Command rolled from the
 * seed), and its file is the terminal's, so either can carry it on.
 */
import { campaignFile, newCampaign, type CampaignSetup } from '@salvo/campaign';
import type { VasStrength } from '@salvo/bots';
import type { CampaignInPlay } from './campaign-store';

export interface PlayerChoice {
  /** The player's id in the ledger ("p1"). */
  readonly id: string;
  /** The fleet file (parsed JSON). */
  readonly fleet: unknown;
  /** A bot's strength, or 'person' for someone at this screen. */
  readonly seat: VasStrength | 'person';
}

export interface CampaignChoice {
  readonly map: string;
  readonly players: readonly PlayerChoice[];
  readonly seed: string;
  /** A cap on each battle's length in turns (as `--battle-turns`), or none. */
  readonly battleTurns?: number;
}

export function beginCampaign(c: CampaignChoice, id: string): { ok: true; campaign: CampaignInPlay } | { ok: false; problems: string[] } {
  const setup: CampaignSetup = {
    seed: c.seed, map: c.map, players: c.players.map((p) => ({ id: p.id, fleet: p.fleet })),
    ...(c.battleTurns !== undefined ? { options: { battleTurns: c.battleTurns } } : {}),
  };
  const r = newCampaign(setup);
  if (!r.ok) {
    const fleetNo = (path: string | undefined) => /^players\[(\d+)\]/.exec(path ?? '')?.[1];
    return { ok: false, problems: r.error.problems.map((p) => { const n = fleetNo(p.path); return `${n !== undefined ? `Player ${Number(n) + 1}'s fleet: ` : ''}${p.message}`; }) };
  }
  const seats = Object.fromEntries(c.players.flatMap((p) => (p.seat === 'person' ? [] : [[p.id, p.seat]])));
  return { ok: true, campaign: { id, file: campaignFile(setup, [], r.value), seats, battle: null } };
}
