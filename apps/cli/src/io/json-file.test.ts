/**
 * Every command that reads a user's JSON file (play --scenario, play --resume, replay, was play --resume,
 * was replay) reads it through the one shared reader: a byte order mark is accepted, and a missing file,
 * a directory or broken JSON (with line and column) is one sentence and exit 1, never a stack trace.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRecord } from '@salvo/kernel';
import { wasEngine } from '@salvo/was';
import { runPlay } from '../commands/play';
import { runReplay } from '../commands/replay';
import { runWasPlay } from '../commands/was';
import { runWasReplay } from '../was/replay-record';
import { readJsonFile } from './json-file';
import { repoRoot } from './repo-root';
import { scriptedTerminal } from './terminal';

const dir = mkdtempSync(join(tmpdir(), 'salvo-json-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BOM = '\uFEFF';
const testdata = (name: string): string => readFileSync(join(repoRoot(), 'testdata', name), 'utf8');
let n = 0;
function file(text: string): string {
  n += 1;
  const path = join(dir, `f${n}.json`);
  writeFileSync(path, text);
  return path;
}

/** Exit code and printed lines of a command reading `path`. */
type Run = (path: string) => Promise<{ code: number; lines: string[] }>;

const COMMANDS: readonly (readonly [name: string, what: string, run: Run])[] = [
  ['play --scenario', 'scenario file', async (path) => {
    const term = scriptedTerminal([]);
    return { code: await runPlay({ scenario: path, seed: 1, p1: 'human', p2: 'random' }, term, false), lines: term.out };
  }],
  ['play --resume', 'game record', async (path) => {
    const term = scriptedTerminal([]);
    return { code: await runPlay({ resume: path, p1: 'human', p2: 'random' }, term, false), lines: term.out };
  }],
  ['replay', 'game record', (path) => {
    const r = runReplay(path, {});
    return Promise.resolve({ code: r.code, lines: [...r.err, ...r.out] });
  }],
  ['was play --resume', 'game record', async (path) => {
    const term = scriptedTerminal([]);
    return { code: await runWasPlay({ resume: path, allies: 'human', axis: 'random' }, term, false), lines: term.out };
  }],
  ['was replay', 'game record', (path) => {
    const term = scriptedTerminal([]);
    return Promise.resolve({ code: runWasReplay(path, false, term), lines: term.out });
  }],
];

/** A good file for each command, to be prefixed with a byte order mark. */
const GOOD: Readonly<Record<string, () => string>> = {
  'play --scenario': () => testdata('vas-setup-two-destroyers.json'),
  'play --resume': () => testdata('vas-bot-battle.json').replace(/"actions": \[[\s\S]*\]/, '"actions": []'),
  replay: () => testdata('vas-bot-battle.json'),
  'was play --resume': () => JSON.stringify(makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, { seed: 1 }, [])),
  'was replay': () => JSON.stringify(makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, { seed: 1 }, [])),
};

describe('readJsonFile: the shared reader of the CLI JSON files', () => {
  it('accepts a byte order mark and names a fault by line and column', () => {
    expect(readJsonFile(file(`${BOM}{"a": [1, 2]}`))).toEqual({ ok: true, value: { a: [1, 2] } });
    const broken = file('{\n  "a": [1, 2,]\n}');
    expect(readJsonFile(broken, 'game record')).toMatchObject({
      ok: false, error: { code: 'ERR_FILE', message: `The game record ${broken} is not valid JSON at line 2, column 13: a comma before "]" (JSON allows no trailing comma).` },
    });
  });
});

describe.each(COMMANDS)('salvo %s reads its file through the shared reader', (name, what, run) => {
  it('a file starting with a UTF-8 byte order mark is read', async () => {
    const { lines } = await run(file(BOM + (GOOD[name]?.() ?? '')));
    expect(lines.join('\n')).not.toMatch(/not valid JSON|Cannot|Unexpected token/);
    if (name.endsWith('--resume')) expect(lines[0]).toMatch(/^Resuming .*: 0 actions replayed\.$/);
  });

  it.each([
    ['broken JSON', () => file('{\n  "fleets": [\n    {"id": "a",}\n  ]\n}'), (p: string) => `The ${what} ${p} is not valid JSON at line 3, column 15: a comma before "}" (JSON allows no trailing comma).`],
    ['a directory', () => { const d = join(dir, `d${++n}`); mkdirSync(d); return d; }, (p: string) => `${p} is a directory, not a ${what}: give the path of a .json file.`],
    ['a missing file', () => join(dir, 'no-such-file.json'), (p: string) => `Cannot find the ${what} ${p}: no such file.`],
    ['an empty file', () => file(`${BOM}  \n`), (p: string) => `The ${what} ${p} is empty: it must hold JSON (see --help for an example).`],
  ])('%s: one sentence naming the file, exit 1, no stack trace', async (_case, make, sentence) => {
    const path = make();
    const { code, lines } = await run(path);
    expect(code).toBe(1);
    expect(lines).toEqual([sentence(path)]);
  });
});
