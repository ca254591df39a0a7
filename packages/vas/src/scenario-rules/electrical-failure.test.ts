import { describe, expect, it } from 'vitest';
import { rollFor, seedRng, type RngState } from '@salvo/kernel';
import type { FireNomination, VasState } from '../types';
import { attackChance, continueAttack, resolveAttackFast, startAttack } from '../attack';
import { CRUISER, WARSPITE, allTurretsAt, makeShip, makeState } from '../attack/test-support';
import { applyVisibilityRoll, openAttackVisibility, radarWorks, visibilityChance } from '../conditions';
import { markDetected } from '../conditions/radar';
import { attackOdds } from '../attack/odds';
import { parseState, serializeState } from '../setup/parse-state';

const RULE = { rule: 'electrical-failure', ships: ['warspite'] } as const;

const withRule = (radar = false): VasState => {
  const s = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', { ...CRUISER, damage: [90, 30] as const }, { x: 12, y: 0 }, 0)]);
  s.scenarioRules = { rules: [RULE], reserves: [] };
  return radar ? { ...s, options: { ...s.options, radar: true }, visibility: { ...s.visibility, radar: ['warspite'] } } : s;
};

/** The chance-step path with scripted dice per request. */
function scripted(state: VasState, fire: readonly FireNomination[], dice: (purpose: string, n: number) => number[]): string[] {
  const r = startAttack(state, 'warspite', fire);
  if (!r.ok) throw new Error(r.error.message);
  const purposes: string[] = [];
  while (state.resolution !== null) {
    const req = attackChance(state);
    purposes.push(req.purpose);
    continueAttack(state, dice(req.purpose, req.dice));
  }
  return purposes;
}

/** The lowest die face a weapon of Warspite needs at the target now. */
function need(state: VasState, weapon: number): number {
  const r = startAttack(state, 'warspite', [{ weapon, target: 'target' }]);
  if (!r.ok || state.resolution === null) throw new Error('no attack');
  return Number(attackChance(state).context?.need);
}

