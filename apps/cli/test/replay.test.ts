import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '@salvo/vas';
import { runReplay } from '../src/commands/replay';
import { repoRoot } from '../src/io/repo-root';

const dir = mkdtempSync(join(tmpdir(), 'salvo-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const example = join(repoRoot(), 'testdata', 'vas-bot-battle.json');

function withRecord(change: (rec: Record<string, unknown>) => void): string {
  const rec = JSON.parse(readFileSync(example, 'utf8')) as Record<string, unknown>;
  change(rec);
  const path = join(dir, `r${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(rec));
  return path;
}

describe('salvo replay', () => {
  it('VAS-EVENT-RULE: --json shows every event with the id of the rule that produced it', () => {
    const r = runReplay(example, { json: true });
    expect(r.code).toBe(0);
    const { events } = JSON.parse(r.out.join('\n')) as { events: { rule?: unknown }[] };
    const ids = new Set(RULES.map((x) => x.id));
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) expect(ids.has(String(e.rule)), JSON.stringify(e)).toBe(true);
  });

  it('replays the example record to its end: events, the table and the winner', () => {
    const r = runReplay(example, {});
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.some((l) => l.startsWith('Winner: '))).toBe(true);
    expect(r.out.at(-1)).toMatch(/^\d+ actions, \d+ events\.$/);
  });

  it('the shipped bad example is refused at its first move, index 4', () => {
    const r = runReplay(join(repoRoot(), 'testdata', 'vas-bad-record.json'), {});
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/^Action 5 of \d+ \(\{"type":"move".*\) was rejected: .+ \[ERR_[A-Z_]+\]$/);
  });

  it('a record whose setup is invalid is refused with index -1 (the setup) and the problem', () => {
    const path = withRecord((rec) => {
      rec.setup = { seed: 1, fleets: [] };
    });
    const r = runReplay(path, {});
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/^The setup was rejected: /);
  });

  it('a record of another game or an unknown format version is refused with the reason', () => {
    const other = runReplay(withRecord((rec) => (rec.game = 'was')), {});
    expect(other.code).toBe(1);
    expect(other.err[0]).toContain('"was"');
    const v2 = runReplay(withRecord((rec) => (rec.version = 2)), {});
    expect(v2.code).toBe(1);
    expect(v2.err[0]).toMatch(/^Record version 2 is not supported/);
  });

  it('a record of another engine version still replays, with a note on stderr', () => {
    const r = runReplay(withRecord((rec) => (rec.engineVersion = 0)), {});
    expect(r.code).toBe(0);
    expect(r.err[0]).toMatch(/^Note: the record was made with engine version 0/);
  });

  it('a record that stops early replays and says what comes next', () => {
    const r = runReplay(withRecord((rec) => (rec.actions = (rec.actions as unknown[]).slice(0, 3))), {});
    expect(r.code).toBe(0);
    expect(r.out.some((l) => l.startsWith('The record stops before the end: next, '))).toBe(true);
  });
});
