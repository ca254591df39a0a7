import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import type { RngState } from '@salvo/kernel';
import { defenseOf } from '../src/ships';
import type { WasState } from '../src/types';
import { E } from './helpers';

function invariants(s: WasState): void {
  expect(s.uboats.inPlay).toBeLessThanOrEqual(7);
  expect(Math.abs(s.poc)).toBeLessThanOrEqual(10);
  const convoyAreas = new Set<string>();
  for (const x of s.ships) {
    if (x.status !== 'active') continue;
    expect(x.damage).toBeLessThanOrEqual(defenseOf(s, x));
    if (x.type === 'convoy' && x.location.kind === 'sea') {
      expect(convoyAreas.has(x.location.area)).toBe(false);
      convoyAreas.add(x.location.area);
    }
  }
}

/** Plays to the end: sampled decisions (or the first legal action), PRNG dice; every action must be accepted. */
function playOut(start: WasState, rng: RngState, policy: 'sample' | 'first'): { state: WasState; actions: number } {
  let s = start;
  let n = 0;
  for (;;) {
    const p = E.pending(s);
    if (p.kind === 'over') return { state: s, actions: n };
    if (p.kind === 'chance') s = E.rollChance(s).state;
    else {
      const a = policy === 'sample' ? E.sampleAction(s, rng) : E.legalActions(s)[0];
      if (!a) throw new Error(`no legal action at ${JSON.stringify(s.step)}`);
      const r = E.apply(s, a);
      if (!r.ok) throw new Error(`sampled action refused: ${r.error.code} ${r.error.message}`);
      s = r.value.state;
    }
    invariants(s);
    n++;
    if (n > E.descriptor.maxActions) throw new Error('game too long');
  }
}

describe('playouts', () => {
  it('WAS-5.9: any seed plays to the end of Turn 8 by sampled actions and PRNG dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.boolean(), fc.boolean(), (seed, a, b, c) => {
        const g = E.createGame({ seed, options: { weakBismarcks: a, accumulateUboats: b, faceDown: c } });
        if (!g.ok) throw new Error(g.error.message);
        const { state } = playOut(g.value, seedRng(seed), 'sample');
        expect(state.turn).toBe(8);
        expect(E.pending(state).kind).toBe('over');
      }),
      { numRuns: 12 },
    );
  });

  it('WAS-5.9: from any reached state, always taking the first legal action also ends the game (no dead ends)', () => {
    const g = E.createGame({ seed: 7 });
    if (!g.ok) throw new Error('setup');
    let s = g.value;
    const rng = seedRng(99);
    for (let i = 0; i < 120; i++) {
      const p = E.pending(s);
      if (p.kind === 'chance') s = E.rollChance(s).state;
      else if (p.kind !== 'over') s = E.applyTrusted(s, E.sampleAction(s, seedRng(i))).state;
    }
    const { state } = playOut(s, rng, 'first');
    expect(E.pending(state).kind).toBe('over');
  });

  it('WAS-5.9: legalActions is never empty at a decision and every action it lists is accepted', () => {
    for (const seed of [2035, 4, 77]) {
      const g = E.createGame({ seed, options: { faceDown: true } });
      if (!g.ok) throw new Error('setup');
      let s = g.value;
      const rng = seedRng(seed);
      while (E.pending(s).kind !== 'over') {
        if (E.pending(s).kind === 'chance') {
          s = E.rollChance(s).state;
          continue;
        }
        const la = E.legalActions(s);
        expect(la.length).toBeGreaterThan(0);
        const a = la[rng[0] % la.length];
        rng[0] = (rng[0] * 1103515245 + 12345) >>> 0;
        if (!a) throw new Error('none');
        const r = E.apply(s, a);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.value.state;
      }
    }
  });

  it('WAS-5.9: serialize and parse round-trip a state; bad text is an error value', () => {
    const g = E.createGame({ seed: 3 });
    if (!g.ok) throw new Error('setup');
    const back = E.parse(E.serialize(g.value));
    expect(back.ok && back.value).toEqual(g.value);
    const bad = E.parse('{nope');
    expect(bad.ok ? '' : bad.error.code).toBe('ERR_BAD_JSON');
    const setup = E.createGame({ seed: 'x', options: { nonsense: true } });
    expect(setup.ok).toBe(false);
  });

  it('WAS-5.9: sampleAction answers a chance step with legal dice', () => {
    const g = E.createGame({ seed: 11 });
    if (!g.ok) throw new Error('setup');
    let s = E.apply(g.value, { type: 'deploy', malta: [] });
    if (!s.ok) throw new Error('deploy');
    const st = { ...s.value.state, step: { kind: 'minor-roll' as const, purpose: 'russian-sailing' as const, ships: ['su-marat'] } };
    const a = E.sampleAction(st, seedRng(1));
    expect(a.type).toBe('roll');
    expect(E.apply(st, a).ok).toBe(true);
    s = E.apply(st, { type: 'roll', values: [7] });
    expect(s.ok ? '' : s.error.code).toBe('ERR_BAD_DICE');
  });

  it('WAS-5.9: through a whole game, neither apply nor rollChance touches the state it is given', () => {
    const g = E.createGame({ seed: 21, options: { faceDown: true } });
    if (!g.ok) throw new Error('setup');
    let s = g.value;
    const rng = seedRng(21);
    while (E.pending(s).kind !== 'over') {
      const before = JSON.stringify(s);
      const next = E.pending(s).kind === 'chance' ? E.rollChance(s).state : E.applyTrusted(s, E.sampleAction(s, rng)).state;
      expect(JSON.stringify(s)).toBe(before);
      s = next;
    }
  });

  it('WAS-5.9: apply never mutates the state it is given', () => {
    const g = E.createGame({ seed: 5 });
    if (!g.ok) throw new Error('setup');
    const before = JSON.stringify(g.value);
    E.apply(g.value, { type: 'deploy', malta: ['gb-hood'] });
    E.apply(g.value, { type: 'roll', values: [1] });
    expect(JSON.stringify(g.value)).toBe(before);
  });
});
