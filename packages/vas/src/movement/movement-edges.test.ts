/**
 * Boundaries of the movement rules through the public engine: half Speed with odd and damaged
 * Speeds, the minimum move, Turning points, Agile with Special Actions, Speed 0, footprints and
 * Tactical Withdrawals.
 */
import { describe, expect, it } from 'vitest';
import { vas, type CriticalHit, type MoveLeg, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, nominatedToMove, play, quietPhases, shipSetup, start, twoFleets } from '../../test/fixtures';

const codeOf = (state: VasState, ship: string, legs: MoveLeg[]): string | null => {
  const r = vas.apply(state, { type: 'move', ship, legs });
  return r.ok ? null : r.error.code;
};

const crit = (id: number, effect: string, location: CriticalHit['location']): CriticalHit =>
  ({ id, location, effect, turn: 1, repairable: location !== 'vital', repaired: false });

const british = (ships: VasSetup['fleets'][number]['ships'], german = [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 40, 270)]): VasSetup =>
  ({ seed: 7, fleets: [{ id: BRITISH, ships }, { id: GERMAN, ships: german }] });

const LEANDER = { ...TEST_CRUISER, class: 'Leander stand-in', type: 'light cruiser' as const, speed: 7, turning: 2, traits: [] };
const AGILE = { ...TEST_DESTROYER, class: 'Agile DD', traits: ['Agile'] };

