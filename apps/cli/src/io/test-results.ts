/**
 * The tests that ran and passed in one vitest run, read from its JSON results (`--reporter=json
 * --outputFile=<file>`, which `.ci/run` writes): the titles `salvo rules coverage --results` counts.
 * A skipped, todo or failed test covers nothing. A passed test's own title and the titles of the
 * `describe` blocks around it are counted (each with the test's file and line).
 */
import { relative, sep } from 'node:path';
import { err, ok, type Result } from '@salvo/kernel';
import { readInputJson } from '../data/read-input';
import type { TestTitle } from './test-titles';

interface Assertion {
  readonly title?: unknown;
  readonly ancestorTitles?: unknown;
  readonly status?: unknown;
  readonly location?: { readonly line?: unknown } | null;
}

export function passedTestTitles(resultsFile: string, root: string): Result<TestTitle[], string> {
  const read = readInputJson(resultsFile, 'vitest results file');
  if (!read.ok) return read;
  const files = (read.value as { testResults?: unknown } | null)?.testResults;
  if (!Array.isArray(files)) return err(`${resultsFile} is not a vitest JSON results file (no "testResults" list).`);
  const out: TestTitle[] = [];
  for (const f of files as { name?: unknown; assertionResults?: unknown }[]) {
    if (typeof f !== 'object' || f === null || typeof f.name !== 'string' || !Array.isArray(f.assertionResults)) continue;
    const file = relative(root, f.name).split(sep).join('/');
    for (const a of f.assertionResults as Assertion[]) {
      if (a.status !== 'passed' || typeof a.title !== 'string') continue;
      const line = typeof a.location?.line === 'number' ? a.location.line : 0;
      const ancestors = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.filter((t): t is string => typeof t === 'string') : [];
      for (const title of [...ancestors, a.title]) out.push({ file, line, title });
    }
  }
  return ok(out);
}
