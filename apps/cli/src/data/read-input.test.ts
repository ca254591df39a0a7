import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../io/repo-root';
import { findJsonFault } from './json-error';
import { lineColumn, MAX_INPUT_BYTES, readInputJson } from './read-input';

const dir = mkdtempSync(join(tmpdir(), 'salvo-input-'));
const file = (name: string, text: string): string => { const p = join(dir, name); writeFileSync(p, text); return p; };

describe('reading a JSON input file', () => {
  it('a missing file, a directory and an empty file each get their own sentence', () => {
    expect(readInputJson(join(dir, 'nope.json'), 'fleet file')).toEqual({ ok: false, error: `Cannot find the fleet file ${join(dir, 'nope.json')}: no such file.` });
    mkdirSync(join(dir, 'sub'));
    expect(readInputJson(join(dir, 'sub'), 'fleet file')).toEqual({ ok: false, error: `${join(dir, 'sub')} is a directory, not a fleet file: give the path of a .json file.` });
    const empty = file('empty.json', ' \n');
    expect(readInputJson(empty, 'roster file')).toEqual({ ok: false, error: `The roster file ${empty} is empty: it must hold JSON (see --help for an example).` });
  });

  it('a file saved with a byte order mark is read', () => {
    expect(readInputJson(file('bom.json', '\uFEFF{"nation":"Royal Navy"}'), 'fleet file')).toEqual({ ok: true, value: { nation: 'Royal Navy' } });
  });

  it('text that is not JSON is refused with the line, the column and the reason', () => {
    const p = file('bad.json', '{\n  "nation": "Royal Navy",\n  "ships": [{ "class": "Tribal" },]\n}');
    expect(readInputJson(p, 'fleet file')).toEqual({ ok: false, error: `The fleet file ${p} is not valid JSON at line 3, column 34: a comma before "]" (JSON allows no trailing comma).` });
  });

  it('the fault finder names the first fault of common mistakes, and none in valid JSON', () => {
    expect(findJsonFault("{'a': 1}")).toEqual({ offset: 1, reason: 'expected a key in double quotes, found "\'"' });
    expect(findJsonFault('{"a": 1 "b": 2}')).toEqual({ offset: 8, reason: 'expected "," or "}", found "\\""' });
    expect(findJsonFault('{"a": tru}')?.offset).toBe(6);
    expect(findJsonFault('{"a": "x')).toEqual({ offset: 6, reason: 'a text in quotes is never closed' });
    expect(findJsonFault('[1] 2')).toEqual({ offset: 4, reason: 'there is more text after the end of the JSON value' });
    expect(findJsonFault('{"a": [1, -2.5e3, true, null, {"b": "c\\"d"}]}')).toBeUndefined();
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('devices, pipes and files over the size cap are refused before they are read (issue 7 item 15)', () => {
    const zero = join(dir, 'z.json');
    symlinkSync('/dev/zero', zero);
    expect(readInputJson(zero, 'fleet file')).toEqual({ ok: false, error: `${zero} is not a regular file (a device, a pipe or a socket), so it cannot be a fleet file: give the path of a .json file.` });
    const random = join(dir, 'r.json');
    symlinkSync('/dev/urandom', random);
    expect(readInputJson(random, 'roster file').ok).toBe(false);
    const fifo = join(dir, 'f.json');
    execFileSync('mkfifo', [fifo]);
    expect(readInputJson(fifo, 'game record')).toEqual({ ok: false, error: `${fifo} is not a regular file (a device, a pipe or a socket), so it cannot be a game record: give the path of a .json file.` });
    const big = file('big.json', '[');
    truncateSync(big, MAX_INPUT_BYTES + 1); // sparse: costs no disk
    expect(readInputJson(big, 'game record')).toEqual({ ok: false, error: `The game record ${big} is larger than 16 MB, the most Salvo reads: it cannot be a game record.` });
    const atCap = file('cap.json', '');
    truncateSync(atCap, MAX_INPUT_BYTES);
    expect(readInputJson(atCap, 'game record').ok).toBe(false); // read whole (16 MB of NUL bytes), then refused as not JSON
    const linked = join(dir, 'link.json');
    symlinkSync(file('ok.json', '{"a":1}'), linked);
    expect(readInputJson(linked, 'fleet file')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('the README tells a user the size cap and the regular-file rule of every file Salvo reads', () => {
    const readme = readFileSync(join(repoRoot(), 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`must be a regular file`);
    expect(readme).toContain(`of at most ${MAX_INPUT_BYTES / 1024 / 1024} MB`);
  });
});
