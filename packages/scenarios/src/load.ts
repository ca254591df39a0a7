/**
 * `loadScenario(idOrPath)`: a built-in scenario by id (`blockade`), else a scenario file by path. The
 * result is a checked `Scenario` or every problem with its path (VAS-SCN-FORMAT). Reads files; nothing
 * else here does I/O.
 */
import { readFileSync, statSync } from 'node:fs';
import { BUILTIN_SCENARIOS } from './builtin';
import { parseScenario, type ParseResult } from './parse';

export type LoadResult = ParseResult & { readonly source: string };

/** The largest scenario file read (the CLI's cap for every input file). */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

export function loadScenario(idOrPath: string): LoadResult {
  if (Object.hasOwn(BUILTIN_SCENARIOS, idOrPath)) return { ...parseScenario(BUILTIN_SCENARIOS[idOrPath]), source: idOrPath };
  let text: string;
  try {
    // Only a regular file of a sane size is read: a pipe would hang, /dev/zero would grow without end
    // (issue 7 item 15; the CLI reads scenario files through its own capped reader, this guards other callers).
    const st = statSync(idOrPath);
    if (!st.isFile()) return { ok: false, source: idOrPath, problems: [{ path: '', message: `${idOrPath} is not a regular file (a device, a pipe or a socket), so it cannot be a scenario file.` }] };
    if (st.size > MAX_SCENARIO_BYTES) return { ok: false, source: idOrPath, problems: [{ path: '', message: `${idOrPath} is larger than ${MAX_SCENARIO_BYTES / 1024 / 1024} MB: it cannot be a scenario file.` }] };
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
