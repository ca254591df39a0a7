/**
 * Independent audit of the Advanced Rules "Aircraft" section (victory-at-sea.txt lines 232-280) and the
 * traits Aircraft X (215), Armoured Deck (216, bombs), Carrier (217) and One-Shot (225): behaviour the
 * engine gets right, checked through the public engine with scripted dice. Discrepancies are in
 * audit-aircraft-discrepancies.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { Vec } from '@salvo/kernel';
import { vas, type AirTorpedoDeclaration, type MoveLeg, type SpecialActionKind, type VasAction, type VasEvent, type VasSetup, type VasState } from '../src';
import { TEST_CRUISER, TEST_DESTROYER, play, shipSetup, start } from './fixtures';
import { code, decision, flight, roll } from './audit-support';

// ---------------------------------------------------------------------------------------------------
// Inline rosters: no AA unless asked, so AA dice only appear where a test wants them.

/** A plain target: Target 4, Armour 4, no AA, speed 9 (can be a "fast moving target"). */
const TARGET: ShipRoster = {
  class: 'Audit Target', nation: 'Kriegsmarine', type: 'heavy cruiser', priority: 'Raid',
  speed: 9, turning: 2, target: 4, armour: 4, damage: [20, 6], crew: [20, 6],
  traits: [], inService: 1939, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: [] },
  ],
};
const DECK: ShipRoster = { ...TARGET, class: 'Audit Deck', traits: ['Armoured Deck'] };
/** Target with AA (range 5, 4 AD). */
const AA_SHIP: ShipRoster = {
  ...TARGET, class: 'Audit AA Ship',
  weapons: [...TARGET.weapons, { name: 'AA', kind: 'aa', range: 5, ad: 4, dd: null, traits: [] }],
};
/** A British carrier with two flights, no AA. */
const CARRIER: ShipRoster = {
  class: 'Audit Carrier', nation: 'Royal Navy', type: 'aircraft carrier', priority: 'Raid',
  speed: 7, turning: 1, target: 4, armour: 4, damage: [28, 9], crew: [28, 9],
  traits: ['Carrier 4'], inService: 1938, origin: 'user:test',
  weapons: [{ name: 'Secondary Armament', kind: 'secondary', range: 11, ad: 2, dd: 1, traits: [] }],
};
/** A British cruiser with one observation aircraft, no AA. */
const SPOTTER: ShipRoster = {
  class: 'Audit Spotter', nation: 'Royal Navy', type: 'heavy cruiser', priority: 'Raid',
  speed: 7, turning: 2, target: 5, armour: 4, damage: [18, 6], crew: [18, 6],
  traits: ['Aircraft 1'], inService: 1938, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: [] },
    { name: 'Secondary Armament', kind: 'secondary', range: 10, ad: 2, dd: 1, traits: [] },
  ],
};

// ---------------------------------------------------------------------------------------------------
// A turn driver through the public API.

interface TurnPlan {
  /** Fleet that wins the initiative (6+6 against 1+1). */
  readonly init: string;
  /** Does the initiative winner take the first ship move? default true. */
  readonly firstShip?: boolean;
  /** Does the initiative winner move its aircraft first? default true. */
  readonly airFirst?: boolean;
  /** Ship legs (default: 1" ahead). */
  readonly legs?: Readonly<Record<string, MoveLeg[]>>;
  readonly launch?: Readonly<Record<string, string[]>>;
  readonly recover?: Readonly<Record<string, string[]>>;
  readonly special?: Readonly<Record<string, SpecialActionKind>>;
  /** Dice for Command checks of Special Actions, in order. */
  readonly checkDice?: readonly number[];
  /** Where flights fly (flights not listed hold). */
  readonly fly?: Readonly<Record<string, Vec>>;
  readonly torpedoes?: readonly AirTorpedoDeclaration[];
}

interface TurnResult {
  readonly state: VasState;
  readonly events: VasEvent[];
  /** Each `fly` decision: [fleet, 'fighters' | 'others', prompt]. */
  readonly flyOrder: [string, string][];
}

const apply = (s: VasState, a: VasAction): { state: VasState; events: VasEvent[] } => {
  const r = play(s, [a]);
  return { state: r.state, events: r.events };
};

