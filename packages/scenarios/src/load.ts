/**
 * `loadScenario(idOrPath)`: a built-in scenario by id (`blockade`), else a scenario file by path. The
 * result is a checked `Scenario` or every problem with its path (VAS-SCN-FORMAT). Reads files; nothing
 * else here does I/O.
 */
import { readFileSync } from 'node:fs';
import { BUILTIN_SCENARIOS } from './builtin';
import { parseScenario, type ParseResult } from './parse';

export type LoadResult = ParseResult & { readonly source: string };

export function loadScenario(idOrPath: string): LoadResult {
  if (Object.hasOwn(BUILTIN_SCENARIOS, idOrPath)) return { ...parseScenario(BUILTIN_SCENARIOS[idOrPath]), source: idOrPath };
  let text: string;
  try {
    text = readFileSync(idOrPath, 'utf8');
  } catch {
    const ids = Object.keys(BUILTIN_SCENARIOS).join(', ');
    return { ok: false, source: idOrPath, problems: [{ path: '', message: `"${idOrPath}" is neither a scenario id (${ids}) nor a file that can be read.` }] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, source: idOrPath, problems: [{ path: '', message: `${idOrPath} is not valid JSON: ${(e as Error).message}` }] };
  }
  return { ...parseScenario(raw), source: idOrPath };
}

/** Every built-in scenario, checked (a broken built-in is a bug: the test of this package catches it). */
export function builtinScenarioIds(): string[] {
  return Object.keys(BUILTIN_SCENARIOS);
}
