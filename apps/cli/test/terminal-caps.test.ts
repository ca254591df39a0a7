/** A typed line of megabytes is neither echoed nor quoted back whole (issue 7 item 16). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/io/repo-root';
import { capLines, MAX_TERMINAL_LINE } from '../src/io/safe-text';
import { stdioTerminal } from '../src/io/terminal';

describe('the game terminal caps every line it writes', () => {
  it('a 1 MB typed line is echoed and quoted back cut to the cap, saying how much was left out', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let written = '';
    output.on('data', (c: Buffer) => { written += c.toString('utf8'); });
    const term = stdioTerminal(input, output);
    const line = 'x'.repeat(1_000_000);
    input.end(`${line}\n`);
    const answer = await term.ask('> ');
    expect(answer).toBe(line); // the game still reads what was typed
    term.print(`No ship called "${line}".`);
    term.close();
    const lines = written.split('\n');
    expect(lines.every((l) => l.length <= MAX_TERMINAL_LINE + 60)).toBe(true);
    expect(lines[0]).toBe(`> ${'x'.repeat(MAX_TERMINAL_LINE)}… (${1_000_000 - MAX_TERMINAL_LINE} more characters not shown)`);
    expect(lines[1]).toMatch(/^No ship called "x+… \(\d+ more characters not shown\)$/);
    expect(written.length).toBeLessThan(3 * MAX_TERMINAL_LINE);
  });

  it('lines within the cap pass unchanged, and each line of a longer text is cut on its own', () => {
    expect(capLines('a short line')).toBe('a short line');
    const text = `${'a'.repeat(10)}\n${'b'.repeat(MAX_TERMINAL_LINE + 5)}`;
    expect(capLines(text)).toBe(`${'a'.repeat(10)}\n${'b'.repeat(MAX_TERMINAL_LINE)}… (5 more characters not shown)`);
  });

  it('salvo was replay --json is printed whole, so a long value from the record still gives JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-caps-'));
    try {
      const rec = JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'was-bot-game.json'), 'utf8')) as { meta: Record<string, string> };
      const path = join(dir, 'r.json');
      writeFileSync(path, JSON.stringify({ ...rec, meta: { ...rec.meta, note: 'n'.repeat(MAX_TERMINAL_LINE * 2) } }));
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'was', 'replay', path, '--json'], { cwd: repoRoot(), encoding: 'utf8', timeout: 120_000 });
      expect(r.status).toBe(0);
      expect((JSON.parse(r.stdout) as { meta: { note: string } }).meta.note).toHaveLength(MAX_TERMINAL_LINE * 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
