/**
 * The odds and to-hit numbers a player reckons without measuring (odds-judged.ts): a target whose
 * judged distance straddles a range limit is given both sides, each equal to the engine's odds at a
 * true distance on that side; one that does not, once; nothing depends on more than the judged distance.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../setup/create-game';
import type { FireNomination, VasState } from '../types';
import { attackOdds } from './odds';
import { judgedAttackOdds, judgedSpan, judgedToHit, reachByEye, spanNote, toHitText } from './odds-judged';

/** Warspite at (20,24) facing up the table; Zara `d` inches due east of her, steaming east (Warspite astern of her: no beam). */
function duel(d: number, zaraMoved = 0): VasState {
  const r = createGame({
    seed: 1,
    fleets: [
      { id: 'rn', ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 0 }] },
      { id: 'rm', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', position: { x: 20 + d, y: 24 }, heading: 90 }] },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  s.phase = 'attack';
  s.ships.zara!.distanceMovedThisTurn = zaraMoved;
  return s;
}
const turrets: FireNomination[] = [0, 1, 2, 3].map((weapon) => ({ weapon, target: 'zara' }));
const meanAt = (d: number, zaraMoved: number, fire: readonly FireNomination[]): number => {
  const r = attackOdds(duel(d, zaraMoved), 'warspite', fire);
  if (!r.ok) throw new Error(r.error.message);
  return r.value[0]!.meanDamage;
};

describe('judged odds', () => {
  it('VAS-ATTACK-NOMINATE: Zara 20.4" off, seen "about 20"", after a flank-speed move: both sides of 20" are given, and the far side cannot hit', () => {
    const s = duel(20.4, 13);
    const r = judgedAttackOdds(s, 'warspite', turrets, false);
    if (!r.ok) throw new Error(r.error.message);
    const o = r.value[0]!;
    expect(o.shown).toBe(20);
    expect(o.cases.map((c) => c.when)).toEqual(['if 20" or less', 'if more than 20"']);
    const [near, far] = o.cases;
    // each side is the engine's own odds at a true distance on that side
    expect(near!.value.odds.meanDamage).toBeCloseTo(meanAt(18, 13, turrets), 12);
    expect(near!.value.odds.meanDamage).toBeGreaterThan(1);
    expect(far!.value.odds.meanDamage).toBe(meanAt(20.4, 13, turrets));
    expect(far!.value.odds.meanDamage).toBe(0);
    expect(far!.value.odds.damage).toEqual([1]);
    // why they differ: the long-range penalty and plunging fire, on the far side only
    expect(near!.value.why).toEqual([]);
    expect(far!.value.why).toEqual(['long range -1', 'plunging fire +1 to Damage Dice']);
    expect(spanNote('Zara', o)).toBe('Zara is about 20" off, and the distance may not be measured: she may be on either side of 20", so the odds are given for each.');
  });

  it('VAS-ATTACK-NOMINATE: the figures depend only on the judged distance: 18" and 22" true give the same', () => {
    const a = judgedAttackOdds(duel(18, 13), 'warspite', turrets, false);
    const b = judgedAttackOdds(duel(22.4, 13), 'warspite', turrets, false);
    expect(a).toEqual(b);
  });

  it('VAS-ATTACK-NOMINATE: Zara 12" off, seen "about 10"": one case, the engine\'s odds at any distance judged so', () => {
    const r = judgedAttackOdds(duel(12), 'warspite', turrets, false);
    if (!r.ok) throw new Error(r.error.message);
    const o = r.value[0]!;
    expect(o.shown).toBe(10);
    expect(o.cases).toHaveLength(1);
    expect(o.cases[0]!.when).toBe('');
    expect(o.cases[0]!.value.odds.meanDamage).toBeCloseTo(meanAt(12, 0, turrets), 12);
    expect(spanNote('Zara', o)).toBeNull();
  });

  it('VAS-ATTACK-NOMINATE: with the pre-measure house rule, the true distance, one case', () => {
    const r = judgedAttackOdds(duel(20.4, 13), 'warspite', turrets, true);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value[0]!.shown).toBeNull();
    expect(r.value[0]!.cases).toHaveLength(1);
    expect(r.value[0]!.cases[0]!.value.odds.meanDamage).toBe(0);
  });

  it('VAS-ATTACK-RANGE: a weapon whose Range falls inside the judged stretch: in range on the near side, spent on the far', () => {
    // Secondary Armament, Range 14": Zara 13" off is seen "about 15"" (12.5" to 17.5")
    const fire = [{ weapon: 4, target: 'zara', dice: 4 }];
    const r = judgedAttackOdds(duel(13), 'warspite', fire, false);
    if (!r.ok) throw new Error(r.error.message);
    const o = r.value[0]!;
    expect(o.cases.map((c) => c.when)).toEqual(['if 14" or less', 'if more than 14"']);
    expect(o.cases[0]!.value.odds.shots).toBe(1);
    expect(o.cases[1]!.value.odds.shots).toBe(0);
    expect(o.cases[1]!.value.why).toEqual(['Secondary Armament out of range (Range 14")']);
  });

  it('refuses what the engine refuses, with its code', () => {
    const r = judgedAttackOdds(duel(12), 'warspite', [{ weapon: 9, target: 'zara' }], false);
    expect(r.ok).toBe(false);
    expect(judgedAttackOdds(duel(12), 'nobody', turrets, false).ok).toBe(false);
  });
});

describe('judged to-hit', () => {
  it('VAS-ATTACK-HIT: about 20", flank-speed target: 6+ on the near side, cannot hit beyond 20", each modifier named', () => {
    const cases = judgedToHit(duel(20.4, 13), 'warspite', 0, 'zara', false)!;
    expect(toHitText(cases)).toBe('hits on 6+ if 20" or less, cannot hit (needs 7+) if more than 20" (Target 5+; Zara moved more than 7" -1; long range -1 if more than 20")');
  });

  it('VAS-ATTACK-HIT: at 12" one number; on the beam +1', () => {
    expect(toHitText(judgedToHit(duel(12), 'warspite', 0, 'zara', false)!)).toBe('hits on 5+ (Target 5+)');
    const s = duel(12);
    s.ships.zara!.heading = 0;
    expect(toHitText(judgedToHit(s, 'warspite', 0, 'zara', false)!)).toBe('hits on 4+ (Target 5+; beam +1)');
  });

  it('VAS-ATTACK-RANGE: a weapon that may not reach says so for the far side', () => {
    expect(toHitText(judgedToHit(duel(13), 'warspite', 4, 'zara', false)!)).toBe('hits on 5+ if 14" or less, out of range (Range 14") if more than 14" (Target 5+)');
  });

  it('VAS-ATTACK-NOMINATE: under the house rule the measured distance alone', () => {
    expect(toHitText(judgedToHit(duel(20.4, 13), 'warspite', 0, 'zara', true)!)).toBe('cannot hit (needs 7+) (Target 5+; long range -1; Zara moved more than 7" -1)');
  });
});

describe('reach by eye', () => {
  it('VAS-ATTACK-NOMINATE: "no" only when the whole judged stretch is beyond the Range, "maybe" when part is', () => {
    expect(judgedSpan(30.3)).toEqual({ shown: 30, lo: 27.5, hi: 32.5 });
    expect(judgedSpan(3)).toEqual({ shown: 5, lo: 0, hi: 7.5 });
    expect(reachByEye(30.3, 14, false)).toBe('no');
    expect(reachByEye(13, 14, false)).toBe('maybe');
    expect(reachByEye(10, 14, false)).toBe('yes');
    expect(reachByEye(30.3, 33, false)).toBe('yes');
    expect(reachByEye(33, 33, false)).toBe('maybe');
    expect(reachByEye(14.2, 14, true)).toBe('no');
    expect(reachByEye(14, 14, true)).toBe('yes');
  });
});
