/**
 * Mail files on disk: read with a sentence for every failure, written atomically (io/atomic-write.ts) after every
 * action, and the copy of the last file each seat sent kept beside it (`.<name>.<seat>.sent`), by which Salvo
 * knows "this is the file you sent, not Bob's answer".
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-write';

export type Read = { ok: true; text: string } | { ok: false; message: string };

const MAX_BYTES = 32 * 1024 * 1024;

export function readMailText(path: string): Read {
  if (!existsSync(path)) return { ok: false, message: `There is no file ${path}.` };
  try {
    if (!statSync(path).isFile()) return { ok: false, message: `${path} is not a file.` };
    if (statSync(path).size > MAX_BYTES) return { ok: false, message: `${path} is larger than any mail game makes: it is not a Salvo mail file.` };
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch {
    return { ok: false, message: `${path} cannot be read.` };
  }
}

/** Writes the file and returns null, or the sentence saying why it could not be written. */
export function writeMailText(path: string, text: string): string | null {
  const w = writeFileAtomic(path, text);
  return w.ok ? null : w.error.message;
}

export const sentCopyPath = (path: string, seat: string): string => join(dirname(path), `.${basename(path)}.${seat.replace(/[^A-Za-z0-9_-]/g, '_')}.sent`);

/** The text this seat last sent from `path`, if kept. */
export function sentCopy(path: string, seat: string): string | null {
  const p = sentCopyPath(path, seat);
  try {
    return existsSync(p) ? readFileSync(p, 'utf8') : null;
  } catch {
    return null;
  }
}
