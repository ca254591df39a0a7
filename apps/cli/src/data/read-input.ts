/**
 * Reading a user's JSON input file (fleet file, roster file, scenario, game record: every reader of the
 * CLI goes through `readInputJson`) with every failure as one sentence a player understands: no such
 * file, a directory, not a regular file (a device such as /dev/zero, a pipe, a socket: refused before
 * a byte is read, so nothing hangs or grows), larger than `MAX_INPUT_BYTES`, an empty file, not JSON
 * (with line and column). A UTF-8 byte order mark, as some Windows editors write, is accepted.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { err, ok, type Result } from '@salvo/kernel';
import { findJsonFault } from './json-error';

/**
 * The size cap of every input file: 16 MiB. A whole saved battle is about 20 KB and the largest
 * roster file under 1 MB, so only a file that is not Salvo's is refused; the cap bounds the memory
 * a file can cost (its text and parsed JSON) to a few times this.
 */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** The file's text, read through one descriptor: checked before reading, never more than the cap. */
function readCapped(path: string, what: string): Result<string, string> {
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe with no writer returns at once instead of waiting for one.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return err(`Cannot find the ${what} ${path}: no such file.`);
    if (code === 'EACCES' || code === 'EPERM') return err(`Cannot read the ${what} ${path}: permission denied.`);
    if (code === 'EISDIR') return err(`${path} is a directory, not a ${what}: give the path of a .json file.`);
    return err(`Cannot read the ${what} ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return err(`${path} is a directory, not a ${what}: give the path of a .json file.`);
    if (!st.isFile()) return err(`${path} is not a regular file (a device, a pipe or a socket), so it cannot be a ${what}: give the path of a .json file.`);
    const tooBig = `The ${what} ${path} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB, the most Salvo reads: it cannot be a ${what}.`;
    if (st.size > MAX_INPUT_BYTES) return err(tooBig);
    // The file may grow while it is read: read at most one byte past the cap.
    const buf = Buffer.alloc(Math.min(st.size, MAX_INPUT_BYTES) + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n > MAX_INPUT_BYTES) return err(tooBig);
      if (n === buf.length) break;
    }
    return ok(buf.toString('utf8', 0, n));
  } catch (e) {
    return err(`Cannot read the ${what} ${path}: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    closeSync(fd);
  }
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** `what` names the file's role in the sentences ("fleet file", "roster file"). */
export function readInputJson(path: string, what: string): Result<unknown, string> {
  const read = readCapped(path, what);
  if (!read.ok) return read;
  let text = read.value;
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
