import { describe, expect, it } from 'vitest';
import { aircraftRosterSchema, findShipClass } from '@salvo/data';
import { vas } from '../index';
import type { FlightState, MoveLeg, VasAction, VasSetup, VasState } from '../types';
import { BRITISH, GERMAN, TEST_CRUISER, nominatedToMove, play, scripted, shipSetup, start, twoFleets } from '../../test/fixtures';
import { duel } from '../attack/test-support';
import { planShots } from '../attack/plan';
import { attackOdds } from '../attack/odds';
import { isObservation, observationProfile } from './observation';
import { touchingCarrier } from './launch';
import { flightWords } from './flight-words';

const flight = (s: VasState, id: string): FlightState => {
  const f = s.air.flights.find((x) => x.id === id);
  if (!f) throw new Error(`no flight ${id}`);
  return f;
};
const code = (s: VasState, a: VasAction): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};
const move = (legs: MoveLeg[], launch?: string[], recover?: string[]): VasAction =>
  ({ type: 'move', ship: 'warspite', legs, ...(launch ? { launch } : {}), ...(recover ? { recover } : {}) });
/** A copy of `s` changed by `tamper` (as a hand-edited saved game would be). */
const edited = (s: VasState, tamper: (c: VasState) => void): VasState => {
  const c = JSON.parse(vas.serialize(s)) as VasState;
  tamper(c);
  return c;
};
/** Puts Warspite's observation aircraft `id` in the air at `at`. */
const aloftAt = (s: VasState, id: string, at: { x: number; y: number }): VasState => edited(s, (c) => {
  const f = flight(c, id);
  f.airborne = true;
  f.position = at;
});