/** Plays the given turn from its Initiative Phase to the first moment of the Attack Phase. */
function turn(s0: VasState, plan: TurnPlan): TurnResult {
  let s = s0;
  const events: VasEvent[] = [];
  const flyOrder: [string, string][] = [];
  const checks = [...(plan.checkDice ?? [])];
  for (let guard = 0; guard < 300 && s.phase !== 'attack' && s.phase !== 'over'; guard++) {
    const p = vas.pending(s);
    let a: VasAction;
    if (p.kind === 'chance') {
      if (p.request.purpose === 'initiative') {
        const who = typeof p.request.context?.fleet === 'string' ? p.request.context.fleet : undefined;
        a = { type: 'roll', values: who === plan.init ? [6, 6] : [1, 1] };
      } else {
        const d = checks.shift();
        if (d === undefined) throw new Error(`turn(): unexpected dice ${p.request.purpose}: ${p.request.label}`);
        a = { type: 'roll', values: [d] };
      }
    } else if (p.kind !== 'decision') {
      throw new Error(`turn(): nothing pending: ${JSON.stringify(p)}`);
    } else if (p.decision === 'take-first') {
      a = { type: 'take-first', fleet: p.player, first: plan.firstShip ?? true };
    } else if (p.decision === 'nominate-move') {
      const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn && !s.ships[id]?.destroyed) ?? '';
      const special = plan.special?.[ship];
      a = special ? { type: 'nominate-move', ship, special } : { type: 'nominate-move', ship };
    } else if (p.decision === 'move') {
      const ship = s.moving ?? '';
      const launch = plan.launch?.[ship];
      const recover = plan.recover?.[ship];
      a = { type: 'move', ship, legs: plan.legs?.[ship] ?? [{ forward: 1 }], ...(launch ? { launch } : {}), ...(recover ? { recover } : {}) };
    } else if (p.decision === 'air-first') {
      a = { type: 'air-first', fleet: p.player, first: plan.airFirst ?? true };
    } else if (p.decision === 'fly') {
      const group = s.air.stage?.kind === 'fighters' ? 'fighters' : 'others';
      flyOrder.push([p.player, group]);
      const mine = s.air.flights.filter((f) => f.fleet === p.player && f.airborne && !f.destroyed && f.dogfight.length === 0
        && ((f.profile.type === 'Fighter' || f.profile.type === 'Fighter-Bomber') === (group === 'fighters')));
      const moves = mine.flatMap((f) => (plan.fly?.[f.id] ? [{ flight: f.id, to: plan.fly[f.id] as Vec }] : []));
      const torpedoes = (plan.torpedoes ?? []).filter((t) => mine.some((f) => f.id === t.flight));
      a = { type: 'fly', fleet: p.player, moves, ...(torpedoes.length > 0 ? { torpedoes } : {}) };
    } else {
      throw new Error(`turn(): unexpected decision ${p.decision}`);
    }
    const r = apply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, flyOrder };
}

const chance = (s: VasState) => {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
};
/** Holds fire with every ship whose nomination is due, until `stop` or the End Phase. */
function holdFire(s0: VasState, stop: (s: VasState) => boolean = () => false): VasState {
  let s = s0;
  for (let i = 0; i < 50 && !stop(s); i++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'attack') break;
    const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    if (!hold) break;
    s = play(s, [hold]).state;
  }
  return s;
}
/** Until `fleet` is to nominate in the Attack Phase (the other side holds fire). */
const untilNominates = (s: VasState, fleet: string): VasState => holdFire(s, (x) => decision(x)?.[1] === fleet);

/**
 * Plays the rest of the turn: every due nomination holds fire (aircraft drop nothing), Damage Control
 * is declined, dice come from `dice` (fails if they run out). Stops at the next turn's Initiative.
 */
function finishTurn(s0: VasState, dice: readonly number[] = []): VasState {
  let s = s0;
  const queue = [...dice];
  const t = s.turn;
  for (let i = 0; i < 200 && s.turn === t && s.phase !== 'over'; i++) {
    const p = vas.pending(s);
    let a: VasAction | undefined;
    if (p.kind === 'chance') {
      const values = queue.splice(0, p.request.dice);
      if (values.length < p.request.dice) throw new Error(`finishTurn: dice ran out at ${p.request.label}`);
      a = { type: 'roll', values };
    } else if (p.kind === 'decision' && p.decision === 'attack') {
      a = vas.legalActions(s).find((x) => x.type === 'attack' && x.fire.length === 0)
        ?? vas.legalActions(s).find((x) => x.type === 'air-attack' && x.bombs.length === 0);
    } else if (p.kind === 'decision' && p.decision === 'damage-control') {
      a = vas.legalActions(s).find((x) => x.type === 'damage-control' && x.critical === null);
    }
    if (!a) throw new Error(`finishTurn: stuck at ${JSON.stringify(p)}`);
    s = play(s, [a]).state;
  }
  return s;
}

// A generic two-fleet setup: rn (west) against km (east), ships 40" apart.
function setup(rn: { ships?: VasSetup['fleets'][number]['ships']; flights?: VasSetup['fleets'][number]['flights'] },
  km: { ships?: VasSetup['fleets'][number]['ships']; flights?: VasSetup['fleets'][number]['flights'] }, extra: Partial<VasSetup> = {}): VasSetup {
  return {
    seed: 1,
    fleets: [
      { id: 'rn', name: 'Royal Navy', ships: rn.ships ?? [shipSetup('carrier', 'HMS Audit', CARRIER, 10, 24, 90)], ...(rn.flights ? { flights: rn.flights } : {}) },
      { id: 'km', name: 'Kriegsmarine', ships: km.ships ?? [shipSetup('target', 'Audit Target', TARGET, 50, 24, 270)], ...(km.flights ? { flights: km.flights } : {}) },
    ],
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------------

describe('audit aircraft: movement order (lines 237-245)', () => {
  const s0 = () => start(setup(
    { flights: [
      { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'carrier', airborne: true, position: { x: 20, y: 30 } },
      { id: 'sword', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: true, position: { x: 20, y: 20 } },
    ] },
    { flights: [
      { id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 40, y: 30 } },
      { id: 'beau', aircraft: 'Bristol Beaufighter', position: { x: 40, y: 36 } },
      { id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 20 } },
    ] },
  ));

  it('the initiative winner who moves his aircraft first: his fighters, the enemy fighters, his other flights, the enemy\'s', () => {
    // "The player chosen moves all flights of the Fighter type. His opponent(s) move(s) all flights of the
    //  Fighter type. The first player moves all other flights. His opponent(s) move(s) all other flights."
    const r = turn(s0(), { init: 'km', airFirst: true });
    expect(r.flyOrder).toEqual([['km', 'fighters'], ['rn', 'fighters'], ['km', 'others'], ['rn', 'others']]);
    expect(r.events.find((e) => e.type === 'air-first')?.data).toMatchObject({ fleet: 'km', first: true });
  });

  it('the initiative winner chooses the aircraft order even when he let the enemy move a ship first', () => {
    // "The player who wins the initiative chooses who moves his aircraft first."
    let s = s0();
    s = play(s, [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }]).state;
    s = play(s, [{ type: 'take-first', fleet: 'rn', first: false }]).state;
    for (let i = 0; i < 10; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || (p.decision !== 'nominate-move' && p.decision !== 'move')) break;
      const a = vas.legalActions(s)[0];
      if (!a) break;
      s = play(s, [a]).state;
    }
    expect(decision(s)).toEqual(['air-first', 'rn']);
  });

  it('a Fighter-Bomber moves with the fighters (settled: VAS-AIR-ORDER) and every flight moves after every ship', () => {
    const r = turn(s0(), { init: 'rn', fly: { beau: { x: 35, y: 36 } } });
    const moved = r.events.filter((e) => e.type === 'flight-moved').map((e) => e.data?.flight);
    expect(moved).toEqual(['beau']);
    const firstFly = r.events.findIndex((e) => e.type === 'flight-moved' || e.type === 'flights-hold');
    const lastShip = r.events.map((e) => e.type).lastIndexOf('moved');
    expect(lastShip).toBeGreaterThanOrEqual(0);
    expect(firstFly).toBeGreaterThan(lastShip);
  });
});

