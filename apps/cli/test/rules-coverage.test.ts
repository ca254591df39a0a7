import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageFailed, coverageOf, formatCoverage } from '../src/io/coverage';
import { extractTitles, idsInTitle } from '../src/io/test-titles';

// Fixture rule ids use the prefix ZZT, which no real registry has, so that the real repository's own
// coverage scan (which reads this file too) does not count them.
let root = '';

function write(rel: string, text: string): void {
  const path = join(root, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'salvo-coverage-'));
  write(
    'packages/zzt/src/rules.ts',
    `export const RULES = [
  { id: 'ZZT-ONE', title: 'first rule', source: 'p. 1' },
  { id: 'ZZT-TWO', title: 'second rule', source: 'p. 2' },
  { id: 'ZZT-3.1', title: 'numbered rule', source: 'p. 3' },
];\n`,
  );
  write(
    'packages/zzt/src/one.test.ts',
    `import { it } from 'vitest';
it('ZZT-ONE: does the first thing', () => {});
it.skip("mentions ZZT-3.1 in the middle.", () => {});
`,
  );
  write('apps/x/test/typo.test.ts', `describe('ZZT-ONNE: a typo', () => {});\n`);
  write('packages/zzt/node_modules/dep/a.test.ts', `it('ZZT-TWO: inside node_modules, ignored', () => {});\n`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('rules coverage scanner', () => {
  it('lists each registered id with the tests naming it, at the start or inside a title', async () => {
    const r = await coverageOf(root);
    const one = r.rules.find((x) => x.id === 'ZZT-ONE');
    expect(one?.tests).toEqual([{ file: 'packages/zzt/src/one.test.ts', line: 2, title: 'ZZT-ONE: does the first thing' }]);
    const three = r.rules.find((x) => x.id === 'ZZT-3.1');
    expect(three?.tests.map((t) => t.line)).toEqual([3]);
  });

  it('counts a rule named by no test (node_modules skipped) as uncovered and fails', async () => {
    const r = await coverageOf(root);
    expect(r.rules.find((x) => x.id === 'ZZT-TWO')?.tests).toEqual([]);
    expect(r.summary).toEqual({ rules: 3, covered: 2, uncovered: 1 });
    expect(coverageFailed(r)).toBe(true);
    const lines = formatCoverage(r, false);
    expect(lines.at(-1)).toBe('rules: 3, covered: 2, uncovered: 1');
  });

  it('reports an id named in a test that no registry has as an error', async () => {
    const r = await coverageOf(root);
    expect(r.unknown.map((u) => [u.id, u.test.file, u.test.line])).toEqual([['ZZT-ONNE', 'apps/x/test/typo.test.ts', 1]]);
    expect(formatCoverage(r, true).some((l) => l.startsWith('error: ZZT-ONNE'))).toBe(true);
  });

  it('--quiet lists only uncovered rules, errors and the summary line', async () => {
    const lines = formatCoverage(await coverageOf(root), true);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ZZT-TWO .*UNCOVERED$/);
    expect(lines[2]).toBe('rules: 3, covered: 2, uncovered: 1');
  });

  it('reports a registry that is not an array of { id, title, source }', async () => {
    write('packages/bad/src/rules.ts', `export const RULES = [{ id: 'ZZT-X' }];\n`);
    const r = await coverageOf(root);
    rmSync(join(root, 'packages/bad'), { recursive: true });
    expect(r.problems.some((p) => p.includes('packages/bad/src/rules.ts'))).toBe(true);
  });

  it('reads titles with escaped quotes and template literals, with their line numbers', () => {
    const text = "x\nit('ZZT-A: it\\'s fine', () => {});\n\ntest(`ZZT-B: tpl`, f);";
    expect(extractTitles(text, 'f')).toEqual([
      { file: 'f', line: 2, title: "ZZT-A: it's fine" },
      { file: 'f', line: 4, title: 'ZZT-B: tpl' },
    ]);
  });

  it('reads the title of it.each(table)(title) after a table with nested brackets and strings', () => {
    const text = "it.each([[1, ')'], [2, '(']])('ZZT-E: case %i', (n) => {});\ndescribe.skip.each([{ a: 1 }])(`ZZT-F`, () => {});";
    expect(extractTitles(text, 'f')).toEqual([
      { file: 'f', line: 1, title: 'ZZT-E: case %i' },
      { file: 'f', line: 2, title: 'ZZT-F' },
    ]);
  });

  it('takes whole ids only: a longer id does not cover its prefix, and unknown prefixes are ignored', () => {
    const p = new Set(['VAS', 'WAS']);
    expect(idsInTitle('VAS-MOVE-MIN: x, see WAS-7.3.', p)).toEqual(['VAS-MOVE-MIN', 'WAS-7.3']);
    expect(idsInTitle('JSON-RPC and X-RAY are not rule ids; vas-move is lower case', p)).toEqual([]);
  });
});

describe('rules coverage from a test run (--results)', () => {
  it('counts a rule covered only by a test that ran and passed: a skipped or failed test covers nothing', async () => {
    const results = join(root, 'results.json');
    const name = join(root, 'packages/zzt/src/one.test.ts');
    writeFileSync(results, JSON.stringify({
      testResults: [{
        name,
        assertionResults: [
          { ancestorTitles: [], title: 'ZZT-ONE: does the first thing', status: 'passed', location: { line: 2, column: 1 } },
          { ancestorTitles: [], title: 'mentions ZZT-3.1 in the middle.', status: 'skipped' },
          { ancestorTitles: ['ZZT-TWO: a block'], title: 'fails', status: 'failed' },
        ],
      }],
    }));
    const r = await coverageOf(root, results);
    expect(r.rules.find((x) => x.id === 'ZZT-ONE')?.tests).toEqual([{ file: 'packages/zzt/src/one.test.ts', line: 2, title: 'ZZT-ONE: does the first thing' }]);
    expect(r.rules.find((x) => x.id === 'ZZT-3.1')?.tests).toEqual([]);
    expect(r.rules.find((x) => x.id === 'ZZT-TWO')?.tests).toEqual([]);
    expect(r.summary).toEqual({ rules: 3, covered: 1, uncovered: 2 });
    expect(coverageFailed(r)).toBe(true);
    // A describe title counts for the tests that passed inside it.
    writeFileSync(results, JSON.stringify({ testResults: [{ name, assertionResults: [{ ancestorTitles: ['ZZT-TWO: a block'], title: 'works', status: 'passed' }] }] }));
    expect((await coverageOf(root, results)).rules.find((x) => x.id === 'ZZT-TWO')?.tests.map((t) => t.title)).toEqual(['ZZT-TWO: a block']);
    const broken = await coverageOf(root, join(root, 'missing.json'));
    expect(broken.problems.at(-1)).toMatch(/^Cannot find the vitest results file .*missing\.json: no such file\.$/);
    expect(coverageFailed(broken)).toBe(true);
  });
});
