/**
 * End-to-end smoke test of the `salvo` CLI as a user runs it: a bot-against-bot battle saved to a
 * record, that record replayed, and bad records refused with exit 1 and the reason.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import { repoRoot } from '../src/io/repo-root';

const ROOT = repoRoot();
let dir = '';
let recordPath = '';

function salvo(args: readonly string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-smoke-'));
  recordPath = join(dir, 'game.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('salvo CLI smoke test', () => {
  it('play --p1 random --p2 random --seed 1 --save runs a whole battle unattended and saves a valid record', () => {
    const r = salvo(['play', '--p1', 'random', '--p2', 'random', '--seed', '1', '--save', recordPath]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^(Winner: .+|No winner\. .*)$/m);
    expect(r.stdout).toContain(`to ${recordPath}.`);
    const rec = parseRecord(JSON.parse(readFileSync(recordPath, 'utf8')));
    expect(rec.ok && rec.value.game === 'vas' && rec.value.actions.length > 10).toBe(true);
  });

  it('the same seed gives the same record (dice and bots are seeded)', () => {
    const again = join(dir, 'again.json');
    expect(salvo(['play', '--p1', 'random', '--p2', 'random', '--seed', '1', '--save', again]).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(recordPath, 'utf8'));
  });

  it('replay prints the events and the final result of the saved battle, exit 0', () => {
    const r = salvo(['replay', recordPath]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^(Winner: .+|No winner\. .*)$/m);
    const rec = JSON.parse(readFileSync(recordPath, 'utf8')) as { actions: unknown[] };
    expect(r.stdout).toContain(`${rec.actions.length} actions,`);
  });

  it('replay --json prints { events, state } with the spectator view (no PRNG), --full the whole state', () => {
    const view = JSON.parse(salvo(['replay', recordPath, '--json']).stdout) as { events: { text: string }[]; state: Record<string, unknown> };
    expect(view.events.length).toBeGreaterThan(0);
    expect(typeof view.events[0]?.text).toBe('string');
    expect('rng' in view.state).toBe(false);
    const full = JSON.parse(salvo(['replay', recordPath, '--json', '--full']).stdout) as { state: Record<string, unknown> };
    expect(Array.isArray(full.state.rng)).toBe(true);
  });

  it('a record with an illegal action exits 1 naming the index of the rejected action and the reason', () => {
    const rec = JSON.parse(readFileSync(recordPath, 'utf8')) as { actions: { type: string; legs?: unknown }[] };
    const i = rec.actions.findIndex((a) => a.type === 'move');
    expect(i).toBeGreaterThan(0);
    rec.actions[i] = { ...rec.actions[i], type: 'move', legs: [{ forward: 99 }] };
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(rec));
    const r = salvo(['replay', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^Action ${i + 1} of \\d+ \\(.*\\) was rejected: [A-Z].{10,} \\[ERR_[A-Z_]+\\]$`, 'm'));
  });

  it('a file that is not a game record exits 1 with the sentence', () => {
    const notRec = join(dir, 'not.json');
    writeFileSync(notRec, JSON.stringify({ format: 'something-else' }));
    const r = salvo(['replay', notRec]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Not a Salvo game record');
  });

  it('play with no terminal and no --p1/--p2 says it plays bot against bot and finishes', () => {
    const r = salvo(['play', '--seed', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('playing bot against bot');
  });

  it('a person at piped input: an illegal input gets the reason and a new prompt; end of input stops with exit 1', () => {
    const r = salvo(['play', '--p1', 'human', '--p2', 'human', '--seed', '3', '--table'], 'roll 7 7\nroll 0\nbanana\n');
    expect(r.stdout).toContain('A d6 shows 1 to 6, not 7.');
    expect(r.stdout).toContain('Input ended before the game did.');
    expect(r.code).toBe(1);
  });

  it('--help works on every command', () => {
    for (const args of [['play', '--help'], ['replay', '--help'], ['rules', 'coverage', '--help']]) {
      const r = salvo(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage: salvo');
    }
  });
});
