/**
 * WAS-SALVO-TACTICAL-ONLINE: `verifyTableBattles` checks a war's table battles against their own records: the
 * battle's dice from its committed seed, its table set up from the war as it stood, and the result the war
 * records equal to what the battle's end gives. Records are made here as the server makes them (the same seed
 * derivation and commitment), so each tampering is the only difference.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord, rollFor, seedRng, type GameRecord, type RngState } from '@salvo/kernel';
import { heuristicWasBot, randomAction } from '@salvo/bots';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { tableBattleId, tacticalResult, tacticalSetup } from '@salvo/was-tactical';
import { verifyTableBattles } from '../src/verify-battles';
import { verifyRecord } from '../src/verify';
import { bundleCli } from './bundle';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineSeedV2, seedCommitment } from '../src/secrets';

const WAR = '00112233445566ff';
const SERVER_SEED = 'ab'.repeat(32);

/** A war played by the heuristic to its first surface battle, taken to the table and fought there by random play. */
function warWithBattle(): { war: GameRecord; battle: GameRecord; id: string } {
  const setup = { seed: engineSeedV2(WAR, SERVER_SEED, {}), options: { tacticalBattles: true } };
  const created = wasEngine.createGame(setup);
  if (!created.ok) throw new Error('setup');
  let s = created.value;
  const actions: unknown[] = [];
  const rng = seedRng('war');
  const step = (a: unknown) => { actions.push(a); s = wasEngine.applyTrusted(s, a as WasAction).state; };
  for (let i = 0; i < 5000 && s.step.kind !== 'tactical-battle'; i++) {
    const p = wasEngine.pending(s);
    if (p.kind === 'over') throw new Error('the war ended without a surface battle');
    if (p.kind === 'chance') { step(wasEngine.diceAction(rollFor([...s.rng] as RngState, p.request))); continue; }
    step(heuristicWasBot(rng).decide(s, (p.kind === 'decision' ? p.player : p.players[0]) as Side));
  }
  step({ type: 'fight-on-table' });
  const at = s as WasState;
  if (at.step.kind !== 'tactical-battle') throw new Error('no battle');
  const id = tableBattleId(WAR, at.turn, at.step.area);
  const table = tacticalSetup(at);
  if (!table.ok) throw new Error(table.error.message);
  const battleSetup: VasSetup = { ...table.value.setup, seed: engineSeedV2(id, SERVER_SEED, {}) };
  const b = vas.createGame(battleSetup);
  if (!b.ok) throw new Error('battle setup');
  let bs = b.value;
  const battleActions: unknown[] = [];
  const brng = seedRng('battle');
  for (let i = 0; i < 20_000 && vas.pending(bs).kind !== 'over'; i++) {
    const p = vas.pending(bs);
    const a = p.kind === 'chance' ? vas.diceAction(rollFor([...bs.rng] as RngState, p.request)) : randomAction(vas, bs, brng);
    battleActions.push(a);
    bs = vas.applyTrusted(bs, a).state;
  }
  const result = tacticalResult(at, bs as VasState);
  if (!result.ok) throw new Error(result.error.message);
  step(result.value);
  // the Axis give up: the war is over, so its record is published (and its own dice verify)
  step({ type: 'surrender', side: 'axis' });
  const meta = (game: string) => ({ gameId: game, seedCommit: seedCommitment(game, SERVER_SEED), serverSeed: SERVER_SEED, dice: 'server', seedScheme: '2' });
  return {
    war: makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, setup, actions, meta(WAR)),
    battle: makeRecord(vas.descriptor.id, vas.descriptor.version, battleSetup, battleActions, meta(id)),
    id,
  };
}

const copy = <T>(x: unknown): T => JSON.parse(JSON.stringify(x)) as T;

describe('a war\'s table battles checked against their records (WAS-SALVO-TACTICAL-ONLINE)', () => {
  const { war, battle, id } = warWithBattle();

  it('WAS-SALVO-TACTICAL-ONLINE: the battle\'s record agrees with the war; without it the battle is named as unchecked', () => {
    expect(verifyTableBattles(war, [battle])).toEqual({ checked: [id], unchecked: [], problems: [] });
    expect(verifyTableBattles(war, [])).toEqual({ checked: [], unchecked: [id], problems: [] });
  });

  it('WAS-SALVO-TACTICAL-ONLINE WAS-SALVO-TACTICAL-RESULT: a result in the war that is not the battle\'s end is found', () => {
    const tampered = copy<{ actions: { type: string; ships?: { damage: number; fate: string }[]; holds?: unknown }[] }>(war);
    const result = tampered.actions[tampered.actions.length - 2];
    if (!result?.ships) throw new Error('no result');
    result.holds = result.holds === 'allies' ? 'axis' : 'allies';
    expect(verifyTableBattles(tampered, [battle]).problems).toEqual([`The result the war records for battle ${id} is not the end of that battle.`]);
  });

  it('WAS-SALVO-TACTICAL-ONLINE: a battle whose dice are not its seed\'s, or whose table is not the war\'s, is found', () => {
    const dice = copy<{ actions: { type: string; values?: number[] }[] }>(battle);
    const roll = dice.actions.find((a) => a.type === 'roll' && a.values && a.values.length > 0);
    if (!roll?.values) throw new Error('no roll');
    roll.values[0] = roll.values[0] === 6 ? 5 : 6;
    expect(verifyTableBattles(war, [dice]).problems.some((p) => p.startsWith(`Battle ${id}: Action `) && /not the seed's/.test(p))).toBe(true);
    const table = copy<{ setup: { fleets: { ships: unknown[] }[] } }>(battle);
    table.setup.fleets[0]?.ships.pop();
    expect(verifyTableBattles(war, [table]).problems).toContain(`Battle ${id} was not set up from the war as it stood (its ships or table differ).`);
  });

  it('WAS-SALVO-TACTICAL-ONLINE: a file that is no battle of this war is refused by name', () => {
    const other = copy<{ meta: Record<string, string> }>(battle);
    other.meta.gameId = tableBattleId('ffffffffffffffff', 1, 'north-sea');
    expect(verifyTableBattles(war, [other, { format: 'nothing' }]).problems).toEqual([
      `Battle file 1 (game ${other.meta.gameId}) is not a battle this war took to the table.`,
      'Battle file 2 is not the record of a game from a Salvo server.',
    ]);
  });

  it('WAS-SALVO-TACTICAL-ONLINE: salvo verify war.json battle.json says which battles it checked, and which it could not', async () => {
    expect(verifyRecord(war)).toMatchObject({ ok: true });
    const cli = await bundleCli();
    const dir = mkdtempSync(join(tmpdir(), 'salvo-verify-battles-'));
    try {
      const w = join(dir, 'war.json');
      const b = join(dir, 'battle.json');
      writeFileSync(w, JSON.stringify(war));
      writeFileSync(b, JSON.stringify(battle));
      expect(execFileSync(process.execPath, [cli, 'verify', w, b]).toString()).toContain(`Battles on the table checked against their records: ${id}`);
      expect(execFileSync(process.execPath, [cli, 'verify', w]).toString()).toContain(`Not checked (give their records to check them): ${id}`);
      const other = join(dir, 'other.json');
      writeFileSync(other, JSON.stringify({ ...battle, meta: { ...battle.meta, gameId: 'someone-else' } }));
      expect(() => execFileSync(process.execPath, [cli, 'verify', w, other], { stdio: 'pipe' })).toThrow(/not a battle this war took to the table/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
