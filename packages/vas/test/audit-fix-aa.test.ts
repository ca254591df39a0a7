/**
 * AA fire is an attack the ship makes ("Aircraft may only be attacked with AA weapons", victory-at-sea.txt
 * line 260): the limits on a ship's attacks hold for its AA (tmp/audit/fix-aa.md). A boat that changed depth
 * makes none (line 330), nor a blockader in the runner's free turn (line 410); Evasive!'s re-roll of the
 * evading ship's successful attacks (line 203), Fire Control's 4+ (line 172) and Create Smoke!'s blocked
 * line (line 200) apply to it. The first test of each group is the audit's discrepancy test, copied.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { Vec } from '@salvo/kernel';
import { aaCaveats, vas, type SpecialActionKind, type VasAction, type VasEvent, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { play, shipSetup, start, TEST_CRUISER } from './fixtures';
import { roll } from './audit-support';

// ---------------------------------------------------------------------------------------------------
// Rosters and a turn driver through the public API (as audit-aircraft-discrepancies.test.ts).

/** A plain ship: Target 4, Armour 4, no AA. */
const TARGET: ShipRoster = {
  class: 'Audit Target', nation: 'Kriegsmarine', type: 'heavy cruiser', priority: 'Raid',
  speed: 9, turning: 2, target: 4, armour: 4, damage: [20, 6], crew: [20, 6],
  traits: [], inService: 1939, origin: 'user:test',
  weapons: [{ name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: [] }],
};
/** With AA (range 5, 4 AD). */
const AA_SHIP: ShipRoster = {
  ...TARGET, class: 'Audit AA Ship',
  weapons: [...TARGET.weapons, { name: 'AA', kind: 'aa', range: 5, ad: 4, dd: null, traits: [] }],
};
/** Two AA weapon systems: the long one (5", 4 AD) and a short one (2", 2 AD). */
const TWO_AA: ShipRoster = {
  ...AA_SHIP, class: 'Audit Two AA',
  weapons: [...AA_SHIP.weapons, { name: 'Close AA', kind: 'aa', range: 2, ad: 2, dd: null, traits: [] }],
};
const RADAR_AA: ShipRoster = { ...AA_SHIP, class: 'Audit Radar AA', traits: ['Radar'] };
/** A submersible with 4 AA dice (2 when Crippled), so a Crippled boat still has AA to fire. */
const AA_BOAT: ShipRoster = {
  class: 'Audit Boat', nation: 'Kriegsmarine', type: 'submersible', priority: 'Patrol',
  speed: 4, submergedSpeed: 2, turning: 2, target: 6, armour: 3, damage: [10, 3], crew: [9, 3],
  traits: ['Submersible'], inService: 1936, origin: 'user:test',
  weapons: [
    { name: 'Deck Gun', kind: 'main', mount: 'A', range: 9, ad: 1, dd: 1, traits: ['Weak'] },
    { name: 'AA', kind: 'aa', range: 5, ad: 4, dd: null, traits: [] },
  ],
};
const CARRIER: ShipRoster = {
  class: 'Audit Carrier', nation: 'Royal Navy', type: 'aircraft carrier', priority: 'Raid',
  speed: 7, turning: 1, target: 4, armour: 4, damage: [28, 9], crew: [28, 9],
  traits: ['Carrier 4'], inService: 1938, origin: 'user:test',
  weapons: [{ name: 'Secondary Armament', kind: 'secondary', range: 11, ad: 2, dd: 1, traits: [] }],
};

interface TurnPlan {
  readonly init: string;
  readonly special?: Readonly<Record<string, SpecialActionKind>>;
  readonly depth?: Readonly<Record<string, 'surface' | 'dive'>>;
  readonly checkDice?: readonly number[];
  readonly fly?: Readonly<Record<string, Vec>>;
}

