import { describe, expect, it } from 'vitest';
import { deriveShipRoster } from './derive-ship';
import {
  BISMARCK_SPEC, ILLUSTRIOUS_SPEC, LEANDER_SPEC, QUEEN_ELIZABETH_SPEC, TRIBAL_SPEC, TYPE_VII_SPEC, ZARA_SPEC,
} from './sample-specs';

describe('the ship model against the figures the rules print', () => {
  it('VAS-ROSTER-EXAMPLE: the Queen Elizabeth specification gives exactly the printed Warspite roster', () => {
    const r = deriveShipRoster(QUEEN_ELIZABETH_SPEC);
    expect({ ...r, origin: undefined }).toEqual({
      class: 'Queen Elizabeth', nation: 'Royal Navy', type: 'battleship', priority: 'Battle',
      speed: 5, turning: 1, target: 4, armour: 5, damage: [34, 11], crew: [47, 15],
      traits: ['Aircraft 2', 'Torpedo Belt'], inService: 1915, origin: undefined,
      weapons: [
        { name: 'A Turret', kind: 'main', mount: 'A', range: 33, ad: 2, dd: 3, traits: ['AP'] },
        { name: 'B Turret', kind: 'main', mount: 'B', range: 33, ad: 2, dd: 3, traits: ['AP'] },
        { name: 'X Turret', kind: 'main', mount: 'X', range: 33, ad: 2, dd: 3, traits: ['AP'] },
        { name: 'Y Turret', kind: 'main', mount: 'Y', range: 33, ad: 2, dd: 3, traits: ['AP'] },
        { name: 'Secondary Armament', kind: 'secondary', range: 14, ad: 4, dd: 1, traits: ['Weak'] },
        { name: 'AA', kind: 'aa', range: 5, ad: 8, dd: null, traits: [] },
      ],
    });
  });

  it('VAS-ROSTER-LEANDER-SPEED: a Leander moves 7 inches (half her move is three and a half inches)', () => {
    expect(deriveShipRoster(LEANDER_SPEC).speed).toBe(7);
  });

  it('VAS-ROSTER-LEANDER-SPEED: a Leander can turn 2 points and carries torpedoes (the Movement Example)', () => {
    const r = deriveShipRoster(LEANDER_SPEC);
    expect(r.turning).toBeGreaterThanOrEqual(2);
    expect(r.weapons.some((w) => w.kind === 'torpedo')).toBe(true);
  });

  it('NF-TARGET-EXAMPLES: battleships are hit on 4+, cruisers on 5+, destroyers on 6+', () => {
    expect(deriveShipRoster(BISMARCK_SPEC).target).toBe(4);
    expect(deriveShipRoster(QUEEN_ELIZABETH_SPEC).target).toBe(4);
    expect(deriveShipRoster(ZARA_SPEC).target).toBe(5);
    expect(deriveShipRoster(LEANDER_SPEC).target).toBe(5);
    expect(deriveShipRoster(TRIBAL_SPEC).target).toBe(6);
  });
});

describe('traits and special rows', () => {
  it('MODEL-TRAITS: a small fast destroyer is Agile, unarmoured (3+) and carries depth charges', () => {
    const r = deriveShipRoster(TRIBAL_SPEC);
    expect(r.traits).toContain('Agile');
    expect(r.armour).toBe(3);
    expect(r.weapons.find((w) => w.kind === 'depth-charge')).toBeDefined();
    expect(r.weapons.filter((w) => w.kind === 'main').every((w) => w.traits.includes('Weak'))).toBe(true);
  });

  it('MODEL-TRAITS: a submersible has a submerged Speed, the Submersible trait, torpedoes and no gun turrets', () => {
    const r = deriveShipRoster(TYPE_VII_SPEC);
    expect(r.traits).toContain('Submersible');
    expect(r.submergedSpeed).toBe(2);
    expect(r.weapons.some((w) => w.kind === 'torpedo')).toBe(true);
    expect(r.weapons.some((w) => w.kind === 'main')).toBe(false);
  });

  it('MODEL-TRAITS: an armoured-deck carrier gets Armoured Deck and Carrier with one flight per ten aircraft', () => {
    const r = deriveShipRoster(ILLUSTRIOUS_SPEC);
    expect(r.traits).toEqual(expect.arrayContaining(['Armoured Deck', 'Carrier 4']));
    expect(r.traits).not.toContain('Radar');
  });

  it('MODEL-TRAITS: surface radar fitted when the class entered service gives Radar', () => {
    expect(deriveShipRoster(BISMARCK_SPEC).traits).toContain('Radar');
    expect(deriveShipRoster(QUEEN_ELIZABETH_SPEC).traits).not.toContain('Radar');
  });

  it('VAS-ROSTER-THRESHOLDS: every threshold is below its total', () => {
    for (const spec of [QUEEN_ELIZABETH_SPEC, LEANDER_SPEC, TRIBAL_SPEC, TYPE_VII_SPEC, ILLUSTRIOUS_SPEC]) {
      const r = deriveShipRoster(spec);
      expect(r.damage[1]).toBeLessThan(r.damage[0]);
      expect(r.crew[1]).toBeLessThan(r.crew[0]);
    }
  });
});
