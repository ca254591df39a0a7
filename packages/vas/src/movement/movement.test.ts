import { describe, expect, it } from 'vitest';
import { vas, type MoveLeg, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, nominatedToMove, play, shipSetup, start, twoFleets } from '../../test/fixtures';

/** Warspite (Speed 5, Turning 1) nominated to move from (12, 24) heading 90 (towards the right edge). */
const warspiteMoving = (): VasState => nominatedToMove(start(twoFleets()), 'warspite');

const tryMove = (state: VasState, ship: string, legs: MoveLeg[]) => vas.apply(state, { type: 'move', ship, legs });

const codeOf = (state: VasState, ship: string, legs: MoveLeg[]): string | null => {
  const r = tryMove(state, ship, legs);
  return r.ok ? null : r.error.code;
};

const withShips = (british: VasSetup['fleets'][number]['ships'], german: VasSetup['fleets'][number]['ships'] = [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 40, 270)]): VasSetup => ({
  seed: 3,
  fleets: [{ id: BRITISH, ships: british }, { id: GERMAN, ships: german }],
});

describe('Moving ships', () => {
  it('VAS-MOVE-MAX: a ship moves at most its Speed (Warspite: 5")', () => {
    const s = warspiteMoving();
    expect(codeOf(s, 'warspite', [{ forward: 5.01 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(codeOf(s, 'warspite', [{ forward: 3 }, { forward: 2.5 }])).toBe('ERR_MOVE_TOO_FAR');
    const ok = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] }]).state;
    expect(ok.ships.warspite?.position.x).toBeCloseTo(17, 9);
    expect(ok.ships.warspite?.position.y).toBeCloseTo(24, 9);
    expect(ok.ships.warspite?.distanceMovedThisTurn).toBeCloseTo(5, 9);
    // the event says the heading in whole degrees
    const moved = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: 45 }, { forward: 1 }] }]).events.find((e) => e.type === 'moved');
    expect(moved?.text).toMatch(/^HMS Warspite moves 3\.5" and ends heading \d{1,3}°\.$/);
  });

  it('VAS-MOVE-MIN: a ship with Speed above 0 must move at least 1 inch', () => {
    const s = warspiteMoving();
    expect(codeOf(s, 'warspite', [{ forward: 0.9 }])).toBe('ERR_MOVE_TOO_SHORT');
    expect(codeOf(s, 'warspite', [])).toBe('ERR_MOVE_TOO_SHORT');
    expect(codeOf(s, 'warspite', [{ forward: 1 }])).toBeNull();
  });

  it('VAS-MOVE-MIN: a ship with Speed 0 may not move at all, and need not', () => {
    const hulk = { ...TEST_CRUISER, class: 'Hulk', speed: 0 };
    const s = nominatedToMove(start(withShips([shipSetup('hulk', 'Hulk', hulk, 20, 20, 0)])), 'hulk');
    expect(codeOf(s, 'hulk', [{ forward: 0.5 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(codeOf(s, 'hulk', [{ turn: 45 }])).toBe('ERR_TURN_NOT_ALLOWED');
    expect(codeOf(s, 'hulk', [])).toBeNull();
  });

  it('VAS-MOVE-TURN-HALF: Warspite (Speed 5) may turn only after 2.5" straight ahead', () => {
    const s = warspiteMoving();
    expect(codeOf(s, 'warspite', [{ turn: 45 }, { forward: 5 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'warspite', [{ forward: 2.4 }, { turn: 45 }, { forward: 2.6 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: 45 }, { forward: 2.5 }])).toBeNull();
    // the turn may come at any point after half Speed, including the very end
    expect(codeOf(s, 'warspite', [{ forward: 4 }, { turn: -45 }, { forward: 1 }])).toBeNull();
    expect(codeOf(s, 'warspite', [{ forward: 5 }, { turn: 45 }])).toBeNull();
  });

  it('VAS-MOVE-TURN-POINTS: a turn is up to Turning x 45 degrees to port or starboard', () => {
    const s = warspiteMoving();
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: 46 }])).toBe('ERR_TURN_TOO_SHARP');
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: -90 }])).toBe('ERR_TURN_TOO_SHARP');
    const port = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }, { forward: 2.5 }] }]).state;
    expect(port.ships.warspite?.heading).toBeCloseTo(45, 9);
    // 2.5" east, then 2.5" north-east
    expect(port.ships.warspite?.position.x).toBeCloseTo(12 + 2.5 + 2.5 * Math.SQRT1_2, 9);
    expect(port.ships.warspite?.position.y).toBeCloseTo(24 + 2.5 * Math.SQRT1_2, 9);
    // a lesser turn than the maximum is always allowed
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: 10 }, { forward: 1 }])).toBeNull();
  });

  it('VAS-MOVE-TURN-ONCE: a ship that is not Agile turns only once', () => {
    const s = warspiteMoving();
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: 20 }, { forward: 2.5 }, { turn: 20 }])).toBe('ERR_TOO_MANY_TURNS');
    expect(codeOf(s, 'warspite', [{ forward: 2.5 }, { turn: 20 }, { turn: 20 }])).toBe('ERR_TOO_MANY_TURNS');
  });

  it('VAS-MOVE-AGILE: an Agile ship turns after half Speed and again at the end of its full Speed', () => {
    const agile = { ...TEST_DESTROYER, class: 'Agile DD', traits: ['Agile'] };
    const s = nominatedToMove(start(withShips([shipSetup('dd', 'Agile', agile, 20, 20, 0)])), 'dd');
    // Speed 8, Turning 2: 4", 90 to starboard, 4", 90 to starboard again = reversed course
    const ok = play(s, [{ type: 'move', ship: 'dd', legs: [{ forward: 4 }, { turn: 90 }, { forward: 4 }, { turn: 90 }] }]).state;
    expect(ok.ships.dd?.heading).toBeCloseTo(180, 9);
    expect(ok.ships.dd?.position.x).toBeCloseTo(24, 9);
    expect(ok.ships.dd?.position.y).toBeCloseTo(24, 9);
    // the second turn only after the full Speed, and only at the very end
    expect(codeOf(s, 'dd', [{ forward: 4 }, { turn: 90 }, { forward: 3 }, { turn: 90 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'dd', [{ forward: 4 }, { turn: 90 }, { forward: 4 }, { turn: 45 }, { forward: 0.5 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'dd', [{ forward: 4 }, { turn: 45 }, { forward: 4 }, { turn: 45 }, { turn: 45 }])).toBe('ERR_TOO_MANY_TURNS');
  });

  it('VAS-MOVE-NO-TURN: a ship with Turning 0 cannot turn at all', () => {
    const barge = { ...TEST_CRUISER, class: 'Barge', turning: 0 };
    const s = nominatedToMove(start(withShips([shipSetup('barge', 'Barge', barge, 20, 20, 0)])), 'barge');
    expect(codeOf(s, 'barge', [{ forward: 3 }, { turn: 10 }])).toBe('ERR_TURN_NOT_ALLOWED');
    expect(codeOf(s, 'barge', [{ forward: 6 }])).toBeNull();
  });

  it('VAS-MOVE-NO-TURN: a Rudder hit forbids turning; a crippled ship turns at most 1 point at half Speed', () => {
    const s0 = start(twoFleets());
    s0.ships.hipper!.criticals = [{ id: 1, location: 'vital', effect: 'rudder', turn: 1, repairable: false, repaired: false }];
    s0.nextCriticalId = 2;
    const rudder = nominatedToMove(s0, 'hipper');
    expect(codeOf(rudder, 'hipper', [{ forward: 3 }, { turn: 45 }])).toBe('ERR_TURN_NOT_ALLOWED');
    const s1 = start(twoFleets());
    s1.ships.hipper!.crippled = true; // Speed 6 -> 3, Turning 2 -> 1
    const crippled = nominatedToMove(s1, 'hipper');
    expect(codeOf(crippled, 'hipper', [{ forward: 3.5 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(codeOf(crippled, 'hipper', [{ forward: 1.5 }, { turn: 90 }])).toBe('ERR_TURN_TOO_SHARP');
    expect(codeOf(crippled, 'hipper', [{ forward: 1.5 }, { turn: 45 }, { forward: 1.5 }])).toBeNull();
  });

  it('VAS-MOVE-NO-STACK: a ship may not end on another ship, but may pass over one and may touch', () => {
    // Warspite (radius 1) at (12,24) heading 90; a destroyer (radius 0.5) at (15,24), dead ahead
    const setup = withShips([
      { id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 },
      shipSetup('dd', 'Destroyer', TEST_DESTROYER, 15, 24, 90),
    ]);
    const s = nominatedToMove(start(setup), 'warspite');
    expect(codeOf(s, 'warspite', [{ forward: 3 }])).toBe('ERR_SHIPS_OVERLAP');
    expect(codeOf(s, 'warspite', [{ forward: 2 }])).toBe('ERR_SHIPS_OVERLAP');
    expect(codeOf(s, 'warspite', [{ forward: 1.5 }])).toBeNull(); // 1.5" apart = 1 + 0.5: touching
    expect(codeOf(s, 'warspite', [{ forward: 5 }])).toBeNull(); // through and clear beyond
  });

  it('VAS-MOVE-NO-STACK: a ship hemmed in so that every legal move ends on another ship may stay put', () => {
    // a Speed 1, Turning 0 ship with a battleship exactly 1" ahead: its only allowed move ends on it
    const tug = { ...TEST_DESTROYER, class: 'Tug', speed: 1, turning: 0 };
    const setup = withShips([
      shipSetup('tug', 'Tug', tug, 20, 20, 0),
      { id: 'warspite', class: 'Queen Elizabeth', position: { x: 20, y: 21.6 }, heading: 90 },
    ]);
    const s = nominatedToMove(start(setup), 'tug');
    expect(codeOf(s, 'tug', [{ forward: 1 }])).toBe('ERR_SHIPS_OVERLAP');
    const stay = play(s, [{ type: 'move', ship: 'tug', legs: [] }]).state;
    expect(stay.ships.tug?.position).toEqual({ x: 20, y: 20 });
    // an open-water ship gets no such exemption
    expect(codeOf(warspiteMoving(), 'warspite', [])).toBe('ERR_MOVE_TOO_SHORT');
  });

  it('VAS-MOVE-WITHDRAW: moving off a table edge is a Tactical Withdrawal', () => {
    const setup = withShips([{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 70, y: 24 }, heading: 90 }]);
    const s = nominatedToMove(start(setup), 'warspite');
    const r = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] }]);
    const w = r.state.ships.warspite;
    expect(w?.withdrawn).toBe(true);
    expect(w?.position.x).toBeCloseTo(72, 9);
    expect(w?.distanceMovedThisTurn).toBeCloseTo(2, 9);
    expect(r.events.some((e) => e.type === 'withdrawn' && e.ship === 'warspite')).toBe(true);
    // the British fleet has no ship left in the battle, so the Germans win at once
    expect(vas.pending(r.state)).toMatchObject({ kind: 'over', winners: [GERMAN] });
  });
});
