import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { RULES } from '../rules';
import { carrierBattle } from '../../test/air-battle';

/**
 * Events of bot-against-bot carrier battles (the invariant playouts' carrier battle), by `type:rule`, and
 * the air torpedoes declared that neither went into the water, lapsed nor went down with their flight
 * although the battle went on.
 */
function tally(seeds: readonly number[]): { seen: Map<string, number>; unresolved: string[] } {
  const seen = new Map<string, number>();
  const unresolved: string[] = [];
  for (const seed of seeds) {
    const created = vas.createGame(carrierBattle(seed));
    if (!created.ok) throw new Error(created.error.message);
    let s = created.value;
    const rng = seedRng(seed ^ 0x5a17);
    const declared = new Set<string>();
    for (let step = 0; vas.pending(s).kind !== 'over'; step++) {
      if (step > vas.descriptor.maxActions) throw new Error(`seed ${seed} does not end`);
      const a = vas.sampleAction(s, rng);
      const r = vas.apply(s, a);
      if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
      for (const e of r.value.events) {
        seen.set(`${e.type}:${e.rule}`, (seen.get(`${e.type}:${e.rule}`) ?? 0) + 1);
        const flight = String((e.data as { flight?: unknown } | undefined)?.flight ?? '');
        if (e.type === 'air-torpedo-declared') declared.add(flight);
        if (e.rule === 'VAS-AIR-TORPEDO' && (e.type === 'torpedo-spread' || e.type === 'air-attack-lapsed')) declared.delete(flight);
        if (e.type === 'flight-destroyed') declared.delete(flight);
        // A declaration still open when a new turn starts was dropped silently.
        if (e.type === 'turn' && declared.size > 0) unresolved.push(`seed ${seed}: ${[...declared].join(', ')}`);
      }
      s = r.value.state;
    }
  }
  return { seen, unresolved };
}

describe('aircraft combat in bot-against-bot carrier battles', () => {
  it('VAS-AA-FIRE, VAS-DOGFIGHT-ROLL, VAS-AIR-BOMB, VAS-AIR-TORPEDO: seeded carrier battles see AA fire, dodges, dogfights, bombs and air torpedoes, every event naming a registered rule', () => {
    const { seen, unresolved } = tally(Array.from({ length: 30 }, (_, i) => 4 + 5 * i));
    expect(unresolved).toEqual([]);
    const ids = new Set(RULES.map((r) => r.id));
    for (const key of seen.keys()) expect(ids.has(key.split(':')[1] ?? ''), key).toBe(true);
    for (const kind of ['aa-roll:VAS-AA-FIRE', 'aa-dodge:VAS-AA-DODGE', 'dogfight:VAS-DOGFIGHT-ROLL', 'dogfight-locked:VAS-DOGFIGHT-LOCK',
      'bombs-dropped:VAS-AIR-BOMB', 'air-torpedo-declared:VAS-AIR-TORPEDO', 'air-attack:VAS-AIR-NOMINATE']) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
    // A torpedo either goes into the water or lapses (shot down, locked, target gone); both must happen.
    expect((seen.get('torpedo-spread:VAS-AIR-TORPEDO') ?? 0) + (seen.get('air-attack-lapsed:VAS-AIR-TORPEDO') ?? 0)).toBeGreaterThan(0);
  });
});
