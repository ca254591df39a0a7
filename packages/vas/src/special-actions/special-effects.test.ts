/**
 * Each Special Action's effect played through the public engine, from the nomination to the
 * attack or the End Phase it changes, with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { vas, type MoveLeg, type ShipRoster, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, nominatedToMove, play, quietPhases, scripted, shipSetup, start, toMovement, twoFleets } from '../../test/fixtures';

const moveCode = (s: VasState, ship: string, legs: MoveLeg[]): string | null => {
  const r = vas.apply(s, { type: 'move', ship, legs });
  return r.ok ? null : r.error.code;
};

const chance = (s: VasState): { purpose: string; dice: number; label: string } | null => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? { purpose: p.request.purpose, dice: p.request.dice, label: p.request.label } : null;
};

const NO_RADAR: ShipRoster = { ...TEST_CRUISER, class: 'Test Cruiser (no radar)', traits: [] };

/**
 * Warspite at (30, 19) and a cruiser at (45, 19), both heading up the table; each moves 1" with the
 * given Special Actions (Command check dice `checks`, in nomination order), the British first.
 * In the Attack Phase they lie 15" apart, each on the other's beam.
 */
function abreast(specials: { warspite?: string; hipper?: string }, checks: number[] = [], roster = TEST_CRUISER): VasState {
  const setup: VasSetup = {
    seed: 8,
    fleets: [
      { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 30, y: 19 }, heading: 0 }] },
      { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', roster, 45, 19, 0)] },
    ],
  };
  let s = toMovement(start(setup), [6, 6, 1, 1]).state;
  const dice = [...checks];
  for (const ship of ['warspite', 'hipper'] as const) {
    const special = specials[ship];
    s = play(s, [special ? { type: 'nominate-move', ship, special } as never : { type: 'nominate-move', ship }]).state;
    if (chance(s)) s = play(s, [{ type: 'roll', values: [dice.shift() ?? 6] }]).state;
    s = play(s, [{ type: 'move', ship, legs: [{ forward: 1 }] }]).state;
  }
  return s;
}

