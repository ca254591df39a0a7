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
  /** Only Damage and Crew carry into the next battle, critical hits keep a ship in port (as `--carry points`): a house rule. */
  readonly carryPoints?: boolean;
  /** Table mode: every die of the campaign rolled at the table and typed (as `--table`). */
  readonly table?: boolean;
  /** Table mode: the starting Command rolls typed, 2d6 per ship and squadron in the order of the fleets. */
  readonly dice?: readonly number[];
}

/** A refusal's sentences; `asked` in table mode when the starting Command rolls are to be typed (what each die decides). */
export type Begun = { ok: true; campaign: CampaignInPlay } | { ok: false; problems: string[]; asked?: string[] };

export function beginCampaign(c: CampaignChoice, id: string): Begun {
  const setup: CampaignSetup = {
    seed: c.seed, map: c.map, players: c.players.map((p) => ({ id: p.id, fleet: p.fleet })),
    ...(c.battleTurns !== undefined || c.carryPoints ? { options: { ...(c.battleTurns !== undefined ? { battleTurns: c.battleTurns } : {}), ...(c.carryPoints ? { carried: 'points' as const } : {}) } } : {}),
    ...(c.table ? { table: true } : {}), ...(c.dice !== undefined ? { dice: c.dice } : {}),
  };
  const r = newCampaign(setup);
  if (!r.ok) {
    const dice = r.error.problems.find((p) => p.code === 'ERR_CAMPAIGN_DICE');
    const asked = (dice?.details as { asked?: unknown } | undefined)?.asked;
    if (dice && r.error.problems.length === 1 && Array.isArray(asked) && asked.length > 0 && c.dice === undefined) return { ok: false, problems: [], asked: asked.map(String) };
    const fleetNo = (path: string | undefined) => /^players\[(\d+)\]/.exec(path ?? '')?.[1];
    return { ok: false, problems: r.error.problems.map((p) => { const n = fleetNo(p.path); return `${n !== undefined ? `Player ${Number(n) + 1}'s fleet: ` : ''}${p.message}`; }) };
  }
  const seats = Object.fromEntries(c.players.flatMap((p) => (p.seat === 'person' ? [] : [[p.id, p.seat]])));
  return { ok: true, campaign: { id, file: campaignFile(setup, [], r.value), seats, battle: null } };
}