/** Plays turn 1 from its Initiative Phase to the first moment of the Attack Phase (ships move 1" ahead). */
function turn(s0: VasState, plan: TurnPlan): { state: VasState; events: VasEvent[] } {
  let s = s0;
  const events: VasEvent[] = [];
  const checks = [...(plan.checkDice ?? [])];
  for (let guard = 0; guard < 300 && s.phase !== 'attack' && s.phase !== 'over'; guard++) {
    const p = vas.pending(s);
    let a: VasAction;
    if (p.kind === 'chance') {
      if (p.request.purpose === 'initiative') {
        a = { type: 'roll', values: p.request.context?.fleet === plan.init ? [6, 6] : [1, 1] };
      } else {
        const d = checks.shift();
        if (d === undefined) throw new Error(`turn(): unexpected dice ${p.request.purpose}: ${p.request.label}`);
        a = { type: 'roll', values: [d] };
      }
    } else if (p.kind !== 'decision') {
      throw new Error(`turn(): nothing pending: ${JSON.stringify(p)}`);
    } else if (p.decision === 'take-first') {
      a = { type: 'take-first', fleet: p.player, first: true };
    } else if (p.decision === 'nominate-move') {
      const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn && !s.ships[id]?.destroyed) ?? '';
      const special = plan.special?.[ship];
      const depth = plan.depth?.[ship];
      a = { type: 'nominate-move', ship, ...(special ? { special } : {}), ...(depth ? { depth } : {}) };
    } else if (p.decision === 'move') {
      a = { type: 'move', ship: s.moving ?? '', legs: [{ forward: 1 }] };
    } else if (p.decision === 'crash-dive') {
      a = { type: 'crash-dive', ship: s.shipOrder.find((id) => s.ships[id]?.fleet === p.player) ?? '', attempt: false };
    } else if (p.decision === 'tactical-judgement') {
      a = { type: 'tactical-judgement', ship: s.judgement?.asked.at(-1) ?? '', dice: [] };
    } else if (p.decision === 'air-first') {
      a = { type: 'air-first', fleet: p.player, first: true };
    } else if (p.decision === 'fly') {
      const mine = s.air.flights.filter((f) => f.fleet === p.player && f.airborne && !f.destroyed);
      a = { type: 'fly', fleet: p.player, moves: mine.flatMap((f) => (plan.fly?.[f.id] ? [{ flight: f.id, to: plan.fly[f.id] as Vec }] : [])) };
    } else {
      throw new Error(`turn(): unexpected decision ${p.decision}`);
    }
    const r = play(s, [a]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const chance = (s: VasState) => {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
};
/** The purpose and label of what is pending ('decision' when no dice are). */
const next = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? `${p.request.purpose}: ${p.request.label}` : p.kind;
};

/** The labels of the AA dice asked for when the Attack Phase opens (every die rolled 1: nothing is hit). */
function aaLabels(s0: VasState): string[] {
  let s = s0;
  const out: string[] = [];
  for (let i = 0; i < 20; i++) {
    const p = vas.pending(s);
    if (p.kind !== 'chance' || !['aa', 'fire-control', 'aa-reroll', 'dodge'].includes(p.request.purpose)) break;
    out.push(p.request.label);
    s = roll(s, Array.from({ length: p.request.dice }, () => 1)).state;
  }
  return out;
}

function twoFleets(rn: VasSetup['fleets'][number], km: VasSetup['fleets'][number], extra: Partial<VasSetup> = {}): VasSetup {
  return { seed: 1, fleets: [rn, km], ...extra };
}
const rnStuka = (at: Vec): VasSetup['fleets'][number] => ({
  id: 'rn', name: 'Royal Navy', ships: [shipSetup('carrier', 'HMS Audit', CARRIER, 10, 24, 90)], flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: at }],
});
/** km's AA ship at (50, 24) heading west (ends at (49, 24)); rn's Stuka flies to `to`. */
function aaTurn(ship: Partial<VasShipSetup> = {}, plan: Partial<TurnPlan> = {}, roster: ShipRoster = AA_SHIP, to: Vec = { x: 45, y: 24 }, extra: Partial<VasSetup> = {}): VasState {
  const s0 = start(twoFleets(rnStuka({ x: 40, y: 24 }), { id: 'km', name: 'Kriegsmarine', ships: [shipSetup('target', 'Audit AA Ship', roster, 50, 24, 270, ship)] }, extra));
  return turn(s0, { init: 'rn', fly: { stuka: to }, ...plan }).state;
}

