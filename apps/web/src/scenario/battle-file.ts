/**
 * A battle file: a Victory at Sea setup with every ship already placed (what the War at Sea tactical panel's
 * "Save the table as a file" and `salvo campaign battle --setup-out` write, and what `salvo play --scenario
 * setup.json` plays), checked by the engine before it is offered. Files of another kind are named, with where
 * they open instead. Pure: no DOM.
 */
import { vas, type VasSetup } from '@salvo/vas';

/** Larger than any setup Salvo writes; the terminal's readers take 16 MB (README). */
export const MAX_BATTLE_FILE = 16 * 1024 * 1024;

export interface BattleSide {
  /** The side id (`side` of its fleets, or the fleet's own id). */
  readonly id: string;
  /** Its fleets' names ("Force K", "US Navy and Royal Navy"). */
  readonly name: string;
  readonly fleets: readonly string[];
  readonly ships: readonly string[];
}

export type OpenedBattle =
  | { readonly ok: true; readonly setup: VasSetup; readonly sides: readonly BattleSide[] }
  | { readonly ok: false; readonly problems: readonly string[] };

const refuse = (...problems: string[]): OpenedBattle => ({ ok: false, problems });

/** The refusal of a file too large to read (checked on its size before its text is read). */
export function tooLargeBattle(bytes: number): OpenedBattle | null {
  return bytes > MAX_BATTLE_FILE ? refuse(`A battle file is at most 16 MB; this one is ${(bytes / 1024 / 1024).toFixed(1)} MB.`) : null;
}

export function openBattleFile(text: string): OpenedBattle {
  const large = tooLargeBattle(text.length);
  if (large) return large;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('The file is not JSON: a battle file is the JSON setup Salvo writes (docs/game-record.md).');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return refuse('A battle file is a JSON object with "seed" and "fleets".');
  const o = json as Record<string, unknown>;
  if (o.format === 'salvo-record') return refuse('This is a game record, not a battle file: open it with "Open a record…" under Replay on the start screen.');
  if (o.format === 'salvo-campaign') return refuse('This is a campaign file: open it with "Campaigns…" on the start screen.');
  if (Array.isArray(o.sides) && !Array.isArray(o.fleets)) return refuse('This is a scenario file, not a battle file: open it with "Open a scenario file" above.');
  if (!Array.isArray(o.fleets)) return refuse('A battle file lists its "fleets", each with its ships placed on the table (docs/game-record.md); this one has none.');
  const created = vas.createGame(json);
  if (!created.ok) return refuse(...(created.error.problems.length ? created.error.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)) : [created.error.message]));
  const state = created.value;
  const sides = new Map<string, { fleets: string[]; names: string[]; ships: string[] }>();
  for (const f of state.fleetOrder) {
    const fleet = state.fleets[f];
    const side = fleet?.side ?? f;
    const entry = sides.get(side) ?? { fleets: [], names: [], ships: [] };
    entry.fleets.push(f);
    entry.names.push(fleet?.name ?? f);
    sides.set(side, entry);
  }
  for (const id of state.shipOrder) {
    const ship = state.ships[id];
    const side = ship ? (state.fleets[ship.fleet]?.side ?? ship.fleet) : undefined;
    if (ship && side !== undefined) sides.get(side)?.ships.push(ship.name);
  }
  return { ok: true, setup: json as VasSetup, sides: [...sides].map(([id, s]) => ({ id, name: s.names.join(' and '), fleets: s.fleets, ships: s.ships })) };
}

/** Who commands each fleet: the person's side (every side in hot-seat and table mode), the bot the rest. */
export function battleSeats(sides: readonly BattleSide[], mine: string | null, bot: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of sides) for (const f of s.fleets) out[f] = mine === null || s.id === mine ? 'human' : bot;
  return out;
}