describe('Come About! and Flank Speed! with damage', () => {
  it('VAS-SPECIAL-COME-ABOUT: a Crippled ship (Turning 1) turns 2 points after Come About!', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.crippled = true; // Speed 2.5, Turning 1
    const s = nominatedToMove(s0, 'warspite', 'come-about', 5);
    expect(moveCode(s, 'warspite', [{ forward: 1.25 }, { turn: 90.5 }])).toBe('ERR_TURN_TOO_SHARP');
    const r = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 1.25 }, { turn: -90 }, { forward: 1.25 }] }]).state;
    expect(r.ships.warspite?.heading).toBeCloseTo(0, 9);
  });

  it('VAS-SPECIAL-COME-ABOUT: adds a point even to a printed Turning 0, but not to a ship at Speed 0', () => {
    const barge = { ...TEST_CRUISER, class: 'Barge', turning: 0 };
    const setup: VasSetup = { ...twoFleets(), fleets: [twoFleets().fleets[0]!, { id: GERMAN, ships: [shipSetup('barge', 'Barge', barge, 40, 24, 0)] }] };
    const s = nominatedToMove(start(setup), 'barge', 'come-about', 5);
    expect(moveCode(s, 'barge', [{ forward: 3 }, { turn: 46 }])).toBe('ERR_TURN_TOO_SHARP');
    expect(moveCode(s, 'barge', [{ forward: 3 }, { turn: 45 }, { forward: 3 }])).toBeNull();
    expect(moveCode(nominatedToMove(start(setup), 'barge', 'come-about', 4), 'barge', [{ forward: 3 }, { turn: 1 }])).toBe('ERR_TURN_NOT_ALLOWED');
    const stopped = start(twoFleets());
    stopped.ships.warspite!.crippled = true;
    stopped.ships.warspite!.criticals = [{ id: 1, location: 'engines', effect: 'fuel-systems-ruptured', turn: 1, repairable: true, repaired: false }];
    stopped.nextCriticalId = 2; // 2.5 - 3: Speed 0, but Special Actions are still allowed
    const still = nominatedToMove(stopped, 'warspite', 'come-about', 6);
    expect(still.ships.warspite?.special).toEqual({ kind: 'come-about', success: true });
    expect(moveCode(still, 'warspite', [{ turn: 45 }])).toBe('ERR_TURN_NOT_ALLOWED');
  });

  it('VAS-SPECIAL-FLANK-SPEED: +50% of the Speed the ship has now: Crippled 2.5" becomes 3.75", Props Damaged 3" becomes 4.5"', () => {
    const c = start(twoFleets());
    c.ships.warspite!.crippled = true;
    const crippled = nominatedToMove(c, 'warspite', 'flank-speed');
    expect(moveCode(crippled, 'warspite', [{ forward: 3.76 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(moveCode(crippled, 'warspite', [{ forward: 1.87 }, { turn: 45 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(moveCode(crippled, 'warspite', [{ forward: 1.875 }, { turn: 45 }, { forward: 1.875 }])).toBeNull();
    expect(moveCode(crippled, 'warspite', [{ forward: 1.875 }, { turn: 46 }])).toBe('ERR_TURN_TOO_SHARP');
    const p = start(twoFleets());
    p.ships.warspite!.criticals = [{ id: 1, location: 'engines', effect: 'props-damaged', turn: 1, repairable: true, repaired: false }];
    p.nextCriticalId = 2;
    const props = nominatedToMove(p, 'warspite', 'flank-speed');
    expect(moveCode(props, 'warspite', [{ forward: 4.51 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(moveCode(props, 'warspite', [{ forward: 4.5 }])).toBeNull();
  });

  it('VAS-SPECIAL-FLANK-SPEED: every Attack Die of the ship at Flank Speed is -1; its target is not', () => {
    const plain = abreast({});
    expect(play(plain, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }]).state.resolution).not.toBeNull();
    const base = chance(play(plain, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }]).state);
    expect(base?.label).toMatch(/4\+ to hit$/); // Target 5+, beam +1
    const flank = abreast({ warspite: 'flank-speed' });
    expect(chance(play(flank, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }]).state)?.label).toMatch(/5\+ to hit$/);
    // the cruiser firing back at the ship at Flank Speed: Target 4+, beam +1, no penalty
    const back = play(flank, [{ type: 'attack', ship: 'warspite', fire: [] }, { type: 'attack', ship: 'hipper', fire: [{ weapon: 0, target: 'warspite' }] }]).state;
    expect(chance(back)?.label).toMatch(/3\+ to hit$/);
  });
});

describe('Evasive!', () => {
  it('VAS-SPECIAL-EVASIVE: hits on the evading ship are re-rolled and the re-roll stands; misses are not re-rolled', () => {
    const s = abreast({ hipper: 'evasive' }, [4]); // 4 + Command 4 = 8: success
    expect(s.ships.hipper?.special).toEqual({ kind: 'evasive', success: true });
    let a = play(s, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }]).state;
    a = play(a, [{ type: 'roll', values: [5, 2] }]).state; // one hit (4+), one miss
    expect(chance(a)).toMatchObject({ purpose: 'attack-reroll', dice: 1 });
    const missed = play(a, [{ type: 'roll', values: [3] }]).state;
    expect(missed.ships.hipper?.damage).toBe(14);
    expect(vas.pending(missed)).toMatchObject({ kind: 'decision', decision: 'attack', player: GERMAN });
    const hit = play(a, [{ type: 'roll', values: [4] }]).state;
    expect(chance(hit)).toMatchObject({ purpose: 'damage', dice: 3 }); // the re-rolled hit stands: Warspite's 3 DD
  });

  it('VAS-SPECIAL-EVASIVE: the evading ship\'s own hits are re-rolled too', () => {
    const s = abreast({ hipper: 'evasive' }, [5]);
    let a = play(s, [{ type: 'attack', ship: 'warspite', fire: [] }, { type: 'attack', ship: 'hipper', fire: [{ weapon: 0, target: 'warspite' }] }]).state;
    a = play(a, [{ type: 'roll', values: [6, 3] }]).state; // 3+ to hit: two hits
    expect(chance(a)).toMatchObject({ purpose: 'attack-reroll', dice: 2 });
    const after = play(a, [{ type: 'roll', values: [2, 1] }]).state; // both now miss
    expect(after.ships.warspite?.damage).toBe(34);
  });

  it('VAS-SPECIAL-EVASIVE: a failed check (3 + 4 = 7) changes nothing', () => {
    const s = abreast({ hipper: 'evasive' }, [3]);
    expect(s.ships.hipper?.special).toEqual({ kind: 'evasive', success: false });
    const a = play(play(s, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }]).state, [{ type: 'roll', values: [5, 2] }]).state;
    expect(chance(a)).toMatchObject({ purpose: 'damage', dice: 3 });
  });
});

