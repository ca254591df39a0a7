import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { FireNomination, VasState } from '../types';
import { startAttack } from './resolve';
import { CRUISER, WARSPITE, duel, makeShip, makeState } from './test-support';

function code(state: VasState, fire: readonly FireNomination[], ship = 'warspite'): string | null {
  const r = startAttack(state, ship, fire);
  return r.ok ? null : r.error.code;
}

const A = 0;
const SEC = 4;
const AA = 5;

describe('fire nominations', () => {
  it('VAS-ATTACK-ONCE: a weapon fires once per turn; a ship is nominated to attack once per turn', () => {
    const s = duel(15);
    s.ships.warspite!.weapons[A]!.lastFiredTurn = 1;
    expect(code(s, [{ weapon: A, target: 'target' }])).toBe('ERR_WEAPON_ALREADY_FIRED');
    const t = duel(15);
    expect(code(t, [])).toBeNull();
    expect(code(t, [{ weapon: A, target: 'target' }])).toBe('ERR_ALREADY_ATTACKED');
  });

  it('VAS-ATTACK-SPLIT: a main turret may not split its dice nor fire at two targets', () => {
    const s = makeState([
      makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
      makeShip('t1', 'b', CRUISER, { x: 10, y: 0 }, 0),
      makeShip('t2', 'b', CRUISER, { x: 10, y: 5 }, 0),
    ]);
    expect(code(s, [{ weapon: A, target: 't1' }, { weapon: A, target: 't2' }])).toBe('ERR_CANNOT_SPLIT');
    expect(code(s, [{ weapon: A, target: 't1', dice: 1 }])).toBe('ERR_CANNOT_SPLIT');
    // naming all its dice explicitly is not a split
    expect(code(s, [{ weapon: A, target: 't1', dice: 2 }])).toBeNull();
  });

  it('VAS-ATTACK-SPLIT: secondary weapons split their AD between targets, at most their AD in all', () => {
    const mk = (): VasState => makeState([
      makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
      makeShip('t1', 'b', CRUISER, { x: 10, y: 0 }, 0),
      makeShip('t2', 'b', CRUISER, { x: 10, y: 5 }, 0),
    ]);
    expect(code(mk(), [{ weapon: SEC, target: 't1', dice: 2 }, { weapon: SEC, target: 't2', dice: 2 }])).toBeNull();
    expect(code(mk(), [{ weapon: SEC, target: 't1', dice: 3 }, { weapon: SEC, target: 't2', dice: 2 }])).toBe('ERR_TOO_MANY_DICE');
    expect(code(mk(), [{ weapon: SEC, target: 't1' }, { weapon: SEC, target: 't2', dice: 1 }])).toBe('ERR_TOO_MANY_DICE');
    expect(code(mk(), [{ weapon: SEC, target: 't1', dice: 0 }])).toBe('ERR_BAD_DICE');
  });

  it('VAS-ATTACK-TARGET: only enemy ships still in the battle may be targeted; the weapon must exist', () => {
    const s = makeState([
      makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
      makeShip('friend', 'a', CRUISER, { x: 10, y: 0 }, 0),
      makeShip('sunk', 'b', CRUISER, { x: 10, y: 5 }, 0),
    ]);
    s.ships.sunk!.destroyed = true;
    expect(code(s, [{ weapon: A, target: 'friend' }])).toBe('ERR_BAD_TARGET');
    expect(code(s, [{ weapon: A, target: 'sunk' }])).toBe('ERR_BAD_TARGET');
    expect(code(s, [{ weapon: A, target: 'nobody' }])).toBe('ERR_BAD_TARGET');
    expect(code(s, [{ weapon: 17, target: 'sunk' }])).toBe('ERR_BAD_WEAPON');
    const r = startAttack(s, 'warspite', [{ weapon: A, target: 'friend' }]);
    expect(r.ok ? '' : r.error.message).toMatch(/not an enemy ship/);
    // a refused nomination leaves the ship free to be nominated again
    expect(s.ships.warspite!.attackedThisTurn).toBe(false);
  });

  it('VAS-ATTACK-AA: AA batteries may not attack ships; bombs belong to aircraft (refused for a ship), torpedoes do not', () => {
    expect(code(duel(4), [{ weapon: AA, target: 'target' }])).toBe('ERR_AA_ONLY');
    const armed: ShipRoster = {
      ...CRUISER,
      weapons: [...CRUISER.weapons, { name: 'Torpedoes', kind: 'torpedo', range: 10, ad: 4, dd: 2, traits: [] }, { name: 'Bombs', kind: 'bomb', range: 1, ad: 1, dd: 2, traits: [] }],
    };
    const s = makeState([makeShip('cr', 'a', armed, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 5, y: 0 }, 0)]);
    expect(code(s, [{ weapon: 6, target: 'target' }], 'cr')).toBe('ERR_BOMBS_AIRCRAFT_ONLY');
    expect(code(s, [{ weapon: 5, target: 'target' }], 'cr')).toBeNull();
  });

  it('VAS-SKELETON-WEAPONS: a ship with a Skeleton Crew fires only one weapon system a turn', () => {
    const s = duel(12);
    s.ships.warspite!.skeleton = true;
    expect(code(s, [{ weapon: 0, target: 'target' }, { weapon: 1, target: 'target' }])).toBe('ERR_SKELETON_CREW');
    expect(code(duelSkeleton(), [{ weapon: SEC, target: 'target', dice: 2 }, { weapon: SEC, target: 'target', dice: 2 }])).toBeNull();
    expect(code(duelSkeleton(), [{ weapon: 0, target: 'target' }])).toBeNull();
  });

  it('VAS-ATTACK-ABANDONED: an Abandoned ship may not fire, but may be nominated to hold fire', () => {
    const s = duel(12);
    s.ships.warspite!.abandoned = true;
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBe('ERR_ABANDONED');
    expect(code(s, [])).toBeNull();
  });

  it('VAS-ATTACK-SILENT: a ship that succeeded at Rig for Silent Running may not attack', () => {
    const s = duel(12);
    s.ships.warspite!.special = { kind: 'rig-for-silent-running', success: true };
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBe('ERR_SILENT_RUNNING');
    const failed = duel(12);
    failed.ships.warspite!.special = { kind: 'rig-for-silent-running', success: false };
    expect(code(failed, [{ weapon: 0, target: 'target' }])).toBeNull();
  });

  it('VAS-CRIT-MAGAZINE: no weapon fires while a Magazine Explosion lasts', () => {
    const s = duel(12);
    s.turn = 3;
    s.ships.warspite!.criticals.push({ id: 1, location: 'weapons', effect: 'magazine-explosion', turn: 2, repairable: true, repaired: false, data: { turns: 1, until: 3 } });
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBe('ERR_MAGAZINE_EXPLOSION');
    s.turn = 4;
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBeNull();
  });

  it('VAS-TRAIT-SLOW-LOADING: a Slow-Loading weapon that fired last turn may not fire; two turns later it may', () => {
    const slow: ShipRoster = { ...CRUISER, weapons: [{ ...CRUISER.weapons[0]!, traits: ['Slow-Loading'] }] };
    const s = makeState([makeShip('cr', 'a', slow, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 10 }, 90)]);
    s.turn = 5;
    s.ships.cr!.weapons[0]!.lastFiredTurn = 4;
    expect(code(s, [{ weapon: 0, target: 'target' }], 'cr')).toBe('ERR_SLOW_LOADING');
    s.ships.cr!.weapons[0]!.lastFiredTurn = 3;
    expect(code(s, [{ weapon: 0, target: 'target' }], 'cr')).toBeNull();
  });

  it('VAS-TRAIT-ONE-SHOT: a One-Shot weapon is spent once fired and refused afterwards', () => {
    const oneShot: ShipRoster = { ...CRUISER, weapons: [{ ...CRUISER.weapons[0]!, traits: ['One-Shot'] }] };
    const s = makeState([makeShip('cr', 'a', oneShot, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 10 }, 90)]);
    const r = startAttack(s, 'cr', [{ weapon: 0, target: 'target' }]);
    expect(r.ok).toBe(true);
    expect(s.ships.cr!.weapons[0]!.spent).toBe(true);
    s.turn = 2;
    s.ships.cr!.attackedThisTurn = false;
    expect(code(s, [{ weapon: 0, target: 'target' }], 'cr')).toBe('ERR_WEAPON_SPENT');
  });

  it('VAS-ATTACK-SMOKE: no attack through a Smoke Counter, in either direction; a smoking ship is hidden only behind its trail', () => {
    const s = duel(12);
    s.smoke.push({ ship: 'target', from: { x: 12, y: 0 }, to: { x: 12, y: -3 }, turn: 1 });
    // abeam of the trail's leading edge: the line does not cross the smoke
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBeNull();
    const behind = makeState([makeShip('warspite', 'a', WARSPITE, { x: 12, y: -12 }, 0), makeShip('target', 'b', CRUISER, { x: 12, y: 0 }, 0)]);
    behind.smoke.push({ ship: 'target', from: { x: 12, y: 0 }, to: { x: 12, y: -3 }, turn: 1 });
    expect(code(behind, [{ weapon: 0, target: 'target' }])).toBe('ERR_SMOKE');
    expect(code(behind, [{ weapon: 2, target: 'warspite' }], 'target')).toBe('ERR_SMOKE');
    const between = duel(12);
    between.smoke.push({ ship: 'other', from: { x: 6, y: 2 }, to: { x: 6, y: -2 }, turn: 1 });
    expect(code(between, [{ weapon: 0, target: 'target' }])).toBe('ERR_SMOKE');
    const aside = duel(12);
    aside.smoke.push({ ship: 'other', from: { x: 6, y: 2 }, to: { x: 6, y: 6 }, turn: 1 });
    expect(code(aside, [{ weapon: 0, target: 'target' }])).toBeNull();
  });

  it('VAS-ATTACK-SMOKE: a ship fires ahead of its own smoke trail but not back through it', () => {
    const s = makeState([
      makeShip('cr', 'a', CRUISER, { x: 0, y: 0 }, 0),
      makeShip('ahead', 'b', CRUISER, { x: 2, y: 12 }, 90),
      makeShip('astern', 'b', CRUISER, { x: 0, y: -12 }, 90),
    ]);
    s.smoke.push({ ship: 'cr', from: { x: 0, y: 0 }, to: { x: 0, y: -4 }, turn: 1 });
    expect(code(s, [{ weapon: 0, target: 'ahead' }], 'cr')).toBeNull();
    s.ships.cr!.attackedThisTurn = false;
    expect(code(s, [{ weapon: 2, target: 'astern' }], 'cr')).toBe('ERR_SMOKE');
  });

  it('VAS-TRAIT-RADAR: a ship with Radar may fire through smoke', () => {
    const radar: ShipRoster = { ...WARSPITE, traits: [...WARSPITE.traits, 'Radar'] };
    const s = makeState([makeShip('warspite', 'a', radar, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 12, y: 0 }, 0)]);
    s.smoke.push({ ship: 'other', from: { x: 6, y: 2 }, to: { x: 6, y: -2 }, turn: 1 });
    expect(code(s, [{ weapon: 0, target: 'target' }])).toBeNull();
  });
});

function duelSkeleton(): VasState {
  const s = duel(12);
  s.ships.warspite!.skeleton = true;
  return s;
}
