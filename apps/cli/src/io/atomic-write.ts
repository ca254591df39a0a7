/**
 * Atomic and durable file replacement (issue 7 item 20), for game records and any file the CLI
 * rewrites. Contract:
 * - the file at `path` is at every moment either the old content or the new, whole (temporary file
 *   in the same directory, then rename), even after kill -9 or a power cut (the temporary file is
 *   fsynced before the rename and the directory after it);
 * - the temporary name is unique per write (`.<name>.<pid>.<random>.partial`), so two processes
 *   saving to one path never read or rename each other's half-written files;
 * - a symlink is kept: the file it points to is replaced, not the link; the file's mode is kept
 *   (a record made 600 stays 600); a new file gets 666 less the umask;
 * - a failed write removes its temporary file; temporary files left by killed processes (their pid
 *   no longer runs) are removed at the next write to the same path.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync, fchmodSync, fsyncSync, openSync, readdirSync, realpathSync, renameSync, statSync, unlinkSync, writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';

/** The file a write to `path` replaces: the end of its symlinks, or `path` itself when it does not exist yet. */
function targetOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes temporary files of `target` left by processes that no longer run. */
function sweepStale(target: string): void {
  const dir = dirname(target);
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    if (!n.startsWith(prefix) || !n.endsWith('.partial')) continue;
    const pid = Number(n.slice(prefix.length).split('.')[0]);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    try {
      unlinkSync(join(dir, n));
    } catch {
      // another process swept it first
    }
  }
}

function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems (and Windows) cannot fsync a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function writeFileAtomic(path: string, text: string): Result<void, RuleError> {
  const target = targetOf(path);
  const dir = dirname(target);
  const tmp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.partial`);
  let mode: number | undefined;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  sweepStale(target);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', 0o666);
    if (mode !== undefined) fchmodSync(fd, mode);
    const buf = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < buf.length) done += writeSync(fd, buf, done, buf.length - done);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, target);
    fsyncDir(dir);
    return ok(undefined);
  } catch (e) {
    if (fd !== undefined) {
      try { closeSync(fd); } catch { /* already failing */ }
    }
    try { unlinkSync(tmp); } catch { /* never created, or already renamed */ }
    return err(ruleError('ERR_FILE', `Cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`));
  }
}
