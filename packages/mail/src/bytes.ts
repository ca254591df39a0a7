/**
 * Bytes, hex and canonical JSON: the one spelling of a value that every hash and signature in a mail file is
 * taken over (keys sorted, no spaces), so that re-indenting a file never changes what its seals cover.
 */
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

export const hex = (b: Uint8Array): string => bytesToHex(b);
export const utf8 = (s: string): Uint8Array => utf8ToBytes(s);

/** Bytes of a lower-case hex string of exactly `length` bytes; null for anything else. */
export function fromHex(s: unknown, length: number): Uint8Array | null {
  if (typeof s !== 'string' || s.length !== length * 2 || !/^[0-9a-f]*$/.test(s)) return null;
  return hexToBytes(s);
}

/** Canonical JSON: object keys sorted, arrays in order, no whitespace; `undefined` members left out. */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x)).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

export const sha256Text = (s: string): Uint8Array => sha256(utf8(s));
