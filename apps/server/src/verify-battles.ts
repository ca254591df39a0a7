/**
 * `salvo verify war.json battle.json…` (WAS-SALVO-TACTICAL-ONLINE): a war's record holds the result of each battle
 * the server hosted on the table, recorded by the server, not the battle itself. Given the battles' own records
 * (each downloaded like any finished game's), this checks for each one that its dice came from its committed
 * seed (`verifyRecord`), that it was set up from the war as it stood (the same table but for the seed), and that
 * the result in the war is exactly what its end gives. A battle whose record is not given is named as unchecked.
 * A battle whose record says its seed came from the war's (`meta.seedFrom: 'war'`) is checked for that too: its
 * server seed is `tableBattleSeed(war seed, battle id)` and it mixes the war's seat entropy, so its dice were fixed
 * when the war was created. A battle without that claim (hosted before 7 December 2026) is named as having a seed of
 * its own: its dice are its commitment's, fixed when the battle began.
 */
import { parseRecord, recordSetup, type GameRecord } from '@salvo/kernel';
import type { VasSetup, VasState } from '@salvo/vas';
import type { WasAction, WasState } from '@salvo/was';
import { FLEET_OF, tableBattleId, tacticalResult, tacticalSetup } from '@salvo/was-tactical';
import { tableBattleSeed } from './secrets';
import { rulesetOf, type AnyAction } from './rulesets';
import { verifyRecord } from './verify';

export interface TableBattleReport {
  /** Battles whose record was given and agrees with the war. */
  readonly checked: string[];
  /** Battles of the war whose record was not given: their results are the server's word. */
  readonly unchecked: string[];
  readonly problems: string[];
  /** Checked battles whose seed was their own, not derived from the war's (fixed when the battle began). */
  readonly ownSeed: string[];
}

interface TableBattle {
  readonly id: string;
  /** The war at the battle (its step on the table). */
  readonly war: WasState;
  /** The result the war records (null when the war's record stops before it). */
  readonly result: WasAction | null;
}

/** Each battle the war took to the server's table, in order. */
function tableBattles(war: GameRecord): TableBattle[] {
  const rs = rulesetOf(war.game);
  const gameId = war.meta?.gameId;
  if (!rs || rs.id !== 'war-at-sea' || !gameId) return [];
  const created = rs.engine.createGame(war.setup);
  if (!created.ok) return [];
  const out: TableBattle[] = [];
  let s = created.value as WasState;
  for (const a of war.actions) {
    const st = s.step;
    if (st.kind === 'tactical-battle' && st.onTable) out.push({ id: tableBattleId(gameId, s.turn, st.area), war: s, result: a as WasAction });
    s = rs.engine.applyTrusted(s, a as AnyAction).state as WasState;
  }
  const st = s.step;
  if (st.kind === 'tactical-battle' && st.onTable) out.push({ id: tableBattleId(gameId, s.turn, st.area), war: s, result: null });
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The battle's final state, every action checked by the engine, or null when the record does not replay. */
function replayed(rec: GameRecord): VasState | null {
  const vas = rulesetOf('vas');
  const made = vas?.engine.createGame(recordSetup(vas.engine, rec));
  if (!vas || !made?.ok) return null;
  let s = made.value;
  for (const a of rec.actions) {
    const t = vas.engine.apply(s, a as AnyAction);
    if (!t.ok) return null;
    s = t.value.state;
  }
  return s as VasState;
}

/** Whether the battle's seed is the one the war's gives, with the war's seat entropy (when its record claims so). */
function seedFromWar(war: GameRecord, rec: GameRecord, id: string, report: TableBattleReport): void {
  const meta = rec.meta ?? {};
  if (meta.seedFrom !== 'war') { report.ownSeed.push(id); return; }
  const warSeed = war.meta?.serverSeed;
  if (!warSeed || !/^[0-9a-f]{64}$/.test(warSeed) || meta.serverSeed !== tableBattleSeed(warSeed, id)) {
    report.problems.push(`Battle ${id}: its seed is not the one the war's seed gives, though its record says so.`);
  }
  for (const side of ['allies', 'axis'] as const) {
    if ((war.meta?.[`entropy.${side}`] ?? null) !== (meta[`entropy.${FLEET_OF[side]}`] ?? null)) {
      report.problems.push(`Battle ${id}: its dice do not mix the war's seat entropy of the ${side === 'allies' ? 'Allies' : 'Axis'}.`);
    }
  }
}

/** The war's table battles checked against the records given (records of other games are named as problems). */
export function verifyTableBattles(warJson: unknown, battleJsons: readonly unknown[]): TableBattleReport {
  const report: TableBattleReport = { checked: [], unchecked: [], problems: [], ownSeed: [] };
  const parsed = parseRecord(warJson);
  if (!parsed.ok) return report;
  const battles = tableBattles(parsed.value);
  const given = new Map<string, GameRecord>();
  for (const [i, json] of battleJsons.entries()) {
    const r = parseRecord(json);
    const id = r.ok ? r.value.meta?.gameId : undefined;
    if (!r.ok || !id) report.problems.push(`Battle file ${i + 1} is not the record of a game from a Salvo server.`);
    else if (!battles.some((b) => b.id === id)) report.problems.push(`Battle file ${i + 1} (game ${id}) is not a battle this war took to the table.`);
    else given.set(id, r.value);
  }
  const vas = rulesetOf('vas');
  for (const b of battles) {
    const rec = given.get(b.id);
    if (!rec || !vas) { report.unchecked.push(b.id); continue; }
    const before = report.problems.length;
    const dice = verifyRecord(rec);
    for (const p of dice.problems) report.problems.push(`Battle ${b.id}: ${p}`);
    seedFromWar(parsed.value, rec, b.id, report);
    const table = tacticalSetup(b.war);
    const { seed: _s, ...setup } = rec.setup as VasSetup;
    if (!table.ok || !same(setup, { ...table.value.setup, seed: undefined })) report.problems.push(`Battle ${b.id} was not set up from the war as it stood (its ships or table differ).`);
    // replayed with every check: a record that does not replay has its refusal among verifyRecord's problems
    const end = replayed(rec);
    const result = end === null ? null : tacticalResult(b.war, end);
    if (b.result === null) report.problems.push(`The war's record stops before the result of battle ${b.id}.`);
    else if (end !== null && (!result?.ok || !same(result.value, b.result))) report.problems.push(`The result the war records for battle ${b.id} is not the end of that battle.`);
    if (report.problems.length === before) report.checked.push(b.id);
  }
  return report;
}
