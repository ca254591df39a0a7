/**
 * Creating and opening games by mail from the mail screen: the setup of the chosen game, the seat's key from its
 * passphrase (slow on purpose: scrypt, about a second), then a `MailSession` for the views, or the mail package's
 * sentence. Nothing is sent anywhere: the passphrase stays in this page (and in this browser's storage only when
 * the player asked for it).
 */
import { createMail, mailBehind, mailKey, mailRefusal, openMail, parseMailFile, readMail, type MailFileHeader } from '@salvo/mail';
import type { VasAction, VasState } from '@salvo/vas';
import type { WasAction, WasState } from '@salvo/was';
import { BUILTIN_SCENARIOS, fleetNameIn, scenarioVas } from '@salvo/scenarios';
import type { PriorityLevel } from '@salvo/data';
import { scenarioSetup } from '../vas/scenarios';
import { browserRandom, MailSession } from '../session/mail';
import type { AnySession } from '../session/new-game';
import type { GameSession } from '../session/types';
import { forgetPassphrase, keepMail, keptGame, type MailGameKind } from './mail-store';
import { MAIL_SEATS } from './mail-words';

export interface NewMailChoices {
  readonly game: MailGameKind;
  readonly seat: string;
  readonly name: string;
  readonly friend: string;
  readonly passphrase: string;
  readonly remember: boolean;
  /** War at Sea's optional rules 19.1 and 19.2 (19.3, face down, cannot be played by mail). */
  readonly weakBismarcks: boolean;
  readonly accumulateUboats: boolean;
  /** Victory at Sea: a built-in scenario played from its pre-battle rolls (docs/mail.md "Scenarios"); absent: the default battle. */
  readonly scenario?: { readonly id: string; readonly level: PriorityLevel };
}

/** Why a passphrase cannot be used, or null: long enough to resist guessing, typed the same twice. */
export function passphraseProblem(pass: string, again: string | null): string | null {
  if (pass.length < 8) return 'The passphrase must be at least 8 characters long (a few words are best).';
  if (again !== null && pass !== again) return 'The two passphrases are not the same: type the same one twice.';
  return null;
}

/** The setup a new game by mail starts from: Victory at Sea's default battle, or War at Sea with the rules chosen. */
export function mailSetup(c: Pick<NewMailChoices, 'game' | 'weakBismarcks' | 'accumulateUboats' | 'scenario'>, seed: string): unknown {
  if (c.game === 'vas' && c.scenario) return { scenario: BUILTIN_SCENARIOS[c.scenario.id], seed, level: c.scenario.level };
  if (c.game === 'vas') return scenarioSetup('matapan', seed);
  const options = { ...(c.weakBismarcks ? { weakBismarcks: true } : {}), ...(c.accumulateUboats ? { accumulateUboats: true } : {}) };
  return { seed, ...(Object.keys(options).length ? { options } : {}) };
}

/**
 * A scenario's seats by mail (its sides' fleet ids and names, attacker first), or the sentence saying why it cannot be
 * played by mail (ships hidden from one side, a level that does not set up).
 */
export function scenarioSeats(id: string, level: PriorityLevel): { id: string; name: string }[] | string {
  const setup = mailSetup({ game: 'vas', weakBismarcks: false, accumulateUboats: false, scenario: { id, level } }, 'seats');
  const refused = mailRefusal('vas', setup);
  if (refused) return refused.message;
  const made = scenarioVas.createGame(setup);
  if (!made.ok) return made.error.message;
  return made.value.fleetOrder.map((f) => ({ id: f, name: fleetNameIn(made.value, f) }));
}

/** The mail package's sentence for War at Sea's face-down ships (19.3), shown beside the disabled option. */
export function faceDownRefusal(): string {
  return mailRefusal('war-at-sea', { seed: 'mail', options: { faceDown: true } })?.message ?? 'Face-down ships cannot be played by mail.';
}

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function asAny(s: MailSession<unknown, { readonly type: string }>): AnySession {
  return s as unknown as GameSession<VasState, VasAction> | GameSession<WasState, WasAction> as AnySession;
}

/** A new game by mail, kept on this browser and opened; or the sentence saying why not. */
export function startMailGame(c: NewMailChoices, now: Date, random: (n: number) => Uint8Array = browserRandom): AnySession | string {
  const problem = passphraseProblem(c.passphrase, null);
  if (problem) return problem;
  const id = hex(random(16));
  const setup = mailSetup(c, id);
  const refused = mailRefusal(c.game, setup);
  if (refused) return refused.message;
  const seats = c.game === 'vas' && c.scenario ? scenarioSeats(c.scenario.id, c.scenario.level) : MAIL_SEATS[c.game];
  if (typeof seats === 'string') return seats;
  const other = seats.find((s) => s.id !== c.seat)?.id ?? '';
  // a scenario's seats are its sides: the file names them, so every page and terminal reads the fleets' names
  const sideName = (seat: string): Record<string, string> => (c.scenario ? { [seat]: seats.find((s) => s.id === seat)?.name ?? seat } : {});
  const names = { ...sideName(c.seat), ...sideName(other), ...(c.name.trim() ? { [c.seat]: c.name.trim() } : {}), ...(c.friend.trim() ? { [other]: c.friend.trim() } : {}) };
  const key = mailKey(c.passphrase, id, c.seat);
  const made = createMail({ game: c.game, setup, seat: c.seat, names, id, created: now.toISOString() }, key, random);
  if (!made.ok) return made.error.message;
  const session = new MailSession(made.value, key, random);
  if (c.remember) rememberPassphrase(id, c.seat, c.passphrase);
  return asAny(session);
}

/** The header of a file (game, seats, names, actions, who has joined), or the sentence saying it is no mail file. */
export function readHeader(text: string): MailFileHeader | string {
  const r = readMail(text);
  return r.ok ? r.value : r.error.message;
}

/** The seats that have joined the game of `h` (their public key is in the file). */
export function joinedSeats(h: MailFileHeader): string[] {
  return Object.keys(h.keys);
}

/**
 * Whether `text` brings nothing new to this browser's seat: the file it sent itself, an older one, or one whose history
 * differs from what it sent (the package's `mailBehind` against the file kept here), said as a sentence; null when it
 * continues the kept file or the game is not kept here.
 */
export function behindKept(h: MailFileHeader, seat: string, text: string): string | null {
  const kept = keptGame(h.id, seat);
  if (!kept) return null;
  const received = parseMailFile(text);
  const sent = parseMailFile(kept.text);
  if (!received.ok || !sent.ok) return null;
  return mailBehind(received.value, sent.value, seat)?.message ?? null;
}

/** Opens `text` as `seat` with `passphrase`: verified, dice rolled and orders revealed as due, kept, and shown; or the sentence. */
export function openMailGame(text: string, seat: string, passphrase: string, remember: boolean, random: (n: number) => Uint8Array = browserRandom): AnySession | string {
  const h = readMail(text);
  if (!h.ok) return h.error.message;
  const key = mailKey(passphrase, h.value.id, seat);
  const opened = openMail(text, key);
  if (!opened.ok) return opened.error.message;
  const session = new MailSession(opened.value, key, random);
  if (remember) rememberPassphrase(h.value.id, seat, passphrase);
  else forgetPassphrase(h.value.id, seat);
  return asAny(session);
}

function rememberPassphrase(id: string, seat: string, passphrase: string): void {
  const g = keptGame(id, seat);
  if (g) keepMail({ ...g, passphrase });
}