describe('audit aircraft: carriers launch and recover (lines 217, 246)', () => {
  const carrierSetup = (extra: Partial<Parameters<typeof shipSetup>[6]> = {}, flights: VasSetup['fleets'][number]['flights'] = [
    { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: true, position: { x: 11.8, y: 24 } },
    { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: false },
    { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'carrier', airborne: false },
  ]) => setup({ ships: [shipSetup('carrier', 'HMS Audit', CARRIER, 10, 24, 90, extra)], flights }, {});
  /** rn wins the initiative and nominates its carrier (with a Special Action whose check die is given). */
  const carrierToMove = (s0: VasState, special?: SpecialActionKind, checkDie = 6): VasState => {
    let s = play(s0, [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }, { type: 'take-first', fleet: 'rn', first: true }]).state;
    s = play(s, [special ? { type: 'nominate-move', ship: 'carrier', special } : { type: 'nominate-move', ship: 'carrier' }]).state;
    return vas.pending(s).kind === 'chance' ? roll(s, [checkDie]).state : s;
  };

  it('a Crippled carrier may neither launch nor recover', () => {
    // "Ships with the Carrier trait may launch or recover two flights every turn, as long as the ship is not crippled."
    const s = carrierToMove(start(carrierSetup({ damage: 8 })));
    expect(s.ships.carrier?.crippled).toBe(true);
    expect(code(s, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], recover: ['sword1'] })).toBe('ERR_LAUNCH_CRIPPLED');
    expect(code(s, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], launch: ['sword2'] })).toBe('ERR_LAUNCH_CRIPPLED');
    const healthy = carrierToMove(start(carrierSetup()));
    expect(code(healthy, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], recover: ['sword1'] })).toBeNull();
  });

  it('a carrier that chose a Special Action may not launch, even when its Command check failed', () => {
    // "... and may not choose any Special Actions." (Carrier: "so long as it does not perform any Special Actions")
    const failed = carrierToMove(start(carrierSetup()), 'evasive', 1);
    expect(code(failed, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], launch: ['sword2'] })).toBe('ERR_LAUNCH_SPECIAL');
    const flank = carrierToMove(start(carrierSetup()), 'flank-speed');
    expect(code(flank, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], recover: ['sword1'] })).toBe('ERR_LAUNCH_SPECIAL');
  });

  it('flights launched this turn move later in the same turn with their own type; the two a turn count launches and recoveries', () => {
    // "The two flight counter models are placed in the forward arc of the ship ... The flight can be moved
    //  later in the same turn, when all other flights of the same type are moved."
    const s0 = start(carrierSetup({}, [
      { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: false },
      { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: false },
      { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'carrier', airborne: false },
    ]));
    const ready = carrierToMove(s0);
    expect(code(ready, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], launch: ['sword1', 'sword2', 'fulmar'] })).toBe('ERR_LAUNCH_TOO_MANY');
    const r = turn(s0, { init: 'rn', launch: { carrier: ['sword1', 'fulmar'] }, legs: { carrier: [{ forward: 2 }] }, fly: { sword1: { x: 20, y: 24 }, fulmar: { x: 25, y: 24 } } });
    expect(r.flyOrder).toEqual([['rn', 'fighters'], ['rn', 'others']]);
    expect(flight(r.state, 'sword1').position).toEqual({ x: 20, y: 24 });
    expect(flight(r.state, 'fulmar').position).toEqual({ x: 25, y: 24 });
    expect(flight(r.state, 'sword2')).toMatchObject({ airborne: false, position: null });
  });

  it('a land-based flight cannot be recovered by a carrier', () => {
    // "flights of aircraft ... bought individually ... are considered to be land-based"; only carriers recover.
    const s0 = start(setup({ ships: [shipSetup('carrier', 'HMS Audit', CARRIER, 10, 24, 90)], flights: [
      { id: 'hurri', aircraft: 'Hawker Hurricane', position: { x: 11.8, y: 24 } },
    ] }, {}));
    expect(flight(s0, 'hurri')).toMatchObject({ airborne: true, carrier: null });
    const s = carrierToMove(s0);
    expect(code(s, { type: 'move', ship: 'carrier', legs: [{ forward: 2 }], recover: ['hurri'] })).toBe('ERR_RECOVER_NOT_HERS');
  });
});

