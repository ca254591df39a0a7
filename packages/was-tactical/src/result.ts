/**
 * The War at Sea result of a finished Victory at Sea battle (WAS-SALVO-TACTICAL-RESULT): for each War at Sea
 * ship of the battle, sunk (destroyed on the table, or abandoned: a hulk with no crew is lost to the war),
 * withdrew (left the table by a Tactical Withdrawal), or afloat with its damage points mapped back
 * (damage-map.ts). A convoy is sunk when all its merchant ships are, otherwise it has one damage point per
 * merchant sunk and is afloat while one of them is. `holds`: the battle's winner when it has a ship afloat
 * there, else the only side with ships afloat, else nobody (12.9). The battle must be over.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { vas, type ShipState as VasShip, type VasState } from '@salvo/vas';
import { defenseOf, tacticalResultError, tacticalShips, type ShipState, type Side, type TacticalShipResult, type WasAction, type WasState } from '@salvo/was';
import { CONVOY_SHIPS } from './classes';
import { damageFromTable } from './damage-map';
import { FLEET_OF } from './setup';

export type TacticalResultAction = Extract<WasAction, { type: 'tactical-result' }>;

export function tacticalResult(was: WasState, battle: VasState): Result<TacticalResultAction, RuleError> {
  const st = was.step;
  if (st.kind !== 'tactical-battle') return bad('ERR_NO_TACTICAL_BATTLE', 'The War at Sea game is not at a surface battle waiting for its result.');
  const p = vas.pending(battle);
  if (p.kind !== 'over') return bad('ERR_BATTLE_NOT_OVER', `The battle on the table is not over (turn ${battle.turn} of ${battle.options.maxTurns}); finish it, or concede, first.`);
  const table = Object.values(battle.ships);
  const byId = new Map(table.map((x) => [x.id, x]));
  const ships: TacticalShipResult[] = [];
  for (const x of tacticalShips(was, st.area)) {
    const r = x.type === 'convoy' ? convoyResult(x, table) : warshipResult(was, x, byId.get(x.id));
    if (!r) return bad('ERR_NOT_THIS_BATTLE', `${x.name} is not on that table: the battle was not set up from this War at Sea battle.`);
    ships.push(r);
  }
  const holds = holderOf(was, ships, p.winners);
  const e = tacticalResultError(was, st.area, ships, holds);
  return e ? err(e) : ok({ type: 'tactical-result', ships, holds });
}

function warshipResult(was: WasState, x: ShipState, t: VasShip | undefined): TacticalShipResult | null {
  if (!t) return null;
  if (t.destroyed || t.abandoned) return { ship: x.id, damage: x.damage, fate: 'sunk' };
  const [total, threshold] = t.roster.damage;
  const damage = damageFromTable(t.damage, x.damage, defenseOf(was, x), total, threshold);
  return { ship: x.id, damage, fate: t.withdrawn ? 'withdrew' : 'afloat' };
}

function convoyResult(x: ShipState, table: readonly VasShip[]): TacticalShipResult | null {
  const merchants = table.filter((t) => t.id.startsWith(`${x.id}-`));
  if (!merchants.length) return null;
  const lostBefore = CONVOY_SHIPS - merchants.length;
  const sunk = merchants.filter((t) => t.destroyed || t.abandoned).length;
  const left = merchants.filter((t) => !t.destroyed && !t.abandoned);
  if (!left.length) return { ship: x.id, damage: x.damage, fate: 'sunk' };
  const damage = Math.max(x.damage, Math.min(x.defense, lostBefore + sunk));
  return { ship: x.id, damage, fate: left.some((t) => !t.withdrawn) ? 'afloat' : 'withdrew' };
}

function holderOf(was: WasState, ships: readonly TacticalShipResult[], winners: readonly string[]): Side | null {
  const afloat = (side: Side): boolean => ships.some((r) => r.fate === 'afloat' && was.ships.find((x) => x.id === r.ship)?.side === side);
  const won = (['allies', 'axis'] as const).find((side) => winners.length === 1 && winners[0] === FLEET_OF[side]);
  if (won && afloat(won)) return won;
  const sides = (['allies', 'axis'] as const).filter(afloat);
  return sides.length === 1 ? (sides[0] ?? null) : null;
}

const bad = (code: string, message: string): Result<never, RuleError> => err(ruleError(code, `${message} (WAS-SALVO-TACTICAL)`));
