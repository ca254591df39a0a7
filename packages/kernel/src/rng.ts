/**
 * xoshiro128** (Blackman & Vigna), seeded through splitmix32.
 *
 * The state is four 32-bit integer words kept as a plain array so that it lives inside a
 * game state and serializes with it. `nextU32` advances the state IN PLACE: callers
 * own the array they pass (engines clone the game state before applying an action).
 */
export type RngState = [number, number, number, number];

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** One splitmix32 step: returns [output, nextSeed]. */
export function splitmix32(seed: number): [number, number] {
  const next = (seed + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  z ^= z >>> 15;
  return [z >>> 0, next];
}

/** Hashes a string seed (FNV-1a) so that game ids can seed games. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The versioned 128-bit seed format: `x128:` and 32 hex digits fill all four words of the state
 * (`seedRng`), where any other seed is folded to 32 bits first. Numbers and other strings keep the
 * 32-bit path, so every record made before this format replays exactly as it did.
 */
export const SEED128_PREFIX = 'x128:';
const SEED128 = /^x128:[0-9a-f]{32}$/;

/** Whether `seed` is in the 128-bit format. */
export const isSeed128 = (seed: unknown): seed is string => typeof seed === 'string' && SEED128.test(seed);

/** A 128-bit seed from 32 hex digits (e.g. the first half of a SHA-256 or HMAC output). */
export function seed128(hex: string): string {
  const h = hex.toLowerCase().slice(0, 32);
  if (!/^[0-9a-f]{32}$/.test(h)) throw new Error('seed128 needs at least 32 hex digits');
  return SEED128_PREFIX + h;
}

/** splitmix32's output mix alone: a bijection of 32-bit words (xor-shifts and odd multipliers). */
function mix32(x: number): number {
  let z = x | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  z ^= z >>> 15;
  return z >>> 0;
}

/**
 * A fresh generator state from any seed; never the all-zero state. A 128-bit seed gives each word
 * its own 32 bits (mixed word by word, a bijection, so no entropy is lost); other seeds go through
 * the 32-bit hash and splitmix32 as before.
 */
export function seedRng(seed: number | string): RngState {
  if (isSeed128(seed)) {
    const w = [0, 1, 2, 3].map((i) => mix32((parseInt(seed.slice(5 + 8 * i, 13 + 8 * i), 16) + Math.imul(i, 0x9e3779b9)) | 0));
    const [a = 0, b = 0, c = 0, d = 0] = w;
    return a | b | c | d ? [a, b, c, d] : [1, 0, 0, 0];
  }
  let s = hashSeed(seed);
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [v, n] = splitmix32(s);
    out.push(v);
    s = n;
  }
  const [a = 0, b = 0, c = 0, d = 0] = out;
  return a | b | c | d ? [a, b, c, d] : [1, 0, 0, 0];
}

/** Next uint32; mutates `s`. */
export function nextU32(s: RngState): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9);
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result >>> 0;
}

/** Unbiased integer in 1..sides by rejection sampling; mutates `s`. */
export function rollDie(s: RngState, sides: number): number {
  const limit = 0x100000000 - (0x100000000 % sides);
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return (x % sides) + 1;
}

/** `count` dice of `sides`; mutates `s`. */
export function rollDice(s: RngState, count: number, sides: number): number[] {
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = rollDie(s, sides);
  return out;
}
