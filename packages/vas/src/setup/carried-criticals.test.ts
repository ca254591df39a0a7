import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, nominatedToMove, play, quietPhases, shipSetup, start, toMovement, winInitiative } from '../../test/fixtures';
import { currentAD } from '../damage/active';
import { damageControlAllowed, effectiveSpeed, effectiveTarget, effectiveTurning, specialActionsAllowed } from '../damage/effective';
import { LASTING_EFFECTS } from '../damage/critical-table';

/** Hipper (TEST_CRUISER: turrets 0 to 3, secondary 4, AA 5) carrying `criticals`, far from Warspite. */
const setupWith = (criticals: unknown): unknown => ({
  seed: 1,
  fleets: [
    { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 6, y: 6 }, heading: 0 }] },
    { id: GERMAN, ships: [{ ...shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 40, 0), criticals }] },
  ],
});
const hipper = (criticals: unknown): VasState['ships'][string] => {
  const ship = start(setupWith(criticals)).ships.hipper;
  if (!ship) throw new Error('no Hipper');
  return ship;
};
const problems = (criticals: unknown): readonly { code: string; path?: string; message: string }[] => {
  const r = vas.createGame(setupWith(criticals));
  return r.ok ? [] : r.error.problems;
};

describe('critical hits carried into a battle', () => {
  it('VAS-SETUP-CRITICALS: each lasting effect is active from the first turn, with the effect the Critical Hits tables give it', () => {
    const plain = hipper(undefined);
    expect(plain.criticals).toEqual([]);
    const speed = TEST_CRUISER.speed;
    expect(effectiveSpeed(hipper([{ effect: 'turbine-damaged' }]))).toBe(speed - 1);
    expect(effectiveSpeed(hipper([{ effect: 'props-damaged' }]))).toBe(speed - 2);
    expect(effectiveSpeed(hipper([{ effect: 'fuel-systems-ruptured' }, { effect: 'turbine-damaged' }]))).toBe(speed - 3);
    const disabled = hipper([{ effect: 'engines-disabled' }]);
    expect([effectiveSpeed(disabled), effectiveTarget(disabled), specialActionsAllowed(disabled)]).toEqual([0, TEST_CRUISER.target - 1, false]);
    expect(effectiveTurning(hipper([{ effect: 'rudder' }]))).toBe(0);
    expect(specialActionsAllowed(hipper([{ effect: 'bridge-hit' }]))).toBe(false);
    expect(damageControlAllowed(hipper([{ effect: 'engineering' }]))).toBe(false);
    const guns = hipper([{ effect: 'aa-damaged' }, { effect: 'secondary-damaged' }]);
    expect([4, 5].map((w) => currentAD(guns, w))).toEqual([4, 5].map((w) => currentAD(plain, w) - 1));
    const turret = hipper([{ effect: 'turret-destroyed', weapon: 1 }]);
    expect([currentAD(turret, 0), currentAD(turret, 1)]).toEqual([currentAD(plain, 0), 0]);
    const all = hipper(LASTING_EFFECTS.map((effect) => (effect === 'turret-destroyed' ? { effect, weapon: 0 } : { effect })));
    expect(all.criticals.map((c) => [c.effect, c.turn, c.repaired, c.location === 'vital' || c.effect === 'turret-destroyed' ? !c.repairable : c.repairable]))
      .toEqual(LASTING_EFFECTS.map((e) => [e, 0, false, true]));
  });

  it('VAS-SETUP-CRITICALS: a carried Props Damaged slows the ship in play, and Damage Control repairs it like a fresh one', () => {
    const s0 = start(setupWith([{ effect: 'props-damaged' }]));
    const moving = nominatedToMove(s0, 'hipper');
    const speed = TEST_CRUISER.speed;
    expect(vas.apply(moving, { type: 'move', ship: 'hipper', legs: [{ forward: speed - 2 + 0.5 }] })).toMatchObject({ ok: false, error: { code: 'ERR_MOVE_TOO_FAR' } });
    let s = play(moving, [{ type: 'move', ship: 'hipper', legs: [{ forward: speed - 2 }] }]).state;
    s = quietPhases(s).state;
    const p = vas.pending(s);
    expect(p).toMatchObject({ kind: 'decision', decision: 'damage-control' });
    const carried = s.ships.hipper!.criticals[0]!;
    expect(vas.legalActions(s)).toContainEqual({ type: 'damage-control', ship: 'hipper', critical: carried.id });
    // 5 + Command 4 = 9: repaired
    s = play(s, [{ type: 'damage-control', ship: 'hipper', critical: carried.id }, vas.diceAction([5])]).state;
    expect(s.ships.hipper!.criticals[0]!.repaired).toBe(true);
    expect(effectiveSpeed(s.ships.hipper!)).toBe(speed);
  });

  it('VAS-SETUP-CRITICALS: the battle\'s own critical hits take ids after the carried ones, and the state survives a save and load', () => {
    const s = start(setupWith([{ effect: 'rudder' }, { effect: 'turret-destroyed', weapon: 0 }]));
    expect(s.ships.hipper!.criticals.map((c) => c.id)).toEqual([1, 2]);
    expect(s.nextCriticalId).toBe(3);
    expect(s.ships.hipper!.weapons[0]!.destroyed).toBe(true);
    const loaded = vas.parse(JSON.stringify(s));
    expect(loaded.ok).toBe(true);
    // the first turn goes on as usual with the carried hits in place
    const turn = toMovement(s, winInitiative(s, GERMAN)).state;
    expect(vas.pending(turn)).toMatchObject({ kind: 'decision', decision: 'nominate-move' });
  });

  it('VAS-SETUP-CRITICALS: what is not a lasting effect, or a turret that is not one, is refused with its path and a sentence', () => {
    const at = (i: number, k = '') => `fleets[1].ships[0].criticals[${i}]${k}`;
    expect(problems([{ effect: 'fire' }])).toEqual([expect.objectContaining({ code: 'ERR_BAD_CARRIED_CRITICAL', path: at(0, '.effect'), message: expect.stringMatching(/"fire" is not a critical hit whose effect lasts/) })]);
    expect(problems([{ effect: 'magazine-explosion' }])[0]?.path).toBe(at(0, '.effect'));
    expect(problems([{ effect: 'turret-destroyed' }])[0]?.path).toBe(at(0, '.weapon'));
    expect(problems([{ effect: 'turret-destroyed', weapon: 4 }])[0]?.message).toMatch(/index of a main weapon/);
    expect(problems([{ effect: 'turret-destroyed', weapon: 1 }, { effect: 'turret-destroyed', weapon: 1 }])[0]).toMatchObject({ path: at(1, '.weapon'), message: 'That turret is already destroyed.' });
    expect(problems([{ effect: 'rudder', weapon: 1 }])[0]?.path).toBe(at(0, '.weapon'));
    expect(problems([{ effect: 'rudder', turn: 3 }])[0]?.path).toBe(at(0));
    expect(problems('rudder')[0]?.path).toBe('fleets[1].ships[0].criticals');
    expect(problems(Array.from({ length: 33 }, () => ({ effect: 'rudder' })))[0]?.code).toBe('ERR_BAD_CARRIED_CRITICAL');
    expect(problems([{ effect: 'rudder' }, { effect: 'props-damaged' }])).toEqual([]);
  });
});

