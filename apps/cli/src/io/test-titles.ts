/**
 * Finds the titles of tests (`it(`, `test(`, `describe(` with a string literal) in test files
 * and the rule ids they name. Pure text scanning: no test file is executed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface TestTitle {
  /** Path relative to the scanned root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly title: string;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage']);

/** Every `*.test.ts` under `root/<dir>` for each dir, sorted, skipping node_modules. */
export function findTestFiles(root: string, dirs: readonly string[] = ['packages', 'apps']): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(join(dir, e.name));
      } else if (e.isFile() && e.name.endsWith('.test.ts')) {
        out.push(join(dir, e.name));
      }
    }
  };
  for (const d of dirs) walk(join(root, d));
  return out.sort();
}

// it('...'), test("..."), describe(`...`), also it.skip / it.only / test.concurrent / describe.each(...) forms.
const TITLE_RE = /\b(?:it|test|describe)(?:\.(?:skip|only|todo|concurrent|sequential|fails))*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

/** Test titles of one source text, with 1-based line numbers. */
export function extractTitles(text: string, file: string): TestTitle[] {
  const out: TestTitle[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (index: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const m of text.matchAll(TITLE_RE)) {
    const raw = m[2] ?? '';
    out.push({ file, line: lineOf(m.index), title: raw.replace(/\\(.)/g, '$1') });
  }
  for (const m of text.matchAll(EACH_RE)) {
    const title = titleAfterTable(text, m.index + m[0].length);
    if (title !== null) out.push({ file, line: lineOf(m.index), title });
  }
  return out.sort((a, b) => a.line - b.line);
}

// it.each(table)('title %s', ...) and it.for(table)(...): the title follows the table's closing paren.
const EACH_RE = /\b(?:it|test|describe)(?:\.(?:skip|only|concurrent|sequential|fails))*\.(?:each|for)\(/g;

/** From just inside `each(`, skips the balanced table (strings included) and reads the title literal. */
function titleAfterTable(text: string, from: number): string | null {
  let depth = 1;
  let i = from;
  while (i < text.length && depth > 0) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    i++;
  }
  const m = /^\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/.exec(text.slice(i, i + 2000));
  return m ? (m[2] ?? '').replace(/\\(.)/g, '$1') : null;
}

/** Titles of every test file under the root. */
export function scanTestTitles(root: string, dirs?: readonly string[]): TestTitle[] {
  return findTestFiles(root, dirs).flatMap((f) =>
    extractTitles(readFileSync(f, 'utf8'), relative(root, f).split(sep).join('/')),
  );
}

// A rule id: an upper-case prefix, a dash, then upper-case/digit parts joined by '-' or '.' (VAS-MOVE-MIN, WAS-7.3).
const ID_RE = /(?<![A-Za-z0-9_-])([A-Z][A-Z0-9]*)-[A-Z0-9]+(?:[-.][A-Z0-9]+)*(?![A-Za-z0-9_]|-[A-Za-z0-9])/g;

/** Rule-id-shaped tokens in a title whose prefix (before the first dash) is one of `prefixes`. */
export function idsInTitle(title: string, prefixes: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of title.matchAll(ID_RE)) {
    if (prefixes.has(m[1] ?? '') && !out.includes(m[0])) out.push(m[0]);
  }
  return out;
}
