import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import { CRUISER, WARSPITE, duel, makeShip, makeState, runScripted } from './test-support';

const A = 0;
const B = 1;

describe('the damage step of each weapon in the attack log', () => {
  it('VAS-DAMAGE-DICE: a weapon that scores no hit rolls no Damage Dice and logs no damage step; a weapon that hits does', () => {
    const s = duel(15); // 4+ to hit, 3+ to damage (see resolve.test.ts)
    const r = runScripted(s, 'warspite', [{ weapon: A, target: 'target' }, { weapon: B, target: 'target' }],
      [/* A misses */ 1, 3, /* B: one hit */ 4, 1, /* B's damage */ 3, 2, 1]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'attack', 'damage']);
    const damage = r.events.filter((e) => e.type === 'damage-roll');
    expect(damage.map((e) => e.text)).toEqual(['Damage dice on target: 3, 2, 1: 1 damage.']);
    expect(damage[0]?.data?.weapon).toBe(B);
    expect(r.events.some((e) => /: :|\bundefined\b/.test(e.text))).toBe(false);
    expect(s.ships.target!.damage).toBe(14 - 1);
  });

  it('VAS-DAMAGE-DICE: when every weapon misses, the attack ends after the attack dice with no damage event', () => {
    const s = duel(15);
    const r = runScripted(s, 'warspite', [{ weapon: A, target: 'target' }], [1, 2]);
    expect(r.events.map((e) => e.type)).toEqual(['attack-nominated', 'attack-roll', 'attack-done']);
    expect(r.events[1]?.text).toBe("warspite's A Turret fires at target: 1, 2: 0 hits.");
  });

  it('VAS-DAMAGE-DICE: hits from a weapon with no Damage Dice are logged once as doing no damage', () => {
    const noDD: ShipRoster = { ...CRUISER, weapons: CRUISER.weapons.map((w) => ({ ...w, dd: 0 })) };
    const s = makeState([makeShip('cr', 'a', noDD, { x: 0, y: 0 }, 0), makeShip('warspite', 'b', WARSPITE, { x: 10, y: 0 }, 0)]);
    const r = runScripted(s, 'cr', [{ weapon: A, target: 'warspite' }], [6, 6]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack']);
    const step = r.events.filter((e) => e.type === 'no-damage-dice' || e.type === 'damage-roll');
    expect(step.map((e) => e.text)).toEqual(["2 hits on warspite from cr's A Turret, which has no Damage Dice: no damage."]);
    expect(s.ships.warspite!.damage).toBe(WARSPITE.damage[0]);
  });
});
