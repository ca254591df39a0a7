/**
 * `salvo serve`'s search-bot and rate-limit flags as a user types them: a bad value is refused with a sentence and
 * exit 2 before anything starts; good values start the server, which prints its address and keeps to them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/io/repo-root';

const ROOT = repoRoot();
const salvo = (args: readonly string[]): { code: number | null; stderr: string } => {
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stderr: r.stderr };
};

describe('salvo serve --bot-threads / --bot-timeout / --rate / --create-rate', () => {
  it('refuses a value that is not a whole number in range, with the flag named, exit 2', () => {
    expect(salvo(['serve', '--port', '0', '--bot-threads', '0'])).toEqual({ code: 2, stderr: 'salvo serve: --bot-threads must be a whole number from 1 to 64, not "0"\n' });
    expect(salvo(['serve', '--port', '0', '--bot-timeout', '2.5'])).toEqual({ code: 2, stderr: 'salvo serve: --bot-timeout must be a whole number from 1 to 3600, not "2.5"\n' });
    expect(salvo(['serve', '--port', '0', '--rate', '-1'])).toEqual({ code: 2, stderr: 'salvo serve: --rate must be a whole number from 0 to 1000000, not "-1"\n' });
    expect(salvo(['serve', '--port', '0', '--create-rate', 'lots'])).toEqual({ code: 2, stderr: 'salvo serve: --create-rate must be a whole number from 0 to 1000000, not "lots"\n' });
  });

  it('starts with good values, prints the address to open, and keeps to --rate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-serve-flags-'));
    // node itself (not npx, whose child would outlive a signal to it), with tsx as its loader.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'serve', '--port', '0', '--quiet', '--bot-threads', '1', '--bot-timeout', '5', '--rate', '2', '--data-dir', dir], { cwd: ROOT });
    try {
      const line = await new Promise<string>((done, fail) => {
        let out = '';
        child.stdout.on('data', (b: Buffer) => {
          out += b.toString();
          if (out.includes('\n')) done(out);
        });
        child.on('exit', (code) => fail(new Error(`serve exited ${String(code)} before printing its address`)));
      });
      expect(line).toMatch(/^Salvo server: http:\/\/127\.0\.0\.1:\d+\//);
      const url = /http:\/\/[\d.:]+/.exec(line)?.[0] ?? '';
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/api/health`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
