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
import { FLEET_OF, tableBattleId, tacticalResult, tacticalSetup } from '@salvo/was-tactical';
import { verifyTableBattles } from '../src/verify-battles';
import { verifyRecord } from '../src/verify';
import { bundleCli } from './bundle';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineSeedV2, seedCommitment, tableBattleSeed } from '../src/secrets';

const WAR = '00112233445566ff';
const SERVER_SEED = 'ab'.repeat(32);

/**
 * A war played by the heuristic to its first surface battle, taken to the table and fought there by random play. The
 * battle's seed is made as the server makes it (`tableBattleSeed`, the war's seat entropy under its fleets), or, with
 * `ownSeed`, as battles hosted before 7 December 2026 had it (a server seed of its own, no claim in the record).
 */
function warWithBattle(entropy: Partial<Record<Side, string>> = {}, ownSeed = false): { war: GameRecord; battle: GameRecord; id: string } {
  const setup = { seed: engineSeedV2(WAR, SERVER_SEED, entropy), options: { tacticalBattles: true } };
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
  const battleSeed = ownSeed ? SERVER_SEED : tableBattleSeed(SERVER_SEED, id);
  const fleetEntropy = Object.fromEntries(Object.entries(entropy).map(([side, e]) => [FLEET_OF[side as Side], e]));
  const battleSetup: VasSetup = { ...table.value.setup, seed: engineSeedV2(id, battleSeed, fleetEntropy) };
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
  const meta = (game: string, seed: string, e: Record<string, string>) => ({
    gameId: game, seedCommit: seedCommitment(game, seed), serverSeed: seed, dice: 'server', seedScheme: '2',
    ...Object.fromEntries(Object.entries(e).map(([seat, x]) => [`entropy.${seat}`, x])),
  });
  return {
    war: makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, setup, actions, meta(WAR, SERVER_SEED, entropy)),
    battle: makeRecord(vas.descriptor.id, vas.descriptor.version, battleSetup, battleActions, { ...meta(id, battleSeed, fleetEntropy), war: WAR, ...(ownSeed ? {} : { seedFrom: 'war' }) }),
    id,
  };
}

const copy = <T>(x: unknown): T => JSON.parse(JSON.stringify(x)) as T;

describe('a war\'s table battles checked against their records (WAS-SALVO-TACTICAL-ONLINE)', () => {
  const { war, battle, id } = warWithBattle();

  it('WAS-SALVO-TACTICAL-ONLINE: the battle\'s record agrees with the war; without it the battle is named as unchecked', () => {
    expect(verifyTableBattles(war, [battle])).toEqual({ checked: [id], unchecked: [], problems: [], ownSeed: [] });
    expect(verifyTableBattles(war, [])).toEqual({ checked: [], unchecked: [id], problems: [], ownSeed: [] });
  });

  it('WAS-SALVO-TACTICAL-ONLINE: a battle\'s seed comes from the war\'s and mixes the war\'s seat entropy; one that does not, though it says so, is found', () => {
    const e = { allies: 'allies-entropy-0123456789', axis: 'axis-entropy-9876543210' };
    const mixed = warWithBattle(e);
    expect(verifyRecord(mixed.war)).toMatchObject({ ok: true });
    expect(verifyTableBattles(mixed.war, [mixed.battle])).toEqual({ checked: [mixed.id], unchecked: [], problems: [], ownSeed: [] });
    // the same battle's record under a war whose Axis gave other entropy: the battle did not mix the war's
    const other = copy<GameRecord>(mixed.war);
    (other.meta as Record<string, string>)['entropy.axis'] = 'some-other-entropy-00000';
    expect(verifyTableBattles(other, [mixed.battle]).problems).toContain(`Battle ${mixed.id}: its dice do not mix the war's seat entropy of the Axis.`);
    // a battle with a seed of its own that claims the war's: its own dice verify, the claim does not
    const own = warWithBattle({}, true);
    const claims = copy<GameRecord>(own.battle);
    (claims.meta as Record<string, string>).seedFrom = 'war';
    expect(verifyRecord(claims)).toMatchObject({ ok: true });
    expect(verifyTableBattles(own.war, [claims]).problems).toEqual([`Battle ${own.id}: its seed is not the one the war's seed gives, though its record says so.`]);
    // without the claim (hosted before 7 December 2026): checked, and named as a seed of its own
    expect(verifyTableBattles(own.war, [own.battle])).toEqual({ checked: [own.id], unchecked: [], problems: [], ownSeed: [own.id] });
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
      const said = execFileSync(process.execPath, [cli, 'verify', w, b]).toString();
      expect(said).toContain(`Battles on the table checked against their records: ${id}`);
      expect(said).toContain(`Their seeds come from the war's (mixed with its seats' entropy, where they gave it): their dice were fixed when the war began (${id})`);
      expect(execFileSync(process.execPath, [cli, 'verify', w]).toString()).toContain(`Not checked (give their records to check them): ${id}`);
      const other = join(dir, 'other.json');
      writeFileSync(other, JSON.stringify({ ...battle, meta: { ...battle.meta, gameId: 'someone-else' } }));
      expect(() => execFileSync(process.execPath, [cli, 'verify', w, other], { stdio: 'pipe' })).toThrow(/not a battle this war took to the table/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