describe('Create Smoke!', () => {
  /** Warspite and the cruiser 15" apart at y 20; a British destroyer lays smoke between them at x 38 (y 18 to 21). */
  function screened(roster = NO_RADAR, weather: 'good' | 'bad' = 'good'): VasState {
    const setup: VasSetup = {
      seed: 8,
      options: { weather },
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 30, y: 19 }, heading: 0 }, shipSetup('dd', 'HMS Hotspur', TEST_DESTROYER, 38, 20, 0)] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', roster, 45, 19, 0)] },
      ],
    };
    return play(toMovement(start(setup), [6, 6, 1, 1]).state, [
      { type: 'nominate-move', ship: 'warspite' }, { type: 'move', ship: 'warspite', legs: [{ forward: 1 }] },
      { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] },
      { type: 'nominate-move', ship: 'dd', special: 'create-smoke' }, { type: 'move', ship: 'dd', legs: [{ forward: 1 }] },
    ]).state;
  }

  it('VAS-SPECIAL-SMOKE: no attack may be drawn through the counter, from either side, by a ship without Radar', () => {
    const s = screened();
    expect(s.smoke).toEqual([{ ship: 'dd', from: { x: 38, y: 21 }, to: expect.objectContaining({ x: expect.closeTo(38, 9), y: expect.closeTo(18, 9) }), turn: 1 }]);
    expect(vas.apply(s, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] })).toMatchObject({ ok: false, error: { code: 'ERR_SMOKE' } });
    const german = play(s, [{ type: 'attack', ship: 'warspite', fire: [] }]).state;
    expect(vas.apply(german, { type: 'attack', ship: 'hipper', fire: [{ weapon: 0, target: 'warspite' }] })).toMatchObject({ ok: false, error: { code: 'ERR_SMOKE' } });
    expect(vas.legalActions(german).filter((a) => a.type === 'attack' && a.fire.some((f) => f.target === 'warspite'))).toEqual([]);
  });

  it('VAS-TRAIT-RADAR: a ship with Radar fires through the smoke that stops the others', () => {
    const s = play(screened(TEST_CRUISER), [{ type: 'attack', ship: 'warspite', fire: [] }]).state;
    const r = vas.apply(s, { type: 'attack', ship: 'hipper', fire: [{ weapon: 0, target: 'warspite' }] });
    expect(r.ok).toBe(true);
  });

  it('VAS-END-SMOKE: the counter is gone after the End Phase, and the line is open next turn', () => {
    const s = screened();
    const next = quietPhases(s);
    expect(next.state.turn).toBe(2);
    expect(next.state.smoke).toEqual([]);
    let t = toMovement(next.state, [6, 6, 1, 1]).state;
    t = play(t, [
      { type: 'nominate-move', ship: 'warspite' }, { type: 'move', ship: 'warspite', legs: [{ forward: 1 }] },
      { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] },
      { type: 'nominate-move', ship: 'dd' }, { type: 'move', ship: 'dd', legs: [{ forward: 1 }] },
    ]).state;
    expect(vas.apply(t, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }).ok).toBe(true);
  });

  it('VAS-SPECIAL-BAD-WEATHER: Create Smoke! is refused in Bad Weather; the other actions are not', () => {
    const setup: VasSetup = { ...twoFleets(), options: { weather: 'bad' } };
    const s = toMovement(start(setup), [6, 6, 1, 1]).state;
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite', special: 'create-smoke' })).toMatchObject({ ok: false, error: { code: 'ERR_SMOKE_IN_BAD_WEATHER' } });
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite', special: 'flank-speed' }).ok).toBe(true);
    const specials = vas.legalActions(s).flatMap((a) => (a.type === 'nominate-move' && a.ship === 'warspite' && a.special ? [a.special] : []));
    expect(specials.sort()).toEqual(['all-hands-on-deck', 'come-about', 'evasive', 'flank-speed']);
  });
});

