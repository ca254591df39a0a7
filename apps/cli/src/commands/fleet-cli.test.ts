/**
 * `salvo fleet` and `salvo ships` as a player runs them (spawned): --help explains the file formats with an
 * example, and bad input gives sentences and exit codes, never a stack trace.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../io/repo-root';

const ROOT = repoRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-fleet-cli-'));

function salvo(args: readonly string[], timeout = 120_000): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['apps/cli/src/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('salvo fleet and ships, spawned', () => {
  it('--help of `fleet validate` and `ships show` shows the file format with an example', () => {
    const fleet = salvo(['fleet', 'validate', '--help']);
    expect(fleet.code).toBe(0);
    expect(fleet.stdout).toContain('"ships": [');
    expect(fleet.stdout).toContain('salvo fleet validate force-h.json --level Battle --points 5');
    const ships = salvo(['ships', 'show', '--help']);
    expect(ships.stdout).toContain('Roster file (--rosters)');
    expect(ships.stdout).toContain('"damage": [34, 11]');
  }, 60_000);

  it('bad files and options answer in one sentence with exit 1 or 2, never a stack trace', () => {
    const notJson = join(dir, 'fleet.json');
    writeFileSync(notJson, '{ "nation": "Royal Navy", ships: [] }');
    const cases: [readonly string[], number][] = [
      [['fleet', 'validate', notJson, '--level', 'Battle'], 1],
      [['fleet', 'validate', dir, '--level', 'Battle'], 1],
      [['fleet', 'validate', notJson, '--level', 'Battle', '--points', 'x'], 2],
      [['ships', '--rosters', notJson], 1],
    ];
    for (const [args, code] of cases) {
      const r = salvo(args);
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  }, 120_000);

  it('a --scenario file goes through the same capped reader: a pipe or a link to /dev/zero is refused before it is read', () => {
    const fleet = join(dir, 'tribal.json');
    writeFileSync(fleet, JSON.stringify({ nation: 'Royal Navy', ships: [{ class: 'Tribal' }] }));
    const fifo = join(dir, 'scenario-fifo.json');
    execFileSync('mkfifo', [fifo]);
    const zero = join(dir, 'scenario-zero.json');
    symlinkSync('/dev/zero', zero);
    for (const scenario of [fifo, zero]) {
      const r = salvo(['fleet', 'validate', fleet, '--scenario', scenario, '--level', 'Raid'], 60_000);
      expect(r.code, scenario).toBe(1); // null: killed after hanging on the pipe, or the process died growing /dev/zero
      expect(r.stderr).toBe(`${scenario} is not a regular file (a device, a pipe or a socket), so it cannot be a scenario file: give the path of a .json file.\n`);
    }
  }, 150_000);
});
