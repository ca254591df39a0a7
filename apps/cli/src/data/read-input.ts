/**
 * Reading a user's JSON input file (fleet file, roster file) with every failure as one sentence a player
 * understands: no such file, a directory, an empty file, not JSON (with line and column). A UTF-8 byte
 * order mark, as some Windows editors write, is accepted.
 */
import { readFileSync, statSync } from 'node:fs';
import { err, ok, type Result } from '@salvo/kernel';
import { findJsonFault } from './json-error';

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** `what` names the file's role in the sentences ("fleet file", "roster file"). */
export function readInputJson(path: string, what: string): Result<unknown, string> {
  let text: string;
  try {
    if (statSync(path).isDirectory()) return err(`${path} is a directory, not a ${what}: give the path of a .json file.`);
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return err(`Cannot find the ${what} ${path}: no such file.`);
    if (code === 'EACCES' || code === 'EPERM') return err(`Cannot read the ${what} ${path}: permission denied.`);
    return err(`Cannot read the ${what} ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  if (text.trim() === '') return err(`The ${what} ${path} is empty: it must hold JSON (see --help for an example).`);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const fault = findJsonFault(text);
    if (!fault) return err(`The ${what} ${path} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    const { line, column } = lineColumn(text, fault.offset);
    return err(`The ${what} ${path} is not valid JSON at line ${line}, column ${column}: ${fault.reason}.`);
  }
}
