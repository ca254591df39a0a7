/**
 * Reading a mail file's text: JSON, then the shape of every field (nothing verified: seals, dice and rules are
 * checked by verify.ts and replay.ts). Any problem is ERR_MAIL_FORMAT, ERR_MAIL_DAMAGED (a mail file cut short
 * or garbled: not JSON, yet it starts like one and names the format) or ERR_MAIL_VERSION, with a sentence.
 */
import { err, ok, type Result } from '@salvo/kernel';
import { mailError, type MailError } from './errors';
import { isMailGame } from './games';
import { MAIL_FORMAT, MAIL_VERSION, type MailFile } from './types';

export const MAX_FILE_CHARS = 32 * 1024 * 1024;
const MAX_LOG = 200_000;
const MAX_TEXT = 200;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const hexText = (v: unknown): v is string => typeof v === 'string' && v.length <= 1_000_000 && /^([0-9a-f]{2})*$/.test(v);
const bad = (why: string): Result<never, MailError> => err(mailError('ERR_MAIL_FORMAT', `This mail file is damaged: ${why}`));

function entryProblem(e: unknown, seats: readonly string[]): string | null {
  if (!isObj(e) || typeof e.kind !== 'string') return 'an entry is not an object with a "kind"';
  if (typeof e.seat !== 'string' || !seats.includes(e.seat)) return 'an entry names a seat that is not in the game';
  switch (e.kind) {
    case 'join': return hexText(e.key) ? null : 'a join entry has no key';
    case 'act': return isObj(e.action) ? null : 'an action is not an object';
    case 'roll': return Array.isArray(e.dice) && e.dice.length <= 1000 && e.dice.every((d) => typeof d === 'number') && hexText(e.proof) ? null : 'a roll has no dice or no proof';
    case 'sealed': return count(e.index) && hexText(e.commitment) && hexText(e.nonce) && hexText(e.box) ? null : 'sealed orders lack a field';
    case 'reveal': return count(e.sealed) && hexText(e.salt) && isObj(e.action) ? null : 'revealed orders lack a field';
    default: return `an entry has the unknown kind "${e.kind.slice(0, 40)}"`;
  }
}

/** The parsed file, its shape checked. */
export function parseMail(textIn: string): Result<MailFile, MailError> {
  if (textIn.length > MAX_FILE_CHARS) return bad('it is larger than any game makes.');
  let v: unknown;
  try {
    v = JSON.parse(textIn) as unknown;
  } catch {
    if (textIn.trimStart().startsWith('{') && textIn.includes(`"${MAIL_FORMAT}"`)) {
      return err(mailError('ERR_MAIL_DAMAGED', 'This Salvo mail file is cut short or damaged: ask your friend to send it again.'));
    }
    return err(mailError('ERR_MAIL_FORMAT', 'This is not a Salvo mail file (it is not JSON).'));
  }
  if (!isObj(v) || v.format !== MAIL_FORMAT) return err(mailError('ERR_MAIL_FORMAT', `This is not a Salvo mail file (it has no "format": "${MAIL_FORMAT}").`));
  if (v.version !== MAIL_VERSION) {
    return err(mailError('ERR_MAIL_VERSION', `This mail file is version ${JSON.stringify(v.version)?.slice(0, 20)}; this Salvo reads version ${MAIL_VERSION}.`));
  }
  if (!text(v.id) || !isMailGame(v.game) || !count(v.engineVersion) || !text(v.created)) return bad('its id, game, engine version or creation time is missing.');
  const seats = v.seats;
  if (!Array.isArray(seats) || seats.length !== 2 || !seats.every((s) => text(s)) || seats[0] === seats[1]) return bad('it does not name two seats.');
  if (!isObj(v.names) || !Object.entries(v.names).every(([k, n]) => seats.includes(k) && text(n))) return bad('its names are not one short text per seat.');
  if (v.setup === undefined || !hexText(v.creatorKey)) return bad('it has no setup or no creator key.');
  if (!Array.isArray(v.log) || v.log.length > MAX_LOG) return bad('it has no log of entries.');
  for (let i = 0; i < v.log.length; i++) {
    const p = entryProblem(v.log[i], seats as string[]);
    if (p) return bad(`${p} (entry ${i + 1}).`);
  }
  if (!isObj(v.seals)) return bad('it has no seals.');
  for (const [seat, s] of Object.entries(v.seals)) {
    if (!seats.includes(seat) || !isObj(s) || !count(s.entries) || !hexText(s.signature)) return bad('a seal is not a seat\'s count of entries and signature.');
  }
  return ok(v as unknown as MailFile);
}

