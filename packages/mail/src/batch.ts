/**
 * Many dice proofs checked at once: a random linear combination, e(sum r_i s_i, -G2) * prod_k e(sum_{i of k} r_i H(m_i), pk_k) = 1,
 * three pairings for two rollers instead of two per proof. The r_i (128 bits) are drawn from SHA-256 of every
 * signature, message and key, so a roller cannot choose signatures whose errors cancel (each r_i changes with any
 * signature). When the sum fails, the proofs are checked one by one to name the first that does not hold.
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonical, fromHex, sha256Text, utf8 } from './bytes';
import { SIGNATURE_BYTES, PUBLIC_KEY_BYTES, verify } from './sign';

export interface ProofCheck { readonly signature: string; readonly message: string; readonly publicKey: string }

const S = bls.shortSignatures;
type G1 = ReturnType<typeof S.hash>;

function coefficient(seed: Uint8Array, i: number): bigint {
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  new DataView(input.buffer).setUint32(seed.length, i);
  const h = sha256(input).slice(0, 16);
  return h.reduce((n, b) => (n << 8n) | BigInt(b), 0n) + 1n;
}

function batchHolds(items: readonly ProofCheck[]): boolean {
  try {
    const seed = sha256Text(canonical(items));
    let sum: G1 | null = null;
    const byKey = new Map<string, G1>();
    items.forEach((it, i) => {
      const sig = fromHex(it.signature, SIGNATURE_BYTES);
      if (!sig || !fromHex(it.publicKey, PUBLIC_KEY_BYTES)) throw new Error('malformed');
      const point = bls.G1.Point.fromBytes(sig);
      point.assertValidity();
      const r = coefficient(seed, i);
      sum = sum === null ? point.multiply(r) : sum.add(point.multiply(r));
      const h = S.hash(utf8(it.message)).multiply(r);
      const had = byKey.get(it.publicKey);
      byKey.set(it.publicKey, had === undefined ? h : had.add(h));
    });
    if (sum === null) return true;
    const pairs = [{ g1: sum as G1, g2: bls.G2.Point.BASE.negate() }];
    for (const [pk, m] of byKey) {
      const key = bls.G2.Point.fromBytes(fromHex(pk, PUBLIC_KEY_BYTES) as Uint8Array);
      key.assertValidity();
      pairs.push({ g1: m, g2: key });
    }
    return bls.fields.Fp12.eql(bls.pairingBatch(pairs), bls.fields.Fp12.ONE);
  } catch {
    return false;
  }
}

/** The position of the first proof that does not hold, or -1 when all hold. */
export function firstBadProof(items: readonly ProofCheck[]): number {
  if (items.length === 0) return -1;
  if (items.length > 1 && batchHolds(items)) return -1;
  return items.findIndex((it) => !verify(it.signature, it.message, it.publicKey));
}
