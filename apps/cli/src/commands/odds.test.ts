import { describe, expect, it } from 'vitest';
import { attackOdds, createGame, type VasState } from '@salvo/vas';
import { runOdds } from './odds';
import { oddsAtPrompt } from '../vas/odds-prompt';

describe('salvo odds', () => {
  it('VAS-ATTACK-SEQUENCE: --json prints the exact odds of the attack on paper, damage keyed by points, summing to 1', () => {
    const r = runOdds({ attacker: 'Warspite', weapons: 'A,B,X,Y', target: 'Zara', range: '18', beam: true, json: true });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out.join('\n')) as { mean: number; pCritical: number; pCrippled: number; pDestroyed: number; damage: Record<string, number> };
    expect(Object.values(j.damage).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(j.mean).toBeCloseTo(Object.entries(j.damage).reduce((a, [k, p]) => a + Number(k) * p, 0), 9);
    const bow = runOdds({ attacker: 'Warspite', weapons: 'A,B', target: 'Zara', range: '18', json: true });
    const beam = runOdds({ attacker: 'Warspite', weapons: 'A,B', target: 'Zara', range: '18', beam: true, json: true });
    expect((JSON.parse(beam.out.join('')) as { mean: number }).mean).toBeGreaterThan((JSON.parse(bow.out.join('')) as { mean: number }).mean);
    const text = runOdds({ attacker: 'Warspite', weapons: 'A', target: 'Zara', range: '18' });
    expect(text.out.join('\n')).toMatch(/Damage points lost:\n\s+0 +#+/);
  });

  it('VAS-ATTACK-RANGE: bad input is one sentence with exit 1 (unknown class or weapon, cannot bear) or 2 (bad range)', () => {
    const cases: [Parameters<typeof runOdds>[0], number, RegExp][] = [
      [{ attacker: 'Nonesuch', target: 'Zara', range: '10' }, 1, /No ship class or ship called "Nonesuch"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '10', weapons: 'Q' }, 1, /no weapon "Q"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '20', weapons: 'Secondary' }, 1, /cannot bear: its range is 14"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '-1' }, 2, /cannot be negative/],
      [{ attacker: 'Warspite', target: 'Zara', range: 'far' }, 2, /must be a distance in inches, not "far"/],
      [{ attacker: 'Warspite', target: 'Zara' }, 2, /needs --range/],
    ];
    for (const [opts, code, message] of cases) {
      const r = runOdds(opts);
      expect(r.code, JSON.stringify(opts)).toBe(code);
      expect(r.err.join(' ')).toMatch(message);
      expect(r.out).toEqual([]);
    }
  });
});

describe('odds at the attack prompt', () => {
  /** Warspite and a Zara 21" apart (just beyond 20": -1 to hit, +1 plunging), the Zara on her beam. */
  function state(): VasState {
    const r = createGame({
      seed: 1,
      fleets: [
        { id: 'rn', ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 0 }] },
        { id: 'rm', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', position: { x: 41, y: 24 }, heading: 0 }] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }
  it('VAS-ATTACK-NOMINATE: without the pre-measure house rule the odds use the judged 20", with it the measured 21"', () => {
    const s = state();
    const judged = oddsAtPrompt(s, 'rn', 'odds warspite a@zara', false).join('\n');
    const measured = oddsAtPrompt(s, 'rn', 'odds warspite a@zara', true).join('\n');
    const at = (x: number): string => {
      const c = structuredClone(s);
      c.ships.zara!.position = { x, y: 24 };
      const o = attackOdds(c, 'warspite', [{ weapon: 0, target: 'zara' }]);
      return o.ok ? o.value[0]!.meanDamage.toFixed(2) : 'refused';
    };
    expect(at(40)).not.toBe(at(41));
    expect(judged).toContain(`${at(40)} Damage`);
    expect(measured).toContain(`${at(41)} Damage`);
    expect(judged).toMatch(/judged by eye/);
  });
});