describe('audit aircraft: attacking with aircraft (lines 254-258, 216, 225)', () => {
  /** rn's land-based flight `id` of `aircraft` starts 10" from the target and bombs it this turn. */
  const bomberVs = (aircraft: string, roster: ShipRoster = TARGET, targetLegs: MoveLeg[] = [{ forward: 1 }], at: Vec = { x: 47.5, y: 24 }, extra: Partial<VasSetup> = {}) => {
    const s0 = start(setup({ flights: [{ id: 'bomber', aircraft, position: { x: 40, y: 24 } }] }, { ships: [shipSetup('target', 'Audit Target', roster, 50, 24, 270)] }, extra));
    return turn(s0, { init: 'rn', legs: { target: targetLegs }, fly: { bomber: at } }).state;
  };
  const dropOn = (s: VasState) => play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [{ flight: 'bomber', target: 'target' }] }]);
  const need = (s: VasState): number => Number(chance(dropOn(untilNominates(s, 'rn')).state).context?.need);

  it('a Bomber (and a Fighter-Bomber) suffers -1 to its Attack Dice; a Dive-Bomber does not', () => {
    // "if an aircraft is noted as being a bomber, a -1 penalty is applied to its Attack Dice ... Dive-bombers,
    //  while avoiding this penalty ..."
    expect(need(bomberVs('Mitsubishi G4M Betty'))).toBe(5); // Target 4, Bomber -1
    expect(need(bomberVs('Bristol Beaufighter'))).toBe(5); // Fighter-Bomber (settled: a type ending in Bomber)
    expect(need(bomberVs('Junkers Ju-87'))).toBe(4); // Dive Bomber
  });

  it('the usual Attack Dice modifiers are not used: no -1 for a target that moved more than 7", no +1 for its beam', () => {
    // "The usual modifiers to Attack Dice are not used for aircraft."
    // The target steams 8" west to (42, 24): a fast moving target; the Stuka touches its bow.
    expect(need(bomberVs('Junkers Ju-87', TARGET, [{ forward: 8 }], { x: 40.5, y: 24 }))).toBe(4);
    // The target moves 1" to (49, 24); the Stuka touches its beam (north side).
    expect(need(bomberVs('Junkers Ju-87', TARGET, [{ forward: 1 }], { x: 49, y: 25.5 }))).toBe(4);
  });

  it('bombs roll Attack and Damage Dice as normal: each Damage Die at least the Armour takes a point', () => {
    // "To use bombs, an Aircraft counter must be moved into contact with the target ship. Roll Attack and Damage Dice as normal"
    const r = dropOn(untilNominates(bomberVs('Junkers Ju-87'), 'rn'));
    expect(chance(r.state)).toMatchObject({ purpose: 'attack', dice: 1 });
    const hit = roll(r.state, [4]);
    expect(chance(hit.state)).toMatchObject({ purpose: 'damage', dice: 3 }); // Ju-87 Bombs DD 3
    const done = roll(hit.state, [3, 4, 5]);
    expect(done.state.ships.target?.damage).toBe(18); // 20 - 2
    // a natural 1 always misses
    const miss = roll(dropOn(untilNominates(bomberVs('Junkers Ju-87'), 'rn')).state, [1]);
    expect(miss.state.ships.target?.damage).toBe(20);
  });

  it('Armoured Deck: bombs suffer -1 to their Damage Dice; a natural 6 still damages', () => {
    // "In addition, aircraft dropping bombs on the ship suffer a -1 penalty to their Damage Dice."
    const hit = roll(dropOn(untilNominates(bomberVs('Junkers Ju-87', DECK), 'rn')).state, [4]);
    const done = roll(hit.state, [4, 5, 5]);
    expect(done.state.ships.target?.damage).toBe(18); // 4-1 misses Armour 4; 5-1 twice hit
    const thick = { ...DECK, class: 'Audit Thick Deck', armour: 6 };
    const hit6 = roll(dropOn(untilNominates(bomberVs('Junkers Ju-87', thick), 'rn')).state, [4]);
    let s = roll(hit6.state, [6, 5, 5]).state; // 6-1 = 5 < 6, but a natural 6 always damages
    expect(chance(s)).toMatchObject({ purpose: 'critical-confirm', dice: 1 }); // a bomb's 6 may be a critical hit
    s = roll(s, [1]).state; // no critical
    expect(s.ships.target?.damage).toBe(19);
  });

  it('the limit of three flights a ship counts a declared air-launched torpedo with the bombs', () => {
    // "Only three flights (of any type) may attack a single ship in the same turn."
    const s0 = start(setup({ flights: [
      { id: 'sword', aircraft: 'Fairey Swordfish', position: { x: 40, y: 26 } },
      { id: 'st1', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } },
      { id: 'st2', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } },
      { id: 'st3', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } },
    ] }, {}));
    const r = turn(s0, { init: 'rn', fly: { sword: { x: 46, y: 26 }, st1: { x: 47.5, y: 24 }, st2: { x: 47.5, y: 24 }, st3: { x: 47.5, y: 24 } },
      torpedoes: [{ flight: 'sword', target: 'target' }] });
    const s = untilNominates(r.state, 'rn');
    const three = ['st1', 'st2', 'st3'].map((f) => ({ flight: f, target: 'target' }));
    expect(code(s, { type: 'air-attack', fleet: 'rn', bombs: three })).toBe('ERR_AIR_LIMIT');
    expect(code(s, { type: 'air-attack', fleet: 'rn', bombs: three.slice(0, 2) })).toBeNull();
  });

  it('One-Shot: bombs dropped one turn cannot be dropped the next; a Swordfish may still use its torpedo', () => {
    // "once they are used, they may not be used again for the rest of the game."
    const s0 = start(setup({ flights: [
      { id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } },
      { id: 'sword', aircraft: 'Fairey Swordfish', position: { x: 43, y: 22 } },
    ] }, {}));
    let s = untilNominates(turn(s0, { init: 'rn', fly: { stuka: { x: 47.5, y: 24 }, sword: { x: 48.5, y: 22.5 } } }).state, 'rn');
    s = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [{ flight: 'stuka', target: 'target' }, { flight: 'sword', target: 'target' }] }]).state;
    s = roll(roll(s, [1]).state, [1]).state; // both miss
    expect(flight(s, 'stuka').spent).toEqual([0]);
    expect(flight(s, 'sword').spent).toEqual([1]); // the Swordfish's bombs (weapon 1)
    s = finishTurn(s);
    // turn 2: the target moves 1" more to (48, 24); both flights close in again
    s = turn(s, { init: 'rn', fly: { stuka: { x: 46.5, y: 24 }, sword: { x: 47, y: 26 } }, torpedoes: [{ flight: 'sword', target: 'target' }] }).state;
    s = untilNominates(s, 'rn');
    expect(code(s, { type: 'air-attack', fleet: 'rn', bombs: [{ flight: 'stuka', target: 'target' }] })).toBe('ERR_NO_BOMBS');
    const r = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(r.events.find((e) => e.type === 'torpedo-spread')?.data).toMatchObject({ flight: 'sword', target: 'target' });
    expect(flight(r.state, 'sword').spent.slice().sort()).toEqual([0, 1]);
    // turn 3: the torpedo is spent too (the spread's one Attack Die misses in the End Phase)
    let t = finishTurn(r.state, [1]);
    t = play(t, [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }, { type: 'take-first', fleet: 'rn', first: true }]).state;
    for (let i = 0; i < 10; i++) {
      const p = vas.pending(t);
      if (p.kind !== 'decision' || (p.decision === 'fly' && t.air.stage?.kind === 'others')) break;
      t = play(t, [p.decision === 'fly' ? { type: 'fly', fleet: p.player, moves: [] } : vas.legalActions(t)[0]!]).state;
    }
    expect(decision(t)).toEqual(['fly', 'rn']);
    expect(code(t, { type: 'fly', fleet: 'rn', moves: [], torpedoes: [{ flight: 'sword', target: 'target' }] })).toBe('ERR_NO_TORPEDO');
  });

  it('only aircraft armed with bombs or torpedoes attack ships: an observation aircraft touching an enemy ship has nothing to nominate', () => {
    // "Only aircraft armed with bombs or torpedoes may attack ships." / observation aircraft: "No weapons are carried."
    const s1 = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', SPOTTER, 10, 24, 90)] },
      { ships: [shipSetup('target', 'Audit Target', TARGET, 16, 24, 270)] }));
    let s = turn(s1, { init: 'rn', legs: { spotter: [{ forward: 1 }], target: [{ forward: 1 }] }, launch: { spotter: ['spotter/obs1'] }, fly: { 'spotter/obs1': { x: 15, y: 25 } } }).state;
    s = untilNominates(s, 'rn');
    expect(vas.legalActions(s).some((a) => a.type === 'air-attack')).toBe(false);
    expect(code(s, { type: 'air-attack', fleet: 'rn', bombs: [{ flight: 'spotter/obs1', target: 'target' }] })).toBe('ERR_NO_AIR_ATTACK');
  });
});

