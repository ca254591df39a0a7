/**
 * The exact odds agree with the engine's own dice path: exhaustively (every roll through
 * `vas.apply`) for small attacks over every trait and modifier of the core rules, and by a
 * chi-square test against seeded Monte Carlo through `vas.apply`/`vas.rollChance` for broadsides.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster, WeaponRoster } from '@salvo/data';
import { seedRng } from '@salvo/kernel';
import { vas, type FireNomination, type ShipState, type VasState } from '../index';
import { BRITISH, GERMAN, shipSetup, start, toAttackPhase, warspiteRoster } from '../../test/fixtures';
import { attackOdds, type AttackOdds } from './odds';
import { enumerateAttack, outcomeOf, type Outcome } from './odds-enumerate';

const weapon = (traits: WeaponRoster['traits'], extra: Partial<WeaponRoster> = {}): WeaponRoster =>
  ({ name: 'A Turret', kind: 'main', mount: 'A', range: 40, ad: 2, dd: 1, traits, ...extra });
const gunner = (weapons: WeaponRoster[]): ShipRoster => ({
  class: 'Odds Gunner', nation: 'Royal Navy', type: 'cruiser', priority: 'Raid', speed: 6, turning: 2, target: 5, armour: 4,
  damage: [20, 5], crew: [20, 5], traits: [], inService: 1939, origin: 'user:test', weapons,
});
/** Small enough that one attack may Cripple, sink, reduce to a Skeleton Crew or Abandon it. */
const victim = (traits: string[] = []): ShipRoster => ({
  class: 'Odds Victim', nation: 'Kriegsmarine', type: 'destroyer', priority: 'Raid', speed: 6, turning: 2, target: 5, armour: 4,
  damage: [4, 2], crew: [5, 3], traits, inService: 1939, origin: 'user:test',
  weapons: [{ name: 'A Turret', kind: 'main', mount: 'A', range: 12, ad: 1, dd: 1, traits: [] }],
});

interface Case {
  readonly name: string;
  readonly weapons: WeaponRoster[];
  readonly fire?: FireNomination[];
  readonly range?: number;
  readonly beam?: boolean;
  readonly targetTraits?: string[];
  readonly tweak?: (me: ShipState, it: ShipState) => void;
}

/** Both ships head north; the target lies `range` due east, so A turrets bear; `beam` keeps its side to us. */
function duelState(c: Case): VasState {
  const range = c.range ?? 15;
  const s = toAttackPhase(start({
    seed: 7,
    fleets: [
      { id: BRITISH, ships: [shipSetup('me', 'Gunner', gunner(c.weapons), 2, 10, 0)] },
      // a bystander out of every arc keeps the battle going when the victim sinks or is Abandoned
      // (the engine ends a won battle at once, mid-attack), so the whole attack is resolved
      { id: GERMAN, ships: [shipSetup('it', 'Victim', victim(c.targetTraits), 2 + range, 10, c.beam === false ? 90 : 0), shipSetup('far', 'Bystander', victim(), 2, 45, 0)] },
    ],
  }), BRITISH);
  const draft = structuredClone(s);
  const me = draft.ships.me!;
  const it = draft.ships.it!;
  c.tweak?.(me, it);
  return draft;
}

const crit = (effect: string) => ({ id: 90, location: 'vital' as const, effect, turn: 1, repairable: false, repaired: false });
const fireAll = (c: Case): FireNomination[] => c.fire ?? c.weapons.map((_, i) => ({ weapon: i, target: 'it' }));

