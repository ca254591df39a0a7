/**
 * Statistical check of the Firing rules: the exact distribution of one attack's outcome is
 * enumerated die face by die face straight from the rules text (independently of stages.ts), then
 * compared with the engine's frequencies over many attacks from fixed PRNG seeds (deterministic).
 * The bound is generous (5 standard deviations plus 0.002) so it fails only on a real bias.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import { seedRng } from '@salvo/kernel';
import { vas, type FireNomination, type VasState } from '../index';
import { BRITISH, GERMAN, shipSetup, start, toAttackPhase } from '../../test/fixtures';
import { resolveAttackFast } from './fast';

/** The firing ship: a Weak turret (no criticals) and a Twin-Linked AP turret. */
const GUNNER: ShipRoster = {
  class: 'Test Gunner', nation: 'Royal Navy', type: 'cruiser', priority: 'Raid',
  speed: 6, turning: 2, target: 5, armour: 4, damage: [20, 5], crew: [20, 5], traits: [], inService: 1939, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 3, dd: 2, traits: ['Weak'] },
    { name: 'B Turret', kind: 'main', mount: 'B', range: 24, ad: 2, dd: 1, traits: ['Twin-Linked', 'AP'] },
  ],
};
/** Target 5+, Armour 4+, too deep to be Crippled, Abandoned or sunk by one attack. */
const BUTT: ShipRoster = {
  class: 'Test Butt', nation: 'Kriegsmarine', type: 'cruiser', priority: 'Raid',
  speed: 6, turning: 2, target: 5, armour: 4, damage: [500, 1], crew: [500, 1], traits: [], inService: 1939, origin: 'user:test',
  weapons: [{ name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 1, dd: 1, traits: [] }],
};

/** 15" apart on parallel courses: the target shows its beam (+1), so 4+ hits the 5+ target. */
function base(): VasState {
  return toAttackPhase(start({
    seed: 1,
    fleets: [
      { id: BRITISH, ships: [shipSetup('gunner', 'Gunner', GUNNER, 10, 10, 0)] },
      { id: GERMAN, ships: [shipSetup('butt', 'Butt', BUTT, 25, 10, 0)] },
    ],
  }), BRITISH);
}

// ------------------------------------------------------------ the rules, die face by die face
const MOD = 1; // beam-on, 15": no range penalty
const hits = (face: number): boolean => face !== 1 && face + MOD >= BUTT.target;
const damages = (face: number, ddMod: number): boolean => face === 6 || (face !== 1 && face + ddMod >= BUTT.armour);

type Dist = Map<string, number>;
const add = (d: Dist, k: string, p: number): void => { d.set(k, (d.get(k) ?? 0) + p); };

/** Calls `visit` with every one of the 6^n sequences of `n` die faces (one array, reused). */
function forEachSequence(n: number, visit: (faces: readonly number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    visit(faces);
    let i = n - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i] = faces[i]! + 1;
  }
}

/** Distribution of a count over all sequences of `n` dice, memoised by `n`. */
function countDist(n: number, count: (faces: readonly number[]) => string, memo: Map<number, Dist>): Dist {
  const known = memo.get(n);
  if (known) return known;
  const d: Dist = new Map();
  forEachSequence(n, (f) => add(d, count(f), 6 ** -n));
  memo.set(n, d);
  return d;
}

/** Weak turret: AD 3, DD 2, -1 to Damage Dice: distribution of the Damage lost. */
function exactWeak(): Dist {
  const out: Dist = new Map();
  const memo = new Map<number, Dist>();
  forEachSequence(3, (attack) => {
    const h = attack.filter(hits).length;
    const damage = countDist(2 * h, (dmg) => String(dmg.filter((f) => damages(f, -1)).length), memo);
    for (const [k, p] of damage) add(out, k, p / 6 ** 3);
  });
  return out;
}

/**
 * Twin-Linked AP turret: AD 2 (each miss re-rolled once, the re-roll stands), DD 1 at +1; a
 * natural 6 on a Damage Die rolls again and 4+ is a critical. Distributions of hits, of the
 * Damage Dice's damage, and of critical hits.
 */
