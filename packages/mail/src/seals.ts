/**
 * Checking and making seals (property 2). Each seat's latest seal signs the chain hash after the entries it
 * sent; the latest seal covers everything before it, so earlier seals are not kept. Every entry a seat wrote
 * must lie under that seat's seal: an entry added in someone's name after they sent the file is refused.
 */
import { err, ok, type Result } from '@salvo/kernel';
import { chainOf, sealMessage } from './chain';
import { mailError, type MailError } from './errors';
import { sign, verify } from './sign';
import { sideName } from './sides';
import type { MailFile, MailSeal } from './types';
import { nameOf } from './walk';

/**
 * Whose seal failed, said without trusting the file's names alone (they may be what was edited): the side as the
 * game names it, and the player's name as the file now gives it when that differs.
 */
function whoseSeal(f: MailFile, seat: string): string {
  const side = sideName(f, seat);
  const name = nameOf(f, seat);
  return name === side ? `${side}'s seal` : `${side}'s seal (${name}, as this file now names them)`;
}

/** Public keys by seat as the file states them (the creator's in the header, the other's in its join entry). */
export function fileKeys(f: MailFile): Record<string, string> {
  const keys: Record<string, string> = { [f.seats[0]]: f.creatorKey };
  for (const e of f.log) if (e.kind === 'join' && keys[e.seat] === undefined) keys[e.seat] = e.key;
  return keys;
}

/** Verifies every seat's latest seal and that it covers that seat's entries. */
export function checkSeals(f: MailFile): Result<void, MailError> {
  const chain = chainOf(f);
  const keys = fileKeys(f);
  const seals = Object.entries(f.seals).sort(([, a], [, b]) => b.entries - a.entries);
  for (const [seat, seal] of seals) {
    const key = keys[seat];
    const at = chain[seal.entries];
    if (key === undefined || at === undefined || !verify(seal.signature, sealMessage(f.id, seal.entries, at), key)) {
      return err(mailError('ERR_MAIL_SEAL', `${whoseSeal(f, seat)} does not match this file: it was changed after ${sideName(f, seat)} sent it.`));
    }
  }
  for (let i = 0; i < f.log.length; i++) {
    const e = f.log[i];
    if (e === undefined || e.seat === f.seats[0] && e.kind === 'join') continue;
    const covered = f.seals[e.seat]?.entries ?? 0;
    if (i >= covered) {
      const who = nameOf(f, e.seat);
      return err(mailError('ERR_MAIL_SEAL', `Action ${i + 1} of ${f.log.length} is written as ${who}'s, but ${who} did not seal it: it was added after ${who} sent the file.`));
    }
  }
  return ok(undefined);
}

/** The seal of `seat` over the whole log (the caller verified the file or built it). */
export function sealFor(f: MailFile, secret: Uint8Array): MailSeal {
  const chain = chainOf(f);
  const entries = f.log.length;
  return { entries, signature: sign(sealMessage(f.id, entries, chain[entries] as string), secret) };
}