describe('audit aircraft: shooting down aircraft (lines 260-262)', () => {
  /** km's AA ship (AA range 5, 4 AD) ends at (49, 24); rn's land-based flight flies to `at`. */
  const aaAt = (aircraft: string, at: Vec, extra: Partial<VasSetup> = {}) => {
    const s0 = start(setup({ flights: [{ id: 'fl', aircraft, position: { x: 40, y: 24 } }] },
      { ships: [shipSetup('target', 'Audit AA Ship', AA_SHIP, 50, 24, 270)] }, extra));
    return turn(s0, { init: 'rn', fly: { fl: at } }).state;
  };

  it('AA fires only at flights within its range (centre to centre)', () => {
    // "If enemy aircraft are in range, a ship's AA weapons are fired automatically at the beginning of the Attack Phase"
    expect(chance(aaAt('Junkers Ju-87', { x: 44, y: 24 }))).toMatchObject({ purpose: 'aa', dice: 4 });
    expect(decision(aaAt('Junkers Ju-87', { x: 43.9, y: 24 }))?.[0]).toBe('attack');
  });

  it('a flight with 2 Damage loses one point for each hit not dodged (Dodge: equal or greater ignores the hit)', () => {
    // "it may try to dodge the attack by rolling one die equal or greater than its Dodge score for each hit. If
    //  successful, the attack is completely ignored. ... any successful hit will automatically remove a point of Damage"
    const s = aaAt('Mitsubishi G4M Betty', { x: 45, y: 24 });
    expect(chance(s).label).toMatch(/5\+ to hit/); // Betty Target 5+
    const hits = roll(s, [5, 6, 4, 1]);
    expect(hits.events.find((e) => e.type === 'aa-roll')?.data).toMatchObject({ hits: 2 });
    expect(chance(hits.state)).toMatchObject({ purpose: 'dodge', dice: 2 });
    const one = roll(hits.state, [6, 5]); // Betty Dodge 6+: one dodged, one not
    expect(flight(one.state, 'fl')).toMatchObject({ damage: 1, destroyed: false });
    const two = roll(hits.state, [5, 5]);
    expect(flight(two.state, 'fl')).toMatchObject({ damage: 0, destroyed: true, position: null });
  });

  it('Bad Weather: AA suffers -1 to hit', () => {
    // "All attacks made by both ships and aircraft suffer a -1 penalty to hit"
    expect(chance(aaAt('Junkers Ju-87', { x: 45, y: 24 })).label).toMatch(/5\+ to hit/);
    const bad = aaAt('Junkers Ju-87', { x: 45, y: 24 }, { options: { weather: 'bad' } });
    expect(chance(bad).label).toMatch(/6\+ to hit/);
  });

  it('ships\' guns may not attack flights: only AA weapons and dogfights', () => {
    // "Aircraft may only be attacked with AA weapons or in dogfights with other aircraft."
    const s0 = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', SPOTTER, 10, 24, 90)] },
      { flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 20, y: 24 } }] }));
    const s = untilNominates(turn(s0, { init: 'rn' }).state, 'rn');
    expect(code(s, { type: 'attack', ship: 'spotter', fire: [{ weapon: 0, target: 'stuka' }] })).toBe('ERR_BAD_TARGET');
    expect(code(s, { type: 'attack', ship: 'spotter', fire: [{ weapon: 1, target: 'stuka' }] })).toBe('ERR_BAD_TARGET');
  });

  it('AA +1 against a dive-bomber attacking a ship, from any ship\'s AA; not against a fighter passing by', () => {
    // "any anti-aircraft attack made against a dive-bombing aircraft attacking a ship in the same turn gains a +1 bonus"
    const s0 = start(setup({ flights: [
      { id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } },
    ] }, { ships: [shipSetup('target', 'Audit AA Ship', AA_SHIP, 50, 24, 270), shipSetup('escort', 'Audit Escort', AA_SHIP, 50, 30, 270)] }));
    // the Stuka touches the target (49, 24) and is 4.5" from the escort (49, 30)
    const s = turn(s0, { init: 'rn', fly: { stuka: { x: 48.5, y: 25.5 } } }).state;
    expect(chance(s).label).toMatch(/Audit AA Ship's AA at flight stuka .*4\+ to hit/);
    const next = roll(s, [1, 1, 1, 1]).state;
    expect(chance(next).label).toMatch(/Audit Escort's AA at flight stuka .*4\+ to hit/);
    // the same Stuka 4" away from any ship: 5+
    const away = turn(start(setup({ flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 40, y: 24 } }] },
      { ships: [shipSetup('target', 'Audit AA Ship', AA_SHIP, 50, 24, 270)] })), { init: 'rn', fly: { stuka: { x: 45, y: 24 } } }).state;
    expect(chance(away).label).toMatch(/5\+ to hit/);
  });

  it('an observation aircraft is hit by AA on 5+ and dodges on 4+', () => {
    // Observation profile: "Target 5+", "Dodge 4+", "Damage One"
    const s0 = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', SPOTTER, 10, 24, 90)] },
      { ships: [shipSetup('target', 'Audit AA Ship', AA_SHIP, 20, 24, 270)] }));
    const s = turn(s0, { init: 'rn', launch: { spotter: ['spotter/obs1'] }, fly: { 'spotter/obs1': { x: 15, y: 24 } } }).state;
    expect(chance(s)).toMatchObject({ purpose: 'aa', dice: 4 });
    expect(chance(s).label).toMatch(/5\+ to hit/);
    const hit = roll(s, [5, 4, 4, 4]);
    expect(chance(hit.state).label).toMatch(/4\+ ignores one hit/);
    expect(flight(roll(hit.state, [4]).state, 'spotter/obs1')).toMatchObject({ destroyed: false, damage: 1 });
    expect(flight(roll(hit.state, [3]).state, 'spotter/obs1')).toMatchObject({ destroyed: true, damage: 0 });
  });
});

