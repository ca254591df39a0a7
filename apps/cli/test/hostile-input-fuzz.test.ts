/**
 * Hostile input at the edges (issue 7 "Done when"): files, typed lines and records of every size and
 * shape named in the issue go through the CLI's readers and the terminal loop with no abort, hang or
 * throw. Cases scale with SALVO_FUZZ_RUNS (default 4,000; 400 under CI=true).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextU32, parseRecord, replay, seedRng, type GameRecord, type RngState } from '@salvo/kernel';
import { parseRosterFile, validateFleet } from '@salvo/data';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { readInputJson } from '../src/data/read-input';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { parseTypedAction } from '../src/vas/parse-action';
import { playVas } from '../src/vas/play-loop';

const RUNS = Number(process.env.SALVO_FUZZ_RUNS ?? (process.env.CI ? 400 : 4000));
const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextU32(rng) % xs.length] as T;
const deep = (n: number, leaf = '1'): string => '['.repeat(n) + leaf + ']'.repeat(n);
const PIECES: readonly string[] = [
  '{', '}', '[', ']', ',', ':', '"', '1e308', '-1e308', '99', '"count"', '"class"', '"Tribal"', '"ships"', '"nation"',
  '"Royal Navy"', '\u001b[2J', '\uFEFF', 'null', 'true', '"constructor"', '"__proto__"', '0.5', ' ', '\n', '"roll"', '"values"',
];

function hostileText(rng: RngState): string {
  switch (nextU32(rng) % 6) {
    case 0: return deep(1 + (nextU32(rng) % 30_000));
    case 1: return JSON.stringify({ nation: 'Royal Navy', ships: Array.from({ length: nextU32(rng) % 400 }, () => ({ class: 'Tribal', count: 99 })) });
    case 2: return JSON.stringify({ nation: 'Royal Navy', ships: [{ class: 'x'.repeat(nextU32(rng) % 300_000) }] });
    case 3: return Array.from({ length: nextU32(rng) % 60 }, () => pick(rng, PIECES)).join('');
    case 4: return JSON.stringify([{ class: 'Big', weapons: Array.from({ length: nextU32(rng) % 5000 }, () => ({ name: 'g', ad: 3e7 })) }]);
    default: return String.fromCharCode(...Array.from({ length: nextU32(rng) % 200 }, () => nextU32(rng) % 0x2000));
  }
}

describe('hostile files, records and typed lines', () => {
  it('every reader answers any file with a value or a sentence, never a throw', () => {
    const rng = seedRng(11);
    const path = join(dir, 'f.json');
    for (let i = 0; i < Math.max(50, RUNS / 10); i++) {
      writeFileSync(path, hostileText(rng));
      const read = readInputJson(path, 'file');
      if (!read.ok) {
        expect(read.error.length).toBeLessThan(600);
        continue;
      }
      const fleet = validateFleet(read.value, { level: 'Battle' });
      expect(fleet.problems.every((p) => p.message.length < 2000)).toBe(true);
      parseRosterFile('f.json', read.value);
      const rec = parseRecord(read.value);
      if (rec.ok) replay(vas, rec.value as GameRecord<unknown, VasAction>, { seededDice: true });
      vas.createGame(read.value);
    }
  });

  it('a record with any one action or die replaced by a hostile value replays or is refused, never throws', () => {
    const rec = JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'vas-bot-battle.json'), 'utf8')) as GameRecord<unknown, VasAction>;
    const rng = seedRng(12);
    const junk: readonly unknown[] = [null, 1, '6', [], {}, { type: 'roll', values: ['6'] }, { type: 'roll', values: [1e308] },
      { type: 'concede', fleet: 'rm' }, { type: 'attack', ship: 'veneto', fire: Object.assign([], { constructor: 1 }) },
      { type: 'move', ship: 'zara', legs: [{ forward: 1e308 }] }, JSON.parse(deep(5000)) as unknown];
    for (let i = 0; i < Math.max(30, RUNS / 40); i++) {
      const actions = [...rec.actions] as unknown[];
      actions[nextU32(rng) % actions.length] = pick(rng, junk);
      const r = replay(vas, { ...rec, actions } as GameRecord<unknown, VasAction>, { seededDice: true });
      if (!r.ok) expect(r.error.error.code).toMatch(/^ERR_/);
    }
  });

  it('typed lines of any shape at every prompt are answered, the game goes on, and nothing throws', async () => {
    const rng = seedRng(13);
    const words = ['attack', 'move', 'nominate', 'dc', 'show', 'first', 'pass', 'warspite', 'veneto', 'zara', 'x@veneto', 'all@zara',
      '99', '-1', '1e308', 'turn', 'forward', '{"type":"concede","fleet":"rm"}', '{"type":"roll","values":[6,6]}', '\u001b[2J', 'help', 'table', '?'];
    const lines = Array.from({ length: Math.max(100, RUNS / 4) }, () =>
      Array.from({ length: 1 + (nextU32(rng) % 5) }, () => pick(rng, words)).join(' '));
    const s: VasState = (() => { const r = vas.createGame(defaultBattle(5)); if (!r.ok) throw new Error('setup'); return r.value; })();
    for (const l of lines.slice(0, 200)) parseTypedAction(s, l, 'rn');
    parseTypedAction(s, `attack warspite ${'a@veneto '.repeat(10_000)}`, 'rn');
    parseTypedAction(s, `{"type":"take-first","fleet":"rn","first":true,"x":${deep(20_000)}}`, 'rn');
    const term = scriptedTerminal(lines.filter((l) => l !== 'concede'));
    const out = await playVas(vas, s, { controllers: { rn: 'human', rm: 'random' }, table: false, botRng: seedRng(5) }, term);
    expect(out.actions.some((a) => a.type === 'concede' && a.fleet === 'rm')).toBe(false);
    expect(term.out.join('\n')).not.toContain('Error:');
  }, 120_000);
});