const CASES: Case[] = [
  { name: 'plain gun, beam, short range', weapons: [weapon([])] },
  { name: 'AP', weapons: [weapon(['AP'])] },
  { name: 'Super AP', weapons: [weapon(['Super AP'], { ad: 1, dd: 2 })] },
  { name: 'Weak (no criticals)', weapons: [weapon(['Weak'])] },
  { name: 'Weak and AP', weapons: [weapon(['Weak', 'AP'])] },
  { name: 'Twin-Linked', weapons: [weapon(['Twin-Linked'])] },
  { name: 'Twin-Linked AP against Evasive!', weapons: [weapon(['Twin-Linked', 'AP'], { ad: 1 })], tweak: (_m, t) => { t.special = { kind: 'evasive', success: true }; } },
  { name: 'target not showing its beam', weapons: [weapon([])], beam: false },
  { name: 'long range: -1 to hit, plunging +1 damage', weapons: [weapon([])], range: 25 },
  { name: 'long range against an Armoured Deck', weapons: [weapon([])], range: 25, targetTraits: ['Armoured Deck'] },
  { name: 'extreme range', weapons: [weapon(['AP'])], range: 35 },
  { name: 'fast target', weapons: [weapon([])], tweak: (_m, t) => { t.distanceMovedThisTurn = 8; } },
  { name: 'attacker at Flank Speed', weapons: [weapon([])], tweak: (m) => { m.special = { kind: 'flank-speed', success: true }; } },
  { name: 'attacker Evasive!', weapons: [weapon([])], tweak: (m) => { m.special = { kind: 'evasive', success: true }; } },
  { name: 'target Engines Disabled', weapons: [weapon([])], tweak: (_m, t) => { t.criticals.push(crit('engines-disabled')); } },
  { name: 'target already Crippled, low Crew', weapons: [weapon([])], tweak: (_m, t) => { t.damage = 2; t.crippled = true; t.crew = 4; } },
  { name: 'Fire Control hit, two turrets', weapons: [weapon([], { ad: 1 }), weapon(['AP'], { ad: 1, mount: 'B', name: 'B Turret' })], tweak: (m) => { m.criticals.push(crit('fire-control')); } },
  {
    name: 'Fire Control hit, a secondary battery split in two shots at one target',
    weapons: [weapon(['Weak'], { kind: 'secondary', name: 'Secondary', ad: 2, mount: undefined })],
    fire: [{ weapon: 0, target: 'it', dice: 1 }, { weapon: 0, target: 'it', dice: 1 }],
    tweak: (m) => { m.criticals.push(crit('fire-control')); },
  },
  { name: 'DD 2 gun (two Damage Dice a hit)', weapons: [weapon(['AP'], { ad: 1, dd: 2 })] },
];

function oddsOf(s: VasState, fire: FireNomination[]): AttackOdds {
  const r = attackOdds(s, 'me', fire);
  if (!r.ok) throw new Error(r.error.message);
  const o = r.value[0];
  if (!o) throw new Error('no odds');
  return o;
}

const dist = (outs: readonly { o: Outcome; p: number }[], f: (o: Outcome) => number): number[] => {
  const d: number[] = [];
  for (const { o, p } of outs) d[f(o)] = (d[f(o)] ?? 0) + p;
  return Array.from(d, (v) => v ?? 0);
};
const chance = (outs: readonly { o: Outcome; p: number }[], f: (o: Outcome) => boolean): number =>
  outs.reduce((a, { o, p }) => a + (f(o) ? p : 0), 0);

function expectDist(actual: readonly number[], expected: readonly number[], tol: number, what: string): void {
  const n = Math.max(actual.length, expected.length);
  for (let i = 0; i < n; i++) expect(Math.abs((actual[i] ?? 0) - (expected[i] ?? 0)), `${what}[${i}]`).toBeLessThanOrEqual(tol);
}

