import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import { effectiveSpeed } from '../damage/effective';
import { CRUISER, WARSPITE, duel, makeShip, makeState, runScripted } from './test-support';

const A = 0;
const B = 1;
const X = 2;
const at = (target = 'target') => [{ weapon: A, target }];

describe('resolving an attack by chance steps', () => {
  it('VAS-ATTACK-NOMINATE: a weapon nominated at a target out of its arc is spent with an event; the others fire', () => {
    // the cruiser is dead ahead of Warspite: A bears, X (aft arc) does not
    const s = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 12 }, 90)]);
    const r = runScripted(s, 'warspite', [{ weapon: X, target: 'target' }, { weapon: A, target: 'target' }], [1, 1]);
    expect(r.error).toBeNull();
    expect(r.events.map((e) => e.type)).toContain('weapon-out-of-arc');
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack']);
    expect(r.requests[0]?.label).toContain('A Turret');
    expect(s.ships.warspite!.attackedThisTurn).toBe(true);
    expect(s.ships.warspite!.weapons[X]!.lastFiredTurn).toBeNull();
    expect(s.ships.warspite!.weapons[A]!.lastFiredTurn).toBe(1);
    expect(s.resolution).toBeNull();
  });

  it('VAS-ATTACK-NOMINATE: when every weapon is out of range the attack ends at once with no dice', () => {
    const s = duel(40);
    const r = runScripted(s, 'warspite', at(), []);
    expect(r.events.map((e) => e.type)).toEqual(['attack-nominated', 'weapon-out-of-range', 'attack-done']);
    expect(s.resolution).toBeNull();
  });

  it('VAS-DAMAGE-DICE: Warspite\'s A turret hits a beam-on cruiser at 15", damages it and scores a Fuel Systems critical', () => {
    const s = duel(15);
    // Target 5+, beam +1: 4+ to hit. AP: Armour 4+ needs 3+. Six -> confirm 4 -> 2d6 = 7 Engines -> 5 Fuel Systems Ruptured.
    const r = runScripted(s, 'warspite', at(), [4, 3, /* damage */ 3, 2, 6, /* confirm */ 4, /* location */ 3, 4, /* effect */ 5]);
    expect(r.requests[0]?.label).toBe("Roll 2d6 attack dice: warspite's A Turret at target, 4+ to hit");
    expect(r.requests[1]?.label).toMatch(/^Roll 3d6 damage dice: 1 hit from warspite's A Turret on target, 3\+ to damage/);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'damage', 'critical-confirm', 'critical-location', 'critical-effect']);
    const t = s.ships.target!;
    expect(t.damage).toBe(14 - 2 - 2); // two damage dice succeed, then +2 Damage from the critical
    expect(t.crew).toBe(20 - 2);
    expect(t.fires).toBe(1);
    expect(t.criticals.map((c) => c.effect)).toEqual(['fuel-systems-ruptured']);
    expect(effectiveSpeed(t)).toBe(7 - 3);
    expect(s.resolution).toBeNull();
  });

  it('VAS-ATTACK-FAST-TARGET: a target that moved more than 7" is -1 to hit; exactly 7" is not', () => {
    const fast = duel(15);
    fast.ships.target!.distanceMovedThisTurn = 7.5;
    expect(runScripted(fast, 'warspite', at(), [4, 4]).requests[0]?.label).toMatch(/5\+ to hit$/);
    expect(fast.ships.target!.damage).toBe(14);
    const seven = duel(15);
    seven.ships.target!.distanceMovedThisTurn = 7;
    expect(runScripted(seven, 'warspite', at(), [4, 1, 1, 1, 1]).requests[0]?.label).toMatch(/4\+ to hit$/);
  });

  it('VAS-ATTACK-FLANK: an attacker at Flank Speed is -1 to hit', () => {
    const s = duel(15);
    s.ships.warspite!.special = { kind: 'flank-speed', success: true };
    const r = runScripted(s, 'warspite', at(), [4, 4]);
    expect(r.requests[0]?.label).toMatch(/5\+ to hit$/);
    expect(r.requests).toHaveLength(1);
  });

  it('VAS-ATTACK-EVASIVE: hits on an evading target must be re-rolled and the re-roll decides', () => {
    const s = duel(15);
    s.ships.target!.special = { kind: 'evasive', success: true };
    const r = runScripted(s, 'warspite', at(), [5, 2, /* re-roll the hit */ 3]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'attack-reroll']);
    expect(r.requests[1]?.dice).toBe(1);
    expect(s.ships.target!.damage).toBe(14);
  });

  it('VAS-ATTACK-EVASIVE: the evading ship\'s own hits must be re-rolled too; a failed Evasive! changes nothing', () => {
    const s = duel(15);
    s.ships.warspite!.special = { kind: 'evasive', success: true };
    const r = runScripted(s, 'warspite', at(), [6, 6, /* both re-rolled */ 1, 1]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'attack-reroll']);
    const failed = duel(15);
    failed.ships.warspite!.special = { kind: 'evasive', success: false };
    expect(runScripted(failed, 'warspite', at(), [1, 1]).requests).toHaveLength(1);
  });

  it('VAS-TRAIT-TWIN-LINKED: missed Attack Dice of a Twin-Linked weapon are re-rolled', () => {
    const twin: ShipRoster = { ...CRUISER, weapons: [{ ...CRUISER.weapons[0]!, ad: 3, traits: ['Twin-Linked'] }] };
    const s = makeState([makeShip('cr', 'a', twin, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 10 }, 0)]);
    // head-on target (no beam bonus): 5+. 5 hits, 2 and 1 miss -> two re-rolls: 6 hits, 3 misses -> 2 hits
    const r = runScripted(s, 'cr', [{ weapon: 0, target: 'target' }], [5, 2, 1, 6, 3, /* damage, DD 1 each */ 1, 1]);
    expect(r.requests.map((q) => [q.purpose, q.dice])).toEqual([['attack', 3], ['attack-reroll', 2], ['damage', 2]]);
  });

  it('VAS-REROLL-ONCE: a Twin-Linked miss re-rolled into a hit on an evading target is not re-rolled again', () => {
    const twin: ShipRoster = { ...CRUISER, weapons: [{ ...CRUISER.weapons[0]!, ad: 1, traits: ['Twin-Linked'] }] };
    const s = makeState([makeShip('cr', 'a', twin, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 10 }, 0)]);
    s.ships.target!.special = { kind: 'evasive', success: true };
    const r = runScripted(s, 'cr', [{ weapon: 0, target: 'target' }], [2, /* re-roll */ 5, /* damage */ 4]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'attack-reroll', 'damage']);
    expect(s.ships.target!.damage).toBe(13);
  });

  it('VAS-REROLL-ONCE: against an evading target a hit re-rolled into a miss stays a miss, and a Twin-Linked miss re-rolled into a hit stays a hit', () => {
    const twin: ShipRoster = { ...CRUISER, weapons: [{ ...CRUISER.weapons[0]!, ad: 2, traits: ['Twin-Linked'] }] };
    const s = makeState([makeShip('cr', 'a', twin, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 10 }, 0)]);
    s.ships.target!.special = { kind: 'evasive', success: true };
    // 5+ to hit: the 5 hits (Evasive!: re-rolled), the 2 misses (Twin-Linked: re-rolled); the re-rolls 1 and 6 stand
    const r = runScripted(s, 'cr', [{ weapon: 0, target: 'target' }], [5, 2, /* re-rolls */ 1, 6, /* damage */ 4]);
    expect(r.requests.map((q) => [q.purpose, q.dice])).toEqual([['attack', 2], ['attack-reroll', 2], ['damage', 1]]);
    expect(s.ships.target!.damage).toBe(13);
  });

  it('VAS-CRIT-FIRE-CONTROL: with Fire Control hit, each weapon rolls first and fires only on 4+', () => {
    const s = duel(15);
    s.ships.warspite!.criticals.push({ id: 1, location: 'vital', effect: 'fire-control', turn: 1, repairable: false, repaired: false });
    const r = runScripted(s, 'warspite', [{ weapon: A, target: 'target' }, { weapon: B, target: 'target' }], [3, 4, /* B only */ 1, 1]);
    expect(r.requests.map((q) => [q.purpose, q.dice])).toEqual([['fire-control', 2], ['attack', 2]]);
    expect(r.requests[1]?.label).toContain('B Turret');
    expect(r.events.some((e) => e.type === 'fire-control-failed' && e.data?.weapon === A)).toBe(true);
    expect(s.ships.warspite!.weapons[A]!.lastFiredTurn).toBeNull();
  });

  it('VAS-ATTACK-SEQUENCE: every weapon rolls its Attack Dice before any Damage Dice are rolled', () => {
    const s = duel(15);
    const r = runScripted(s, 'warspite', [{ weapon: A, target: 'target' }, { weapon: B, target: 'target' }], [4, 1, 4, 1, 3, 3, 3, 3, 3, 3]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'attack', 'damage', 'damage']);
    expect(s.ships.target!.damage).toBe(14 - 6);
  });

  it('VAS-DAMAGE-PLUNGING: at 25" the AP shells need only 2+ against Armour 4+', () => {
    const s = duel(25);
    const r = runScripted(s, 'warspite', at(), [5, 1, 2, 2, 1]);
    // long range -1 and beam +1 cancel: 5+ to hit; AP +1 and plunging +1
    expect(r.requests[0]?.label).toMatch(/5\+ to hit$/);
    expect(r.requests[1]?.label).toMatch(/2\+ to damage/);
    expect(s.ships.target!.damage).toBe(12);
  });

  it('VAS-TRAIT-ARMOURED-DECK: at 25" an Armoured Deck denies the plunging bonus', () => {
    const s = duel(25, { ...CRUISER, traits: ['Armoured Deck'] });
    const r = runScripted(s, 'warspite', at(), [5, 1, 2, 2, 3]);
    expect(r.requests[1]?.label).toMatch(/3\+ to damage/);
    expect(s.ships.target!.damage).toBe(13);
  });

  it('VAS-TRAIT-AP: an AP shell rolling 4 damages Armour 5+; the same roll from a plain gun does not', () => {
    const plain: ShipRoster = { ...WARSPITE, weapons: WARSPITE.weapons.map((w) => ({ ...w, traits: [] })) };
    const apState = duel(15, WARSPITE);
    runScripted(apState, 'warspite', at(), [6, 1, 4, 4, 4]);
    expect(apState.ships.target!.damage).toBe(34 - 3);
    const plainState = makeState([makeShip('warspite', 'a', plain, { x: 0, y: 0 }, 0), makeShip('target', 'b', WARSPITE, { x: 15, y: 0 }, 0)]);
    runScripted(plainState, 'warspite', at(), [6, 1, 4, 4, 4]);
    expect(plainState.ships.target!.damage).toBe(34);
  });

  it('VAS-TRAIT-SUPER-AP: Super AP adds +2: a 3 damages Armour 5+', () => {
    const sap: ShipRoster = { ...WARSPITE, weapons: WARSPITE.weapons.map((w) => ({ ...w, traits: ['Super AP'] as const })) };
    const s = makeState([makeShip('warspite', 'a', sap, { x: 0, y: 0 }, 0), makeShip('target', 'b', WARSPITE, { x: 15, y: 0 }, 0)]);
    runScripted(s, 'warspite', at(), [6, 1, 3, 3, 2]);
    expect(s.ships.target!.damage).toBe(34 - 2);
  });

  it('VAS-TRAIT-WEAK: Weak secondaries are -1 to damage and their sixes cause no critical', () => {
    const s = duel(10);
    // Secondary (AD 4, DD 1, Weak) at a beam-on cruiser: 4+ to hit; Armour 4+ needs 5+ with Weak
    const r = runScripted(s, 'warspite', [{ weapon: 4, target: 'target' }], [4, 4, 1, 1, /* damage */ 4, 6]);
    expect(r.requests[1]?.label).toMatch(/5\+ to damage/);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'damage']);
    expect(s.ships.target!.damage).toBe(13);
    expect(s.ships.target!.criticals).toEqual([]);
  });
});
