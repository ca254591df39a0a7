/** War at Sea records that lie (issue 7 item 22): `salvo was replay` checks seeded dice as `salvo replay` does. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '@salvo/kernel';
import type { WasAction } from '@salvo/was';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal } from '../src/io/terminal';
import { runWasReplay } from '../src/was/replay-record';

const dir = mkdtempSync(join(tmpdir(), 'salvo-was-lie-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const game = (): GameRecord<unknown, WasAction> =>
  JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'was-bot-game.json'), 'utf8')) as GameRecord<unknown, WasAction>;

/** The record with the first die of its first roll changed to another face. */
function editedFirstDie(rec: GameRecord<unknown, WasAction>): { rec: GameRecord<unknown, WasAction>; index: number } {
  const index = rec.actions.findIndex((a) => a.type === 'roll');
  const roll = rec.actions[index] as { type: 'roll'; values: number[] };
  const values = roll.values.map((v, i) => (i === 0 ? (v % 6) + 1 : v));
  return { rec: { ...rec, actions: rec.actions.map((a, j) => (j === index ? { type: 'roll', values } : a)) }, index };
}

function run(rec: unknown, json = false): { code: number; out: string[]; err: string[] } {
  const path = join(dir, `r${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(rec));
  const term = scriptedTerminal([]);
  const err: string[] = [];
  const code = runWasReplay(path, json, term, (l) => err.push(l));
  return { code, out: term.out, err };
}

describe('salvo was replay checks seeded dice', () => {
  it('the unedited record replays to its end', () => {
    const r = run(game());
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('a die edited in a seeded record is refused at its own action, numbered from 1, in text and in --json', () => {
    const { rec, index } = editedFirstDie(game());
    const text = run(rec);
    expect(text.code).toBe(1);
    expect(text.err).toHaveLength(1);
    expect(text.err[0]).toMatch(new RegExp(`^The record stops at action ${index + 1}: These dice are not the ones the record's seed gives at this point: .*\\(ERR_DICE_NOT_SEEDED\\)$`));
    const json = run(rec, true);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out.join('\n'))).toMatchObject({ ok: false, action: index + 1, code: 'ERR_DICE_NOT_SEEDED' });
  });

  it('a single-die edit that changes the game is refused at that action, not at a later one', () => {
    const base = game();
    let edits = 0;
    base.actions.forEach((a, i) => {
      if (edits >= 12 || a.type !== 'roll' || a.values.length === 0 || i % 3 !== 0) return;
      const values = a.values.map((v, k) => (k === 0 ? (v % 6) + 1 : v));
      const r = run({ ...base, actions: base.actions.map((x, j) => (j === i ? { type: 'roll', values } : x)) }, true);
      if (r.code === 0) return; // this die decided nothing the game keeps (a 2 for a 3, both misses): the same game
      edits++;
      expect(JSON.parse(r.out.join('\n'))).toMatchObject({ ok: false, action: i + 1 });
    });
    expect(edits).toBeGreaterThan(5);
  });

  it('a record marked as typed at a table is not checked against the seed, and says so', () => {
    const { rec, index } = editedFirstDie(game());
    const r = run({ ...rec, meta: { ...rec.meta, dice: 'table' } });
    expect(r.err[0]).toBe('Note: the dice of this record were typed at a table ("dice": "table"), so they are not checked against its seed.');
    expect(r.err.join('\n')).not.toContain('ERR_DICE_NOT_SEEDED');
    expect(r.err.join('\n')).not.toContain(`action ${index + 1}:`);
  });

  it('a die written as text is named as text', () => {
    const rec = game();
    const index = rec.actions.findIndex((a) => a.type === 'roll');
    const roll = rec.actions[index] as { type: 'roll'; values: number[] };
    const r = run({ ...rec, actions: rec.actions.map((a, j) => (j === index ? { type: 'roll', values: roll.values.map(String) } : a)) });
    expect(r.err).toEqual([`The record stops at action ${index + 1}: values[0] must be a whole number, not the text "${roll.values[0]}" (write it without quotes). (ERR_BAD_ACTION)`]);
  });
});
