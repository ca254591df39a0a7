/**
 * Dice nobody can choose (property 3). The roller signs `salvo-mail|<game id>|<action index>|<chain hash before
 * the roll>`; the signature is unique for its key and message, so the dice drawn from it are fixed once the
 * history is. Faces come from SHA-256(signature || counter) read as 32-bit words, by rejection sampling: a word
 * at or above the largest multiple of `sides` below 2^32 is skipped, so every face is equally likely.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex } from './bytes';
import { SIGNATURE_BYTES as SIGNATURE } from './sign';

export const diceMessage = (gameId: string, index: number, chainBefore: string): string => `salvo-mail|${gameId}|${index}|${chainBefore}`;

/** `count` faces of a d`sides` drawn from `words` (an endless source of 32-bit words). */
export function drawFaces(words: () => number, count: number, sides: number): number[] {
  if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 16) throw new Error(`drawFaces: bad sides ${sides}`);
  const limit = Math.floor(2 ** 32 / sides) * sides;
  const out: number[] = [];
  while (out.length < count) {
    const w = words();
    if (w < limit) out.push((w % sides) + 1);
  }
  return out;
}

/** The dice a proof gives; null when the proof is not 48 bytes of hex. */
export function diceFromProof(proof: string, count: number, sides: number): number[] | null {
  const sig = fromHex(proof, SIGNATURE);
  if (!sig) return null;
  let block = 0;
  let buf = new Uint8Array(0);
  let at = 0;
  const words = (): number => {
    if (at + 4 > buf.length) {
      const input = new Uint8Array(sig.length + 4);
      input.set(sig);
      new DataView(input.buffer).setUint32(sig.length, block++);
      buf = sha256(input);
      at = 0;
    }
    const w = new DataView(buf.buffer, buf.byteOffset + at, 4).getUint32(0);
    at += 4;
    return w;
  };
  return drawFaces(words, count, sides);
}
