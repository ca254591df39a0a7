/**
 * The mail file (docs/mail.md): a header, an append-only log of entries and each seat's latest seal.
 * The header and every entry are hashed in a chain (chain.ts); a seal signs the chain's hash at the
 * number of entries its seat sent, so it covers everything before that point.
 */
import type { Pending } from '@salvo/kernel';

export type MailGameKind = 'vas' | 'war-at-sea';
export const MAIL_FORMAT = 'salvo-mail';
export const MAIL_VERSION = 1;

/** The hashed header: fixed when the game is created. `seats` is [creator, other]. */
export interface MailHeader {
  readonly format: typeof MAIL_FORMAT;
  readonly version: typeof MAIL_VERSION;
  readonly id: string;
  readonly game: MailGameKind;
  readonly engineVersion: number;
  readonly created: string;
  readonly seats: readonly [string, string];
  readonly names: Readonly<Record<string, string>>;
  readonly setup: unknown;
  /** The creator's public key (hex); the other seat's comes in its `join` entry. */
  readonly creatorKey: string;
}

/** The other seat's public key, added the first time it opens the file. */
export interface JoinEntry { readonly kind: 'join'; readonly seat: string; readonly key: string }
/** A decision, applied. */
export interface ActEntry { readonly kind: 'act'; readonly seat: string; readonly action: unknown }
/** Dice of a chance step: `proof` is the roller's BLS signature; the dice are drawn from it (dice.ts). */
export interface RollEntry { readonly kind: 'roll'; readonly seat: string; readonly dice: readonly number[]; readonly proof: string }
/** Secret orders given first: a commitment and the orders encrypted to their own seat (orders.ts). */
export interface SealedEntry {
  readonly kind: 'sealed'; readonly seat: string; readonly index: number;
  readonly commitment: string; readonly nonce: string; readonly box: string;
}
/** The sealed orders at log position `sealed`, published with their salt once the other seat has given its own. */
export interface RevealEntry { readonly kind: 'reveal'; readonly seat: string; readonly sealed: number; readonly salt: string; readonly action: unknown }

export type MailEntry = JoinEntry | ActEntry | RollEntry | SealedEntry | RevealEntry;

/** A seat's latest seal: its BLS signature over the chain hash after the first `entries` log entries. */
export interface MailSeal { readonly entries: number; readonly signature: string }

export interface MailFile extends MailHeader {
  readonly log: readonly MailEntry[];
  readonly seals: Readonly<Record<string, MailSeal>>;
}

/** What `readMail` tells without a passphrase (format checked, nothing verified). */
export interface MailFileHeader {
  readonly id: string;
  readonly game: MailGameKind;
  readonly seats: readonly [string, string];
  readonly names: Readonly<Record<string, string>>;
  /** Public keys of the seats that have joined (the creator always). */
  readonly keys: Readonly<Record<string, string>>;
  readonly created: string;
  /** Engine actions in the file (decisions, dice and revealed orders). */
  readonly actionCount: number;
}

export type MailStatus =
  | { readonly kind: 'decide'; readonly pending: Pending<string> }
  | { readonly kind: 'send'; readonly to: string; readonly why: string }
  | { readonly kind: 'over'; readonly winners: readonly string[]; readonly summary: string };

export interface MailTable {
  readonly file: MailFile;
  /** Whose table this is (the key's seat). */
  readonly seat: string;
  /** The engine state after every action (opaque to callers: read it through `mailEngine(kind)`). */
  readonly state: unknown;
  readonly status: MailStatus;
  /**
   * openMail: the engine events this seat has not seen yet (of the actions after its own latest seal, its
   * automatic dice and reveal included); mailAct: the events of the action and the automatic steps after it.
   */
  readonly events: readonly unknown[];
}

export interface MailCreate {
  readonly game: MailGameKind;
  readonly setup: unknown;
  /** The creator's seat. */
  readonly seat: string;
  readonly names?: Readonly<Record<string, string>>;
  /** Random, from the caller. */
  readonly id: string;
  /** ISO time, from the caller. */
  readonly created: string;
}
