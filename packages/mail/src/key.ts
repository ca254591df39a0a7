/**
 * A seat's key, from its passphrase (property 6): scrypt(passphrase, "salvo-mail-key|<game id>|<seat>") stretched
 * to 48 bytes and mapped to a BLS12-381 secret key (short signatures: 48-byte signatures in G1, 96-byte public
 * keys in G2). The cost is fixed here, never read from a file, so a file cannot make a guess cheaper.
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import { hex, utf8 } from './bytes';

/** scrypt N=2^16, r=8, p=1 (64 MiB): about 0.3 s in Node 20 on this machine, under a second in a browser. */
export const SCRYPT = { N: 2 ** 16, r: 8, p: 1 } as const;

export interface MailKey {
  readonly seat: string;
  /** The BLS public key, hex (96 bytes). */
  readonly publicKey: string;
  /** The game the key was derived for: a key opens only that game. */
  readonly gameId: string;
  /** The BLS secret key: never written to a file nor shown. */
  readonly secret: Uint8Array;
}

/** Slow (scrypt): call once per opening. */
export function mailKey(passphrase: string, gameId: string, seat: string): MailKey {
  const seed = scrypt(utf8(passphrase.normalize('NFC')), utf8(`salvo-mail-key|${gameId}|${seat}`), { ...SCRYPT, dkLen: 48 });
  const secret = bls.utils.randomSecretKey(seed);
  return { seat, gameId, secret, publicKey: hex(bls.shortSignatures.getPublicKey(secret).toBytes()) };
}
