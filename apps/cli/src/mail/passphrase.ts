/**
 * The passphrase of a mail seat: from SALVO_MAIL_PASSPHRASE, from --passphrase-file (its first line), or typed on
 * a terminal with nothing echoed. A new key (creating a game, joining one) is typed twice. Piped input never
 * carries a passphrase (it would be echoed into the transcript): scripts use the variable or the file.
 */
import { readFileSync } from 'node:fs';

/** `typed`: it was typed at the terminal (so a mistyped one may be asked again), not read from the variable or a file. */
export type Passphrase = { ok: true; value: string; typed?: boolean } | { ok: false; message: string; usage?: boolean };

const MIN = 8;

/** One hidden line from a TTY; null at Ctrl-D. Ctrl-C ends the process (130) as at any prompt. */
function askHidden(prompt: string): Promise<string | null> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    const done = (v: string | null): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      resolve(v);
    };
    const onData = (chunk: Buffer): void => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done(typed);
        if (ch === '\u0004') return done(null);
        if (ch === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/** The passphrase for `who`; `twice` for a new key. */
export async function readPassphrase(who: string, twice: boolean, file: string | undefined): Promise<Passphrase> {
  const env = process.env.SALVO_MAIL_PASSPHRASE;
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return { ok: false, message: `The passphrase file ${file} cannot be read.` };
    }
    const line = text.split(/\r?\n/)[0] ?? '';
    return line.length >= MIN ? { ok: true, value: line } : { ok: false, message: `The passphrase in ${file} is shorter than ${MIN} characters.` };
  }
  if (env !== undefined && env !== '') return env.length >= MIN ? { ok: true, value: env } : { ok: false, message: `SALVO_MAIL_PASSPHRASE is shorter than ${MIN} characters.` };
  if (process.stdin.isTTY !== true) {
    return { ok: false, usage: true, message: 'No terminal to type the passphrase on: set SALVO_MAIL_PASSPHRASE or give --passphrase-file <file>.' };
  }
  for (;;) {
    const first = await askHidden(`${who}'s passphrase${twice ? ` (at least ${MIN} characters; it opens this game on any machine, and cannot be recovered)` : ''}: `);
    if (first === null) return { ok: false, message: 'No passphrase was typed.' };
    if (first.length < MIN) {
      process.stdout.write(`A passphrase has at least ${MIN} characters.\n`);
      continue;
    }
    if (!twice) return { ok: true, value: first, typed: true };
    const again = await askHidden('The same passphrase again: ');
    if (again === null) return { ok: false, message: 'No passphrase was typed.' };
    if (again === first) return { ok: true, value: first, typed: true };
    process.stdout.write('The two passphrases differ; type it again.\n');
  }
}
