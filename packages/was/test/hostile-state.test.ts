/**
 * Hostile states and actions: `parse` accepts only states the engine can run, and on any state it accepts,
 * `pending`, `legalActions`, `observe`, `sampleAction`, `rollChance` and `apply` never throw. Tampered
 * states are real ones with one value replaced (fast-check); SALVO_FUZZ_RUNS sets the number of runs
 * (400 under CI=true, 4000 otherwise).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '@salvo/kernel';
import type { WasAction, WasState } from '../src/types';
import { pendingFor } from '../src/view';
import { E, emptyBoard, newGame, put, sea, toCombat } from './helpers';

const RUNS = Number(process.env['SALVO_FUZZ_RUNS'] ?? (process.env['CI'] === 'true' ? 400 : 4000));

/** States met in a few random games, every 7th step (all kinds of step appear). */
function corpus(): WasState[] {
  const out: WasState[] = [];
  for (const [seed, options] of [[1, {}], [2, { faceDown: true, weakBismarcks: true }], [3, { accumulateUboats: true }]] as const) {
    let s = newGame(options, seed);
    const rng = seedRng(`corpus:${seed}`);
    for (let i = 0; i < E.descriptor.maxActions && E.pending(s).kind !== 'over'; i++) {
      if (i % 7 === 0) out.push(s);
      s = E.pending(s).kind === 'chance' ? E.rollChance(s).state : E.applyTrusted(s, E.sampleAction(s, rng)).state;
    }
    out.push(s);
  }
  return out;
}

const STATES = corpus();

/** Every path to a value in a JSON tree. */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

function replaced(v: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>;
  copy[head as string] = replaced(copy[head as string], rest, value);
  return copy;
}

const hostileValue = fc.oneof(
  fc.constantFrom(1e308, -1, 0, 1, 7, 99, 2 ** 31, -0, 0.5, null, true, false, '', 'gb-hood', 'de-bismarck', 'north-sea', 'germany',
    'constructor', '__proto__', [], {}, ['gb-hood'], { kind: 'sea', area: 'north-sea' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Everything a host may call on a state it loaded; throws if any of them throws. */
function exercise(s: WasState): void {
  const p = E.pending(s);
  for (const v of ['allies', 'axis'] as const) {
    E.observe(s, v);
    pendingFor(s, v);
  }
  E.rollChance(s);
  if (p.kind === 'over') return;
  const legal = E.legalActions(s);
  for (const a of legal.slice(0, 3)) E.apply(s, a);
  const sampled = E.sampleAction(s, seedRng('tamper'));
  E.apply(s, sampled);
  E.apply(s, { type: 'roll', values: [1, 2, 3] });
}

describe('hostile states', () => {
  it('WAS-ENGINE-PARSE: every state of real games parses back to itself', () => {
    for (const s of STATES) {
      const r = E.parse(E.serialize(s));
      expect(r.ok ? null : r.error.message).toBeNull();
      expect(r.ok && r.value).toEqual(s);
    }
  });

  it('WAS-ENGINE-PARSE: a state with one value replaced is refused or runs without any call throwing', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(STATES.length - 1), fc.nat(), hostileValue, (i, j, value) => {
        const base = STATES[i] as WasState;
        const all = paths(JSON.parse(E.serialize(base)));
        const path = all[j % all.length] ?? [];
        const r = E.parse(JSON.stringify(replaced(JSON.parse(E.serialize(base)), path, value)));
        if (!r.ok) return;
        accepted++;
        exercise(r.value);
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('WAS-ENGINE-PARSE: a huge attack at the start of a round is refused, not run', () => {
    const s = emptyBoard(newGame(), 3);
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    const t = toCombat(s, null, null);
    const c = t.combat['north-sea'];
    expect(c && Object.keys(c.roundStart)).toContain('de-lutzow');
    const text = E.serialize(t).replace(/"de-lutzow":\{"attack":\d+/, '"de-lutzow":{"attack":1e308');
    expect(text).toContain('1e308');
    const r = E.parse(text);
    expect(r.ok ? 'accepted' : r.error.message).toMatch(/roundStart\.de-lutzow\.attack must be a whole number from 0 to 20/);
    expect(E.parse('{"game":"war-at-sea"}').ok).toBe(false);
    expect(E.parse('nonsense').ok).toBe(false);
  });

  it('WAS-ENGINE-PURE: rollChance with no dice pending returns the state unchanged, as in Victory at Sea', () => {
    const s = newGame({}, 4);
    expect(E.pending(s).kind).toBe('decision');
    const t = E.rollChance(s);
    expect(t.state).toBe(s);
    expect(t.events).toEqual([]);
  });

  it('WAS-ENGINE-PURE: apply never throws on lists that carry their own constructor (fire, ASW dice, disengagement)', () => {
    const evil = <T,>(a: T[]): T[] => Object.assign(a, { constructor: 1 });
    const s = emptyBoard(newGame(), 3);
    put(s, ['gb-kent', 'gb-norfolk'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    s.uboats = { inPlay: 2, reserve: 0, areas: { 'north-sea': 2 } };
    let t = toCombat(s, null, null);
    expect(t.step.kind).toBe('asw-roll');
    const asw = E.apply(t, { type: 'roll', values: evil([1, 1]) });
    expect(asw.ok).toBe(true);
    t = asw.ok ? asw.value.state : t;
    const ub = E.apply(t, { type: 'uboat-targets', targets: evil(['gb-kent']) } as WasAction);
    expect(ub.ok).toBe(true);
    let u = ub.ok ? ub.value.state : t;
    while (E.pending(u).kind === 'chance') u = E.rollChance(u).state;
    expect(u.step.kind).toBe('surface-fire');
    const fire = E.apply(u, { type: 'fire', groups: evil([{ shooters: evil(['gb-norfolk']), target: 'de-lutzow' }]) });
    expect(fire.ok).toBe(true);
    const d = emptyBoard(newGame(), 5);
    put(d, ['gb-kent'], sea('north-sea'));
    put(d, ['de-lutzow'], sea('north-sea'));
    d.step = { kind: 'disengage', area: 'north-sea' };
    d.combat = { 'north-sea': { disengaged: { allies: false, axis: false }, withdrawing: [], shotsThisRound: 1, round: 1, roundStart: {},
      carriersFiring: [], firedThisRound: [], targetedThisRound: { allies: [], axis: [] }, engagements: [{ allies: ['gb-kent'], axis: ['de-lutzow'], pursuitOf: null }] } };
    const dis = E.apply(d, { type: 'disengage', side: 'axis', groups: evil([evil(['de-lutzow'])]) });
    expect(dis.ok).toBe(true);
  });
});
