import { describe, expect, it } from 'vitest';
import type { CriticalLocation, ShipState, VasState } from '../types';
import { CRUISER, WARSPITE, duel, makeShip, makeState, runScripted } from '../attack/test-support';
import { currentAD } from './active';
import { applyCritical } from './critical-apply';
import { ALL_CRITICAL_ROWS, criticalLocation, criticalRow } from './critical-table';
import {
  damageControlAllowed, damageControlModifier, effectiveSpeed, effectiveTarget, effectiveTurning,
  repairableCriticals, specialActionsAllowed, weaponsSilenced,
} from './effective';
import { endOfTurnUpkeep, repairCritical } from './repair';
import { dcNeeded } from '../end-phase/damage-control';

function hit(state: VasState, ship: ShipState, location: CriticalLocation, d6: number, extras: number[] = [], followUp = 0): boolean {
  const row = criticalRow(location, d6);
  if (!row) throw new Error(`no row ${location} ${d6}`);
  return applyCritical(state, ship, row, extras, followUp, []);
}

function fresh(): { s: VasState; w: ShipState } {
  const s = makeState([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0)]);
  return { s, w: s.ships.w! };
}

const lost = (w: ShipState) => [34 - w.damage, 47 - w.crew, w.fires];

describe('critical hits', () => {
  it('VAS-CRIT-LOCATION: 2 and 12 Vital Systems, 3-5 Crew, 6-8 Engines, 9-11 Weapons', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(criticalLocation)).toEqual([
      'vital', 'crew', 'crew', 'crew', 'engines', 'engines', 'engines', 'weapons', 'weapons', 'weapons', 'vital',
    ]);
  });

  it('VAS-CRIT-CREW: Fire (1-2), Multiple Fires (3-4), Hull Breach (5), Multiple Explosions (6)', () => {
    for (const d of [1, 2]) { const { s, w } = fresh(); hit(s, w, 'crew', d); expect(lost(w)).toEqual([0, 2, 1]); }
    for (const d of [3, 4]) { const { s, w } = fresh(); hit(s, w, 'crew', d, [5]); expect(lost(w)).toEqual([0, 3, 5]); }
    { const { s, w } = fresh(); hit(s, w, 'crew', 5); expect(lost(w)).toEqual([2, 5, 0]); }
    // +1d6 Damage, +2d6 Crew, 1d6 fires: dice in that order
    { const { s, w } = fresh(); hit(s, w, 'crew', 6, [3, 4, 5, 2]); expect(lost(w)).toEqual([3, 9, 2]); }
  });

  it('VAS-CRIT-ENGINES: Turbine -1, Props -2, Fuel Systems -3 and a fire, each +Damage and +Crew as printed', () => {
    const cases: [number, number[], number][] = [[1, [1, 1, 0], 4], [3, [1, 1, 0], 3], [5, [2, 2, 1], 2]];
    for (const [d, l, speed] of cases) {
      const { s, w } = fresh();
      hit(s, w, 'engines', d);
      expect(lost(w)).toEqual(l);
      expect(effectiveSpeed(w)).toBe(speed);
    }
  });

  it('VAS-CRIT-ENGINES: Engines Disabled: +3/+3, Speed 0, no Special Actions, Target one easier', () => {
    const { s, w } = fresh();
    expect(effectiveTarget(w)).toBe(4);
    hit(s, w, 'engines', 6);
    expect(lost(w)).toEqual([3, 3, 0]);
    expect(effectiveSpeed(w)).toBe(0);
    expect(specialActionsAllowed(w)).toBe(false);
    expect(effectiveTarget(w)).toBe(3);
  });

  it('VAS-CRIT-WEAPONS: AA and Secondary Weapons Damaged each cost their weapons 1 AD', () => {
    const { s, w } = fresh();
    hit(s, w, 'weapons', 1);
    expect(lost(w)).toEqual([1, 1, 0]);
    expect(currentAD(w, 5)).toBe(7);
    hit(s, w, 'weapons', 3);
    expect(lost(w)).toEqual([3, 1, 0]);
    expect(currentAD(w, 4)).toBe(3);
    expect(currentAD(w, 0)).toBe(2);
  });

  it('VAS-CRIT-WEAPONS: Turret Destroyed is +3/+4 and a fire; Magazine Explosion +4/+6 and 1d6 fires', () => {
    const { s, w } = fresh();
    hit(s, w, 'weapons', 5, [], 2);
    expect(lost(w)).toEqual([3, 4, 1]);
    const m = fresh();
    hit(m.s, m.w, 'weapons', 6, [4], 2);
    expect(lost(m.w)).toEqual([4, 6, 4]);
  });

  it('VAS-CRIT-VITAL: Bridge, Rudder, Engineering, Fire Control and Secondary Explosions as printed', () => {
    const b = fresh(); hit(b.s, b.w, 'vital', 1); expect(lost(b.w)).toEqual([0, 1, 0]); expect(specialActionsAllowed(b.w)).toBe(false);
    const r = fresh(); hit(r.s, r.w, 'vital', 2); expect(lost(r.w)).toEqual([2, 1, 0]); expect(effectiveTurning(r.w)).toBe(0);
    const e = fresh(); hit(e.s, e.w, 'vital', 3); expect(lost(e.w)).toEqual([2, 4, 0]); expect(damageControlAllowed(e.w)).toBe(false);
    const f = fresh(); hit(f.s, f.w, 'vital', 4); expect(lost(f.w)).toEqual([3, 4, 0]); expect(f.w.criticals[0]?.effect).toBe('fire-control');
    const x = fresh(); hit(x.s, x.w, 'vital', 5, [2, 3, 4]); expect(lost(x.w)).toEqual([2, 3, 4]);
    expect([b, r, e, f, x].every(({ w }) => w.criticals[0]?.repairable === false)).toBe(true);
  });

  it('VAS-CRIT-VITAL: settled again: a 6 is rolled until 1-5, a second 6 too (the re-roll-once rule is for results, and a 6 here is none)', () => {
    const s = duel(15);
    const r = runScripted(s, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 1, 1, 5, 1, 1, 6, 6, 3]);
    expect(r.requests.filter((q) => q.purpose === 'critical-effect')).toHaveLength(3);
    expect(r.events.filter((e) => e.type === 'critical-reroll').map((e) => e.rule)).toEqual(['VAS-CRIT-VITAL', 'VAS-CRIT-VITAL']);
    expect(s.ships.target!.criticals.map((c) => c.effect)).toEqual(['engineering']);
  });

  it('VAS-CRIT-VITAL: the Vital Systems table has no 6: a 6 is rolled again', () => {
    expect(criticalRow('vital', 6)).toBeNull();
    const s = duel(15);
    // hit, damage six, confirm, location 2 (Vital), effect 6 re-rolled, then 2: Rudder
    const r = runScripted(s, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 1, 1, 5, 1, 1, 6, 2]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'damage', 'critical-confirm', 'critical-location', 'critical-effect', 'critical-effect']);
    expect(s.ships.target!.criticals.map((c) => c.effect)).toEqual(['rudder']);
  });

  it('VAS-CRIT-NONCUMULATIVE: Turbine and Props together cost 2 Speed; once the props are fixed, 1', () => {
    const { s, w } = fresh();
    hit(s, w, 'engines', 1);
    hit(s, w, 'engines', 3);
    expect(effectiveSpeed(w)).toBe(3);
    const props = w.criticals.find((c) => c.effect === 'props-damaged')!;
    repairCritical(s, 'w', props.id);
    expect(effectiveSpeed(w)).toBe(4);
  });

  it('VAS-CRIT-NONCUMULATIVE: two Secondary Weapons Damaged still cost 1 AD, until both are repaired', () => {
    const { s, w } = fresh();
    hit(s, w, 'weapons', 3);
    hit(s, w, 'weapons', 4);
    expect(currentAD(w, 4)).toBe(3);
    repairCritical(s, 'w', w.criticals[0]!.id);
    expect(currentAD(w, 4)).toBe(3);
    repairCritical(s, 'w', w.criticals[1]!.id);
    expect(currentAD(w, 4)).toBe(4);
  });

  it('VAS-CRIT-TURRET: a die with one face per surviving main turret picks the turret lost, in roster order', () => {
    const s = duel(15, WARSPITE);
    s.ships.target!.weapons[1]!.destroyed = true; // B gone: 1 = A, 2 = X, 3 = Y
    // hit; damage 6 5 5; confirm; location 5+5 = 10 Weapons; effect 5 Turret; d3 = 2 -> X
    const r = runScripted(s, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 5, 5, 4, 5, 5, 5, 2]);
    const last = r.requests[r.requests.length - 1]!;
    expect([last.purpose, last.sides]).toEqual(['turret-destroyed', 3]);
    expect(last.label).toContain('1 = A Turret, 2 = X Turret, 3 = Y Turret');
    expect(s.ships.target!.weapons.map((w) => w.destroyed)).toEqual([false, true, true, false, false, false]);
    const c = s.ships.target!.criticals[0]!;
    expect([c.effect, c.repairable, c.data?.weapon]).toEqual(['turret-destroyed', false, 2]);
  });

  it('VAS-CRIT-TURRET: with one main turret left no die is rolled; with none the rest of the critical still applies', () => {
    const one = fresh();
    for (const i of [0, 1, 2]) one.w.weapons[i]!.destroyed = true;
    hit(one.s, one.w, 'weapons', 5);
    expect(one.w.weapons[3]!.destroyed).toBe(true);
    hit(one.s, one.w, 'weapons', 5);
    expect(lost(one.w)).toEqual([6, 8, 2]);
  });

  it('VAS-CRIT-MAGAZINE: no weapons fire this turn and the next 1d3 turns; the End Phase then clears it', () => {
    const { s, w } = fresh();
    s.turn = 2;
    hit(s, w, 'weapons', 6, [1], 2);
    expect([2, 3, 4, 5].map((t) => weaponsSilenced(w, t))).toEqual([true, true, true, false]);
    s.turn = 3;
    expect(endOfTurnUpkeep(s)).toEqual([]);
    s.turn = 4;
    expect(endOfTurnUpkeep(s).map((e) => e.type)).toEqual(['magazine-cleared']);
    expect(weaponsSilenced(w, 4)).toBe(false);
  });

  it('VAS-CRIT-MAGAZINE: the turns are a d3 chance step', () => {
    const s = duel(15, WARSPITE);
    const r = runScripted(s, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 1, 1, 4, 6, 5, 6, /* fires */ 3, /* d3 */ 3]);
    expect(r.requests.slice(-2).map((q) => [q.purpose, q.dice, q.sides])).toEqual([['critical-extra', 1, 6], ['magazine-turns', 1, 3]]);
    expect(s.ships.target!.criticals[0]?.data).toEqual({ turns: 3, until: 4 });
    expect(s.ships.target!.fires).toBe(3);
  });

  it('VAS-CRIT-EXTRA: a critical\'s extra Damage and Crew can cross the thresholds', () => {
    const { s, w } = fresh();
    w.damage = 13;
    w.crew = 18;
    expect(hit(s, w, 'weapons', 6, [1], 1)).toBe(true); // +4 Damage: 9 left, Crippled; +6 Crew: 12, Skeleton
    expect([w.crippled, w.skeleton]).toEqual([true, true]);
    const c = duel(15);
    c.ships.target!.damage = 7;
    // the six does 1 Damage (6 left, threshold 5), its critical is a Hull Breach (+2): 4 left, Crippled
    const r = runScripted(c, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 1, 1, /* confirm */ 4, 2, 2, 5, /* cripple */ 1, 1, 1, 1]);
    expect(r.requests.map((q) => q.purpose)).toEqual(['attack', 'damage', 'critical-confirm', 'critical-location', 'critical-effect', 'cripple']);
    expect([c.ships.target!.damage, c.ships.target!.crippled]).toEqual([4, true]);
    // crippled by the Damage Dice themselves: the crippling dice come before the critical's confirmation
    const d = duel(15);
    d.ships.target!.damage = 6;
    const r2 = runScripted(d, 'warspite', [{ weapon: 0, target: 'target' }], [4, 1, 6, 1, 1, /* cripple */ 1, 1, 1, 1, /* confirm */ 1]);
    expect(r2.requests.map((q) => q.purpose)).toEqual(['attack', 'damage', 'cripple', 'critical-confirm']);
  });

  it('VAS-CRIT-REPAIR: repairs undo lasting effects; Vital Systems and destroyed turrets are never repairable', () => {
    const { s, w } = fresh();
    hit(s, w, 'engines', 6);
    hit(s, w, 'vital', 2);
    hit(s, w, 'weapons', 5, [], 1);
    hit(s, w, 'crew', 5);
    expect(repairableCriticals(w).map((c) => c.effect)).toEqual(['engines-disabled']);
    const rudder = w.criticals.find((c) => c.effect === 'rudder')!;
    expect(repairCritical(s, 'w', rudder.id)).toEqual([]);
    expect(rudder.repaired).toBe(false);
    const engines = w.criticals.find((c) => c.effect === 'engines-disabled')!;
    expect(repairCritical(s, 'w', engines.id).map((e) => e.type)).toEqual(['critical-repaired']);
    expect([effectiveSpeed(w), effectiveTarget(w), effectiveTurning(w)]).toEqual([5, 4, 0]);
    expect(repairableCriticals(w)).toEqual([]);
  });

  it('VAS-CRIT-REPAIR: every table row is listed once and only lasting non-vital effects are repairable', () => {
    expect(ALL_CRITICAL_ROWS).toHaveLength(17);
    const repairable = ALL_CRITICAL_ROWS.filter((r) => {
      const { s, w } = fresh();
      applyCritical(s, w, r, [1, 1, 1, 1], 1, null);
      return w.criticals[0]?.repairable;
    }).map((r) => r.effect);
    expect(repairable).toEqual(['turbine-damaged', 'props-damaged', 'fuel-systems-ruptured', 'engines-disabled', 'aa-damaged', 'secondary-damaged', 'magazine-explosion']);
  });

  it('VAS-SKELETON-SPECIAL: a Skeleton Crew may attempt no Special Actions', () => {
    const w = makeShip('c', 'a', CRUISER, { x: 0, y: 0 }, 0);
    expect(specialActionsAllowed(w)).toBe(true);
    w.skeleton = true;
    expect(specialActionsAllowed(w)).toBe(false);
  });

  it('VAS-SKELETON-DC: a Skeleton Crew is -2 to Damage Control checks', () => {
    const w = makeShip('c', 'a', CRUISER, { x: 0, y: 0 }, 0);
    expect(damageControlModifier(w)).toBe(0);
    const before = dcNeeded(w);
    w.skeleton = true;
    expect(damageControlModifier(w)).toBe(-2);
    // the End Phase's own check needs a die 2 higher
    expect(dcNeeded(w)).toBe(before + 2);
  });
});