describe("South Dakota's electrical failure", () => {
  it('VAS-SCN-ELECTRICAL-FAILURE: a main-gun Attack Die of 1 calls a d6; a second 1 blacks her out for the battle', () => {
    const s = withRule();
    const purposes = scripted(s, [{ weapon: 0, target: 'target' }], (p, n) => (p === 'attack' ? [1, 5] : p === 'electrical-failure' ? [1] : Array(n).fill(3)));
    expect(purposes.slice(0, 2)).toEqual(['attack', 'electrical-failure']);
    expect(s.scenarioRules.blackedOut).toEqual(['warspite']);
    // A failure die other than 1 does nothing; a secondary battery's 1 calls no die; without the rule no die is asked.
    const t = withRule();
    const p2 = scripted(t, [{ weapon: 0, target: 'target' }, { weapon: 4, target: 'target' }], (p, n) => (p === 'electrical-failure' ? Array(n).fill(4) : Array(n).fill(1)));
    expect(p2.filter((x) => x === 'electrical-failure')).toHaveLength(1);
    expect(t.scenarioRules.blackedOut ?? []).toEqual([]);
    const u = withRule();
    u.scenarioRules = { rules: [], reserves: [] };
    expect(scripted(u, [{ weapon: 0, target: 'target' }], (_p, n) => Array(n).fill(1))).not.toContain('electrical-failure');
    // Once blacked out, no more failure dice.
    const w = withRule();
    w.scenarioRules.blackedOut = ['warspite'];
    expect(scripted(w, [{ weapon: 0, target: 'target' }], (_p, n) => Array(n).fill(1))).not.toContain('electrical-failure');
  });

  it('VAS-SCN-ELECTRICAL-FAILURE: blacked out, her main and secondary guns take -1 on their Attack Dice', () => {
    const before = [need(withRule(), 0), need(withRule(), 4)];
    const out = (): VasState => {
      const s = withRule();
      s.scenarioRules.blackedOut = ['warspite'];
      return s;
    };
    expect([need(out(), 0), need(out(), 4)]).toEqual([before[0]! + 1, before[1]! + 1]);
    // The exact odds plan the same shots: fewer hits expected once blacked out.
    const fire = allTurretsAt(WARSPITE, 'target');
    const mean = (s: VasState): number => {
      const r = attackOdds(s, 'warspite', fire);
      if (!r.ok) throw new Error(r.error.message);
      return r.value[0]?.meanHits ?? 0;
    };
    expect(mean(out())).toBeLessThan(mean(withRule()));
  });

  it('VAS-SCN-ELECTRICAL-FAILURE: a radar Detection roll of 1 calls a d6; a second 1 loses her radar and its detections', () => {
    const s = withRule(true);
    openAttackVisibility(s);
    markDetected(s, 'warspite', 'target'); // as if found earlier: the failure must drop it
    const step = () => {
      if (s.resolution?.kind !== 'visibility') throw new Error('no visibility step');
      return s.resolution;
    };
    expect(visibilityChance(s, step()).purpose).toBe('radar-detection');
    applyVisibilityRoll(s, step(), [1]);
    expect(visibilityChance(s, step()).purpose).toBe('electrical-failure');
    // The pending second die and, later, the failure itself survive serialize/parse (VAS-ENGINE-SERIALIZE).
    const mid = parseState(serializeState(s));
    if (!mid.ok) throw new Error(mid.error.message);
    expect(mid.value.resolution).toEqual(s.resolution);
    const events = applyVisibilityRoll(s, step(), [1]);
    expect(events.map((e) => e.rule)).toContain('VAS-SCN-ELECTRICAL-FAILURE');
    expect(s.scenarioRules.blackedOut).toEqual(['warspite']);
    expect(radarWorks(s, s.ships.warspite!)).toBe(false);
    expect(s.visibility.detected.warspite).toBeUndefined();
    const after = parseState(serializeState(s));
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.scenarioRules.blackedOut).toEqual(['warspite']);
    // A 2+ on the second die keeps the radar; a roll of 2+ on the Detection die asks nothing.
    const t = withRule(true);
    openAttackVisibility(t);
    if (t.resolution?.kind !== 'visibility') throw new Error('no visibility step');
    applyVisibilityRoll(t, t.resolution, [1]);
    if (t.resolution?.kind !== 'visibility') throw new Error('no electrical step');
    applyVisibilityRoll(t, t.resolution, [2]);
    expect(radarWorks(t, t.ships.warspite!)).toBe(true);
    const v = withRule(true);
    openAttackVisibility(v);
    if (v.resolution?.kind !== 'visibility') throw new Error('no visibility step');
    applyVisibilityRoll(v, v.resolution, [2]);
    expect(v.resolution).toBeNull();
  });

  it('VAS-SCN-ELECTRICAL-FAILURE: the chance-step path and the fast path agree for the same dice', () => {
    let failures = 0;
    for (let seed = 0; seed < 300; seed++) {
      const a = withRule();
      const b = withRule();
      a.scenarioRules = { rules: [RULE, { rule: 'gun-failure', ships: ['warspite'] }], reserves: [] };
      b.scenarioRules = { rules: [RULE, { rule: 'gun-failure', ships: ['warspite'] }], reserves: [] };
      const fire = allTurretsAt(WARSPITE, 'target');
      const r1: RngState = seedRng(seed);
      const r2: RngState = seedRng(seed);
      startAttack(a, 'warspite', fire);
      while (a.resolution !== null) continueAttack(a, rollFor(r1, attackChance(a)));
      resolveAttackFast(b, 'warspite', fire, r2);
      expect(a.ships).toEqual(b.ships);
      expect(a.scenarioRules).toEqual(b.scenarioRules);
      expect(r1).toEqual(r2);
      if (a.scenarioRules.blackedOut?.length) failures++;
    }
    expect(failures).toBeGreaterThan(0);
  });
});
