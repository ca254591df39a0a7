/** Records that lie (issue 7 item 22): seeded dice are checked, messages are plain, escapes never reach the terminal. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction } from '@salvo/vas';
import { runReplay } from '../src/commands/replay';
import { runFleetValidate } from '../src/commands/fleet';
import { repoRoot } from '../src/io/repo-root';
import { printable } from '../src/io/safe-text';

const dir = mkdtempSync(join(tmpdir(), 'salvo-lie-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const battle = (): GameRecord<unknown, VasAction> =>
  JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'vas-bot-battle.json'), 'utf8')) as GameRecord<unknown, VasAction>;

describe('replay checks seeded dice', () => {
  it('every single-die edit of a seeded record that changes the game is refused at that action, numbered from 1', () => {
    const rec = battle();
    expect(replay(vas, rec, { seededDice: true }).ok).toBe(true);
    let edits = 0;
    let refused = 0;
    rec.actions.forEach((a, i) => {
      if (a.type !== 'roll' || a.values.length === 0 || i % 3 !== 0) return;
      const values = [...a.values];
      values[0] = (values[0]! % 6) + 1;
      const edited = { ...rec, actions: rec.actions.map((x, j) => (j === i ? { type: 'roll' as const, values } : x)) };
      const r = replay(vas, edited, { seededDice: true });
      if (r.ok) return; // refused below, or the edit was illegal: either way not silent
      edits++;
      // A face beyond the die (a d4 edited from 4 to 5) is refused as such; any other face as not seeded.
      if (r.error.index === i && ['ERR_DICE_NOT_SEEDED', 'ERR_BAD_DICE'].includes(r.error.error.code)) refused++;
    });
    expect(edits).toBeGreaterThan(10);
    expect(refused).toBe(edits);
    const i = rec.actions.findIndex((a) => a.type === 'roll');
    const first = rec.actions[i] as unknown as { values: number[] };
    const changed = { ...rec, actions: rec.actions.map((x, j) => (j === i ? { type: 'roll', values: first.values.map((v) => (v % 6) + 1) } : x)) };
    const path = join(dir, 'edited.json');
    writeFileSync(path, JSON.stringify(changed));
    const out = runReplay(path, {});
    expect(out.code).toBe(1);
    expect(out.err[0]).toMatch(new RegExp(`^Action ${i + 1} of ${rec.actions.length} \\(.*\\) was rejected: These dice are not the ones the record's seed gives at this point: .* \\[ERR_DICE_NOT_SEEDED\\]$`));
  });

  it('a record marked as typed at a table is not checked against the seed, and says so', () => {
    const rec = battle();
    const i = rec.actions.findIndex((a) => a.type === 'roll');
    const first = rec.actions[i] as unknown as { values: number[] };
    const typed = { ...rec, meta: { ...rec.meta, dice: 'table' }, actions: rec.actions.map((x, j) => (j === i ? { type: 'roll', values: first.values.map((v) => (v % 6) + 1) } : x)) };
    const path = join(dir, 'typed.json');
    writeFileSync(path, JSON.stringify(typed));
    const out = runReplay(path, {});
    expect(out.err).toContain('Note: the dice of this record were typed at a table ("dice": "table"), so they are not checked against its seed.');
  });

  it('plain messages for a version written as text and a die written as text', () => {
    const v = parseRecord({ ...battle(), version: '1' });
    expect(!v.ok && v.error.message).toBe('The record\'s "version" must be the number 1, not the text "1" (write it without quotes).');
    const rec = battle();
    const i = rec.actions.findIndex((a) => a.type === 'roll');
    const bad = { ...rec, actions: rec.actions.map((x, j) => (j === i ? { type: 'roll', values: ['6', '6'] } : x)) } as unknown as GameRecord<unknown, VasAction>;
    const r = replay(vas, bad);
    expect(!r.ok && r.error.error.message).toBe('The field "values" is wrong: a die is written as a number from 1 to 6, not as the text "6".');
  });

  it('ANSI escapes from a file never reach the terminal', () => {
    expect(printable('a\x1b[2Jb\x1b]0;title\x07c\x07d\x9b2J')).toBe('a?[2Jb?]0;title?c?d?2J');
    const path = join(dir, 'fleet.json');
    writeFileSync(path, JSON.stringify({ nation: 'Royal Navy', ships: [{ class: '\x1b[2J\x1b[31mTribal' }] }));
    expect(runFleetValidate(path, { level: 'Battle' }).err.join('\n')).toContain('\x1b[2J'); // the sentence names it...
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'fleet', 'validate', path, '--level', 'Battle'], { cwd: repoRoot(), encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Tribal'); // ...but the terminal gets it without the escapes
    expect(r.stderr + r.stdout).not.toContain('\x1b');
    expect(r.stderr).toContain('?[2J?[31mTribal is not a ship class'); // shown, so the sentence says why the name is wrong
  }, 60_000);
});
