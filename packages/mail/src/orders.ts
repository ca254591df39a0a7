/**
 * Sealed simultaneous orders (property 4). The first seat to give orders writes a commitment
 * sha256("salvo-mail-orders|<game id>|<index>|<salt>|<canonical action>") and the orders encrypted to itself
 * alone (XChaCha20-Poly1305, key = HKDF-SHA256 of its BLS secret), so its passphrase alone recovers them; the
 * other seat sees only the commitment and ciphertext until the reveal publishes the action and its salt.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonical, fromHex, hex, sha256Text, utf8 } from './bytes';

export const SALT_BYTES = 32;
export const NONCE_BYTES = 24;

export const commitmentOf = (gameId: string, index: number, salt: string, action: unknown): string =>
  hex(sha256Text(`salvo-mail-orders|${gameId}|${index}|${salt}|${canonical(action)}`));

const boxKey = (secret: Uint8Array, gameId: string, seat: string): Uint8Array =>
  hkdf(sha256, secret, utf8(`salvo-mail-orders|${gameId}`), utf8(seat), 32);

const aad = (gameId: string, index: number): Uint8Array => utf8(`salvo-mail-orders|${gameId}|${index}`);

export interface SealedOrders { readonly commitment: string; readonly nonce: string; readonly box: string }

export function sealOrders(secret: Uint8Array, gameId: string, seat: string, index: number, action: unknown, random: (n: number) => Uint8Array): SealedOrders {
  const salt = hex(random(SALT_BYTES));
  const nonce = random(NONCE_BYTES);
  const box = xchacha20poly1305(boxKey(secret, gameId, seat), nonce, aad(gameId, index)).encrypt(utf8(canonical({ action, salt })));
  return { commitment: commitmentOf(gameId, index, salt, action), nonce: hex(nonce), box: hex(box) };
}

/** The action and salt inside a sealed entry; null when it does not open with this secret. */
export function openOrders(secret: Uint8Array, gameId: string, seat: string, index: number, sealed: { nonce: string; box: string }): { action: unknown; salt: string } | null {
  const nonce = fromHex(sealed.nonce, NONCE_BYTES);
  const box = typeof sealed.box === 'string' && /^([0-9a-f]{2})+$/.test(sealed.box) ? fromHex(sealed.box, sealed.box.length / 2) : null;
  if (!nonce || !box) return null;
  try {
    const plain = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(xchacha20poly1305(boxKey(secret, gameId, seat), nonce, aad(gameId, index)).decrypt(box))) as unknown;
    if (typeof plain !== 'object' || plain === null) return null;
    const p = plain as { action?: unknown; salt?: unknown };
    return typeof p.salt === 'string' && p.action !== undefined ? { action: p.action, salt: p.salt } : null;
  } catch {
    return null;
  }
}
