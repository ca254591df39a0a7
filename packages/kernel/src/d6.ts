/**
 * A d6 from xoshiro128** with the rejection limit precomputed: the same values, in the same order,
 * as `rollDie(s, 6)` (tested), for hot simulation loops. Mutates `s`.
 */
import type { RngState } from './rng';

const D6_LIMIT = 0x100000000 - (0x100000000 % 6);

export function rollD6(s: RngState): number {
  for (;;) {
    const s1 = s[1];
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s[2] ^= s[0];
    s[3] ^= s1;
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 11) | (s[3] >>> 21);
    if (result < D6_LIMIT) return (result % 6) + 1;
  }
}
