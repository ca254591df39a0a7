/**
 * The hash chain of a file (property 2): h0 = sha256("salvo-mail-header|" + canonical header), and after each
 * log entry h = sha256(h || canonical entry). A seal signs "salvo-mail-seal|<game id>|<entries>|<h after them>",
 * so it covers the header and every entry before that point, the dice proofs and sealed orders included.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { canonical, hex, sha256Text, utf8 } from './bytes';
import type { MailEntry, MailFile, MailHeader } from './types';

export function headerOf(f: MailFile | MailHeader): MailHeader {
  return {
    format: f.format, version: f.version, id: f.id, game: f.game, engineVersion: f.engineVersion, created: f.created,
    seats: f.seats, names: f.names, setup: f.setup, creatorKey: f.creatorKey,
  };
}

export const headerHash = (h: MailHeader): Uint8Array => sha256Text(`salvo-mail-header|${canonical(headerOf(h))}`);

export function nextHash(prev: Uint8Array, entry: MailEntry): Uint8Array {
  const e = utf8(canonical(entry));
  const input = new Uint8Array(prev.length + e.length);
  input.set(prev);
  input.set(e, prev.length);
  return sha256(input);
}

/** Hex chain hashes: [h0, after entry 0, after entry 1, ...] (length log.length + 1). */
export function chainOf(f: MailFile): string[] {
  let h = headerHash(f);
  const out = [hex(h)];
  for (const e of f.log) {
    h = nextHash(h, e);
    out.push(hex(h));
  }
  return out;
}

export const sealMessage = (gameId: string, entries: number, chain: string): string => `salvo-mail-seal|${gameId}|${entries}|${chain}`;