// ---------------------------------------------------------------------------------------------------

describe('VAS-SUB-DEPTH: a boat that surfaced or dived this turn fires no AA either', () => {
  const A = 'allies';
  const X = 'axis';
  const ship = (id: string, cls: string, x: number, y: number, heading: number, extra: Partial<VasShipSetup> = {}): VasShipSetup =>
    ({ id, name: id, class: cls, position: { x, y }, heading, ...extra });
  function airBattle(flightAt: Vec, axis: VasShipSetup[]): VasState {
    return start({
      seed: 11,
      fleets: [
        { id: A, name: 'Allies', ships: [ship('tribal', 'Tribal', 10, 40, 90)], flights: [{ id: 'sword', aircraft: 'Fairey Swordfish', position: flightAt }] },
        { id: X, name: 'Axis', ships: axis },
      ],
    });
  }

  it('a boat that surfaced this turn may not attack, so its AA does not fire (audit)', () => {
    const s = turn(airBattle({ x: 42, y: 24 }, [ship('u', 'Type-VII', 40, 20, 0, { submerged: true })]), { init: A, depth: { u: 'surface' } }).state;
    expect(s.ships.u?.submerged).toBe(false);
    expect(aaLabels(s).filter((l) => /\bu's AA\b/.test(l))).toEqual([]);
  });

  it('a boat that stayed on the surface fires its AA as before', () => {
    const s = turn(airBattle({ x: 42, y: 24 }, [ship('u', 'Type-VII', 40, 20, 0)]), { init: A }).state;
    expect(aaLabels(s).filter((l) => /\bu's AA\b/.test(l))).toHaveLength(1);
  });

  it('VAS-SUB-CRIPPLED: a Crippled boat forced to the surface fires no AA that turn', () => {
    const s = turn(airBattle({ x: 42, y: 24 }, [shipSetup('u', 'U-Audit', AA_BOAT, 40, 20, 0, { submerged: true, damage: 3 })]), { init: A }).state;
    expect(s.ships.u).toMatchObject({ submerged: false, crippled: true });
    expect(aaLabels(s).filter((l) => /U-Audit's AA/.test(l))).toEqual([]);
  });
});

describe('VAS-SCN-FREE-TURN: the blockader fires no AA in the runner\'s free turn', () => {
  const blockade = (runnerFlight: boolean): VasSetup => ({
    seed: 1,
    fleets: [
      { id: 'blockader', ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 }],
        ...(runnerFlight ? {} : { flights: [{ id: 'swordfish', aircraft: 'Fairey Swordfish', position: { x: 58, y: 27 } }] }) },
      { id: 'runner', ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270)],
        ...(runnerFlight ? { flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 14, y: 27 } }] } : {}) },
    ],
    scenario: { id: 'blockade-test', name: 'Blockade test', level: 'Raid', victory: 'points', rules: ['VAS-SCN-FREE-TURN'], freeTurn: ['runner'] },
  });
  const toAttack = (setup: VasSetup): VasState => {
    let s = start(setup);
    expect(s.initiativeOrder).toEqual(['runner']);
    s = play(s, [{ type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] }]).state;
    for (let i = 0; i < 5; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'fly') break;
      s = play(s, [{ type: 'fly', fleet: p.player, moves: [] }]).state;
    }
    return s;
  };

  it('a blockading ship fires no AA at the runner\'s aircraft in the free turn (audit)', () => {
    const s = toAttack(blockade(true));
    expect(aaLabels(s).filter((l) => /Warspite/.test(l))).toEqual([]);
  });

  it('the runner\'s ships fire their AA in the free turn as before', () => {
    const s = toAttack(blockade(false));
    expect(aaLabels(s).filter((l) => /Admiral Hipper's AA at flight swordfish/.test(l))).toHaveLength(1);
  });
});