describe('audit aircraft: dogfighting (lines 264-267)', () => {
  /** rn's `a` (land-based) and km's `b` meet at (30, 24) this turn (`a` moves first). */
  const meet = (a: string, b: string, extra: Array<{ id: string; aircraft: string; position: Vec }> = []) => {
    const s0 = start(setup({ flights: [{ id: 'a', aircraft: a, position: { x: 25, y: 24 } }, ...extra] },
      { flights: [{ id: 'b', aircraft: b, position: { x: 35, y: 24 } }] }));
    return turn(s0, { init: 'rn', fly: { a: { x: 30, y: 24 }, b: { x: 30.5, y: 24 } } }).state;
  };
  const fight = (s: VasState): VasState => play(untilNominates(s, 'rn'), [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state;

  it('both roll a die and add their Dogfight scores; a draw leaves both locked, and they may not move next turn', () => {
    // "Both players roll one die each and add their flights' Dogfight scores." / "If the dogfighting roll is a draw ...
    //  both flights are left in place. They are locked in the dogfight and may not move next turn."
    const s = fight(meet('Fairey Swordfish', 'Focke-Wulf Fw-190'));
    expect(chance(s)).toMatchObject({ purpose: 'dogfight', dice: 2 });
    const draw = roll(s, [6, 1]); // 6 + 0 against 1 + 5
    expect(draw.events.find((e) => e.type === 'dogfight')?.data).toMatchObject({ totals: [6, 6], loser: null });
    let t = finishTurn(draw.state);
    expect(flight(t, 'a').dogfight).toEqual(['b']);
    // turn 2: neither may move; they fight again
    const locked = play(t, [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }, { type: 'take-first', fleet: 'rn', first: true }]).state;
    t = locked;
    for (let i = 0; i < 10; i++) {
      const p = vas.pending(t);
      if (p.kind !== 'decision' || (p.decision !== 'nominate-move' && p.decision !== 'move')) break;
      t = play(t, [vas.legalActions(t)[0]!]).state;
    }
    // the winner is asked who flies first, but no fly decision follows: both flights are locked
    expect(decision(t)).toEqual(['air-first', 'rn']);
    t = play(t, [{ type: 'air-first', fleet: 'rn', first: true }]).state;
    expect(t.phase).toBe('attack');
    expect(flight(t, 'a').position).toEqual({ x: 30, y: 24 });
    expect(flight(t, 'b').position).toEqual({ x: 30.5, y: 24 });
    const again = fight(t);
    expect(chance(again)).toMatchObject({ purpose: 'dogfight', dice: 2 });
  });

  it('the winner deducts a point of Damage: a flight of 2 Damage survives one loss and stays locked', () => {
    // "The winner of this roll deducts a point of Damage from the enemy flight."
    const s = fight(meet('Mitsubishi G4M Betty', 'Messerschmitt Me-109'));
    const r = roll(s, [1, 1]); // 1 + 0 against 1 + 3
    expect(flight(r.state, 'a')).toMatchObject({ damage: 1, destroyed: false, dogfight: ['b'] });
    expect(flight(r.state, 'b')).toMatchObject({ damage: 1, destroyed: false });
  });

  it('once its enemy is destroyed, a flight is free to move again', () => {
    // "Neither may move until its enemy has been destroyed and it is no longer in contact with an enemy."
    const s = fight(meet('Hawker Hurricane', 'Junkers Ju-87'));
    const won = roll(s, [3, 3]); // 3 + 4 against 3 + 0
    expect(flight(won.state, 'b').destroyed).toBe(true);
    expect(flight(won.state, 'a').dogfight).toEqual([]);
    const t = finishTurn(won.state);
    const r = turn(t, { init: 'rn', fly: { a: { x: 40, y: 24 } } });
    expect(flight(r.state, 'a').position).toEqual({ x: 40, y: 24 });
  });

  it('a flight that is dogfighting may not declare an air-launched torpedo', () => {
    // "A flight that is dogfighting may not drop bombs or torpedoes."
    const s = fight(meet('Fairey Swordfish', 'Focke-Wulf Fw-190', [{ id: 'other', aircraft: 'Fairey Swordfish', position: { x: 40, y: 30 } }]));
    let t = finishTurn(roll(s, [6, 1]).state); // draw: still locked
    t = play(t, [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }, { type: 'take-first', fleet: 'rn', first: true }]).state;
    for (let i = 0; i < 10; i++) {
      const p = vas.pending(t);
      if (p.kind !== 'decision' || p.decision === 'fly') break;
      t = play(t, [vas.legalActions(t)[0]!]).state;
    }
    expect(decision(t)).toEqual(['fly', 'rn']);
    // the ship target is 40" away; the check for the dogfight comes first
    expect(code(t, { type: 'fly', fleet: 'rn', moves: [], torpedoes: [{ flight: 'a', target: 'target' }] })).toBe('ERR_FLIGHT_DOGFIGHTING');
  });

  it('every flight in contact must dogfight: the Attack Phase does not end until the locked fleet has nominated its aircraft', () => {
    // "Every flight in contact with an enemy flight must engage in dogfighting."
    const s = meet('Fairey Swordfish', 'Focke-Wulf Fw-190');
    const held = holdFire(s);
    expect(held.phase).toBe('attack');
    const legal = vas.legalActions(held);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'air-attack' || a.type === 'concede')).toBe(true);
  });

  it('an observation aircraft in a dogfight is destroyed automatically, without dice', () => {
    // Observation profile: "Dogfight: Will be destroyed automatically in a dogfight."
    const s0 = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', SPOTTER, 10, 24, 90)] },
      { flights: [{ id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 25, y: 24 } }] }));
    const s = turn(s0, { init: 'rn', airFirst: false, launch: { spotter: ['spotter/obs1'] }, fly: { 'spotter/obs1': { x: 18, y: 24 }, me109: { x: 18.5, y: 24 } } }).state;
    // km's fighters moved first; rn's observation aircraft (an "other" flight) flew into contact afterwards
    expect(flight(s, 'spotter/obs1').dogfight).toEqual(['me109']);
    const p = untilNominates(s, 'rn');
    const r = play(p, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(flight(r.state, 'spotter/obs1')).toMatchObject({ destroyed: true });
    expect(flight(r.state, 'me109')).toMatchObject({ destroyed: false, dogfight: [] });
    expect(r.events.some((e) => e.type === 'dogfight' && e.rule === 'VAS-DOGFIGHT-AUTO-LOSS')).toBe(true);
  });
});

