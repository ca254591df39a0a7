import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { RULES } from '../rules';
import { carrierBattle } from '../../test/air-battle';

describe('carrier battles played by the random bot', () => {
  it('VAS-AIR-ORDER: bot-against-bot carrier battles end, with flights flown and launched, every event naming a registered rule', () => {
    const ids = new Set(RULES.map((r) => r.id));
    const seen = new Set<string>();
    for (const seed of [4, 9]) {
      const created = vas.createGame(carrierBattle(seed));
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value;
      const rng = seedRng(seed);
      for (let step = 0; vas.pending(s).kind !== 'over'; step++) {
        expect(step).toBeLessThan(vas.descriptor.maxActions);
        const a = vas.sampleAction(s, rng);
        const r = vas.apply(s, a);
        if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
        for (const e of r.value.events) {
          expect(ids.has(e.rule), `${e.type} names ${e.rule}`).toBe(true);
          seen.add(e.type);
        }
        s = r.value.state;
      }
    }
    expect(seen).toContain('flight-moved');
    expect(seen).toContain('flight-launched');
  });
});