describe('Half Speed before turning', () => {
  it('VAS-MOVE-TURN-HALF: Speed 7 turns after exactly 3.5", not 3.49"', () => {
    const s = nominatedToMove(start(british([shipSetup('ajax', 'Ajax', LEANDER, 20, 10, 0)])), 'ajax');
    expect(codeOf(s, 'ajax', [{ forward: 3.49 }, { turn: 45 }, { forward: 3 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'ajax', [{ forward: 3.5 }, { turn: 45 }, { forward: 3.5 }])).toBeNull();
    // several straight legs add up to the half
    expect(codeOf(s, 'ajax', [{ forward: 2 }, { forward: 1.5 }, { turn: -90 }, { forward: 0.5 }])).toBeNull();
    // a ship that moves less than half her Speed may not turn at all
    expect(codeOf(s, 'ajax', [{ forward: 3 }, { turn: 10 }])).toBe('ERR_TURN_TOO_EARLY');
  });

  it('VAS-MOVE-TURN-HALF: a Crippled Warspite (Speed 2.5) turns after 1.25"; with Props Damaged too (0.5") after 0.25"', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.crippled = true;
    const crippled = nominatedToMove(s0, 'warspite');
    expect(codeOf(crippled, 'warspite', [{ forward: 1.24 }, { turn: 45 }, { forward: 1 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(crippled, 'warspite', [{ forward: 1.25 }, { turn: 45 }, { forward: 1.25 }])).toBeNull();
    expect(codeOf(crippled, 'warspite', [{ forward: 2.51 }])).toBe('ERR_MOVE_TOO_FAR');
    s0.ships.warspite!.criticals = [crit(1, 'props-damaged', 'engines')];
    s0.nextCriticalId = 2;
    const slow = nominatedToMove(s0, 'warspite');
    expect(codeOf(slow, 'warspite', [{ forward: 0.25 }, { turn: 45 }, { forward: 0.25 }])).toBeNull();
    expect(codeOf(slow, 'warspite', [{ forward: 0.5 }, { turn: 46 }])).toBe('ERR_TURN_TOO_SHARP'); // Crippled: 1 point
  });
});

describe('Minimum move and Speed 0', () => {
  it('VAS-MOVE-MIN: a ship slower than 1" (Crippled, Props Damaged: 0.5") must still move her whole Speed', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.crippled = true;
    s0.ships.warspite!.criticals = [crit(1, 'props-damaged', 'engines')];
    s0.nextCriticalId = 2;
    const s = nominatedToMove(s0, 'warspite');
    expect(codeOf(s, 'warspite', [{ forward: 0.49 }])).toBe('ERR_MOVE_TOO_SHORT');
    expect(codeOf(s, 'warspite', [{ forward: 0.51 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(codeOf(s, 'warspite', [{ forward: 0.5 }])).toBeNull();
  });

  it('VAS-MOVE-MIN: a Crippled ship (Speed 2.5) must still move 1"', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.crippled = true;
    const s = nominatedToMove(s0, 'warspite');
    expect(codeOf(s, 'warspite', [{ forward: 0.99 }])).toBe('ERR_MOVE_TOO_SHORT');
    expect(codeOf(s, 'warspite', [{ forward: 1 }])).toBeNull();
  });

  it('VAS-MOVE-MIN: Engines Disabled (Speed 0): nominated as usual, moves nothing, cannot turn; one legal move', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.criticals = [crit(1, 'engines-disabled', 'engines')];
    s0.nextCriticalId = 2;
    const s = nominatedToMove(s0, 'warspite');
    expect(codeOf(s, 'warspite', [{ forward: 0.01 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(codeOf(s, 'warspite', [{ turn: 1 }])).toBe('ERR_TURN_NOT_ALLOWED');
    // one move; the same standing still may launch her observation aircraft (VAS-AIR-OBSERVATION-LAUNCH)
    expect(vas.legalActions(s).filter((a) => a.type !== 'move' || a.launch === undefined)).toEqual([{ type: 'move', ship: 'warspite', legs: [{ forward: 0 }] }]);
    const r = play(s, [{ type: 'move', ship: 'warspite', legs: [] }]);
    expect(r.state.ships.warspite?.position).toEqual({ x: 12, y: 24 });
    expect(r.state.ships.warspite?.movedThisTurn).toBe(true);
    expect(r.state.ships.warspite?.distanceMovedThisTurn).toBe(0);
    expect(vas.pending(r.state)).toMatchObject({ kind: 'decision', decision: 'nominate-move', player: GERMAN });
  });
});

describe('Turning points', () => {
  it('VAS-MOVE-TURN-POINTS: Turning 2 allows exactly 90 degrees either way and any lesser turn; positive is starboard', () => {
    const s = nominatedToMove(start(british([shipSetup('ajax', 'Ajax', LEANDER, 20, 10, 0)])), 'ajax');
    expect(codeOf(s, 'ajax', [{ forward: 3.5 }, { turn: 90.01 }])).toBe('ERR_TURN_TOO_SHARP');
    expect(codeOf(s, 'ajax', [{ forward: 3.5 }, { turn: -90.01 }])).toBe('ERR_TURN_TOO_SHARP');
    const starboard = play(s, [{ type: 'move', ship: 'ajax', legs: [{ forward: 3.5 }, { turn: 90 }, { forward: 3.5 }] }]).state.ships.ajax!;
    expect(starboard.heading).toBeCloseTo(90, 9);
    expect(starboard.position.x).toBeCloseTo(23.5, 9);
    expect(starboard.position.y).toBeCloseTo(13.5, 9);
    const port = play(s, [{ type: 'move', ship: 'ajax', legs: [{ forward: 3.5 }, { turn: -67.5 }, { forward: 1 }] }]).state.ships.ajax!;
    expect(port.heading).toBeCloseTo(292.5, 9);
    expect(port.position.x).toBeCloseTo(20 - Math.sin((67.5 * Math.PI) / 180), 9);
  });

  it('VAS-MOVE-AGILE: each of an Agile ship\'s two turns may use her full Turning, plus one point after Come About!', () => {
    const s = nominatedToMove(start(british([shipSetup('dd', 'Agile', AGILE, 20, 20, 0)])), 'dd', 'come-about', 6);
    // Speed 8, Turning 2 + 1: 135 degrees at 4", and 135 again after the full 8"
    const r = play(s, [{ type: 'move', ship: 'dd', legs: [{ forward: 4 }, { turn: 135 }, { forward: 4 }, { turn: 135 }] }]).state.ships.dd!;
    expect(r.heading).toBeCloseTo(270, 9);
    expect(codeOf(s, 'dd', [{ forward: 4 }, { turn: 135 }, { forward: 4 }, { turn: 136 }])).toBe('ERR_TURN_TOO_SHARP');
  });

  it('VAS-MOVE-AGILE: at Flank Speed (12") the first turn comes after 6" and the second only after all 12"', () => {
    const s = nominatedToMove(start(british([shipSetup('dd', 'Agile', AGILE, 20, 20, 0)])), 'dd', 'flank-speed');
    expect(codeOf(s, 'dd', [{ forward: 5.9 }, { turn: 45 }, { forward: 6.1 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'dd', [{ forward: 6 }, { turn: 45 }, { forward: 5.9 }, { turn: 45 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(codeOf(s, 'dd', [{ forward: 6 }, { turn: 45 }, { forward: 6 }, { turn: 45 }])).toBeNull();
  });

  it('VAS-MOVE-AGILE: an Agile trait lost to crippling leaves one turn', () => {
    const s0 = start(british([shipSetup('dd', 'Agile', AGILE, 20, 20, 0)]));
    s0.ships.dd!.lostTraits = ['Agile'];
    const s = nominatedToMove(s0, 'dd');
    expect(codeOf(s, 'dd', [{ forward: 4 }, { turn: 45 }, { forward: 4 }, { turn: 45 }])).toBe('ERR_TOO_MANY_TURNS');
  });
});

describe('Footprints and the table edge', () => {
  it('VAS-MOVE-NO-STACK: an abandoned hulk still blocks the end of a move; a sunk ship does not', () => {
    const setup = british([
      { id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 },
      shipSetup('hulk', 'Hulk', TEST_DESTROYER, 17, 24, 90),
    ]);
    const abandoned = start(setup);
    abandoned.ships.hulk!.crew = 0;
    abandoned.ships.hulk!.abandoned = true;
    expect(codeOf(nominatedToMove(abandoned, 'warspite'), 'warspite', [{ forward: 5 }])).toBe('ERR_SHIPS_OVERLAP');
    const sunk = start(setup);
    sunk.ships.hulk!.damage = 0;
    sunk.ships.hulk!.destroyed = true;
    expect(codeOf(nominatedToMove(sunk, 'warspite'), 'warspite', [{ forward: 5 }])).toBeNull();
  });

  it('VAS-MOVE-WITHDRAW: a ship whose centre stops exactly on the edge stays; one that crosses it after a turn withdraws', () => {
    const setup = british([
      { id: 'warspite', class: 'Queen Elizabeth', position: { x: 40, y: 45 }, heading: 90 },
      shipSetup('dd', 'Destroyer', TEST_DESTROYER, 10, 10, 0),
    ]);
    const s = nominatedToMove(start(setup), 'warspite');
    // 2.5" east, 45 degrees to port (north-east), then 2.5": y rises 1.77" to 46.77, still on the table
    const stays = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }, { forward: 2.5 }] }]);
    expect(stays.state.ships.warspite?.withdrawn).toBe(false);
    const edge = start(british([{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 40, y: 43 }, heading: 0 }, shipSetup('dd', 'Destroyer', TEST_DESTROYER, 10, 10, 0)]));
    const onEdge = play(nominatedToMove(edge, 'warspite'), [{ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] }]).state;
    expect(onEdge.ships.warspite?.position.y).toBeCloseTo(48, 9);
    expect(onEdge.ships.warspite?.withdrawn).toBe(false);
    // from y 46.5 the same move crosses y = 48 after 1.5 / cos 45 = 2.12" of the last 2.5"
    const north = start(british([{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 40, y: 46.5 }, heading: 90 }, shipSetup('dd', 'Destroyer', TEST_DESTROYER, 10, 10, 0)]));
    const out = play(nominatedToMove(north, 'warspite', 'create-smoke'), [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }, { forward: 2.5 }] }]);
    const w = out.state.ships.warspite!;
    expect(w.withdrawn).toBe(true);
    expect(w.position.y).toBeCloseTo(48, 9);
    expect(w.position.x).toBeCloseTo(42.5 + 1.5, 9); // 1.5" east of the turning point
    expect(w.distanceMovedThisTurn).toBeCloseTo(2.5 + 1.5 * Math.SQRT2, 9);
    expect(out.state.smoke).toEqual([]); // a withdrawn ship lays no smoke
    // she takes no further part: the destroyer is the only British ship to nominate in the Attack Phase
    const attack = play(out.state, [{ type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] }, { type: 'nominate-move', ship: 'dd' }, { type: 'move', ship: 'dd', legs: [{ forward: 1 }] }]).state;
    expect(attack.phase).toBe('attack');
    expect(vas.legalActions(attack).every((a) => a.type === 'attack' && a.ship === 'dd')).toBe(true);
    expect(vas.apply(attack, { type: 'attack', ship: 'warspite', fire: [] })).toMatchObject({ ok: false });
    const next = quietPhases(attack).state;
    expect(next.ships.warspite?.withdrawn).toBe(true);
    expect(next.turn).toBe(2);
  });
});
