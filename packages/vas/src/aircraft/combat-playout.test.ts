import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { RULES } from '../rules';
import { carrierBattle } from '../../test/air-battle';

/** Events of bot-against-bot carrier battles (the invariant playouts' carrier battle), by `type:rule`. */
function tally(seeds: readonly number[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const seed of seeds) {
    const created = vas.createGame(carrierBattle(seed));
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    const rng = seedRng(seed ^ 0x5a17);
    for (let step = 0; vas.pending(s).kind !== 'over'; step++) {
      if (step > vas.descriptor.maxActions) throw new Error(`seed ${seed} does not end`);
      const a = vas.sampleAction(s, rng);
      const r = vas.apply(s, a);
      if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
      for (const e of r.value.events) seen.set(`${e.type}:${e.rule}`, (seen.get(`${e.type}:${e.rule}`) ?? 0) + 1);
      s = r.value.state;
    }
  }
  return seen;
}

describe('aircraft combat in bot-against-bot carrier battles', () => {
  it('VAS-AA-FIRE, VAS-DOGFIGHT-ROLL, VAS-AIR-BOMB, VAS-AIR-TORPEDO: seeded carrier battles see AA fire, dodges, dogfights, bombs and air torpedoes, every event naming a registered rule', () => {
    const seen = tally([4, 9, 14, 19, 24, 29, 34, 39, 44, 49]);
    const ids = new Set(RULES.map((r) => r.id));
    for (const key of seen.keys()) expect(ids.has(key.split(':')[1] ?? ''), key).toBe(true);
    for (const kind of ['aa-roll:VAS-AA-FIRE', 'aa-dodge:VAS-AA-DODGE', 'dogfight:VAS-DOGFIGHT-ROLL', 'dogfight-locked:VAS-DOGFIGHT-LOCK',
      'bombs-dropped:VAS-AIR-BOMB', 'air-torpedo-declared:VAS-AIR-TORPEDO', 'torpedo-spread:VAS-AIR-TORPEDO', 'air-attack:VAS-AIR-NOMINATE']) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  });
});
