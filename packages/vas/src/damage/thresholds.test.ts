import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { VasEvent } from '../types';
import { CRUISER, WARSPITE, duel, makeShip, makeState, runScripted } from '../attack/test-support';
import { currentAD } from './active';
import { applyCrewLoss } from './crew';
import { effectiveSpeed, effectiveTurning } from './effective';
import { applyCrippleRolls, crippleDiceCount, loseDamage } from './thresholds';

const warspite = () => makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0);

describe('damage states', () => {
  it('VAS-CRIPPLED-THRESHOLD: Warspite (34/11) is Crippled exactly when 11 Damage are left', () => {
    const w = warspite();
    expect(loseDamage(w, 22, null)).toBe(false);
    expect(w.damage).toBe(12);
    expect(w.crippled).toBe(false);
    expect(loseDamage(w, 1, [])).toBe(true); // 23 points taken, 11 left
    expect(w.damage).toBe(11);
    expect(w.crippled).toBe(true);
    expect(loseDamage(w, 1, null)).toBe(false); // already Crippled: no second crippling roll
  });

  it('VAS-CRIPPLED-THRESHOLD: a single big loss straight past the threshold cripples too', () => {
    const w = warspite();
    expect(loseDamage(w, 30, null)).toBe(true);
    expect(w.damage).toBe(4);
  });

  it('VAS-SKELETON-THRESHOLD: Warspite (47/15) runs on a Skeleton Crew exactly when 15 Crew are left', () => {
    const s = makeState([warspite()]);
    applyCrewLoss(s, 'w', 31);
    expect(s.ships.w!.crew).toBe(16);
    expect(s.ships.w!.skeleton).toBe(false);
    const events = applyCrewLoss(s, 'w', 1);
    expect(s.ships.w!.crew).toBe(15);
    expect(s.ships.w!.skeleton).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['crew-lost', 'skeleton-crew']);
  });

  it('VAS-DAMAGE-ABANDONED: Crew reduced to 0 abandons the ship, which then has Speed 0', () => {
    const s = makeState([warspite()]);
    const events = applyCrewLoss(s, 'w', 60);
    const w = s.ships.w!;
    expect(w.crew).toBe(0);
    expect(w.abandoned).toBe(true);
    expect(w.skeleton).toBe(true);
    expect(events.map((e) => e.type)).toContain('ship-abandoned');
    expect(effectiveSpeed(w)).toBe(0);
  });

  it('VAS-DAMAGE-DESTROYED: Damage reduced to 0 destroys the ship, with no crippling roll', () => {
    const w = warspite();
    const events: VasEvent[] = [];
    expect(loseDamage(w, 40, events)).toBe(false);
    expect(w.damage).toBe(0);
    expect(w.destroyed).toBe(true);
    expect(w.crippled).toBe(false);
  });

  it('VAS-CRIPPLED-EFFECTS: Turning 1, Speed halved for good, secondary and AA dice halved rounding down', () => {
    const ship: ShipRoster = { ...CRUISER, turning: 2, weapons: [...CRUISER.weapons, { name: 'AA', kind: 'aa', range: 5, ad: 5, dd: null, traits: [] }] };
    const c = makeShip('c', 'b', ship, { x: 0, y: 0 }, 0);
    expect([effectiveSpeed(c), effectiveTurning(c), currentAD(c, 4), currentAD(c, 5), currentAD(c, 0)]).toEqual([7, 2, 3, 5, 2]);
    c.crippled = true;
    expect([effectiveSpeed(c), effectiveTurning(c), currentAD(c, 4), currentAD(c, 5), currentAD(c, 0)]).toEqual([3.5, 1, 1, 2, 2]);
  });

  it('VAS-CRIPPLED-LOSSES: a die for each surviving main turret and each trait; 4+ destroys it', () => {
    const w = warspite();
    w.weapons[1]!.destroyed = true; // B already gone: three turrets and two traits left
    expect(crippleDiceCount(w)).toBe(5);
    const events: VasEvent[] = [];
    // A 4 (lost), X 3, Y 6 (lost), Aircraft 2: 1, Torpedo Belt: 5 (lost)
    applyCrippleRolls(w, [4, 3, 6, 1, 5], events);
    expect(w.weapons.map((x) => x.destroyed)).toEqual([true, true, false, true, false, false]);
    expect(w.lostTraits).toEqual(['Torpedo Belt']);
    expect(events.map((e) => e.type)).toEqual(['turret-lost', 'turret-lost', 'trait-lost']);
  });

  it('VAS-CRIPPLED-LOSSES: crossing the threshold in an attack calls for the crippling dice at once', () => {
    const s = duel(15, { ...CRUISER, traits: ['Agile'] });
    s.ships.target!.damage = 6;
    // hit with A: 2 damage dice succeed -> 4 left (threshold 5): crippling dice for 4 turrets + Agile
    const r = runScripted(s, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 3, 3, 1, /* cripple */ 4, 1, 1, 1, 6]);
    expect(r.requests.map((q) => `${q.purpose}:${q.dice}`)).toEqual(['attack:2', 'damage:3', 'cripple:5']);
    expect(s.ships.target!.crippled).toBe(true);
    expect(s.ships.target!.weapons.map((w) => w.destroyed)).toEqual([true, false, false, false, false]);
    expect(s.ships.target!.lostTraits).toEqual(['Agile']);
  });
});
