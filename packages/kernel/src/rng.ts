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

/** A fresh generator state from any seed; never the all-zero state. */
export function seedRng(seed: number | string): RngState {
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
