/**
 * Fixes of two audit discrepancies (tmp/audit/fix-air-timing.md):
 * - VAS-AIR-NOMINATE: "All attacks made by aircraft, be it by bomb, torpedo or dogfighting (see below) are made at
 *   the same time in a turn" and "A flight that is dogfighting may not drop bombs or torpedoes": a flight in a
 *   dogfight this turn drops nothing this turn, whichever fleet nominates its aircraft first.
 * - VAS-SUB-CRASH-DIVE: "If an enemy ship or aircraft approaches within 10 inches of a submersible while it is on
 *   the surface, it may try to crash dive": a flight's move offers the Crash Dive as a ship's does.
 * Everything goes through the public engine with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { Vec } from '@salvo/kernel';
import { vas, type AirTorpedoDeclaration, type VasAction, type VasEvent, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { play, scripted, shipSetup, start, winInitiative } from './fixtures';
import { code, decision, flight, roll } from './audit-support';

// ---------------------------------------------------------------------------------------------------
// Aircraft: rosters and a turn driver (as audit-aircraft-discrepancies.test.ts).

/** A plain target: Target 4, Armour 4, no AA. */
const TARGET: ShipRoster = {
  class: 'Audit Target', nation: 'Kriegsmarine', type: 'heavy cruiser', priority: 'Raid',
  speed: 9, turning: 2, target: 4, armour: 4, damage: [20, 6], crew: [20, 6],
  traits: [], inService: 1939, origin: 'user:test',
  weapons: [{ name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: [] }],
};
/** A British carrier, no AA. */
const CARRIER: ShipRoster = {
  class: 'Audit Carrier', nation: 'Royal Navy', type: 'aircraft carrier', priority: 'Raid',
  speed: 7, turning: 1, target: 4, armour: 4, damage: [28, 9], crew: [28, 9],
  traits: ['Carrier 4'], inService: 1938, origin: 'user:test',
  weapons: [{ name: 'Secondary Armament', kind: 'secondary', range: 11, ad: 2, dd: 1, traits: [] }],
};

type Flights = VasSetup['fleets'][number]['flights'];

/** rn's carrier at (10, 24) heading east, km's target at (50, 24) heading west; the flights given. */
function setup(rnFlights: Flights, kmFlights: Flights): VasSetup {
  return {
    seed: 1,
    fleets: [
      { id: 'rn', name: 'Royal Navy', ships: [shipSetup('carrier', 'HMS Audit', CARRIER, 10, 24, 90)], ...(rnFlights ? { flights: rnFlights } : {}) },
      { id: 'km', name: 'Kriegsmarine', ships: [shipSetup('target', 'Audit Target', TARGET, 50, 24, 270)], ...(kmFlights ? { flights: kmFlights } : {}) },
    ],
  };
}

/** Plays turn 1 to the Attack Phase: rn wins initiative, ships go 1" ahead, flights fly where told (rn first). */
function turn(s0: VasState, fly: Readonly<Record<string, Vec>>, torpedoes: readonly AirTorpedoDeclaration[] = []): VasState {
  let s = s0;
  for (let guard = 0; guard < 100 && s.phase !== 'attack'; guard++) {
    const p = vas.pending(s);
    let a: VasAction;
    if (p.kind === 'chance' && p.request.purpose === 'initiative') {
      a = { type: 'roll', values: p.request.context?.fleet === 'rn' ? [6, 6] : [1, 1] };
    } else if (p.kind !== 'decision') {
      throw new Error(`turn(): unexpected ${JSON.stringify(p)}`);
    } else if (p.decision === 'take-first') {
      a = { type: 'take-first', fleet: p.player, first: true };
    } else if (p.decision === 'nominate-move') {
      const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn) ?? '';
      a = { type: 'nominate-move', ship };
    } else if (p.decision === 'move') {
      a = { type: 'move', ship: s.moving ?? '', legs: [{ forward: 1 }] };
    } else if (p.decision === 'air-first') {
      a = { type: 'air-first', fleet: p.player, first: true };
    } else if (p.decision === 'fly') {
      const fighters = s.air.stage?.kind === 'fighters';
      const mine = s.air.flights.filter((f) => f.fleet === p.player && f.airborne && !f.destroyed && f.dogfight.length === 0
        && (f.profile.type === 'Fighter' || f.profile.type === 'Fighter-Bomber') === fighters);
      const moves = mine.flatMap((f) => (fly[f.id] ? [{ flight: f.id, to: fly[f.id] as Vec }] : []));
      const torps = torpedoes.filter((t) => mine.some((f) => f.id === t.flight));
      a = { type: 'fly', fleet: p.player, moves, ...(torps.length > 0 ? { torpedoes: torps } : {}) };
    } else {
      throw new Error(`turn(): unexpected decision ${p.decision}`);
    }
    s = play(s, [a]).state;
  }
  return s;
}

