/**
 * A seat's table: create a game, open a received file, act, and seal the file to send. Every table keeps the
 * walk it was built from (privately, by object identity), so acting does not replay the file again.
 */
import { err, ok, type Result } from '@salvo/kernel';
import { mailError, type MailError } from './errors';
import { parseMail } from './format';
import { mailEngine, playersOf } from './games';
import type { MailKey } from './key';
import { sealOrders } from './orders';
import { mailRefusal } from './refusal';
import { checkSeals, fileKeys, sealFor } from './seals';
import { advance, statusOf } from './status';
import { fileText } from './text';
import { MAIL_FORMAT, MAIL_VERSION, type MailCreate, type MailEntry, type MailFile, type MailHeader, type MailTable } from './types';
import { cloneWalk, otherSeat, startWalk, step, walkFile, type Walk } from './walk';

const walks = new WeakMap<MailTable, Walk>();

function tableOf(w: Walk, file: Omit<MailFile, 'log'>, seat: string, events: readonly unknown[]): MailTable {
  const t: MailTable = { file: { ...file, log: w.log.slice() }, seat, state: w.state, status: statusOf(w, seat), events };
  walks.set(t, w);
  return t;
}

function keyFits(f: MailHeader, key: MailKey): MailError | null {
  if (key.gameId !== f.id) return mailError('ERR_MAIL_GAME', `This key is for game ${key.gameId}, not for this file's game ${f.id}.`);
  if (!f.seats.includes(key.seat)) return mailError('ERR_MAIL_SEAT', `There is no seat "${key.seat}" in this game; its seats are ${f.seats.join(' and ')}.`);
  return null;
}

function passphraseFits(f: MailFile, key: MailKey): MailError | null {
  const known = fileKeys(f)[key.seat];
  if (known !== undefined && known !== key.publicKey) {
    return mailError('ERR_MAIL_PASSPHRASE', `That is not ${f.names[key.seat] ?? key.seat}'s passphrase for this game.`);
  }
  return null;
}

/** A new game, its status computed. */
export function createMail(c: MailCreate, key: MailKey, _random: (n: number) => Uint8Array): Result<MailTable, MailError> {
  const engine = mailEngine(c.game);
  const refused = mailRefusal(c.game, c.setup);
  if (refused) return err(refused);
  const created = engine.createGame(c.setup);
  if (!created.ok) return err(mailError('ERR_MAIL_SETUP', created.error.message));
  const players = playersOf(c.game, created.value);
  const other = players.find((p) => p !== c.seat);
  if (!players.includes(c.seat) || other === undefined) return err(mailError('ERR_MAIL_SEAT', `There is no seat "${c.seat}" in this game; its seats are ${players.join(' and ')}.`));
  const names = Object.fromEntries(Object.entries(c.names ?? {}).filter(([s, n]) => players.includes(s) && n.trim() !== '').map(([s, n]) => [s, n.trim()]));
  const header: MailHeader = {
    format: MAIL_FORMAT, version: MAIL_VERSION, id: c.id, game: c.game, engineVersion: engine.descriptor.version,
    created: c.created, seats: [c.seat, other], names, setup: c.setup, creatorKey: key.publicKey,
  };
  const fits = keyFits(header, key);
  if (fits) return err(fits);
  const start = startWalk(header);
  if (!start.ok) return start;
  const w = start.value;
  const events = advance(w, key);
  if (!events.ok) return events;
  return ok(tableOf(w, { ...header, seals: {} }, key.seat, events.value));
}

/** Verifies everything (seals, the rules, dice and orders since this seat's own latest seal) and takes the automatic steps. */
export function openMail(text: string, key: MailKey): Result<MailTable, MailError> {
  const parsed = parseMail(text);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const problem = keyFits(f, key) ?? passphraseFits(f, key);
  if (problem) return err(problem);
  const sealed = checkSeals(f);
  if (!sealed.ok) return sealed;
  const mine = f.seals[key.seat]?.entries ?? 0;
  const walked = walkFile(f, mine);
  if (!walked.ok) return walked;
  const w = walked.value.walk;
  const events: unknown[] = walked.value.events.slice(mine).flat();
  if (w.keys[key.seat] === undefined) {
    const joined = step(w, { kind: 'join', seat: key.seat, key: key.publicKey }, { verifyProof: false, where: `Action ${w.log.length + 1}` });
    if (!joined.ok) return joined;
  }
  const auto = advance(w, key);
  if (!auto.ok) return auto;
  return ok(tableOf(w, f, key.seat, [...events, ...auto.value]));
}

function walkOf(t: MailTable): Result<Walk, MailError> {
  const known = walks.get(t);
  if (known) return ok(cloneWalk(known));
  const walked = walkFile(t.file, t.file.log.length);
  return walked.ok ? ok(walked.value.walk) : walked;
}

/** The seat's decision (the status must be `decide`); secret orders given first are sealed, not applied. */
export function mailAct(t: MailTable, key: MailKey, action: unknown, random: (n: number) => Uint8Array): Result<MailTable, MailError> {
  const problem = keyFits(t.file, key) ?? passphraseFits(t.file, key);
  if (problem) return err(problem);
  if (key.seat !== t.seat) return err(mailError('ERR_MAIL_NOT_YOURS', `This table is ${t.file.names[t.seat] ?? t.seat}'s, not ${key.seat}'s.`));
  if (t.status.kind !== 'decide') return err(mailError('ERR_MAIL_NOT_YOURS', 'It is not your decision now.'));
  const got = walkOf(t);
  if (!got.ok) return got;
  const w = got.value;
  const p = w.engine.pending(w.state);
  const where = `Your action (${w.log.length + 1})`;
  if (w.engine.actorOf(w.state, action) !== key.seat) return err(mailError('ERR_MAIL_NOT_YOURS', `${where} is not yours to make now.`));
  const tried = w.engine.apply(w.state, action as { type: string });
  if (!tried.ok) return err(mailError('ERR_MAIL_RULE', tried.error.message));
  const normal = tried.value.action ?? action;
  const other = otherSeat(w.header, key.seat);
  let entry: MailEntry;
  if (p.kind === 'simultaneous' && p.players.includes(other) && w.sealed[other] === undefined) {
    entry = { kind: 'sealed', seat: key.seat, index: w.actions, ...sealOrders(key.secret, w.header.id, key.seat, w.actions, normal, random) };
  } else {
    entry = { kind: 'act', seat: key.seat, action: normal };
  }
  const r = step(w, entry, { verifyProof: false, where });
  if (!r.ok) return r;
  const auto = advance(w, key);
  if (!auto.ok) return auto;
  return ok(tableOf(w, t.file, key.seat, [...r.value, ...auto.value]));
}

/** The sealed file text to send (and to save after every action). */
export function mailSend(t: MailTable, key: MailKey): string {
  const f: MailFile = { ...t.file, seals: { ...t.file.seals, [key.seat]: sealFor(t.file, key.secret) } };
  return fileText(f);
}