describe('observation aircraft', () => {
  it('VAS-AIR-OBSERVATION-CARRIED: Warspite (Aircraft 2) starts with two observation aircraft aboard; a ship without the trait has none', () => {
    const s = start(twoFleets());
    const obs = s.air.flights.filter((f) => isObservation(f.profile));
    expect(obs.map((f) => [f.id, f.fleet, f.carrier, f.airborne, f.position])).toEqual([
      ['warspite/obs1', BRITISH, 'warspite', false, null],
      ['warspite/obs2', BRITISH, 'warspite', false, null],
    ]);
    expect(s.air.flights.some((f) => f.carrier === 'hipper')).toBe(false);
    const back = vas.parse(vas.serialize(s));
    expect(back.ok && back.value).toEqual(s);
  });

  it('VAS-AIR-OBSERVATION-CARRIED: an id that would name an observation aircraft is refused at setup; parse refuses one without a ship', () => {
    const clash = twoFleets();
    const setup = { ...clash, fleets: [clash.fleets[0]!, { ...clash.fleets[1]!, ships: [shipSetup('warspite/obs2', 'Decoy', TEST_CRUISER, 60, 24, 270)] }] };
    const r = vas.createGame(setup);
    expect(!r.ok && r.error.problems.map((p) => p.code)).toContain('ERR_DUPLICATE_ID');
    const s = start(twoFleets());
    const orphan = edited(s, (c) => {
      const f = flight(c, 'warspite/obs1') as { carrier: string | null };
      f.carrier = null;
    });
    const parsed = vas.parse(vas.serialize(orphan));
    expect(!parsed.ok && parsed.error.message).toContain('has no ship');
  });

  it('VAS-AIR-OBSERVATION-PROFILE: the one printed profile: Speed 7", Target 5+, Dodge 4+, destroyed in a dogfight, Damage 1, no weapons', () => {
    const s = start(twoFleets());
    const [a, b] = s.air.flights.filter((f) => isObservation(f.profile));
    expect(a?.profile).toBe(b?.profile); // shared, like ship rosters
    expect(a?.profile).toBe(observationProfile('Royal Navy'));
    expect(a?.profile).toMatchObject({ type: 'Observation', nation: 'Royal Navy', speed: 7, target: 5, dodge: 4, dogfight: null, damage: 1, weapons: [] });
    expect(a?.damage).toBe(1);
    expect(aircraftRosterSchema.safeParse(a?.profile).success).toBe(true);
    expect(isObservation({ type: 'Torpedo Bomber' })).toBe(false);
  });

  it('VAS-AIR-OBSERVATION-LAUNCH: launched with a straight move, touching the bow, then flown with the other flights up to 7"', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite');
    expect(code(s, move([{ forward: 3 }, { turn: 45 }, { forward: 2 }], ['warspite/obs1']))).toBe('ERR_LAUNCH_TURNED');
    const r = play(s, [move([{ forward: 3 }], ['warspite/obs1', 'warspite/obs2'])]);
    expect(r.events.filter((e) => e.type === 'flight-launched').map((e) => e.rule)).toEqual(['VAS-AIR-OBSERVATION-LAUNCH', 'VAS-AIR-OBSERVATION-LAUNCH']);
    // named as a player reads her everywhere (log, dice, the web table): not by the engine's id warspite/obs1
    expect(r.events.filter((e) => e.type === 'flight-launched').map((e) => e.text)).toEqual(['HMS Warspite launches her floatplane 1.', 'HMS Warspite launches her floatplane 2.']);
    expect(flightWords(r.state, flight(r.state, 'warspite/obs2'))).toBe("HMS Warspite's floatplane 2");
    const ship = r.state.ships.warspite!;
    for (const id of ['warspite/obs1', 'warspite/obs2']) {
      expect(flight(r.state, id).airborne).toBe(true);
      expect(touchingCarrier(ship, flight(r.state, id).position)).toBe(true);
    }
    // the cruiser moves, then the Royal Navy flies its "other flights"
    let t = play(r.state, [{ type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] }]).state;
    const p = vas.pending(t);
    expect(p.kind === 'decision' && [p.decision, p.player]).toEqual(['fly', BRITISH]);
    const from = flight(t, 'warspite/obs1').position!;
    expect(code(t, { type: 'fly', fleet: BRITISH, moves: [{ flight: 'warspite/obs1', to: { x: from.x + 7.5, y: from.y } }] })).toBe('ERR_FLIGHT_TOO_FAR');
    t = play(t, [{ type: 'fly', fleet: BRITISH, moves: [{ flight: 'warspite/obs1', to: { x: from.x + 7, y: from.y } }] }]).state;
    expect(flight(t, 'warspite/obs1').position).toEqual({ x: from.x + 7, y: from.y });
  });

  it('VAS-AIR-OBSERVATION-LAUNCH: never recovered; a ship without aircraft launches none; a carrier with Aircraft X launches two in all', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite');
    const ship = s.ships.warspite!;
    const back = aloftAt(s, 'warspite/obs1', { x: ship.position.x + 2, y: ship.position.y });
    expect(touchingCarrier(ship, flight(back, 'warspite/obs1').position)).toBe(true);
    expect(code(back, move([{ forward: 3 }], undefined, ['warspite/obs1']))).toBe('ERR_OBSERVATION_NO_RECOVERY');
    const hipper = nominatedToMove(start(twoFleets()), 'hipper');
    expect(code(hipper, { type: 'move', ship: 'hipper', legs: [{ forward: 2 }], launch: ['warspite/obs1'] })).toBe('ERR_NOT_A_CARRIER');
    // Ark Royal given Aircraft 1 as well: the two a turn count carrier flights and observation aircraft together
    const ark = findShipClass('Ark Royal')!;
    const setup: VasSetup = {
      seed: 3,
      fleets: [
        { id: BRITISH, ships: [{ id: 'ark', roster: { ...ark, traits: [...ark.traits, 'Aircraft 1'] }, position: { x: 10, y: 24 }, heading: 90 }],
          flights: [{ id: 's1', aircraft: 'Fairey Swordfish', carrier: 'ark' }, { id: 's2', aircraft: 'Fairey Swordfish', carrier: 'ark' }, { id: 's3', aircraft: 'Fairey Swordfish', carrier: 'ark' }] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270)] },
      ],
    };
    const a = nominatedToMove(start(setup), 'ark');
    expect(code(a, { type: 'move', ship: 'ark', legs: [{ forward: 2 }], launch: ['s2', 's3', 'ark/obs1'] })).toBe('ERR_LAUNCH_TOO_MANY');
    expect(code(a, { type: 'move', ship: 'ark', legs: [{ forward: 2 }], launch: ['s2', 'ark/obs1'] })).toBeNull();
  });

  it('VAS-AIR-OBSERVATION-LAUNCH: bots are offered the launch with a straight move and a state with one aloft round-trips', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite');
    const launches = vas.legalActions(s).filter((a) => a.type === 'move' && a.launch !== undefined);
    expect(launches.length).toBeGreaterThan(0);
    for (const a of launches) expect(code(s, a)).toBeNull();
    const r = play(s, [launches[0]!]).state;
    const back = vas.parse(vas.serialize(r));
    expect(back.ok && back.value).toEqual(r);
  });
});

