/**
 * @salvo/mail: play by mail (docs/mail.md). Two people pass one file; Salvo enforces the rules on every
 * opening, seals the history, draws fair dice from the roller's BLS proof and keeps first-given simultaneous
 * orders sealed. Pure: no I/O, no clock, no Math.random (the caller passes ids, times and random bytes).
 */
export type { MailCreate, MailEntry, MailFile, MailFileHeader, MailGameKind, MailHeader, MailSeal, MailStatus, MailTable } from './types';
export { MAIL_FORMAT, MAIL_VERSION } from './types';
export type { MailError } from './errors';
export { mailKey, SCRYPT, type MailKey } from './key';
export { mailEngine, MAIL_GAMES, isMailGame, playersOf, type MailEngine } from './games';
export { mailRefusal, sameViews, sharedView } from './refusal';
export { createMail, openMail, mailAct, mailSend } from './table';
export { readMail, verifyMail, mailBehind, parseMailFile, type MailVerified } from './inspect';
export { diceFromProof, drawFaces } from './dice';
export { mailSteps, type MailStep } from './history';
