import { describe, expect, it } from 'vitest';
import { findShipClass, type ShipRoster } from '@salvo/data';
import { vas } from '../game';
import { CRUISER, WARSPITE, makeShip, makeState } from '../attack/test-support';
import { advance } from '../turn/flow';
import type { FireNomination, ShipState, VasAction, VasEvent, VasState } from '../types';

const roster = (c: string): ShipRoster => {
  const r = findShipClass(c);
  if (!r) throw new Error(`no ${c}`);
  return r;
};
/** A destroyer with one torpedo row (index 1), 4 AD, 3 DD, AP. */
const TORPEDO_BOAT: ShipRoster = {
  ...CRUISER, class: 'Test Torpedo Boat', weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 12, ad: 1, dd: 1, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 10, ad: 4, dd: 3, traits: ['AP'] },
  ],
};
const T = 1;

function battle(attacker: ShipState, target: ShipState): VasState {
  const s = makeState([attacker, target]);
  s.activation = { order: ['a', 'b'], next: 0 };
  return s;
}

function apply(s: VasState, a: VasAction): { state: VasState; events: readonly VasEvent[] } {
  const r = vas.apply(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const fire = (s: VasState, ship: string, noms: FireNomination[]) => apply(s, { type: 'attack', ship, fire: noms });

/** Skips to the End Phase of the state's turn and runs the flow to its first stop. */
function toEnd(s0: VasState): { state: VasState; events: VasEvent[] } {
  const s = structuredClone(s0);
  s.phase = 'end';
  s.activation = null;
  s.resolution = null;
  s.endPhase = { dcDone: [], dcAttempted: {}, fireDone: [] };
  const events = advance(s);
  return { state: s, events };
}

const roll = (s: VasState, values: number[]) => apply(s, { type: 'roll', values });

function chance(s: VasState) {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
}

describe('torpedoes', () => {
  it('VAS-TORP-SPREAD: a torpedo attack rolls nothing in the Attack Phase; a spread waits on the target for the End Phase', () => {
    const s = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0));
    const r = fire(s, 'tb', [{ weapon: T, target: 'target' }]);
    expect(r.events.map((e) => e.type)).toContain('torpedo-spread');
    expect(r.events.find((e) => e.type === 'torpedo-spread')?.rule).toBe('VAS-TORP-SPREAD');
    expect(vas.pending(r.state).kind).not.toBe('chance');
    expect(r.state.naval.torpedoes).toHaveLength(1);
    expect(r.state.ships.tb!.weapons[T]!.lastFiredTurn).toBe(1);
    expect(r.state.ships.target!.damage).toBe(CRUISER.damage[0]);
    const end = toEnd(r.state);
    const req = chance(end.state);
    expect(req.dice).toBe(4);
    expect(req.label).toMatch(/Torpedoes at target/);
    expect(end.state.naval.torpedoes).toHaveLength(0);
  });

  it('VAS-TORP-RANGE: a torpedo at a target beyond 10" is refused with a code and the state unchanged; 10" exactly is allowed', () => {
    const far = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 10.5, y: 0 }, 0));
    const before = vas.serialize(far);
    const r = vas.apply(far, { type: 'attack', ship: 'tb', fire: [{ weapon: T, target: 'target' }] });
    expect(r.ok ? '' : r.error.code).toBe('ERR_TORPEDO_RANGE');
    expect(r.ok ? '' : r.error.message).toMatch(/reach 10"/);
    // beyond reach, never how far: the exact distance would be a measurement before the nomination
    expect(r.ok ? null : r.error).toMatchObject({ message: expect.stringContaining('is beyond that.'), details: { reach: 10 } });
    expect(JSON.stringify(r.ok ? null : r.error)).not.toMatch(/10\.5/);
    expect(vas.serialize(far)).toBe(before);
    const edge = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 10, y: 0 }, 0));
    expect(vas.apply(edge, { type: 'attack', ship: 'tb', fire: [{ weapon: T, target: 'target' }] }).ok).toBe(true);
  });

  it('VAS-TORP-ARC: ship torpedoes fire to port or starboard, a submersible\'s fore or aft; outside the arc is refused', () => {
    const ahead = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 6 }, 0));
    const r = vas.apply(ahead, { type: 'attack', ship: 'tb', fire: [{ weapon: T, target: 'target' }] });
    expect(r.ok ? '' : r.error.code).toBe('ERR_TORPEDO_ARC');
    const uboat = roster('Type-VII');
    const ut = uboat.weapons.findIndex((w) => w.kind === 'torpedo');
    const subAhead = battle(makeShip('u', 'a', uboat, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 0, y: 6 }, 0));
    expect(vas.apply(subAhead, { type: 'attack', ship: 'u', fire: [{ weapon: ut, target: 'target' }] }).ok).toBe(true);
    const subBeam = battle(makeShip('u', 'a', uboat, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0));
    const r2 = vas.apply(subBeam, { type: 'attack', ship: 'u', fire: [{ weapon: ut, target: 'target' }] });
    expect(r2.ok ? '' : r2.error.code).toBe('ERR_TORPEDO_ARC');
  });

  it('VAS-TORP-BEAM: the spread goes on the beam only when the target shows its beam to the attacker, and gives +1 there', () => {
    const beam = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0));
    const b = toEnd(fire(beam, 'tb', [{ weapon: T, target: 'target' }]).state);
    expect(chance(b.state).label).toMatch(/4\+ to hit/); // Target 5+, +1 on the beam
    const stern = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 90));
    const placed = fire(stern, 'tb', [{ weapon: T, target: 'target' }]).state;
    expect(placed.naval.torpedoes[0]?.beam).toBe(false);
    const n = toEnd(placed);
    expect(chance(n.state).label).toMatch(/5\+ to hit/);
    // four 4s: four hits on the beam, none off it
    expect(roll(b.state, [4, 4, 4, 4]).events.find((e) => e.type === 'attack-roll')?.data?.hits).toBe(4);
    expect(roll(n.state, [4, 4, 4, 4]).events.find((e) => e.type === 'attack-roll')?.data?.hits).toBe(0);
  });

  it('VAS-TORP-MODIFIERS: no range or fast-target modifier (Attack Phase chapter) applies to a spread; the launcher\'s Flank Speed! -1 does', () => {
    const s = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 9.5, y: 0 }, 90));
    s.ships.target!.distanceMovedThisTurn = 12;
    const e = toEnd(fire(s, 'tb', [{ weapon: T, target: 'target' }]).state);
    expect(chance(e.state).label).toMatch(/5\+ to hit/); // Target 5+, nothing else
    const flank = structuredClone(s);
    flank.ships.tb!.special = { kind: 'flank-speed', success: true };
    const f = toEnd(fire(flank, 'tb', [{ weapon: T, target: 'target' }]).state);
    expect(chance(f.state).label).toMatch(/6\+ to hit/); // "All Attack Dice of weapons fired from this ship suffer a -1 penalty"
  });

  it('VAS-TORP-DAMAGE: each hit rolls the weapon\'s Damage Dice against Armour as normal, with its AP', () => {
    const s = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0));
    const e = toEnd(fire(s, 'tb', [{ weapon: T, target: 'target' }]).state);
    const afterHits = roll(e.state, [6, 6, 1, 1]); // two hits
    const req = chance(afterHits.state);
    expect(req.purpose).toBe('damage');
    expect(req.dice).toBe(6); // 2 hits x 3 DD
    expect(req.label).toMatch(/3\+ to damage/); // Armour 4+, AP +1
    const done = roll(afterHits.state, [3, 3, 3, 2, 2, 2]);
    expect(done.state.ships.target!.damage).toBe(CRUISER.damage[0] - 3);
  });

  it('VAS-TORP-CRITICAL: after a torpedo critical the attacker may re-roll one of the two location dice', () => {
    const s = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0));
    let st = toEnd(fire(s, 'tb', [{ weapon: T, target: 'target' }]).state).state;
    st = roll(st, [6, 1, 1, 1]).state; // one hit
    st = roll(st, [6, 1, 1]).state; // one damage, a six
    st = roll(st, [5]).state; // confirmed
    expect(chance(st).purpose).toBe('critical-location');
    st = roll(st, [1, 1]).state; // 2: Vital Systems
    const p = vas.pending(st);
    expect(p.kind === 'decision' ? [p.decision, p.player] : p.kind).toEqual(['torpedo-critical', 'a']);
    expect(vas.legalActions(st)).toHaveLength(3);
    const bad = vas.apply(st, { type: 'torpedo-critical', fleet: 'a', reroll: 2 as 0 });
    expect(bad.ok ? '' : bad.error.code).toBe('ERR_BAD_ACTION');
    st = apply(st, { type: 'torpedo-critical', fleet: 'a', reroll: 0 }).state;
    const req = chance(st);
    expect(req.dice).toBe(1);
    expect(req.label).toMatch(/kept: 1/);
    st = roll(st, [6]).state; // 1 + 6 = 7: Engines
    expect(chance(st).label).toMatch(/Engines critical table/);
    // keeping both: the location stands
    let k = toEnd(fire(battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 6, y: 0 }, 0)), 'tb', [{ weapon: T, target: 'target' }]).state).state;
    for (const v of [[6, 1, 1, 1], [6, 1, 1], [5], [1, 1]]) k = roll(k, v).state;
    k = apply(k, { type: 'torpedo-critical', fleet: 'a', reroll: null }).state;
    expect(chance(k).label).toMatch(/Vital Systems critical table/);
  });

  it('VAS-TORP-LONG-LANCE: Japanese ships reach 20"; such a spread strikes in the next End Phase and follows its target', () => {
    const kagero = roster('Kagero');
    const kt = kagero.weapons.findIndex((w) => w.kind === 'torpedo');
    const s = battle(makeShip('k', 'a', kagero, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 15, y: 0 }, 0));
    const placed = fire(s, 'k', [{ weapon: kt, target: 'target' }]);
    expect(placed.events.find((e) => e.type === 'torpedo-spread')?.rule).toBe('VAS-TORP-LONG-LANCE');
    expect(placed.state.naval.torpedoes[0]).toMatchObject({ longLance: true, dueTurn: 2 });
    const end1 = toEnd(placed.state);
    expect(vas.pending(end1.state).kind === 'chance' && chance(end1.state).purpose === 'initiative').toBe(true);
    expect(end1.state.turn).toBe(2);
    expect(end1.state.naval.torpedoes).toHaveLength(1);
    end1.state.ships.target!.position = { x: 40, y: 30 }; // the counter moves with the ship
    const end2 = toEnd(end1.state);
    expect(chance(end2.state).label).toMatch(/Torpedoes at target/);
    // beyond 20", or a non-Japanese ship beyond 10", or a Japanese submersible beyond 10": refused
    const tooFar = battle(makeShip('k', 'a', kagero, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 20.5, y: 0 }, 0));
    const r = vas.apply(tooFar, { type: 'attack', ship: 'k', fire: [{ weapon: kt, target: 'target' }] });
    expect(r.ok ? '' : r.error.message).toMatch(/20" \(The Long Lance\)/);
    const kadai = roster('Kadai-7');
    const st = kadai.weapons.findIndex((w) => w.kind === 'torpedo');
    const sub = battle(makeShip('i', 'a', kadai, { x: 0, y: 0 }, 90), makeShip('target', 'b', CRUISER, { x: 15, y: 0 }, 0));
    const r2 = vas.apply(sub, { type: 'attack', ship: 'i', fire: [{ weapon: st, target: 'target' }] });
    expect(r2.ok ? '' : r2.error.code).toBe('ERR_TORPEDO_RANGE');
  });

  it('VAS-TRAIT-TORPEDO-BELT: torpedo hits on a belted beam roll the belt die; each 4+ re-rolls that hit, never off the beam', () => {
    const beam = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('w', 'b', WARSPITE, { x: 6, y: 0 }, 0));
    let st = toEnd(fire(beam, 'tb', [{ weapon: T, target: 'w' }]).state).state;
    st = roll(st, [6, 6, 6, 1]).state; // three hits (Target 4+, +1)
    const belt = chance(st);
    expect([belt.purpose, belt.dice]).toEqual(['torpedo-belt', 3]);
    st = roll(st, [4, 3, 6]).state; // two taken by the belt
    const again = chance(st);
    expect([again.purpose, again.dice]).toEqual(['attack-reroll', 2]);
    st = roll(st, [1, 5]).state; // one of them hits again
    const dmg = chance(st);
    expect([dmg.purpose, dmg.dice]).toEqual(['damage', 6]); // 2 hits x 3 DD
    const stern = battle(makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('w', 'b', WARSPITE, { x: 6, y: 0 }, 90));
    let s2 = toEnd(fire(stern, 'tb', [{ weapon: T, target: 'w' }]).state).state;
    s2 = roll(s2, [6, 6, 6, 1]).state;
    expect(chance(s2).purpose).toBe('damage');
  });

  it('VAS-TORP-END: spreads strike in the End Phase in the order placed, before Damage Control; one whose target is gone runs wide', () => {
    const s = makeState([
      makeShip('tb', 'a', TORPEDO_BOAT, { x: 0, y: 0 }, 0), makeShip('tb2', 'a', TORPEDO_BOAT, { x: 0, y: 10 }, 0),
      makeShip('t1', 'b', CRUISER, { x: 6, y: 0 }, 0), makeShip('t2', 'b', CRUISER, { x: 6, y: 10 }, 0),
    ]);
    s.activation = { order: ['a', 'b'], next: 0 };
    s.ships.t2!.criticals = [{ id: 1, location: 'engines', effect: 'turbine-damaged', turn: 1, repairable: true, repaired: false }];
    s.nextCriticalId = 2;
    let st = fire(s, 'tb', [{ weapon: T, target: 't1' }]).state;
    st.activation = { order: ['a', 'b'], next: 0 };
    st = fire(st, 'tb2', [{ weapon: T, target: 't2' }]).state;
    expect(st.naval.torpedoes.map((x) => x.target)).toEqual(['t1', 't2']);
    st.ships.t1!.destroyed = true;
    const e = toEnd(st);
    expect(e.events.find((x) => x.type === 'torpedo-missed')?.text).toMatch(/runs wide/);
    expect(chance(e.state).label).toMatch(/at t2/);
    const after = roll(e.state, [1, 1, 1, 1]);
    const p = vas.pending(after.state);
    expect(p.kind === 'decision' ? p.decision : p.kind).toBe('damage-control');
  });
});