describe('VAS-ATTACK-EVASIVE: an evading ship\'s AA hits are re-rolled once', () => {
  const evading = (extra: Partial<VasShipSetup> = {}, check = 6) => aaTurn(extra, { special: { target: 'evasive' }, checkDice: [check] });

  it('the AA hits of an evading ship must be re-rolled (audit)', () => {
    const s = evading();
    expect(s.ships.target?.special).toMatchObject({ kind: 'evasive', success: true });
    expect(aaCaveats(s, 'target')).toEqual({ fireControl: false, evasive: true });
    expect(chance(s)).toMatchObject({ purpose: 'aa', dice: 4 });
    const after = roll(s, [5, 6, 1, 1]);
    expect(chance(after.state).purpose).not.toBe('dodge');
    expect(chance(after.state)).toMatchObject({ dice: 2 });
  });

  it('the re-roll is labelled for the player, its faces stand, and only its hits are dodged', () => {
    const first = roll(evading(), [5, 6, 1, 1]);
    expect(first.events.find((e) => e.type === 'aa-roll')).toMatchObject({ data: { hits: 0, rerolls: 2 } });
    const req = chance(first.state);
    expect(req.purpose).toBe('aa-reroll');
    expect(req.label).toBe('Re-roll 2d6 AA dice, the hits of a ship that went Evasive!: Audit AA Ship\'s AA at flight stuka (Junkers Ju-87), 5+ to hit');
    const again = roll(first.state, [6, 2]); // one hit stands, once: no second re-roll
    expect(again.events.find((e) => e.type === 'aa-reroll')).toMatchObject({ rule: 'VAS-REROLL-ONCE', data: { rolls: [6, 2], hits: 1, total: 1 } });
    expect(chance(again.state)).toMatchObject({ purpose: 'dodge', dice: 1 });
  });

  it('misses are not re-rolled: no hits, no re-roll and no dodge', () => {
    const after = roll(evading(), [1, 2, 3, 4]);
    expect(next(after.state)).not.toMatch(/^(aa-reroll|dodge)/);
  });

  it('a failed Evasive! re-rolls nothing: the hits go straight to the dodge', () => {
    const s = evading({}, 1);
    expect(s.ships.target?.special).toMatchObject({ kind: 'evasive', success: false });
    expect(chance(roll(s, [5, 6, 1, 1]).state)).toMatchObject({ purpose: 'dodge', dice: 2 });
  });

  it('VAS-REROLL-ONCE: a hit Tactical Judgement already re-rolled stands; Evasive! re-rolls only the others', () => {
    const held = roll(evading({ tacticalJudgement: 1 }), [5, 6, 1, 1]).state;
    let s = play(held, [{ type: 'tactical-judgement', ship: 'target', dice: [2] }]).state;
    expect(chance(s).purpose).toBe('tactical-judgement');
    s = roll(s, [6]).state; // dice now 5, 6, 6 (re-rolled: stands), 1
    expect(chance(s)).toMatchObject({ purpose: 'aa-reroll', dice: 2 });
    expect(chance(roll(s, [1, 1]).state)).toMatchObject({ purpose: 'dodge', dice: 1 });
  });
});