describe('observation aircraft spotting and initiative', () => {
  /** Warspite at the origin, the cruiser 15" east; Warspite's observation aircraft `obs` at `at`. */
  const withObservation = (at: readonly { x: number; y: number }[], carrier = 'warspite'): VasState => {
    const s = duel(15);
    const profile = observationProfile('Royal Navy');
    s.air.flights = at.map((p, i) => ({
      id: `${carrier}/obs${i + 1}`, fleet: 'a', profile, carrier, airborne: true, position: p, heading: 0,
      damage: 1, destroyed: false, spent: [], dogfight: [], movedThisTurn: false,
    }));
    return s;
  };
  const fire = [0, 1, 2, 3, 4].map((weapon) => ({ weapon, target: 'target' }));
  const mods = (s: VasState): number[] => planShots(s, s.ships.warspite!, fire, null).map((x) => x.mod);

  it('VAS-AIR-OBSERVATION-SPOTTING: +1 to the main guns only, within 6" of the target, one bonus however many aircraft', () => {
    const none = mods(withObservation([]));
    const near = mods(withObservation([{ x: 15, y: 6 }]));
    expect(near).toEqual(none.map((m, i) => (i < 4 ? m + 1 : m))); // the secondary battery gets nothing
    expect(mods(withObservation([{ x: 15, y: 6 }, { x: 14, y: 1 }]))).toEqual(near); // no stacking
    expect(mods(withObservation([{ x: 15, y: 6.2 }]))).toEqual(none); // beyond 6"
    expect(mods(withObservation([{ x: 15, y: 3 }], 'other'))).toEqual(none); // another ship's aircraft
    const landed = withObservation([{ x: 15, y: 3 }]);
    landed.air.flights[0]!.destroyed = true;
    expect(mods(landed)).toEqual(none);
  });

  it('VAS-AIR-OBSERVATION-SPOTTING: the exact odds see the bonus (same shots as the engine)', () => {
    const turrets = fire.slice(0, 4);
    const without = attackOdds(withObservation([]), 'warspite', turrets);
    const spotted = attackOdds(withObservation([{ x: 15, y: 2 }]), 'warspite', turrets);
    if (!without.ok || !spotted.ok) throw new Error('odds refused');
    expect(spotted.value[0]!.meanHits).toBeGreaterThan(without.value[0]!.meanHits);
  });

  it('VAS-AIR-OBSERVATION-INITIATIVE: +1 Initiative with an observation aircraft in the air at the start of the turn, none for one aboard', () => {
    const s = start(twoFleets());
    const tie = play(s, [{ type: 'roll', values: [4, 4] }, { type: 'roll', values: [4, 4] }]);
    expect(tie.events.some((e) => e.type === 'initiative-tie')).toBe(true);
    const aloft = aloftAt(s, 'warspite/obs1', { x: 20, y: 24 });
    const won = scripted(aloft, [4, 4, 4, 4]);
    const roll = won.events.find((e) => e.type === 'initiative-roll' && e.data?.fleet === BRITISH);
    expect(roll?.rule).toBe('VAS-AIR-OBSERVATION-INITIATIVE');
    expect(roll?.data?.total).toBe(9);
    expect(roll?.text).toContain('observation aircraft');
    expect(won.state.initiativeOrder).toEqual([BRITISH, GERMAN]);
  });
});
