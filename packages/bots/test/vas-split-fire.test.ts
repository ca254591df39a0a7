/**
 * Fire split weapon by weapon (split-fire.ts): the engine's candidate sets fire everything at one
 * enemy; a bot that may split finishes a nearly sunk ship with what it takes and turns the rest on
 * the next target, and only ever plays a split its own score ranks above every one-target set.
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { rankAttacks } from '../src/vas/attack';
import { NORMAL } from '../src/vas/params';
import { splitFireSets } from '../src/vas/split-fire';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, shipSetup, start, toAttackPhase } from '../../vas/test/fixtures';

/** A heavy cruiser with Warspite 8" on one beam and a Crippled destroyer (1 Damage left) 8" on the other. */
function crossfire(): VasState {
  const setup = {
    seed: 4,
    fleets: [
      { id: GERMAN, ships: [shipSetup('cruiser', 'Cruiser', TEST_CRUISER, 36, 24, 90)] },
      { id: BRITISH, ships: [{ id: 'bb', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 36, y: 32 }, heading: 90 }, shipSetup('dd', 'Destroyer', TEST_DESTROYER, 36, 16, 90)] },
    ],
  };
  const s = structuredClone(toAttackPhase(start(setup), GERMAN));
  s.ships.dd!.damage = 1;
  s.ships.dd!.crippled = true;
  return s;
}

const targets = (a: VasAction | undefined): Set<string> => new Set(a?.type === 'attack' ? a.fire.map((n) => n.target) : []);

describe('Victory at Sea bots: fire split weapon by weapon', () => {
  it('VAS-ATTACK-NOMINATE: a bot that splits finishes the Crippled destroyer and turns the rest of its weapons on the battleship', () => {
    const s = crossfire();
    const engine = vas.legalActions(s).filter((a) => a.type === 'attack');
    // the engine's sets never split: each fires at one target
    expect(engine.every((a) => targets(a).size <= 1)).toBe(true);
    const ONE_TARGET = { ...NORMAL, splitFire: false };
    const ranked = rankAttacks(s, NORMAL);
    const chosen = ranked[0]!;
    expect(targets(chosen.action)).toEqual(new Set(['dd', 'bb']));
    const best = Math.max(...rankAttacks(s, ONE_TARGET).map((r) => r.score));
    expect(chosen.score).toBeGreaterThan(best);
    // and it is legal: the engine accepts it
    expect(vas.apply(s, chosen.action).ok).toBe(true);
    // without splitting, the same bot fires everything at one ship
    expect(targets(rankAttacks(s, ONE_TARGET)[0]!.action).size).toBe(1);
  });

  it('VAS-ATTACK-NOMINATE: the sets offered nominate each weapon once, only weapons that can hurt their target, and are all legal', () => {
    const s = crossfire();
    const ship = s.ships.cruiser!;
    const sets = splitFireSets(s, ship, () => 1);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect(new Set(set.map((n) => n.weapon)).size).toBe(set.length);
      expect(set.every((n) => ship.roster.weapons[n.weapon]?.dd !== null)).toBe(true);
      expect(vas.apply(s, { type: 'attack', ship: 'cruiser', fire: set }).ok).toBe(true);
    }
    // a worth of zero everywhere offers nothing: no weapon is nominated where it does no good
    expect(splitFireSets(s, ship, () => 0)).toEqual([]);
  });
});