describe('Rig for Silent Running!', () => {
  const UBOAT = { ...TEST_DESTROYER, class: 'Test U-boat', type: 'submersible' as const, speed: 4, traits: ['Submersible'] };
  const uboatSetup = (): VasSetup => ({
    seed: 9,
    fleets: [
      { id: BRITISH, ships: [shipSetup('dd', 'HMS Hotspur', TEST_DESTROYER, 40, 20, 0)] },
      { id: GERMAN, ships: [shipSetup('u47', 'U-47', UBOAT, 44, 20, 0)] },
    ],
  });

  it('VAS-SPECIAL-SILENT-RUNNING: on success at most half Speed and no attacks; on failure she moves and fights normally', () => {
    const run = (die: number): VasState => {
      let s = toMovement(start(uboatSetup()), [1, 1, 6, 6]).state;
      s = scripted(play(s, [{ type: 'nominate-move', ship: 'u47', special: 'rig-for-silent-running' }]).state, [die]).state;
      return s;
    };
    const silent = run(5); // 5 + 4 = 9
    expect(moveCode(silent, 'u47', [{ forward: 2.01 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(moveCode(silent, 'u47', [{ forward: 1 }, { turn: 90 }])).toBeNull(); // half of 2" is 1"
    let s = play(silent, [{ type: 'move', ship: 'u47', legs: [{ forward: 2 }] }, { type: 'nominate-move', ship: 'dd' }, { type: 'move', ship: 'dd', legs: [{ forward: 2 }] }]).state;
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'attack', player: GERMAN });
    expect(vas.apply(s, { type: 'attack', ship: 'u47', fire: [{ weapon: 0, target: 'dd' }] })).toMatchObject({ ok: false, error: { code: 'ERR_SILENT_RUNNING' } });
    expect(vas.legalActions(s)).toEqual([{ type: 'attack', ship: 'u47', fire: [] }]);
    s = play(s, [{ type: 'attack', ship: 'u47', fire: [] }]).state;
    expect(vas.apply(s, { type: 'attack', ship: 'dd', fire: [{ weapon: 0, target: 'u47' }] }).ok).toBe(true);
    const failed = run(4);
    expect(failed.ships.u47?.special).toEqual({ kind: 'rig-for-silent-running', success: false });
    expect(moveCode(failed, 'u47', [{ forward: 4 }])).toBeNull();
  });
});

describe('Choosing a Special Action', () => {
  it('VAS-SPECIAL-ONE: the action is named with the nomination; a ship cannot be nominated again to try another', () => {
    let s = toMovement(start(twoFleets()), [6, 6, 1, 1]).state;
    s = scripted(play(s, [{ type: 'nominate-move', ship: 'warspite', special: 'come-about' }]).state, [1]).state; // fails
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite', special: 'flank-speed' })).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
    s = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] }]).state; // moves normally: full Speed
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite', special: 'flank-speed' })).toMatchObject({ ok: false });
    expect(s.ships.warspite?.special).toEqual({ kind: 'come-about', success: false });
  });

  it('VAS-SPECIAL-CHECK: a Green crew (Command 2) can never pass a check of 9, even on a 6; a 6 passes 8', () => {
    const setup = twoFleets();
    const green: VasSetup = { ...setup, fleets: [{ ...setup.fleets[0]!, ships: [{ ...setup.fleets[0]!.ships[0]!, command: 2 }] }, setup.fleets[1]!] };
    const s = play(toMovement(start(green), [6, 6, 1, 1]).state, [{ type: 'nominate-move', ship: 'warspite', special: 'come-about' }]).state;
    expect(chance(s)?.label).toContain('needs 7+');
    expect(scripted(s, [6]).state.ships.warspite?.special).toEqual({ kind: 'come-about', success: false });
    expect(nominatedToMove(start(green), 'warspite', 'evasive', 6).ships.warspite?.special?.success).toBe(true);
    expect(nominatedToMove(start(green), 'warspite', 'evasive', 5).ships.warspite?.special?.success).toBe(false);
  });
});
