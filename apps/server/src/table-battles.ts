/**
 * WAS-SALVO-TACTICAL-ONLINE (Salvo's own; docs/war-at-sea-tactical.md): a War at Sea surface battle taken to
 * the table is fought as a Victory at Sea game this server hosts (a "table battle"), and its result is recorded
 * in the war by the server itself, so neither player can type a result the other did not play.
 *
 * - The battle's id is fixed by the war, turn and area (`tableBattleId`), so it is found again after a restart.
 * - Its seats are the war's: a person's seat takes the same token (and invite, if not yet claimed), a War at
 *   Sea bot's seat Victory at Sea's `normal` (`random` stays `random`); table mode and the spectator key
 *   are the war's. Its server seed is derived from the war's (`tableBattleSeed`) and its engine seed mixes the
 *   war's seat entropy (each side's contribution under its fleet's seat), so a battle's dice were fixed when the
 *   war was created and its seats had spoken; it is committed and revealed like any game's.
 * - At the choice itself the people decide, whichever side they play: a person answers for a bot-held
 *   Allied seat (as at one screen), and the bots wait. While the battle is on the table every bot of the war
 *   waits for it.
 * Pure functions of a LiveGame; the service does the storing and committing.
 */
import type { WasState } from '@salvo/was';
import type { VasState } from '@salvo/vas';
import { FLEET_OF, tableBattleId, tacticalResult, tacticalSetup, type TacticalResultAction } from '@salvo/was-tactical';
import type { GamesTable, SeatsTable } from './db/schema';
import type { LiveGame } from './live';
import { rulesetOf, toMove, type AnyAction } from './rulesets';
import { engineSeedV2, seedCommitment, tableBattleSeed } from './secrets';

/** The table battle a war waits for (its step is on the table), or null. */
export function tableBattleOf(g: LiveGame): { readonly id: string; readonly area: string } | null {
  if (g.rs.id !== 'war-at-sea') return null;
  const s = g.state as WasState;
  if (s.step.kind !== 'tactical-battle' || !s.step.onTable) return null;
  return { id: tableBattleId(g.id, s.turn, s.step.area), area: s.step.area };
}

/** A War at Sea bot's seat on the table: Victory at Sea's `normal`, or `random` for `random`. */
export function tableBot(warBot: string | null): string {
  return warBot === 'random' ? 'random' : 'normal';
}

/** The war's seat entropy under the battle's seats (each side's fleet): what the battle's engine seed mixes. */
export function battleEntropy(war: LiveGame): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of ['allies', 'axis'] as const) {
    const e = war.seats.get(side)?.entropy;
    if (e) out[FLEET_OF[side]] = e;
  }
  return out;
}

export type TableBattleRows = { ok: true; row: GamesTable; seats: SeatsTable[] } | { ok: false; message: string };

/** The rows of the table battle a war waits for: its setup from the war's state, seeded from the war's seed and entropy. */
export function tableBattleRows(war: LiveGame, now: string): TableBattleRows {
  const battle = tableBattleOf(war);
  if (!battle) return { ok: false, message: 'The war is not waiting for a battle on the table.' };
  const made = tacticalSetup(war.state as WasState);
  if (!made.ok) return { ok: false, message: made.error.message };
  const serverSeed = tableBattleSeed(war.serverSeed, battle.id);
  const entropy = battleEntropy(war);
  const setup = { ...made.value.setup, seed: engineSeedV2(battle.id, serverSeed, entropy) };
  const vas = rulesetOf('vas');
  if (!vas) return { ok: false, message: 'no Victory at Sea ruleset' };
  const created = vas.engine.createGame(setup);
  if (!created.ok) return { ok: false, message: created.error.message };
  const seats: SeatsTable[] = (['allies', 'axis'] as const).map((side) => {
    const s = war.seats.get(side);
    const bot = s?.kind === 'bot';
    return {
      game_id: battle.id, seat: FLEET_OF[side], kind: bot ? 'bot' : 'human', bot: bot ? tableBot(s.bot) : null,
      token_hash: bot ? null : s?.token_hash ?? null, invite_hash: bot ? null : s?.invite_hash ?? null,
      entropy: entropy[FLEET_OF[side]] ?? null,
    };
  });
  const row: GamesTable = {
    id: battle.id, ruleset: vas.id, setup: JSON.stringify(setup), server_seed: serverSeed, seed_commit: seedCommitment(battle.id, serverSeed),
    table_mode: war.table ? 1 : 0, version: 0, status: 'active', to_move: JSON.stringify(toMove(vas, created.value, war.table, null).seats),
    last_actor: null, spectator_hash: war.spectatorHash, created_at: now, updated_at: now, parent: war.id,
    engine_version: vas.engine.descriptor.version,
  };
  return { ok: true, row, seats };
}

/** The war's `tactical-result` from its finished table battle, or why there is none. */
export function tableBattleResult(war: LiveGame, battle: LiveGame): { ok: true; action: TacticalResultAction } | { ok: false; message: string } {
  const waiting = tableBattleOf(war);
  if (!waiting || waiting.id !== battle.id) return { ok: false, message: 'The war is not waiting for this battle.' };
  const r = tacticalResult(war.state as WasState, battle.state as VasState);
  return r.ok ? { ok: true, action: r.value } : { ok: false, message: r.error.message };
}

/** At a war's surface battle, a person may answer the choice for a bot-held Allied seat (the people choose). */
export function choosesForBot(g: LiveGame, seat: string, action: AnyAction): boolean {
  if (g.rs.id !== 'war-at-sea' || (action.type !== 'fight-by-dice' && action.type !== 'fight-on-table')) return false;
  const st = (g.state as WasState).step;
  if (st.kind !== 'tactical-battle' || st.onTable) return false;
  return g.seats.get('allies')?.kind === 'bot' && g.seats.get(seat)?.kind === 'human';
}

/** Whether the war's bots wait: for the table battle, or for the people's choice of how to fight it. */
export function botsWaitForTable(g: LiveGame): boolean {
  if (g.rs.id !== 'war-at-sea') return false;
  const st = (g.state as WasState).step;
  if (st.kind !== 'tactical-battle') return false;
  return st.onTable === true || [...g.seats.values()].some((s) => s.kind === 'human');
}
