/**
 * The "physical limit" baseline (docs in /work/shared/docs/ecosystem.md, section 2): an inline
 * xoshiro128** attack loop over 16 precomputed fire scenarios, with no engine, no allocation and no log.
 * Per attack die: natural 6 always hits, natural 1 always misses, else die >= clamp(base - mod, 2, 6);
 * a hit rolls a damage die + penetration against armour: 1 point, or 2 when it beats armour by 3+;
 * every natural 6 is also a critical and rolls once more on a critical table.
 */
export interface BenchResult {
  /** Operations done (attacks, or battles). */
  readonly count: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Sum of results, printed so the JIT cannot drop the work. */
  readonly checksum: number;
}

interface Scenario {
  readonly dice: number;
  readonly target: number;
  readonly armour: number;
  readonly pen: number;
}

/** 16 fixed scenarios: 2-10 AD, base 3+..5+, modifier -2..+2 (clamped 2..6), armour 2-6, penetration 0-2. */
export function fireScenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (let i = 0; i < 16; i++) {
    const base = 3 + (i % 3);
    const mod = (i % 5) - 2;
    out.push({ dice: 2 + ((i * 7) % 9), target: Math.min(6, Math.max(2, base - mod)), armour: 2 + ((i * 3) % 5), pen: i % 3 });
  }
  return out;
}

/** Runs batches of attacks until `ms` have passed. */
export function benchRawAttacks(ms: number, seed = 0x2545f491): BenchResult {
  const sc = fireScenarios();
  const n = sc.length;
  const dice = Int32Array.from(sc, (s) => s.dice);
  const target = Int32Array.from(sc, (s) => s.target);
  const armour = Int32Array.from(sc, (s) => s.armour);
  const pen = Int32Array.from(sc, (s) => s.pen);
  const totals = new Int32Array(3);
  // splitmix32 seeding of the four xoshiro words
  let sm = seed | 0;
  const mix = (): number => {
    sm = (sm + 0x9e3779b9) | 0;
    let z = sm;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) | 0;
  };
  let s0 = mix();
  let s1 = mix();
  let s2 = mix();
  let s3 = mix();
  const d6 = (): number => {
    for (;;) {
      const r = Math.imul(((Math.imul(s1, 5) << 7) | (Math.imul(s1, 5) >>> 25)), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      if (r < 4294967292) return (r % 6) + 1;
    }
  };
  const batch = 100_000;
  let count = 0;
  let k = 0;
  const start = performance.now();
  const deadline = start + ms;
  do {
    for (let b = 0; b < batch; b++) {
      const i = k;
      k = k + 1 === n ? 0 : k + 1;
      const ad = dice[i] ?? 0;
      const need = target[i] ?? 6;
      const arm = armour[i] ?? 6;
      const p = pen[i] ?? 0;
      let dmg = 0;
      let crits = 0;
      for (let d = 0; d < ad; d++) {
        const roll = d6();
        if (roll === 1 || (roll !== 6 && roll < need)) continue;
        const dd = d6() + p;
        if (dd >= arm) dmg += dd >= arm + 3 ? 2 : 1;
        if (roll === 6) {
          crits++;
          totals[2] = (totals[2] ?? 0) + d6();
        }
      }
      totals[0] = (totals[0] ?? 0) + dmg;
      totals[1] = (totals[1] ?? 0) + crits;
    }
    count += batch;
  } while (performance.now() < deadline);
  const seconds = (performance.now() - start) / 1000;
  return { count, seconds, perSecond: count / seconds, checksum: (totals[0] ?? 0) + (totals[1] ?? 0) + (totals[2] ?? 0) };
}