describe('audit aircraft: observation aircraft (lines 269-280, 215)', () => {
  const PLAIN: ShipRoster = { ...SPOTTER, class: 'Audit Plain', traits: [] };
  /** The spotter (and a ship without aircraft) 10" from the target; the spotter's aircraft flies to `obsAt` (or stays aboard). */
  const spotted = (obsAt: Vec | null) => {
    const s0 = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', SPOTTER, 10, 24, 90), shipSetup('plain', 'HMS Plain', PLAIN, 10, 20, 90)] },
      { ships: [shipSetup('target', 'Audit Target', TARGET, 22, 24, 270)] }));
    const r = turn(s0, { init: 'rn', ...(obsAt ? { launch: { spotter: ['spotter/obs1'] }, fly: { 'spotter/obs1': obsAt } } : {}) });
    return untilNominates(r.state, 'rn');
  };
  const need = (s: VasState, ship: string, weapon: number): number =>
    Number(chance(play(s, [{ type: 'attack', ship, fire: [{ weapon, target: 'target' }] }]).state).context?.need);

  it('+1 to the Attack Dice of the launching ship\'s main guns while her aircraft is within 6" of the target', () => {
    // "Observation aircraft provide a +1 bonus to the Attack Dice of the ship's main guns so long as it is within 6
    //  inches of the target being attacked. This bonus only applies to the ship that launches the observation aircraft"
    expect(need(spotted(null), 'spotter', 0)).toBe(4);
    expect(need(spotted({ x: 17, y: 24 }), 'spotter', 0)).toBe(3); // 4" from the target
    expect(need(spotted({ x: 15, y: 24 }), 'spotter', 0)).toBe(3); // exactly 6"
    expect(need(spotted({ x: 14.5, y: 24 }), 'spotter', 0)).toBe(4); // 6.5"
  });

  it('the bonus is for main guns only, and for no other ship', () => {
    expect(need(spotted({ x: 17, y: 24 }), 'spotter', 1)).toBe(4); // secondary armament
    expect(need(spotted({ x: 17, y: 24 }), 'plain', 0)).toBe(need(spotted(null), 'plain', 0));
  });

  it('Aircraft X: a ship carries X observation aircraft, aboard at the start', () => {
    // "Any vessel with the Aircraft X trait will carry a number of aircraft indicated in its roster."
    const s = start(setup({ ships: [shipSetup('spotter', 'HMS Spotter', { ...SPOTTER, traits: ['Aircraft 3'] }, 10, 24, 90)] }, {}));
    expect(s.air.flights.filter((f) => f.carrier === 'spotter').map((f) => [f.id, f.airborne, f.profile.speed, f.profile.target, f.profile.dodge, f.damage]))
      .toEqual([1, 2, 3].map((i) => [`spotter/obs${i}`, false, 7, 5, 4, 1]));
  });
});