describe('crippling losses carried into a battle', () => {
  const crippled = TEST_CRUISER.damage[1];
  const start2 = (extra: Record<string, unknown>): ReturnType<typeof vas.createGame> => vas.createGame({
    seed: 1,
    fleets: [
      { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 6, y: 6 }, heading: 0 }] },
      { id: GERMAN, ships: [{ ...shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 40, 0), ...extra }] },
    ],
  });

  it('VAS-SETUP-CRIPPLE-LOSSES: a ship that starts Crippled starts without the turrets and traits it lost; it rolls no crippling dice again', () => {
    const r = start2({ damage: crippled, crippleLosses: { weapons: [0, 2], traits: ['Radar'] } });
    if (!r.ok) throw new Error(r.error.message);
    const h = r.value.ships.hipper!;
    expect(h.crippled).toBe(true);
    expect([0, 1, 2, 3].map((w) => currentAD(h, w))).toEqual([0, 2, 0, 2]);
    expect(h.lostTraits).toEqual(['Radar']);
    expect(h.criticals).toEqual([]);
    // without the losses it starts Crippled with every turret
    const whole = start2({ damage: crippled });
    if (!whole.ok) throw new Error(whole.error.message);
    expect([0, 1, 2, 3].map((w) => currentAD(whole.value.ships.hipper!, w))).toEqual([2, 2, 2, 2]);
  });

  it('VAS-SETUP-CRIPPLE-LOSSES: losses on a ship that is not Crippled, a weapon that is no turret, a trait it lacks, or one given twice are refused with the path', () => {
    const problemsOf = (extra: Record<string, unknown>) => { const r = start2(extra); return r.ok ? [] : r.error.problems.map((p) => [p.code, p.path]); };
    const at = 'fleets[1].ships[0].crippleLosses';
    expect(problemsOf({ damage: crippled + 1, crippleLosses: { weapons: [0] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', at]]);
    expect(problemsOf({ crippleLosses: { weapons: [0] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', at]]);
    expect(problemsOf({ damage: crippled, crippleLosses: { weapons: [4] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', `${at}.weapons[0]`]]);
    expect(problemsOf({ damage: crippled, crippleLosses: { weapons: [1, 1] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', `${at}.weapons[1]`]]);
    expect(problemsOf({ damage: crippled, crippleLosses: { traits: ['Agile'] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', `${at}.traits[0]`]]);
    expect(problemsOf({ damage: crippled, crippleLosses: { turrets: [1] } })).toEqual([['ERR_BAD_CRIPPLE_LOSSES', at]]);
    expect(problemsOf({ damage: crippled, crippleLosses: { weapons: [], traits: [] } })).toEqual([]);
  });
});