describe('exact attack odds', () => {
  for (const c of CASES) {
    it(`VAS-ATTACK-SEQUENCE: exact odds equal the engine's exhaustive dice tree through apply: ${c.name}`, () => {
      const s = duelState(c);
      const { outcomes, pruned } = enumerateAttack(s, 'me', fireAll(c), 'it');
      expect(pruned).toBeLessThan(1e-4);
      const o = oddsOf(s, fireAll(c));
      // the pruned branches bound the difference: any outcome's probability is off by at most their mass
      const tol = pruned + 1e-12;
      expectDist(o.hits, dist(outcomes, (x) => x.hits), tol, 'hits');
      expectDist(o.damage, dist(outcomes, (x) => x.damage), tol, 'damage');
      expectDist(o.crew, dist(outcomes, (x) => x.crew), tol, 'crew');
      expect(Math.abs(o.pCritical - chance(outcomes, (x) => x.critical))).toBeLessThanOrEqual(tol);
      expect(Math.abs(o.pCrippled - chance(outcomes, (x) => x.crippled))).toBeLessThanOrEqual(tol);
      expect(Math.abs(o.pSkeleton - chance(outcomes, (x) => x.skeleton))).toBeLessThanOrEqual(tol);
      expect(Math.abs(o.pAbandoned - chance(outcomes, (x) => x.abandoned))).toBeLessThanOrEqual(tol);
      expect(Math.abs(o.pDestroyed - chance(outcomes, (x) => x.destroyed))).toBeLessThanOrEqual(tol);
      expect(o.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }, 60_000);
  }

  it('VAS-ATTACK-NOMINATE: odds refuse what apply refuses, and a weapon out of arc is no shot', () => {
    const s = duelState({ name: 'x', weapons: [weapon([]), weapon([], { mount: 'X', name: 'X Turret', range: 10 })], range: 15 });
    expect(attackOdds(s, 'me', [{ weapon: 5, target: 'it' }])).toMatchObject({ ok: false, error: { code: 'ERR_BAD_WEAPON' } });
    expect(attackOdds(s, 'nobody', [])).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SHIP' } });
    const out = attackOdds(s, 'me', [{ weapon: 1, target: 'it' }]);
    expect(out.ok && out.value[0]).toMatchObject({ shots: 0, pDestroyed: 0, damage: [1] });
  });
});

// ------------------------------------------------------------------ chi-square against Monte Carlo
/** P(chi-square with k degrees of freedom >= x), Wilson-Hilferty approximation. */
function chiSquareTail(x: number, k: number): number {
  const z = (Math.cbrt(x / k) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  return 0.5 * erfc(z / Math.SQRT2);
}
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const y = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807
    + t * (-1.13520398 + t * (1.48851413 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? y : 2 - y;
}

/** Pools outcomes whose expected count is under 5 into their neighbour, then returns the p-value. */
function chiSquare(counts: readonly number[], probs: readonly number[], n: number): number {
  const obs: number[] = [];
  const exp: number[] = [];
  let o = 0, e = 0;
  for (let i = 0; i < Math.max(counts.length, probs.length); i++) {
    o += counts[i] ?? 0;
    e += n * (probs[i] ?? 0);
    if (e >= 5) { obs.push(o); exp.push(e); o = 0; e = 0; }
  }
  if (exp.length > 0) { obs[obs.length - 1]! += o; exp[exp.length - 1]! += e; }
  const x = obs.reduce((a, v, i) => a + (v - exp[i]!) ** 2 / exp[i]!, 0);
  return exp.length < 2 ? 1 : chiSquareTail(x, exp.length - 1);
}

function monteCarlo(s: VasState, fire: FireNomination[], n: number): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 0; i < n; i++) {
    const r = vas.apply({ ...s, rng: seedRng(`odds-mc-${i}`) }, { type: 'attack', ship: 'me', fire });
    if (!r.ok) throw new Error(r.error.message);
    let t = r.value.state;
    let hits = 0;
    const count = (evs: readonly { type: string; data?: Readonly<Record<string, unknown>> }[]): void => {
      for (const e of evs) if (e.type === 'attack-roll' || e.type === 'attack-reroll') hits += Number(e.data?.hits ?? 0);
    };
    count(r.value.events);
    while (t.resolution?.kind === 'attack') {
      const step = vas.rollChance(t);
      count(step.events);
      t = step.state;
    }
    out.push(outcomeOf(s, t, 'it', hits));
  }
  return out;
}

describe('exact odds against Monte Carlo through the engine', () => {
  const broadside: Case = {
    name: 'Warspite-like broadside at a small ship',
    weapons: warspiteRoster().weapons.filter((w) => w.kind === 'main').map((w) => ({ ...w, range: 40 })),
    range: 22,
    tweak: (_m, t) => { t.damage = 4; },
  };
  it('VAS-DAMAGE-DICE: a broadside\'s damage, hits and crew distributions pass a chi-square test against 3000 seeded attacks', () => {
    const s = duelState(broadside);
    const fire = fireAll(broadside);
    const o = oddsOf(s, fire);
    const n = 3000;
    const runs = monteCarlo(s, fire, n);
    const hist = (f: (x: Outcome) => number): number[] => { const h: number[] = []; for (const r of runs) h[f(r)] = (h[f(r)] ?? 0) + 1; return Array.from(h, (v) => v ?? 0); };
    expect(chiSquare(hist((x) => x.hits), o.hits, n)).toBeGreaterThan(0.001);
    expect(chiSquare(hist((x) => x.damage), o.damage, n)).toBeGreaterThan(0.001);
    expect(chiSquare(hist((x) => x.crew), o.crew, n)).toBeGreaterThan(0.001);
    const destroyed = runs.filter((r) => r.destroyed).length / n;
    expect(Math.abs(destroyed - o.pDestroyed)).toBeLessThan(5 * Math.sqrt((o.pDestroyed * (1 - o.pDestroyed)) / n) + 0.002);
  }, 120_000);
});