describe('audit aircraft: the rules\' aircraft example (line 256)', () => {
  it('Zero engages one P-39; the other P-39 engages a dive bomber; the free dive bomber attacks the destroyer; all resolved together', () => {
    // "The Japanese player has initiative so moves his flight of Zero fighters into contact with one of the American
    //  fighters ... The American player can now only move his second flight of fighters and does so, choosing to attack
    //  one of the dive bomber flights. With only one of the ... dive bomber flights being able to be moved the Japanese
    //  player uses it to attack the American destroyer ... all combat (both dogfights and the dive bomber attack on the
    //  destroyer) will be resolved simultaneously."
    const s0 = start({
      seed: 3,
      fleets: [
        { id: 'usn', name: 'US Navy', ships: [shipSetup('clemson', 'USS Clemson', { ...TEST_DESTROYER, nation: 'US Navy', class: 'Audit Clemson' }, 30, 24, 90)],
          flights: [
            { id: 'p39a', aircraft: 'Bell P-39 Airacobra', position: { x: 26, y: 30 } },
            { id: 'p39b', aircraft: 'Bell P-39 Airacobra', position: { x: 26, y: 34 } },
          ] },
        { id: 'ijn', name: 'Imperial Japanese Navy', ships: [shipSetup('far', 'Far Cruiser', { ...TEST_CRUISER, nation: 'Imperial Japanese Navy', class: 'Audit IJN Cruiser' }, 70, 44, 270)],
          flights: [
            { id: 'zero', aircraft: 'Mitsubishi A6M Zero', position: { x: 40, y: 30 } },
            { id: 'val1', aircraft: 'Aichi D3A Val', position: { x: 42, y: 26 } },
            { id: 'val2', aircraft: 'Aichi D3A Val', position: { x: 42, y: 22 } },
          ] },
      ],
    });
    // the destroyer ends at (31, 24)
    const r = turn(s0, { init: 'ijn', fly: { zero: { x: 26.5, y: 30 }, p39a: { x: 30, y: 30 }, p39b: { x: 41.5, y: 26 }, val1: { x: 35, y: 26 }, val2: { x: 32.2, y: 24 } } });
    expect(r.flyOrder).toEqual([['ijn', 'fighters'], ['usn', 'fighters'], ['ijn', 'others']]);
    // p39a could not move (locked by the Zero), nor could val1 (locked by p39b)
    expect(flight(r.state, 'p39a')).toMatchObject({ position: { x: 26, y: 30 }, dogfight: ['zero'] });
    expect(flight(r.state, 'val1')).toMatchObject({ position: { x: 42, y: 26 }, dogfight: ['p39b'] });
    expect(flight(r.state, 'val2').position).toEqual({ x: 32.2, y: 24 });
    // The destroyer's AA fires first, at the free dive bomber only (+1 against a dive bomber attacking a ship)
    expect(chance(r.state).label).toMatch(/USS Clemson's AA at flight val2 .*4\+ to hit/);
    let s = roll(r.state, [1, 1]).state;
    s = untilNominates(s, 'ijn');
    const nominated = play(s, [{ type: 'air-attack', fleet: 'ijn', bombs: [{ flight: 'val2', target: 'clemson' }] }]);
    s = nominated.state;
    expect(chance(s).purpose).toBe('dogfight');
    s = roll(s, [4, 4]).state; // a dogfight
    expect(chance(s).purpose).toBe('dogfight');
    s = roll(s, [4, 4]).state; // the other dogfight
    expect(chance(s)).toMatchObject({ purpose: 'attack', dice: 1 }); // then the bombs
    expect(s.air.combat?.fought.slice().sort()).toEqual(['p39a|zero', 'p39b|val1']);
  });
});