/** Holds fire with every ship due to nominate until `fleet` is to nominate. */
function untilNominates(s0: VasState, fleet: string): VasState {
  let s = s0;
  for (let i = 0; i < 50 && decision(s)?.[1] !== fleet; i++) {
    const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    if (!hold) break;
    s = play(s, [hold]).state;
  }
  return s;
}
const airAttacks = (s: VasState, fleet: string): VasAction[] => vas.legalActions(s).filter((a) => a.type === 'air-attack' && a.fleet === fleet);

describe('VAS-AIR-NOMINATE: a flight in a dogfight this turn drops nothing this turn, whoever nominates first', () => {
  /** rn's Swordfish and km's Stuka locked together, the Stuka touching rn's carrier (which ends at (11, 24)). */
  const locked = (extraKm: Flights = []): VasState => {
    const s0 = start(setup([{ id: 'sword', aircraft: 'Fairey Swordfish', position: { x: 15, y: 30 } }],
      [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 24, y: 24 } }, ...(extraKm ?? [])]));
    const s = turn(s0, { sword: { x: 12.5, y: 25.5 }, stuka: { x: 12, y: 25 }, stuka2: { x: 11, y: 23 }, stuka3: { x: 13, y: 26 } });
    expect(flight(s, 'stuka').dogfight).toContain('sword');
    return s;
  };

  it('a flight that dogfought this turn may not also drop its bombs that turn, whichever fleet nominates its aircraft first', () => {
    // (audit-aircraft-discrepancies.test.ts, copied)
    const kmFirst = untilNominates(locked(), 'km');
    expect(code(kmFirst, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka', target: 'carrier' }] })).toBe('ERR_FLIGHT_DOGFIGHTING');
    let s = untilNominates(locked(), 'rn');
    s = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state;
    s = roll(s, [1, 6]).state; // Swordfish 1 + 0 against Stuka 6 + 0
    expect(flight(s, 'sword').destroyed).toBe(true);
    s = untilNominates(s, 'km');
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka', target: 'carrier' }] })).toBe('ERR_FLIGHT_DOGFIGHTING');
  });

  it('after winning its dogfight in the enemy\'s nomination, the flight is no reason for its own fleet to nominate: no air-attack is listed', () => {
    let s = untilNominates(locked(), 'rn');
    s = roll(play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state, [1, 6]).state;
    s = untilNominates(s, 'km');
    expect(decision(s)).toEqual(['attack', 'km']);
    expect(airAttacks(s, 'km')).toEqual([]);
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [] })).toBe('ERR_NO_AIR_ATTACK');
  });

  it('a flight of the same fleet that was in no dogfight still bombs after the enemy\'s nomination (the case that must not change)', () => {
    let s = untilNominates(locked([{ id: 'stuka2', aircraft: 'Junkers Ju-87', position: { x: 20, y: 18 } }]), 'rn');
    expect(flight(s, 'stuka2').dogfight).toEqual([]);
    s = roll(play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state, [1, 6]).state;
    s = untilNominates(s, 'km');
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka', target: 'carrier' }] })).toBe('ERR_FLIGHT_DOGFIGHTING');
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka2', target: 'carrier' }] })).toBeNull();
    // the bots' listed nomination bombs with stuka2 only
    expect(airAttacks(s, 'km')).toContainEqual({ type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka2', target: 'carrier' }] });
    expect(airAttacks(s, 'km').some((a) => a.type === 'air-attack' && a.bombs.some((b) => b.flight === 'stuka'))).toBe(false);
  });

  it('two flights locked with one enemy: when the first destroys it, the second (never rolled) still drops nothing this turn', () => {
    let s = untilNominates(locked([{ id: 'stuka3', aircraft: 'Junkers Ju-87', position: { x: 24, y: 28 } }]), 'rn');
    expect(flight(s, 'sword').dogfight.slice().sort()).toEqual(['stuka', 'stuka3']);
    s = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state;
    const r = roll(s, [1, 6]); // the Swordfish's first dogfight: it is destroyed; the second is not rolled
    expect(flight(r.state, 'sword').destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'dogfight')).toHaveLength(1);
    expect(flight(r.state, 'stuka3').dogfight).toEqual([]);
    s = untilNominates(r.state, 'km');
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka3', target: 'carrier' }] })).toBe('ERR_FLIGHT_DOGFIGHTING');
  });

  /** rn's Swordfish declares a torpedo at km's target; km's Stuka then flies into contact with it. */
  const torpedoLocked = (): VasState => {
    const s0 = start(setup([{ id: 'sword', aircraft: 'Fairey Swordfish', position: { x: 42, y: 24 } }],
      [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 30 } }]));
    const s = turn(s0, { sword: { x: 46, y: 24 }, stuka: { x: 46.5, y: 24.5 } }, [{ flight: 'sword', target: 'target' }]);
    expect(s.air.attacks).toContainEqual(expect.objectContaining({ flight: 'sword', kind: 'torpedo', done: false }));
    expect(flight(s, 'sword').dogfight).toEqual(['stuka']);
    return s;
  };
  const lapsed = (events: readonly VasEvent[]) => events.filter((e) => e.type === 'air-attack-lapsed' || e.type === 'torpedo-spread').map((e) => e.type);

  it('VAS-AIR-TORPEDO: a torpedo-bomber that wins its dogfight in its own nomination drops no torpedo that turn', () => {
    let s = untilNominates(torpedoLocked(), 'rn');
    s = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state;
    const r = roll(s, [6, 1]); // Swordfish 6 against Stuka 1: the Stuka is destroyed
    expect(flight(r.state, 'stuka').destroyed).toBe(true);
    expect(lapsed(r.events)).toEqual(['air-attack-lapsed']);
    expect(r.state.naval.torpedoes).toEqual([]);
  });

  it('VAS-AIR-TORPEDO: ... nor when the enemy nominated first and lost the dogfight', () => {
    let s = untilNominates(torpedoLocked(), 'km');
    s = roll(play(s, [{ type: 'air-attack', fleet: 'km', bombs: [] }]).state, [1, 6]).state; // Stuka 1 against Swordfish 6
    expect(flight(s, 'stuka').destroyed).toBe(true);
    s = untilNominates(s, 'rn');
    expect(airAttacks(s, 'rn')).toHaveLength(1); // the declared torpedo keeps rn due to nominate
    const r = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(lapsed(r.events)).toEqual(['air-attack-lapsed']);
    expect(r.events.find((e) => e.type === 'air-attack-lapsed')?.text).toMatch(/dogfighting this turn/);
    expect(r.state.naval.torpedoes).toEqual([]);
  });

  it('VAS-AIR-TORPEDO: a declared torpedo of a flight in no dogfight is still dropped (the case that must not change)', () => {
    const s0 = start(setup([{ id: 'sword', aircraft: 'Fairey Swordfish', position: { x: 42, y: 24 } }],
      [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 30 } }]));
    let s = turn(s0, { sword: { x: 46, y: 24 } }, [{ flight: 'sword', target: 'target' }]);
    s = untilNominates(s, 'rn');
    const r = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(lapsed(r.events)).toEqual(['torpedo-spread']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Crash Dive: setups as audit-undersea-discrepancies.test.ts.

const A = 'allies';
const X = 'axis';
const ship = (id: string, cls: string, x: number, y: number, heading: number, extra: Partial<VasShipSetup> = {}): VasShipSetup =>
  ({ id, name: id, class: cls, position: { x, y }, heading, ...extra });

/** Allies: a Tribal far off at (10,40) and a land-based Swordfish at `flightAt`; Axis: the boats given (and `axisFlights`). */
function airBattle(flightAt: Vec, axis: VasShipSetup[], axisFlights: Flights = []): VasState {
  return start({
    seed: 11,
    fleets: [
      { id: A, name: 'Allies', ships: [ship('tribal', 'Tribal', 10, 40, 90)], flights: [{ id: 'sword', aircraft: 'Fairey Swordfish', position: flightAt }] },
      { id: X, name: 'Axis', ships: axis, ...(axisFlights && axisFlights.length > 0 ? { flights: axisFlights } : {}) },
    ],
  });
}

/** Turn 1: `first` wins the initiative and moves first; every ship moves 1" ahead; stops at the first other step. */
function moveShips(s0: VasState, first: string): VasState {
  let s = scripted(s0, winInitiative(s0, first)).state;
  for (let guard = 0; guard < 100; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision') break;
    let a: VasAction | undefined;
    if (p.decision === 'take-first') a = { type: 'take-first', fleet: p.player, first: p.player === first };
    else if (p.decision === 'nominate-move') {
      const n = vas.legalActions(s).find((x) => x.type === 'nominate-move' && x.special === undefined && x.depth === undefined);
      if (!n || n.type !== 'nominate-move') break;
      a = { type: 'nominate-move', ship: n.ship };
    } else if (p.decision === 'move' && s.moving) a = { type: 'move', ship: s.moving, legs: [{ forward: 1 }] };
    if (!a) break;
    s = play(s, [a]).state;
  }
  return s;
}

const fly = (s: VasState, fleet: string, to?: Vec, id = 'sword'): VasState => play(s, [{ type: 'fly', fleet, moves: to ? [{ flight: id, to }] : [] }]).state;

describe('VAS-SUB-CRASH-DIVE: an enemy flight approaching a surfaced boat', () => {
  // The boat (surfaced) ends its move at (40, 25).
  const boat = (extra: Partial<VasShipSetup> = {}) => [ship('u', 'Type-VII', 40, 24, 0, extra)];

  it('an enemy AIRCRAFT coming within 10" of a surfaced boat lets it try to crash dive', () => {
    // (audit-undersea-discrepancies.test.ts, copied)
    let s = moveShips(airBattle({ x: 52, y: 24 }, boat()), A);
    expect(decision(s)).toEqual(['fly', A]);
    s = play(s, [{ type: 'fly', fleet: A, moves: [{ flight: 'sword', to: { x: 46, y: 25 } }] }]).state;
    expect(decision(s)).toEqual(['crash-dive', X]);
  });

  it('the offer names the flight by its id and aircraft type; trying it rolls the Command check, and a success submerges the boat', () => {
    let s = fly(moveShips(airBattle({ x: 52, y: 24 }, boat()), A), A, { x: 46, y: 25 });
    const p = vas.pending(s);
    expect(p.kind === 'decision' ? p.prompt : '').toBe('Turn 1: Flight sword (Fairey Swordfish) has come within 10" of u: try to crash dive?');
    expect(vas.legalActions(s)).toEqual([{ type: 'crash-dive', ship: 'u', attempt: true }, { type: 'crash-dive', ship: 'u', attempt: false }]);
    s = play(s, [{ type: 'crash-dive', ship: 'u', attempt: true }]).state;
    const c = vas.pending(s);
    expect(c.kind === 'chance' ? c.request.purpose : c.kind).toBe('command-check');
    const r = roll(s, [6]);
    expect(r.state.ships.u?.submerged).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'crash-dive', ship: 'u', data: expect.objectContaining({ success: true }) }));
    // the battle goes on past aircraft movement
    expect(decision(r.state)).not.toEqual(['crash-dive', X]);
    expect(r.state.naval.crashDives).toEqual([]);
  });

  it('a state awaiting a flight\'s crash dive offer serializes and parses back', () => {
    const s = fly(moveShips(airBattle({ x: 52, y: 24 }, boat()), A), A, { x: 46, y: 25 });
    expect(s.naval.crashDives).toEqual([{ ship: 'u', by: 'sword' }]);
    const back = vas.parse(vas.serialize(s));
    expect(back.ok).toBe(true);
    const bad = JSON.parse(vas.serialize(s)) as { naval: { crashDives: { by: string }[] } };
    const offer = bad.naval.crashDives[0];
    if (offer) offer.by = 'nobody';
    expect(vas.parse(JSON.stringify(bad)).ok).toBe(false);
  });

  it('declining keeps the boat on the surface and aircraft movement goes on', () => {
    let s = fly(moveShips(airBattle({ x: 52, y: 24 }, boat()), A), A, { x: 46, y: 25 });
    s = play(s, [{ type: 'crash-dive', ship: 'u', attempt: false }]).state;
    expect(s.ships.u?.submerged).toBe(false);
    expect(decision(s)).not.toEqual(['crash-dive', X]);
  });

  it('no offer when the flight stays beyond 10", nor when it began its move within 10" (it did not approach)', () => {
    const outside = fly(moveShips(airBattle({ x: 52, y: 24 }, boat()), A), A, { x: 50.5, y: 25 }); // 12" to 10.5"
    expect(outside.naval.crashDives).toEqual([]);
    expect(decision(outside)).not.toEqual(['crash-dive', X]);
    const inside = fly(moveShips(airBattle({ x: 49, y: 25 }, boat()), A), A, { x: 44, y: 25 }); // 9" to 4"
    expect(inside.naval.crashDives).toEqual([]);
    expect(decision(inside)).not.toEqual(['crash-dive', X]);
  });

  it('exactly 10" counts as within 10"', () => {
    const s = fly(moveShips(airBattle({ x: 52, y: 25 }, boat()), A), A, { x: 50, y: 25 }); // 12" to 10"
    expect(decision(s)).toEqual(['crash-dive', X]);
  });

  it('a friendly flight, or a boat already submerged, or a Crippled boat, gets no offer', () => {
    // the Axis' own Stuka flies at its boat
    let s = moveShips(airBattle({ x: 10, y: 5 }, boat(), [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 52, y: 25 } }]), A);
    for (let i = 0; i < 6; i++) {
      const [what, who] = decision(s) ?? ['', ''];
      if (what === 'air-first') s = play(s, [{ type: 'air-first', fleet: who, first: true }]).state;
      else if (what === 'fly') s = who === X ? fly(s, X, { x: 46, y: 25 }, 'stuka') : fly(s, who);
      else break;
    }
    expect(s.air.flights.find((f) => f.id === 'stuka')?.position).toEqual({ x: 46, y: 25 });
    expect(s.naval.crashDives).toEqual([]);
    const under = fly(moveShips(airBattle({ x: 52, y: 24 }, boat({ submerged: true })), A), A, { x: 46, y: 25 });
    expect(under.naval.crashDives).toEqual([]);
    const crippled = fly(moveShips(airBattle({ x: 52, y: 24 }, boat({ damage: 1 })), A), A, { x: 46, y: 25 });
    expect(crippled.ships.u?.crippled).toBe(true);
    expect(decision(crippled)).not.toEqual(['crash-dive', X]);
  });

  it('a ship\'s approach still offers the Crash Dive, named by the ship (the case that must not change)', () => {
    // the Tribal starts 10.5" from the boat and steams 1" towards it
    const s0 = start({ seed: 11, fleets: [
      { id: A, name: 'Allies', ships: [ship('tribal', 'Tribal', 40, 34.5, 180)] },
      { id: X, name: 'Axis', ships: [ship('u', 'Type-VII', 40, 24, 270)] },
    ] });
    const s = moveShips(s0, A);
    const p = vas.pending(s);
    expect(p.kind === 'decision' ? [p.decision, p.prompt] : p.kind).toEqual(['crash-dive', 'Turn 1: tribal has come within 10" of u: try to crash dive?']);
  });
});