describe('VAS-CRIT-FIRE-CONTROL: each AA weapon system fires only on a 4+', () => {
  const fc = { criticals: [{ effect: 'fire-control' }] };

  it('an AA battery of a ship with a Fire Control critical fires only on a roll of 4+ (audit)', () => {
    const s = aaTurn(fc);
    expect(s.ships.target?.criticals.some((c) => c.effect === 'fire-control' && !c.repaired)).toBe(true);
    expect(chance(s)).toMatchObject({ purpose: 'fire-control', dice: 1, context: { ship: 'target' } });
    expect(chance(s).label).toBe('Roll 1d6 for Audit AA Ship\'s damaged Fire Control before her AA fires at aircraft, one per AA weapon (AA): each fires only on 4+');
  });

  it('on 1-3 the weapon does not fire; on 4 it fires its dice', () => {
    const silent = roll(aaTurn(fc), [3]);
    expect(silent.events.find((e) => e.type === 'aa-fire-control-roll')).toMatchObject({ rule: 'VAS-CRIT-FIRE-CONTROL', data: { rolls: [3], cleared: [] } });
    expect(next(silent.state)).not.toMatch(/^aa:/);
    const fires = roll(aaTurn(fc), [4]);
    expect(fires.events.find((e) => e.type === 'aa-fire-control-roll')?.data).toMatchObject({ cleared: [1] });
    expect(chance(fires.state)).toMatchObject({ purpose: 'aa', dice: 4 });
  });

  it('one die per AA weapon about to fire: a weapon with no flight in range rolls none', () => {
    expect(chance(aaTurn(fc, {}, TWO_AA))).toMatchObject({ purpose: 'fire-control', dice: 1 }); // the Stuka is 4" off: Close AA (2") has nothing
    const near = aaTurn(fc, {}, TWO_AA, { x: 47.5, y: 24 });
    expect(chance(near)).toMatchObject({ purpose: 'fire-control', dice: 2 });
    const r = roll(near, [5, 2]); // AA fires, Close AA does not
    expect(chance(r.state)).toMatchObject({ purpose: 'aa', dice: 4 });
    expect(aaLabels(r.state).filter((l) => /Close AA/.test(l))).toEqual([]);
  });

  it('no flight in range: no Fire Control die; without the critical no die either', () => {
    expect(next(aaTurn(fc, {}, AA_SHIP, { x: 40, y: 24 }))).not.toMatch(/^(fire-control|aa):/);
    expect(chance(aaTurn())).toMatchObject({ purpose: 'aa', dice: 4 });
  });
});

describe('VAS-ATTACK-SMOKE: AA does not fire along a line through a Smoke Counter', () => {
  /** km's AA ship lays smoke ending at (49, 24) heading west: its 3" trail runs to (52, 24). The Stuka comes from the east. */
  const smoky = (to: Vec, roster: ShipRoster = AA_SHIP, extra: Partial<VasSetup> = {}): VasState => {
    const s0 = start(twoFleets(rnStuka({ x: 60, y: 24 }), { id: 'km', name: 'Kriegsmarine', ships: [shipSetup('target', 'Audit AA Ship', roster, 50, 24, 270)] }, extra));
    const s = turn(s0, { init: 'rn', special: { target: 'create-smoke' }, fly: { stuka: to } }).state;
    expect(s.smoke.length).toBe(1);
    return s;
  };

  it('the AA ship\'s own smoke, flight astern: no AA dice (audit)', () => {
    expect(vas.pending(smoky({ x: 52.5, y: 24 })).kind).toBe('decision');
  });

  it('a flight abeam of the smoking ship, the line clear of the trail, draws fire', () => {
    expect(chance(smoky({ x: 49, y: 20 }))).toMatchObject({ purpose: 'aa', dice: 4 });
  });

  it('VAS-TRAIT-RADAR: a ship with Radar fires its AA through smoke', () => {
    expect(chance(smoky({ x: 52.5, y: 24 }, RADAR_AA))).toMatchObject({ purpose: 'aa', dice: 4 });
  });

  it('VAS-RADAR-DETECT: with the Advanced Rules for Radar, radar detects ships only, so it sees no flight through smoke', () => {
    expect(next(smoky({ x: 52.5, y: 24 }, RADAR_AA, { options: { radar: true } }))).not.toMatch(/^aa:/);
  });
});
