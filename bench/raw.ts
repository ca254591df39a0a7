/**
 * The "physical limit" baseline: the SAME attacks as the engine case (bench/vas-attack.ts), written
 * as one inline loop over an inline xoshiro128** with no engine, no allocation and no log.
 *
 * The duel: HMS Warspite's four turrets (2 AD, 3 DD, AP) at the test cruiser 15" away on her beam
 * (Target 5+, +1 beam: a natural 4+ hits; Armour 4+, AP +1: a natural 3+ damages, 6 always; Damage
 * 14, Crippled at 5; four main turrets; no traits), the cruiser restored between attacks. Per ship
 * attack: every Attack Die first, then weapon by weapon the Damage Dice, the crippling dice, the
 * confirmation die of each six (4+) and each critical (2d6 location, d6 effect with the Vital
 * Systems 6 re-rolled, the row's extra d6, the turret or magazine follow-up die), until the target
 * sinks. These are the engine's rules in the engine's dice order, so with one seed this loop and the
 * engine roll the same dice and leave the generator in the same state (bench/raw.test.ts checks
 * it): the ratio compares like with like.
 *
 * Method change (this session): the loop used to run 16 made-up fire scenarios with simpler rules
 * (natural 6 always hits, one damage die per hit, a critical on every six): about 9.8 dice per
 * attack against the engine's 6.8, and none of the engine's damage bookkeeping, so its "attacks/s"
 * was a different unit of work from the engine's and the ratio was not comparable.
 */
export interface BenchResult {
  /** Operations done (weapon attacks, or battles). */
  readonly count: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Sum of results, printed so the JIT cannot drop the work. */
  readonly checksum: number;
}

/** Weapon attacks per ship attack (the unit both attack cases count). */
export const WEAPONS_PER_ATTACK = 4;

const TURRETS = 4;
const ATTACK_DICE = 2;
const DAMAGE_DICE = 3;
const HIT_ON = 4;
const DAMAGE_ON = 3;
const DAMAGE = 14;
const CRIPPLED_AT = 5;

/**
 * The Critical Hits tables by location (0 crew, 1 engines, 2 weapons, 3 vital) and row: the fixed
 * extra Damage, and the extra d6 rolled (the first of them is extra Damage when DICE_DMG is 1).
 * Rows of the three four-row tables are read 1-2, 3-4, 5, 6; Vital Systems rows are 1-5.
 */
const FIXED_DMG = Int8Array.from([0, 0, 2, 0, 0, 1, 1, 2, 3, 0, 1, 2, 3, 4, 0, 0, 2, 2, 3, 0]);
const EXTRA_DICE = Int8Array.from([0, 1, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3]);
const DICE_DMG = Int8Array.from([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
const TURRET_ROW = 2 * 5 + 2;
const MAGAZINE_ROW = 2 * 5 + 3;

export interface RawDuel {
  /** One ship attack; returns the checksum term of its result. */
  readonly attack: () => number;
  readonly rng: () => number[];
}

/** The inline duel from a seed (splitmix32 seeding of the four xoshiro words, as the kernel). */
export function rawDuel(seed: number): RawDuel {
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
  const die = (sides: number): number => {
    const limit = 4294967296 - (4294967296 % sides);
    for (;;) {
      const r = Math.imul((Math.imul(s1, 5) << 7) | (Math.imul(s1, 5) >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      if (r < limit) return (r % sides) + 1;
    }
  };
  const hits = new Int32Array(TURRETS);
  let damage = DAMAGE;
  let crippled = false;
  let turrets = 0; // bit i: turret i destroyed
  let crits = 0;

  const survivors = (): number => TURRETS - ((turrets & 1) + ((turrets >> 1) & 1) + ((turrets >> 2) & 1) + ((turrets >> 3) & 1));
  const cripple = (): void => {
    for (let i = 0; i < TURRETS; i++) if ((turrets & (1 << i)) === 0 && die(6) >= 4) turrets |= 1 << i;
  };
  /** Loses Damage; true when this crippled the ship (its crippling dice are due). */
  const lose = (n: number): boolean => {
    if (n <= 0 || damage === 0) return false;
    damage = Math.max(0, damage - n);
    if (damage === 0 || crippled || damage > CRIPPLED_AT) return false;
    crippled = true;
    return true;
  };
  const critical = (): void => {
    const sum = die(6) + die(6);
    const loc = sum <= 2 || sum >= 12 ? 3 : sum <= 5 ? 0 : sum <= 8 ? 1 : 2;
    let effect = die(6);
    if (loc === 3) while (effect === 6) effect = die(6);
    const row = loc * 5 + (loc === 3 ? effect - 1 : effect <= 2 ? 0 : effect <= 4 ? 1 : effect === 5 ? 2 : 3);
    let dmg = FIXED_DMG[row] ?? 0;
    const extra = EXTRA_DICE[row] ?? 0;
    for (let i = 0; i < extra; i++) {
      const d = die(6);
      if (i === 0 && DICE_DMG[row] === 1) dmg += d;
    }
    if (row === MAGAZINE_ROW) die(3);
    else if (row === TURRET_ROW) {
      const n = survivors();
      let pick = n > 1 ? die(n) : n;
      for (let i = 0; i < TURRETS && pick > 0; i++) {
        if ((turrets & (1 << i)) !== 0) continue;
        if (--pick === 0) turrets |= 1 << i;
      }
    }
    crits++;
    if (lose(dmg)) cripple();
  };

  const attack = (): number => {
    for (let w = 0; w < TURRETS; w++) {
      let h = 0;
      for (let d = 0; d < ATTACK_DICE; d++) if (die(6) >= HIT_ON) h++;
      hits[w] = h;
    }
    for (let w = 0; w < TURRETS; w++) {
      const n = (hits[w] ?? 0) * DAMAGE_DICE;
      if (damage === 0 || n === 0) continue;
      let points = 0;
      let sixes = 0;
      for (let i = 0; i < n; i++) {
        const v = die(6);
        if (v >= DAMAGE_ON) points++;
        if (v === 6) sixes++;
      }
      if (lose(points)) cripple();
      if (sixes === 0 || damage === 0) continue;
      let confirmed = 0;
      for (let i = 0; i < sixes; i++) if (die(6) >= 4) confirmed++;
      for (let i = 0; i < confirmed && damage > 0; i++) critical();
    }
    const result = damage + 100 * crits + 1000 * (crippled ? 1 : 0);
    damage = DAMAGE;
    crippled = false;
    turrets = 0;
    crits = 0;
    return result;
  };
  return { attack, rng: () => [s0, s1, s2, s3] };
}

/** Ship attacks of the duel until `ms` have passed; counts weapon attacks (4 a ship attack). */
export function benchRawAttacks(ms: number, seed = 0x2545f491): BenchResult {
  const duel = rawDuel(seed);
  const batch = 10_000;
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  const deadline = start + ms;
  do {
    for (let b = 0; b < batch; b++) checksum += duel.attack();
    calls += batch;
  } while (performance.now() < deadline);
  const seconds = (performance.now() - start) / 1000;
  const count = calls * WEAPONS_PER_ATTACK;
  return { count, seconds, perSecond: count / seconds, checksum };
}
