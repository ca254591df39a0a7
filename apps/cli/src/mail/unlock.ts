/**
 * Opening a mail file with the seat's passphrase. A passphrase typed at the terminal that is not the seat's
 * (ERR_MAIL_PASSPHRASE) is asked again, up to `tries` times in all, so a typo does not end the run; one from
 * SALVO_MAIL_PASSPHRASE or --passphrase-file is not (asking again would give the same).
 */
import type { MailError } from '@salvo/mail';
import type { Result } from '@salvo/kernel';
import type { Passphrase } from './passphrase';

export type Unlocked<T> = { ok: true; value: T } | { ok: false; message: string; usage?: boolean };

export async function unlock<T>(
  read: () => Promise<Passphrase>,
  open: (passphrase: string) => Result<T, MailError>,
  say: (line: string) => void,
  tries = 3,
): Promise<Unlocked<T>> {
  for (let attempt = 1; ; attempt++) {
    const pass = await read();
    if (!pass.ok) return pass;
    const opened = open(pass.value);
    if (opened.ok) return { ok: true, value: opened.value };
    if (opened.error.code !== 'ERR_MAIL_PASSPHRASE' || pass.typed !== true || attempt >= tries) return { ok: false, message: opened.error.message };
    say(`${opened.error.message} Type it again (${tries - attempt} ${tries - attempt === 1 ? 'try' : 'tries'} left).`);
  }
}
