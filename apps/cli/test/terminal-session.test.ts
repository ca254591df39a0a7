/**
 * The CLI as a person meets it, spawned: Ctrl-C in the middle of a saved game, the action syntax
 * in --help, and piped answers echoed after their prompts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import { repoRoot } from '../src/io/repo-root';
import { stdioTerminal } from '../src/io/terminal';

const ROOT = repoRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-session-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const salvoArgs = (args: readonly string[]): string[] => ['--import', 'tsx', 'apps/cli/src/main.ts', ...args];

/** Runs the CLI with `input` on a pipe and sends SIGINT once `when` appears on stdout. */
function interrupted(args: readonly string[], input: string, when: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, salvoArgs(args), { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let sent = false;
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!sent && stdout.includes(when)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    child.stdin.write(input);
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

describe('the terminal session', () => {
  it('Ctrl-C during a saved game exits 130, keeps every action played and says how to resume', async () => {
    const path = join(dir, 'interrupted.json');
    const r = await interrupted(['play', '--p1', 'human', '--p2', 'random', '--seed', '3', '--save', path], '1\n', 'nominate a ship to move');
    expect(r.code).toBe(130);
    expect(r.stdout).toContain(`Interrupted. The game so far is saved in ${path}; play on with: npm run salvo -- play --resume ${path}`);
    const rec = parseRecord(JSON.parse(readFileSync(path, 'utf8')));
    expect(rec.ok && rec.value.actions.at(-1)).toEqual({ type: 'take-first', fleet: 'rn', first: true });
  }, 60_000);

  it('Ctrl-C in War at Sea without --save says that nothing was kept', async () => {
    const r = await interrupted(['was', 'play', '--allies', 'human', '--seed', '3'], '', 'Choose the British ships');
    expect(r.code).toBe(130);
    expect(r.stdout).toContain('Interrupted. Nothing was saved (give --save <file.json> to keep a game you may stop).');
  }, 60_000);

  it('play --help and was play --help give the action syntax with examples, and --resume', () => {
    const play = spawnSync(process.execPath, salvoArgs(['play', '--help']), { cwd: ROOT, encoding: 'utf8' });
    expect(play.status).toBe(0);
    for (const s of ['nominate warspite [flank-speed]', 'move 3 turn 45 forward 2', 'attack warspite a@veneto b@veneto', 'dc warspite 1', '--resume <record.json>', 'salvo play --table']) {
      expect(play.stdout).toContain(s);
    }
    const was = spawnSync(process.execPath, salvoArgs(['was', 'play', '--help']), { cwd: ROOT, encoding: 'utf8' });
    expect(was.status).toBe(0);
    for (const s of ['malta nelson, rodney', 'hood > barents via na', 'targets hood, renown', 'stay | disengage', '--resume <record.json>', 'hot-seat']) {
      expect(was.stdout).toContain(s);
    }
  });

  it('with piped input each answer is echoed after its prompt; end of input prints a newline and gives null', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (d: Buffer) => (text += d.toString()));
    const term = stdioTerminal(input, output);
    input.end('1\nmove 5\n');
    expect(await term.ask('> ')).toBe('1');
    expect(await term.ask('order> ')).toBe('move 5');
    expect(await term.ask('> ')).toBeNull();
    term.close();
    expect(text).toBe('> 1\norder> move 5\n> \n');
  });
});
