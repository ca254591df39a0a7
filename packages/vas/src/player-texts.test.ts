/**
 * What a player reads (event texts, dice labels, prompts, the result) is made of sentences: no internal
 * tags (kebab-case ids such as `fuel-systems-ruptured`), no `undefined`/`NaN`, no raw JSON, no empty
 * dice list. Checked over many random battles, and on the texts of rarer steps directly.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type CriticalHit, type VasState } from './index';
import { fourShipBattle, play, quietPhases, start, toMovement, twoFleets } from '../test/fixtures';
import { duel, runScripted } from './attack/test-support';

const NOT_FOR_PLAYERS = /undefined|NaN|\[object|\{|\}|: :|, ,|\b(?!re-roll)[a-z]+-[a-z][a-z-]*\b/;

describe('texts for players', () => {
  it('40 random battles: every event text, dice label, prompt and result reads without internal tags', () => {
    const texts = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      let s = start(fourShipBattle(seed));
      const rng = seedRng(seed);
      for (let i = 0; i < vas.descriptor.maxActions; i++) {
        const p = vas.pending(s);
        if (p.kind === 'over') { texts.add(p.summary); break; }
        if (p.kind === 'chance') texts.add(p.request.label);
        if (p.kind === 'decision') texts.add(p.prompt);
        const r = p.kind === 'chance' ? { ok: true as const, value: vas.rollChance(s) } : vas.apply(s, vas.sampleAction(s, rng));
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.value.events) texts.add(e.text);
        s = r.value.state;
      }
    }
    expect(texts.size).toBeGreaterThan(500);
    expect([...texts].filter((t) => NOT_FOR_PLAYERS.test(t))).toEqual([]);
  });

  it('Damage Control names the critical hit as the table prints it, in the dice label and the repair event', () => {
    const s0 = start(twoFleets());
    const crit: CriticalHit = { id: 1, location: 'engines', effect: 'fuel-systems-ruptured', turn: 1, repairable: true, repaired: false };
    s0.ships.warspite!.criticals = [crit];
    s0.nextCriticalId = 2;
    const s: VasState = quietPhases(toMovement(s0, [6, 6, 1, 1]).state).state;
    const chosen = play(s, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state;
    const p = vas.pending(chosen);
    expect(p.kind === 'chance' ? p.request.label : p.kind).toBe("Roll 1d6 for HMS Warspite's Damage Control on Fuel Systems Ruptured (needs 5+)");
    const repaired = play(chosen, [{ type: 'roll', values: [5] }]).events.find((e) => e.type === 'critical-repaired');
    expect(repaired?.text).toBe('HMS Warspite repairs the critical hit Fuel Systems Ruptured.');
  });

  it('the critical effect roll names its table as the book does (Engines, not engines)', () => {
    // 4+ to hit, 3+ to damage: a 6 calls for a critical, 4 confirms it, 3 + 4 = 7 is the Engines table
    const r = runScripted(duel(15), 'warspite', [{ weapon: 0, target: 'target' }], [4, 3, 3, 2, 6, 4, 3, 4, 5]);
    expect(r.requests.map((q) => q.label)).toContain('Roll 1d6 on the Engines critical table for target');
  });
});