function exactTwin(): { hits: Dist; damage: Dist; crits: Dist } {
  const out = { hits: new Map<string, number>(), damage: new Map<string, number>(), crits: new Map<string, number>() };
  forEachSequence(4, (attack) => { // first roll and re-roll of each of the two dice
    const h = [0, 1].filter((i) => hits(attack[2 * i]!) || hits(attack[2 * i + 1]!)).length;
    forEachSequence(2 * h, (dmg) => { // each Damage Die and its confirmation die
      const p = 6 ** -(4 + 2 * h);
      let damage = 0;
      let crits = 0;
      for (let i = 0; i < h; i++) {
        if (damages(dmg[2 * i]!, 1)) damage++;
        if (dmg[2 * i] === 6 && dmg[2 * i + 1]! >= 4) crits++;
      }
      add(out.hits, String(h), p);
      add(out.damage, String(damage), p);
      add(out.crits, String(crits), p);
    });
  });
  return out;
}

// ------------------------------------------------------------ the engine, many seeds
/** Runs the attack through `vas.apply` and `vas.rollChance` from a PRNG seeded with each seed. */
function engineRuns(fire: FireNomination[], n: number): { hits: number[]; damage: number[]; crits: number[] } {
  const start0 = base();
  const out = { hits: [] as number[], damage: [] as number[], crits: [] as number[] };
  for (let seed = 0; seed < n; seed++) {
    const r = vas.apply({ ...start0, rng: seedRng(`h1-${seed}`) }, { type: 'attack', ship: 'gunner', fire });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value.state;
    const events = [...r.value.events];
    while (vas.pending(s).kind === 'chance') {
      const t = vas.rollChance(s);
      s = t.state;
      events.push(...t.events);
    }
    let h = 0;
    for (const e of events) if (e.type === 'attack-roll' || e.type === 'attack-reroll') h += Number(e.data?.hits ?? 0);
    out.hits.push(h);
    out.damage.push(events.filter((e) => e.type === 'damage-roll').reduce((a, e) => a + Number(e.data?.damage ?? 0), 0));
    out.crits.push(events.filter((e) => e.type === 'critical-hit').length);
  }
  return out;
}

function expectMatches(samples: readonly number[], exact: Dist): void {
  const n = samples.length;
  const total = [...exact.values()].reduce((a, b) => a + b, 0);
  expect(total).toBeCloseTo(1, 9);
  for (const k of new Set([...exact.keys(), ...samples.map(String)])) {
    const p = exact.get(k) ?? 0;
    const freq = samples.filter((v) => String(v) === k).length / n;
    const bound = 5 * Math.sqrt((p * (1 - p)) / n) + 0.002;
    expect(Math.abs(freq - p), `outcome ${k}: frequency ${freq.toFixed(4)} against exact ${p.toFixed(4)}`).toBeLessThanOrEqual(bound);
  }
}

describe('attack outcome distributions', () => {
  it('VAS-DAMAGE-DICE: a Weak AD 3 / DD 2 turret against Armour 4+: the engine\'s damage frequencies match the exact distribution', () => {
    const exact = exactWeak();
    // spot check by hand: no damage = sum over h of C(3,h)/8 * (2/3)^(2h) = (1 + 4/9)^3 / 8
    expect(exact.get('0')).toBeCloseTo((13 / 9) ** 3 / 8, 9);
    expectMatches(engineRuns([{ weapon: 0, target: 'butt' }], 4000).damage, exact);
  }, 60_000);

  it('VAS-TRAIT-TWIN-LINKED: a Twin-Linked AP turret: hits, damage and critical hits over many seeded attacks match the exact distributions', () => {
    const exact = exactTwin();
    // a miss is re-rolled once: a die hits with 1/2 + 1/2 * 1/2 = 3/4, so both hit with 9/16
    expect(exact.hits.get('2')).toBeCloseTo(9 / 16, 9);
    const runs = engineRuns([{ weapon: 1, target: 'butt' }], 4000);
    expectMatches(runs.hits, exact.hits);
    expectMatches(runs.damage, exact.damage);
    expectMatches(runs.crits, exact.crits);
  }, 60_000);

  it('VAS-ATTACK-SEQUENCE: the fast simulation path gives the same damage distribution as the rules', () => {
    const exact = exactWeak();
    const start0 = base();
    const samples: number[] = [];
    for (let seed = 0; seed < 20000; seed++) {
      const draft = structuredClone(start0);
      resolveAttackFast(draft, 'gunner', [{ weapon: 0, target: 'butt' }], seedRng(`fast-${seed}`));
      samples.push(BUTT.damage[0] - draft.ships.butt!.damage);
    }
    expectMatches(samples, exact);
  }, 60_000);
});
