/**
 * Reading a file without a passphrase: `readMail` (format only) and `verifyMail` (seals, rules, and every dice
 * proof or those from a position on: all public-key checks), and `mailBehind` (is a received file older than,
 * or the same as, the one this seat sent?).
 */
import { err, ok, type Pending, type Result } from '@salvo/kernel';
import { chainOf } from './chain';
import { mailError, type MailError } from './errors';
import { parseMail } from './format';
import { checkSeals, fileKeys } from './seals';
import type { MailFile, MailFileHeader } from './types';
import { nameOf, otherSeat, rollerOf, walkFile } from './walk';

const actionCount = (f: MailFile): number => f.log.filter((e) => e.kind === 'act' || e.kind === 'roll' || e.kind === 'reveal').length;

/** Parse and format check only. */
export function readMail(text: string): Result<MailFileHeader, MailError> {
  const parsed = parseMail(text);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  return ok({ id: f.id, game: f.game, seats: f.seats, names: f.names, keys: fileKeys(f), created: f.created, actionCount: actionCount(f) });
}

export interface MailVerified {
  readonly file: MailFile;
  readonly state: unknown;
  readonly pending: Pending<string>;
  /** Who acts next: the roller of a pending chance step, the deciding seat, or the seats still owing secret orders. */
  readonly next: readonly string[];
  /** Seats whose sealed orders wait in the file. */
  readonly sealedBy: readonly string[];
  /** Every engine event, per log entry. */
  readonly events: readonly (readonly unknown[])[];
  /** How many dice proofs were verified by pairing. */
  readonly proofsVerified: number;
}

/** Verifies a file with public keys only. `proofsFrom`: verify dice proofs from this log position on (default 0: all). */
export function verifyMail(text: string, proofsFrom = 0): Result<MailVerified, MailError> {
  const parsed = parseMail(text);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const sealed = checkSeals(f);
  if (!sealed.ok) return sealed;
  const walked = walkFile(f, proofsFrom);
  if (!walked.ok) return walked;
  const w = walked.value.walk;
  const p = w.engine.pending(w.state);
  const sealedBy = Object.keys(w.sealed);
  const owing = p.kind === 'simultaneous' ? p.players.filter((s) => !sealedBy.includes(s)) : [];
  // Simultaneous orders: the seats still owing theirs; once all have given, the sealing seat (it reveals).
  const next = p.kind === 'chance' ? [rollerOf(w)] : p.kind === 'decision' ? [p.player] : p.kind === 'simultaneous' ? (owing.length > 0 ? owing : p.players) : [];
  const proofsVerified = f.log.slice(proofsFrom).filter((e) => e.kind === 'roll').length;
  return ok({ file: f, state: w.state, pending: p, next, sealedBy, events: walked.value.events, proofsVerified });
}

/**
 * Whether `received` brings nothing new to the seat that sent `sent`: the same file (ERR_MAIL_BEHIND "this is
 * the file you sent"), an older one, or one whose history differs from what the seat sent (ERR_MAIL_SEAL).
 * Null when `received` continues `sent`.
 */
export function mailBehind(received: MailFile, sent: MailFile, seat: string): MailError | null {
  if (received.id !== sent.id) return null;
  const other = nameOf(sent, otherSeat(sent, seat));
  const n = sent.log.length;
  if (received.log.length < n) {
    return mailError('ERR_MAIL_BEHIND', `This file is older than the one you sent (${received.log.length} entries, yours had ${n}): it is not ${other}'s answer.`);
  }
  if (chainOf(received)[n] !== chainOf(sent)[n]) {
    return mailError('ERR_MAIL_SEAL', `This file's history differs from the one you sent: it was changed after you sent it.`);
  }
  const otherSeal = received.seals[otherSeat(sent, seat)];
  const before = sent.seals[otherSeat(sent, seat)];
  if (received.log.length === n && otherSeal?.entries === before?.entries && otherSeal?.signature === before?.signature) {
    return mailError('ERR_MAIL_BEHIND', `This is the file you sent, not ${other}'s answer.`);
  }
  return null;
}

export const parseMailFile = (text: string): Result<MailFile, MailError> => {
  const r = parseMail(text);
  return r.ok ? r : err(r.error);
};
