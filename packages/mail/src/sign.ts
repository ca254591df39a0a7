/**
 * BLS signatures over text messages (short signatures: unique, so a signature is also a verifiable random
 * function's output). `verify` never throws: a malformed key or signature is simply not valid.
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { fromHex, hex, utf8 } from './bytes';

const S = bls.shortSignatures;
export const SIGNATURE_BYTES = 48;
export const PUBLIC_KEY_BYTES = 96;

export const sign = (message: string, secret: Uint8Array): string => hex(S.sign(S.hash(utf8(message)), secret).toBytes());

export function verify(signature: string, message: string, publicKey: string): boolean {
  const sig = fromHex(signature, SIGNATURE_BYTES);
  const pk = fromHex(publicKey, PUBLIC_KEY_BYTES);
  if (!sig || !pk) return false;
  try {
    return S.verify(sig, S.hash(utf8(message)), pk);
  } catch {
    return false;
  }
}

/** Whether `publicKey` is a well-formed key (a point of G2's subgroup). */
export function validPublicKey(publicKey: unknown): boolean {
  const pk = fromHex(publicKey, PUBLIC_KEY_BYTES);
  if (!pk) return false;
  try {
    bls.G2.Point.fromBytes(pk).assertValidity();
    return true;
  } catch {
    return false;
  }
}
