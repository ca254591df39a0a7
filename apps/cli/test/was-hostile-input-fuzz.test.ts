/**
 * Hostile input at the edges, War at Sea (issue 7 "Done when"; the Victory at Sea half is
 * hostile-input-fuzz.test.ts): records with any action replaced by junk, files of any shape given to
 * `salvo was replay`, and typed lines of any shape at every War at Sea prompt, in normal and table
 * mode, with no throw or hang, and no action taken for the other side. Cases scale with SALVO_FUZZ_RUNS
 * (default 4,000; 400 under CI=true).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextU32, replay, seedRng, type GameRecord, type RngState } from '@salvo/kernel';
import { wasEngine, type WasAction, type WasState } from '@salvo/was';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal, type Terminal } from '../src/io/terminal';
import { playWas } from '../src/was/play-loop';
import { runWasReplay } from '../src/was/replay-record';

const RUNS = Number(process.env.SALVO_FUZZ_RUNS ?? (process.env.CI ? 400 : 4000));
const dir = mkdtempSync(join(tmpdir(), 'salvo-was-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextU32(rng) % xs.length] as T;
const deep = (n: number): string => '['.repeat(n) + '1' + ']'.repeat(n);
const record = (): GameRecord<unknown, WasAction> =>
  JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'was-bot-game.json'), 'utf8')) as GameRecord<unknown, WasAction>;

const JUNK: readonly unknown[] = [
  null, 1, '6', [], {}, { type: 'roll', values: ['6'] }, { type: 'roll', values: [1e308] }, { type: 'roll', values: [] },
  { type: 'surrender', side: 'axis' }, { type: 'place-air', side: 'axis', target: null },
  { type: 'move', orders: Object.assign([], { constructor: 1 }), repairs: {} },
  { type: 'move', orders: [{ ship: 'gb-nelson', to: 'baltic-sea' }], repairs: { __proto__: 1 } },
  { type: 'fire', volleys: [{ ships: ['x'.repeat(100_000)], target: 'gb-hood' }] },
  { type: 'deploy', malta: Array.from({ length: 50_000 }, () => 'gb-nelson') },
  { type: 'resolve-area', area: '\u001b[2J' }, { type: 'add-one', dice: [1e308] },
  JSON.parse(deep(5000)) as unknown,
];

describe('War at Sea: hostile records, files and typed lines', () => {
  it('a record with any one action replaced by a hostile value replays or is refused with a code, never throws', () => {
    const rec = record();
    const rng = seedRng(21);
    for (let i = 0; i < Math.max(30, RUNS / 40); i++) {
      const actions = [...rec.actions] as unknown[];
      actions[nextU32(rng) % actions.length] = pick(rng, JUNK);
      const r = replay(wasEngine, { ...rec, actions } as GameRecord<unknown, WasAction>, { seededDice: true });
      if (!r.ok) expect(r.error.error.code).toMatch(/^ERR_/);
    }
  });

  it('salvo was replay answers files of any shape with a result or one short sentence', () => {
    const rng = seedRng(22);
    const rec = record();
    const texts: string[] = [
      deep(30_000), '', '\uFEFF', 'null', '{"format":"salvo-record","version":"1"}',
      JSON.stringify({ ...rec, setup: { seed: 'x'.repeat(1_000_000), options: { faceDown: 1e308 } } }),
      JSON.stringify({ ...rec, meta: { p1: '\u001b[2J'.repeat(1000) } }),
      JSON.stringify({ ...rec, actions: Array.from({ length: 30_000 }, () => ({ type: 'roll', values: [1] })) }),
    ];
    for (let i = 0; i < Math.max(20, RUNS / 200); i++) {
      const actions = [...rec.actions] as unknown[];
      actions[nextU32(rng) % actions.length] = pick(rng, JUNK);
      texts.push(JSON.stringify({ ...rec, actions }));
    }
    const path = join(dir, 'r.json');
    for (const [k, text] of texts.entries()) {
      writeFileSync(path, text);
      const term = scriptedTerminal([]);
      const errors: string[] = [];
      const code = runWasReplay(path, k % 2 === 0, term, (l) => errors.push(l));
      expect([0, 1]).toContain(code);
      if (code === 1) expect(errors.length + term.out.length).toBeGreaterThan(0);
      for (const e of errors) expect(e.length).toBeLessThan(2000);
    }
  }, 120_000);

  for (const table of [false, true]) {
    it(`typed lines of any shape at every prompt${table ? ' and dice prompt (table mode)' : ''} are answered, nothing throws, and the Allies never act for the Axis`, async () => {
      const rng = seedRng(table ? 24 : 23);
      const words = ['malta', 'none', 'nelson', 'hood,', 'rodney', '>', 'na', 'north atlantic', 'baltic', 'via', 'fallback', 'england',
        'done', 'bot', 'bot', 'bot', 'board', 'help', 'random', '1', '2', '6', '99', '-1', '1e308', '0.5', ',', '?', 'repair', 'n',
        '{"type":"surrender","side":"axis"}', '{"type":"place-air","side":"axis","target":null}', '{"type":"roll","values":[6,6]}',
        `{"type":"deploy","malta":[],"x":${deep(20_000)}}`, '\u001b[2J', 'x'.repeat(100_000), '1 2 3 4 5 6 1 2 3 4 5 6'];
      // Junk, with a plain "bot" now and then so the game moves on; in table mode half the dice prompts get
      // the number of dice they ask for, the other half junk.
      const junk = (): string => Array.from({ length: 1 + (nextU32(rng) % 4) }, () => pick(rng, words)).join(' ');
      const created = wasEngine.createGame({ seed: 5, options: {} });
      if (!created.ok) throw new Error(created.error.message);
      const initial: WasState = created.value;
      const out: string[] = [];
      let left = Math.max(1000, RUNS / 4);
      const term: Terminal & { out: string[] } = {
        out,
        print: (line) => void out.push(line),
        close: () => undefined,
        ask: (prompt) => {
          out.push(prompt);
          if (left-- <= 0) return Promise.resolve(null);
          const wants = /Type (\d+) dice/.exec(prompt);
          if (wants && nextU32(rng) % 2 === 0) return Promise.resolve(Array.from({ length: Number(wants[1]) }, () => 1 + (nextU32(rng) % 6)).join(' '));
          return Promise.resolve(left % 5 === 0 ? 'bot' : junk());
        },
      };
      const played = await playWas(initial, { controllers: { allies: 'human', axis: 'random' }, table, botRng: seedRng(5), clearScreen: false }, term);
      // The game reached its end, or waits for more lines: it did not crash.
      expect(played.stopped === undefined ? wasEngine.pending(played.state).kind : played.stopped).toMatch(/^over$|^Input ended/);
      expect(played.state.turn).toBeGreaterThan(1);
      expect(played.actions.some((a) => a.type === 'surrender' && a.side === 'axis')).toBe(false);
      expect(JSON.stringify(played.actions)).not.toContain('"x":'); // recorded as the engine accepted them, extra fields dropped
      const text = out.join('\n');
      expect(text).not.toContain('Error:');
      expect(text).not.toMatch(/\bundefined\b|\bNaN\b/);
      const rec = { format: 'salvo-record', version: 1, game: 'war-at-sea', engineVersion: wasEngine.descriptor.version, setup: { seed: 5, options: {} }, actions: played.actions } as const;
      expect(replay(wasEngine, rec, { seededDice: !table }).ok).toBe(true);
    }, 180_000);
  }
});
