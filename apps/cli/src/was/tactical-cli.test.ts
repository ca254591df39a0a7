/**
 * `salvo was play --tactical` (WAS-SALVO-TACTICAL): a surface battle fought out on the Victory at Sea table at the
 * terminal, written to a file and its finished record read back, or fought by the dice; a whole game of bots
 * with every battle on the table, saved and replayed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { tacticalResult } from '@salvo/was-tactical';
import { atBattle } from '../../../../packages/was-tactical/test/helpers';
import { repoRoot } from '../io/repo-root';
import { scriptedTerminal } from '../io/terminal';
import { loadRecord } from '../io/record-file';
import { runWasPlay } from '../commands/was';
import { battlePath, tacticalDecision } from './tactical-battle';

const ROOT = repoRoot();
let dir = '';
const DENMARK = ['gb-hood', 'gb-prince-of-wales', 'de-bismarck', 'de-prinz-eugen'];
const PEOPLE = { allies: 'human', axis: 'heuristic' } as const;

function salvo(args: readonly string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-tactical-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('salvo was play --tactical (WAS-SALVO-TACTICAL)', () => {
  it('WAS-SALVO-TACTICAL WAS-SALVO-TACTICAL-SETUP: setup writes the table, a missing record is refused and asked again, and the finished record of that battle comes back as the result', async () => {
    const was = atBattle('north-atlantic', DENMARK, { 'de-bismarck': 2 });
    const table = join(dir, 'denmark.json');
    const battle = join(dir, 'denmark-battle.json');
    const term = scriptedTerminal(['help', `setup ${table}`, `result ${join(dir, 'nothing.json')}`, `result ${battle}`]);
    // The battle is fought elsewhere between the prompts: here, before the script reads its record.
    const first = await tacticalDecision(was, { controllers: PEOPLE, table: false }, { ...term, ask: async (p) => {
      const line = await term.ask(p);
      if (line?.startsWith('result') && line.endsWith('denmark-battle.json')) {
        const r = salvo(['play', '--scenario', table, '--p1', 'easy', '--p2', 'easy', '--save', battle]);
        expect(r.code, r.stdout + r.stderr).toBe(0);
      }
      return line;
    } });
    const text = term.out.join('\n');
    expect(text).toContain('Allies: Hood (Hood), Prince of Wales (King George V)');
    expect(text).toMatch(/Axis: Bismarck \(Bismarck, Damage 33\), Prinz Eugen \(Admiral Hipper\)/);
    expect(text).toContain('setup <file.json>     write the table to a file');
    expect(text).toContain(`Wrote the table to ${table}.`);
    expect(text).toMatch(/nothing\.json/);
    const loaded = loadRecord(vas, battle);
    if (!loaded.ok) throw new Error(loaded.error);
    const expected = tacticalResult(was, loaded.value.state);
    expect(expected.ok && first).toEqual(expected.ok ? expected.value : null);
  }, 120_000);

  it('WAS-SALVO-TACTICAL: "table" fights it here (the person hands the side to the bot), its record kept beside the game\'s; "2" is the dice; end of input stops', async () => {
    const was = atBattle('north-atlantic', DENMARK);
    const save = join(dir, 'war.json');
    const term = scriptedTerminal(['table', 'auto']);
    const action = await tacticalDecision(was, { controllers: PEOPLE, table: false, savePath: save }, term);
    expect(action?.type).toBe('tactical-result');
    const kept = battlePath(save, was);
    expect(kept).toBe(join(dir, 'war.turn5-north-atlantic.json'));
    const rec = parseRecord(JSON.parse(readFileSync(kept, 'utf8')));
    expect(rec.ok && rec.value.game).toBe('vas');
    const replayed = loadRecord(vas, kept);
    const again = replayed.ok ? tacticalResult(was, replayed.value.state) : null;
    expect(again?.ok && again.value).toEqual(action);
    expect(await tacticalDecision(was, { controllers: PEOPLE, table: false }, scriptedTerminal(['2']))).toEqual({ type: 'fight-by-dice' });
    expect(await tacticalDecision(was, { controllers: PEOPLE, table: false }, scriptedTerminal([]))).toBeNull();
  }, 120_000);

  it('WAS-SALVO-TACTICAL: a battle stopped at the terminal is played on from its kept record, not restarted', async () => {
    const was = atBattle('north-atlantic', DENMARK);
    const save = join(dir, 'stopped.json');
    const first = scriptedTerminal(['table', '1']);
    expect(await tacticalDecision(was, { controllers: PEOPLE, table: false, savePath: save }, first)).toBeNull();
    const kept = battlePath(save, was);
    expect(first.out.join('\n')).toContain(`It is kept in ${kept}: \`table\` at this battle plays it on from there.`);
    const saved = loadRecord(vas, kept);
    if (!saved.ok) throw new Error(saved.error);
    const n = saved.value.record.actions.length;
    expect(n).toBeGreaterThan(0);
    const second = scriptedTerminal(['table', 'auto']);
    const action = await tacticalDecision(was, { controllers: PEOPLE, table: false, savePath: save }, second);
    expect(second.out.join('\n')).toContain(`Playing on the battle kept in ${kept}: ${n} actions replayed.`);
    expect(action?.type).toBe('tactical-result');
    const whole = loadRecord(vas, kept);
    expect(whole.ok && whole.value.record.actions.slice(0, n)).toEqual(saved.value.record.actions);
  }, 120_000);

  it('WAS-SALVO-TACTICAL-RESULT: bots play a whole war with every surface battle on the table; the record replays to the same end', async () => {
    const save = join(dir, 'bots.json');
    const term = scriptedTerminal([]);
    const code = await runWasPlay({ allies: 'heuristic', axis: 'heuristic', seed: 3, save, tactical: true }, term, false);
    const text = term.out.join('\n');
    expect(code).toBe(0);
    expect(text).toContain('surface battles on the tactical table');
    const battles = text.match(/fought on the tactical table: /g) ?? [];
    expect(battles.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(dir, 'bots.turn1-south-atlantic.json'))).toBe(true);
    const r = salvo(['was', 'replay', save, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { over: boolean; summary: string };
    expect(out.over).toBe(true);
    expect(text).toContain(out.summary);
  }, 180_000);
});
