/**
 * Smoke tests of `salvo was`: bot against bot to the end with the record saved, the record replayed
 * (text and --json), --help, and a person's game from scripted input with bad answers on the way.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import { repoRoot } from '../io/repo-root';
import { scriptedTerminal } from '../io/terminal';
import { runWasPlay } from '../commands/was';
import { humanDice } from './human';

const ROOT = repoRoot();
let dir = '';
let recordPath = '';
let played = '';

function salvo(args: readonly string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-was-'));
  recordPath = join(dir, 'was.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('salvo was (CLI smoke test)', () => {
  it('CLI: was play, heuristic against random with no terminal, runs unattended to the end of Turn 8 and saves the record', () => {
    const r = salvo(['was', 'play', '--allies', 'heuristic', '--axis', 'random', '--seed', '4', '--save', recordPath]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('=== War at Sea: Turn 1 of 8');
    expect(r.stdout).toContain('=== War at Sea: Turn 8 of 8');
    expect(r.stdout).toMatch(/^(Winner: (Allies|Axis)\. .+|No winner\. .*)$/m);
    played = r.stdout;
    const rec = parseRecord(JSON.parse(readFileSync(recordPath, 'utf8')));
    expect(rec.ok && rec.value.game === 'war-at-sea' && rec.value.actions.length > 100).toBe(true);
  });

  it('CLI: was replay --json replays the saved record to the same end and winner', () => {
    const r = salvo(['was', 'replay', recordPath, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { ok: boolean; over: boolean; turn: number; winners: string[]; summary: string };
    expect(out.ok).toBe(true);
    expect(out.over).toBe(true);
    expect(out.turn).toBe(8);
    expect(played).toContain(out.summary);
    const winner = /^Winner: (Allies|Axis)\./m.exec(played)?.[1]?.toLowerCase();
    expect(out.winners).toEqual(winner ? [winner] : []);
  });

  it('CLI: was replay prints the log and the final board; a file that is not a record is refused with exit 1', () => {
    const r = salvo(['was', 'replay', recordPath]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--- Turn 8 ---');
    expect(r.stdout).toContain('actions replayed');
    const bad = salvo(['was', 'replay', join(ROOT, 'package.json')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Not a Salvo game record');
  });

  it('CLI, rule 6.6: a record with an illegal action (a British ship into the Baltic) is refused at that action, with the reason', () => {
    const rec = JSON.parse(readFileSync(recordPath, 'utf8')) as { actions: unknown[] };
    const i = rec.actions.findIndex((a) => (a as { type: string }).type === 'move');
    rec.actions[i] = { type: 'move', orders: [{ ship: 'gb-hood', to: 'baltic-sea' }] };
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(rec));
    const r = salvo(['was', 'replay', broken, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean; action: number; code: string; message: string };
    // Actions are numbered from 1, in the text as in --json.
    expect(out).toMatchObject({ ok: false, action: i + 1, code: 'ERR_ILLEGAL_MOVE' });
    const text = salvo(['was', 'replay', broken]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain(`The record stops at action ${i + 1}: Hood may not move`);
    expect(text.stdout).not.toContain('The record stops');
    expect(out.message).toContain('Hood may not move to the Baltic Sea this turn: only German and Russian ships may enter the Baltic (6.6).');
  });

  it('CLI: --help explains was, was play and was replay', () => {
    expect(salvo(['was', '--help']).stdout).toContain('replay');
    const play = salvo(['was', 'play', '--help']);
    expect(play.code).toBe(0);
    expect(play.stdout).toContain('--allies <who>');
    expect(play.stdout).toContain('--table');
    expect(salvo(['was', 'replay', '--help']).stdout).toContain('--json');
  });
});

describe('salvo was play with a person', () => {
  it('CLI, rule 5.2: typed orders, numbered options and bad answers (with the reason) through to the end of Turn 8', async () => {
    const answers = ['xyz', '99', 'malta none', 'hood > mars', 'hood > na', 'nelson > barents', 'renown, repulse > ns', 'done', ...Array.from({ length: 3000 }, () => 'bot')];
    const term = scriptedTerminal(answers);
    const code = await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 9 }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('Not understood for the deploy step');
    expect(out).toContain('There is no option 99');
    expect(out).toContain('No sea area called "mars"');
    // Refused at the order, with the rule's reason, before "done".
    expect(out).toContain('order> \nNelson may not move to the Barents Sea this turn: the Barents Sea is two areas from England: name the area it passes through (via the North Atlantic or the North Sea) and roll for speed (6.2-6.4).\norder> \n  draft: Hood to North Atlantic; Renown');
    // Several ships alike in one line.
    expect(out).toContain('draft: Hood to North Atlantic; Renown to North Sea; Repulse to North Sea');
    expect(out).toContain('draft: Hood to North Atlantic');
    expect(out).toMatch(/Winner: |No winner\./);
    expect(code).toBe(0);
  });

  it('CLI, rule 7.1: table mode takes typed dice and explains a wrong die', async () => {
    const term = scriptedTerminal(['7 1', '1', '3 4']);
    const values = await humanDice({ dice: 2, sides: 6, purpose: 'speed', label: 'Speed rolls' }, term);
    expect(values).toEqual([3, 4]);
    expect(term.out.join('\n')).toContain('A d6 shows 1 to 6, not 7.');
    expect(term.out.join('\n')).toContain('You typed 1 die; this roll needs 2 dice (d6, 1 to 6).');
    expect(term.out[0]).toBe('Speed rolls. Type 2 dice (d6, 1 to 6), one per ship in the order named: ');
  });
});

describe('salvo was play hot-seat', () => {
  it('CLI, rule 5.5: both sides human: each secret order is asked for with the other player told to look away', async () => {
    const term = scriptedTerminal(Array.from({ length: 4000 }, () => 'bot'));
    const code = await runWasPlay({ allies: 'human', axis: 'human', seed: 12 }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('Allies player: secret order. The Axis player looks away. Press Enter when ready.');
    expect(out).toContain('Axis player: secret order. The Allied player looks away. Press Enter when ready.');
    expect(out).toContain('Axis has written its order.');
    expect(out).toMatch(/Winner: |No winner\./);
    expect(code).toBe(0);
  });
});

describe('salvo was play: undo', () => {
  it('undo takes back the last order given at the terminal; once the speed dice are rolled it says why not (kernel take-back.ts)', async () => {
    const term = scriptedTerminal(['malta none', 'undo', 'malta none', 'bot', 'undo', 'auto', '', 'auto']);
    const code = await runWasPlay({ allies: 'human', axis: 'human', seed: 12 }, term, false);
    expect(term.out.filter((l) => l === 'Taken back: Allies: start every British ship in England')).toHaveLength(1);
    // the Allied movement rolled speed dice: the way back is closed, and the Allies are asked nothing again
    expect(term.out).toContain('Nothing to take back: the dice have been rolled since the last step made at this screen.');
    expect(code).toBe(0);
  });
});

describe('salvo was play: auto', () => {
  it('CLI, rule 5.2: "auto" hands the person\'s side to the heuristic bot for the rest of the game', async () => {
    const term = scriptedTerminal(['malta none', 'auto']);
    const code = await runWasPlay({ allies: 'human', axis: 'random', seed: 14 }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('The heuristic bot plays the Allies from now on.');
    expect(out).toMatch(/Winner: |No winner\./);
    expect(code).toBe(0);
  });
});

describe('salvo was play with face-down British ships', () => {
  it('CLI, rule 19.3: an Axis person is not told which British ships the Allied bot deployed and moved before the reveal', async () => {
    const term = scriptedTerminal(Array.from({ length: 3000 }, () => 'bot'));
    const code = await runWasPlay({ allies: 'heuristic', axis: 'human', seed: 13, faceDown: true }, term, false);
    const out = term.out.join('\n');
    expect(code).toBe(0);
    expect(out).toContain('Allies (bot) has given its orders, face down (19.3).');
    expect(out).not.toMatch(/Allies \(bot\): start /);
    const beforeFirstCombat = out.slice(0, out.indexOf('(bot) has written its order'));
    expect(beforeFirstCombat).toContain('British ship (face down)');
    expect(beforeFirstCombat).not.toMatch(/Hood 4-4-7|Warspite 4-4-4/);
  });
});

describe('salvo was play --table', () => {
  it('CLI, rule 6.4: in table mode the dice of every chance step are typed in, and the game follows them', async () => {
    const answers = ['bot', 'hood > barents via na', 'done', '6', ...Array.from({ length: 40 }, () => 'bot')];
    const term = scriptedTerminal(answers);
    const code = await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 15, table: true }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('Speed rolls for two-area moves');
    expect(out).toContain('Hood speed roll 6 against 7: arrives');
    expect(code).toBe(1);
    expect(out).toContain('Input ended before the game did.');
  });
});

describe('salvo was play: surrender', () => {
  it('CLI, rule C1: "surrender" at a prompt asks to confirm; "n" plays on, "y" ends the game with the other side the winner', async () => {
    const term = scriptedTerminal(['help', 'surrender', 'n', 'malta none', 'surrender', 'yes']);
    const code = await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 16 }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('surrender   (gives up the game at once');
    expect(out).toContain('Surrender? The game ends and the Axis win. Are you sure? (y/n)');
    expect(out).toContain('Not surrendered; the game goes on.');
    expect(out).toContain('The Allies surrender');
    expect(out).toContain('Winner: Axis. The Allies surrendered: the Axis win.');
    expect(code).toBe(0);
  });
});

describe('salvo was play --table: surrender at a dice prompt', () => {
  it('CLI, rule C1: in table mode a person may surrender instead of typing dice (confirmed); the other side wins', async () => {
    const answers = ['bot', 'hood > barents via na', 'done', 'surrender', 'y'];
    const term = scriptedTerminal(answers);
    const code = await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 15, table: true }, term, false);
    const out = term.out.join('\n');
    expect(out).toContain('Speed rolls for two-area moves');
    expect(out).toContain('Surrender? The game ends and the Axis win. Are you sure? (y/n)');
    expect(out).toContain('Winner: Axis. The Allies surrendered: the Axis win.');
    expect(code).toBe(0);
  });

  it('CLI, rule C1: with two people at the table the dice prompt asks which side surrenders; "n" goes back to the dice', async () => {
    const req = { dice: 2, sides: 6, purpose: 'speed', label: 'Speed rolls' };
    const term = scriptedTerminal(['surrender', 'russia', 'axis', 'n', '3 4', 'surrender', 'axis', 'yes']);
    expect(await humanDice(req, term, ['allies', 'axis'])).toEqual([3, 4]);
    expect(await humanDice(req, term, ['allies', 'axis'])).toEqual({ type: 'surrender', side: 'axis' });
    expect(term.out.join('\n')).toContain('Surrender? The game ends and the Allies win. Are you sure? (y/n)');
    expect(term.out.filter((l) => l.startsWith('Which side surrenders'))).toHaveLength(3);
  });
});
