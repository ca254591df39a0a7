/**
 * Critical hits, crippling and Skeleton Crews through the public engine (`vas.apply`, scripted
 * `roll` actions): what a critical's dice do to the target and to the rest of the battle.
 *
 * Table: Warspite (10,10) and the destroyer Hotspur (13,5) against the cruiser Hipper (19,10),
 * all heading north; after each moves 1" Hipper is 9" off Warspite's starboard beam, showing her
 * its port beam (+1: 4+ hits its Target 5+), and Hotspur is 7.8" off Hipper's port beam too.
 */
import { describe, expect, it } from 'vitest';
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import { vas, type VasAction, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, play, scripted, shipSetup, start, toAttackPhase, winInitiative } from '../../test/fixtures';

const A = 0;
const B = 1;
const SECONDARY = 4;

function battle(hipper: ShipRoster = TEST_CRUISER): VasState {
  return toAttackPhase(start({
    seed: 1,
    fleets: [
      {
        id: BRITISH, ships: [
          { id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 0 },
          shipSetup('hotspur', 'HMS Hotspur', TEST_DESTROYER, 13, 5, 0),
        ],
      },
      { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', hipper, 19, 10, 0)] },
    ],
  }), BRITISH);
}

const attack = (s: VasState, ship: string, fire: { weapon: number; target: string; dice?: number }[]): VasState =>
  play(s, [{ type: 'attack', ship, fire }]).state;

/** Answers chance steps from `dice` in order and stops when they are used up (no decision needed). */
function rollUpTo(state: VasState, dice: readonly number[]): VasState {
  let s = state;
  let i = 0;
  while (i < dice.length) {
    const q = request(s);
    if (i + q.dice > dice.length) throw new Error(`"${q.label}" needs ${q.dice} dice, ${dice.length - i} left`);
    s = play(s, [vas.diceAction(dice.slice(i, i + q.dice))]).state;
    i += q.dice;
  }
  return s;
}

function request(s: VasState): ChanceRequest {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
}

/** Warspite's A turret scores one hit, one damaging six, a confirmed critical at `location` (2d6) and `effect`. */
function critOnHipper(location: [number, number], effect: number, more: number[] = []): { state: VasState; unused: number[] } {
  const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }]);
  return scripted(fired, [6, 1, /* damage */ 6, 1, 1, /* confirm */ 4, ...location, effect, ...more]);
}

describe('critical hits through the engine', () => {
  it('VAS-CRIT-CONFIRM: only a natural 6 on a Damage Die asks for the extra die: an AP 5 (5 + 1 = 6) does not', () => {
    const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }]);
    const r = scripted(fired, [6, 1, 5, 5, 5]);
    expect(r.unused).toEqual([]);
    expect(r.state.ships.hipper!.damage).toBe(14 - 3);
    expect(r.state.ships.hipper!.criticals).toEqual([]);
  });

  it('VAS-CRIT-CONFIRM: a six rolls again once: 3 is damage only, 4 is a critical, and a 6 is not rolled again', () => {
    const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }]);
    const three = scripted(fired, [6, 1, 6, 1, 1, 3]);
    expect(three.unused).toEqual([]);
    expect([three.state.ships.hipper!.damage, three.state.ships.hipper!.criticals.length]).toEqual([13, 0]);
    // two sixes: one confirmation die each, rolled together; 6 and 4 are two criticals, nothing more
    const sixes = rollUpTo(fired, [6, 1, 6, 6, 1]);
    expect([request(sixes).purpose, request(sixes).dice]).toEqual(['critical-confirm', 2]);
    const both = play(sixes, [vas.diceAction([6, 4])]).state;
    expect(request(both).purpose).toBe('critical-location');
    // Hull Breach (2d6 = 4 Crew, d6 = 5) twice: +2 Damage and +5 Crew each
    const done = scripted(both, [2, 2, 5, 1, 2, 5]);
    expect(done.unused).toEqual([]);
    const h = done.state.ships.hipper!;
    expect([h.damage, h.crew, h.criticals.map((c) => c.effect)]).toEqual([14 - 2 - 4, 22 - 10, ['hull-breach', 'hull-breach']]);
  });

  it('VAS-CRIT-ENGINES: Engines Disabled lowers the Target score for every later attack: Hotspur then needs 3+ against Hipper\'s 5+', () => {
    const r = critOnHipper([3, 4], 6);
    expect(r.unused).toEqual([]);
    const h = r.state.ships.hipper!;
    expect([h.damage, h.crew]).toEqual([14 - 1 - 3, 22 - 3]);
    const held = attack(r.state, 'hipper', []);
    const hot = attack(held, 'hotspur', [{ weapon: A, target: 'hipper' }]);
    // Target 5 - 1, Hipper shows Hotspur its beam: +1
    expect(request(hot).context?.need).toBe(3);
  });

  it('VAS-CRIT-FIRE-CONTROL: the cruiser with Fire Control hit rolls one die per weapon system, a split secondary battery being one', () => {
    const r = critOnHipper([1, 1], 4);
    expect(r.unused).toEqual([]);
    expect([r.state.ships.hipper!.damage, r.state.ships.hipper!.crew]).toEqual([14 - 1 - 3, 22 - 4]);
    const split = attack(r.state, 'hipper', [
      { weapon: A, target: 'warspite' }, { weapon: B, target: 'warspite' },
      { weapon: SECONDARY, target: 'warspite', dice: 2 }, { weapon: SECONDARY, target: 'hotspur', dice: 1 },
    ]);
    const fc = request(split);
    expect([fc.purpose, fc.dice]).toEqual(['fire-control', 3]);
    // A fires on 4, B is silent on 3, the secondary fires both shares on 5
    const after = play(split, [vas.diceAction([4, 3, 5])]);
    expect(after.events.filter((e) => e.type === 'fire-control-failed').map((e) => e.data?.weapon)).toEqual([B]);
    const attacks: string[] = [];
    let s = after.state;
    while (vas.pending(s).kind === 'chance') {
      const q = request(s);
      attacks.push(`${q.purpose}:${q.dice}`);
      s = play(s, [vas.diceAction(Array<number>(q.dice).fill(1))]).state;
    }
    expect(attacks).toEqual(['attack:2', 'attack:2', 'attack:1']);
    const w = s.ships.hipper!.weapons;
    expect([w[A]!.lastFiredTurn, w[B]!.lastFiredTurn, w[SECONDARY]!.lastFiredTurn]).toEqual([1, null, 1]);
  });

  it('VAS-CRIT-MAGAZINE: after a Magazine Explosion with a d3 of 1 the ship may not fire this turn nor the next, and fires again the turn after', () => {
    const r = critOnHipper([5, 5], 6, [/* fires */ 2, /* d3 */ 1]);
    expect(r.unused).toEqual([]);
    const h = r.state.ships.hipper!;
    expect([h.damage, h.crew, h.fires]).toEqual([14 - 1 - 4, 22 - 6, 2]);
    expect(vas.apply(r.state, { type: 'attack', ship: 'hipper', fire: [{ weapon: A, target: 'warspite' }] })).toMatchObject({ ok: false, error: { code: 'ERR_MAGAZINE_EXPLOSION' } });
    const turn2 = toHipperAttack(attack(r.state, 'hipper', []), 2);
    expect(vas.apply(turn2, { type: 'attack', ship: 'hipper', fire: [{ weapon: A, target: 'warspite' }] })).toMatchObject({ ok: false, error: { code: 'ERR_MAGAZINE_EXPLOSION' } });
    const turn3 = toHipperAttack(attack(turn2, 'hipper', []), 3);
    expect(vas.apply(turn3, { type: 'attack', ship: 'hipper', fire: [{ weapon: A, target: 'warspite' }] }).ok).toBe(true);
  });

  it('VAS-CRIT-REPAIR: Damage Control is never offered a Vital Systems hit or a destroyed turret, and refuses them by id', () => {
    // Fire Control (Vital Systems), then Hotspur's hit: Turret Destroyed, d4 = 1 (A)
    const fc = critOnHipper([1, 1], 4);
    const held = attack(fc.state, 'hipper', []);
    const hot = rollUpTo(attack(held, 'hotspur', [{ weapon: A, target: 'hipper' }]), [6, /* damage */ 6, /* confirm */ 4, /* Weapons */ 5, 5, /* Turret */ 5, /* d4 */ 1]);
    const h = hot.ships.hipper!;
    expect(h.criticals.map((c) => [c.effect, c.repairable])).toEqual([['fire-control', false], ['turret-destroyed', false]]);
    expect(h.weapons[A]!.destroyed).toBe(true);
    // the End Phase goes straight to the fires: no Damage Control decision for Hipper
    const p = vas.pending(hot);
    expect(p.kind === 'chance' && p.request.purpose).toBe('fire');
  });
});

describe('lasting critical effects in later turns', () => {
  /** Turn 1: Warspite's A turret lands two Engines criticals on Hipper, effect dice `first` and `second`. */
  function twoEngineHits(first: number, second: number): VasState {
    const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }]);
    return rollUpTo(fired, [6, 6, /* damage */ 6, 6, 1, 1, 1, 1, /* confirm */ 4, 4, /* Engines */ 3, 4, first, 3, 4, second]);
  }

  /** Plays on to Hipper's move in turn 2 (Damage Control of turn 1 by `repair`). */
  function hipperMovesNext(state: VasState, repair: (s: VasState) => VasState): VasState {
    let s = attack(attack(state, 'hipper', []), 'hotspur', []);
    s = repair(s);
    for (let guard = 0; guard < 100; guard++) {
      const p = vas.pending(s);
      if (p.kind === 'decision' && p.decision === 'move' && s.moving === 'hipper') return s;
      if (p.kind === 'chance' && s.resolution?.kind === 'initiative') s = scripted(s, winInitiative(s, BRITISH)).state;
      else if (p.kind === 'decision' && p.decision === 'take-first') s = play(s, [{ type: 'take-first', fleet: p.player, first: true }]).state;
      else if (p.kind === 'decision' && p.decision === 'nominate-move') {
        const ship = s.ships.hipper!.movedThisTurn || p.player !== GERMAN ? vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined) : { type: 'nominate-move' as const, ship: 'hipper' };
        if (!ship || ship.type !== 'nominate-move') throw new Error('no ship to nominate');
        s = play(s, [ship]).state;
        if (s.moving && s.moving !== 'hipper') s = play(s, [{ type: 'move', ship: s.moving, legs: [{ forward: 1 }] }]).state;
      } else throw new Error(`stuck at ${JSON.stringify(p)}`);
    }
    throw new Error('Hipper never moved');
  }

  const tooFar = (s: VasState, inches: number): string | null => {
    const r = vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: inches }] });
    return r.ok ? null : r.error.code;
  };

  it('VAS-CRIT-NONCUMULATIVE: Turbine and Props Damaged leave Speed 6 - 2, not 6 - 3; repairing the Props leaves the Turbine\'s -1', () => {
    const hit = twoEngineHits(1, 3);
    expect(hit.ships.hipper!.criticals.map((c) => c.effect)).toEqual(['turbine-damaged', 'props-damaged']);
    expect([hit.ships.hipper!.damage, hit.ships.hipper!.crew]).toEqual([14 - 2 - 2, 22 - 2]);
    const props = hit.ships.hipper!.criticals[1]!.id;
    const dc = (roll: number) => (s: VasState): VasState => {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'damage-control') throw new Error(`expected Damage Control, got ${JSON.stringify(p)}`);
      return rollUpTo(play(s, [{ type: 'damage-control', ship: 'hipper', critical: props }]).state, [roll]);
    };
    // Damage Control fails (1 + Command 4 < 9): both still apply, the worse one counts
    const failed = hipperMovesNext(hit, dc(1));
    expect([tooFar(failed, 4), tooFar(failed, 4.5)]).toEqual([null, 'ERR_MOVE_TOO_FAR']);
    // Damage Control repairs the Props (5 + 4 = 9): the Turbine is still damaged
    const repaired = hipperMovesNext(hit, dc(5));
    expect(repaired.ships.hipper!.criticals.map((c) => c.repaired)).toEqual([false, true]);
    expect([tooFar(repaired, 5), tooFar(repaired, 5.5)]).toEqual([null, 'ERR_MOVE_TOO_FAR']);
  });

  it('VAS-CRIT-VITAL: after a Rudder hit the ship may not turn; after a Bridge Hit it may attempt no Special Action', () => {
    const rudder = critOnHipper([1, 1], 2).state;
    const r = hipperMovesNext(rudder, (s) => s);
    expect(vas.apply(r, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }, { turn: 45 }, { forward: 1 }] })).toMatchObject({ ok: false, error: { code: 'ERR_TURN_NOT_ALLOWED' } });
    const bridge = critOnHipper([6, 6], 1).state;
    expect(bridge.ships.hipper!.criticals.map((c) => [c.effect, c.repairable])).toEqual([['bridge-hit', false]]);
    let s = attack(attack(bridge, 'hipper', []), 'hotspur', []);
    expect([s.turn, s.resolution?.kind]).toEqual([2, 'initiative']);
    s = play(scripted(s, winInitiative(s, GERMAN)).state, [{ type: 'take-first', fleet: GERMAN, first: true }]).state;
    expect(vas.apply(s, { type: 'nominate-move', ship: 'hipper', special: 'flank-speed' })).toMatchObject({ ok: false, error: { code: 'ERR_SPECIAL_NOT_ALLOWED' } });
    expect(vas.apply(s, { type: 'nominate-move', ship: 'hipper' }).ok).toBe(true);
  });
});

describe('crippled ships and skeleton crews through the engine', () => {
  it('VAS-CRIPPLED-LOSSES: reaching the threshold rolls for every turret and trait at once; 4+ loses it', () => {
    const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }, { weapon: B, target: 'hipper' }]);
    // A: 2 hits, B: 1 hit; A's six Damage Dice all damage (14 -> 8), B's three take it to 5 = the threshold
    const crippled = rollUpTo(fired, [6, 6, 6, 1, /* A */ 5, 5, 5, 5, 5, 5, /* B */ 5, 5, 5]);
    const q = request(crippled);
    expect([q.purpose, q.dice]).toEqual(['cripple', 5]);
    expect(q.label).toContain('A Turret, B Turret, X Turret, Y Turret, Radar');
    // a 4 loses the A turret, the 6 the Radar; 1s keep the rest
    const r = scripted(crippled, [4, 1, 1, 3, 6]);
    expect(r.unused).toEqual([]);
    const h = r.state.ships.hipper!;
    expect([h.damage, h.crippled, h.weapons.map((w) => w.destroyed), h.lostTraits]).toEqual([5, true, [true, false, false, false, false, false, false], ['Radar']]);
  });

  it('VAS-CRIPPLED-EFFECTS: a Crippled cruiser\'s 3-dice secondary battery has 1 die left; its turrets keep theirs', () => {
    const fired = attack(battle(), 'warspite', [{ weapon: A, target: 'hipper' }, { weapon: B, target: 'hipper' }]);
    const s = scripted(fired, [6, 6, 6, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, /* cripple */ 1, 1, 1, 1, 1]).state;
    expect(s.ships.hipper!.crippled).toBe(true);
    const tooMany = vas.apply(s, { type: 'attack', ship: 'hipper', fire: [{ weapon: SECONDARY, target: 'hotspur', dice: 2 }] });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'ERR_TOO_MANY_DICE', details: { ad: 1 } } });
    const fire = attack(s, 'hipper', [{ weapon: B, target: 'warspite' }, { weapon: SECONDARY, target: 'hotspur' }]);
    expect(request(fire).dice).toBe(2);
    const next = play(fire, [vas.diceAction([1, 1])]).state;
    expect([request(next).dice, request(next).label]).toEqual([1, expect.stringContaining('Secondary Armament')]);
  });

  it('VAS-SKELETON-WEAPONS: a cruiser down to a Skeleton Crew may fire one weapon system: two turrets are refused, one split battery is not', () => {
    const deep: ShipRoster = { ...TEST_CRUISER, damage: [30, 5] };
    const fired = attack(battle(deep), 'warspite', [{ weapon: A, target: 'hipper' }]);
    // two hits, three sixes confirmed, three Hull Breaches: +5 Crew each, 22 -> 7 = the threshold
    const r = scripted(fired, [6, 6, 6, 6, 6, 1, 1, 1, 4, 4, 4, 2, 2, 5, 2, 2, 5, 2, 2, 5]);
    expect(r.unused).toEqual([]);
    const h = r.state.ships.hipper!;
    expect([h.crew, h.skeleton, h.damage]).toEqual([7, true, 30 - 3 - 6]);
    const s = r.state;
    const two = vas.apply(s, { type: 'attack', ship: 'hipper', fire: [{ weapon: A, target: 'warspite' }, { weapon: B, target: 'warspite' }] });
    expect(two).toMatchObject({ ok: false, error: { code: 'ERR_SKELETON_CREW' } });
    const split = vas.apply(s, { type: 'attack', ship: 'hipper', fire: [{ weapon: SECONDARY, target: 'warspite', dice: 2 }, { weapon: SECONDARY, target: 'hotspur', dice: 1 }] });
    expect(split.ok).toBe(true);
  });
});

/** Plays on (everyone holds fire, moves 1", fires dice all 6, initiative to Britain) to Hipper's attack in `turn`. */
function toHipperAttack(state: VasState, turn: number): VasState {
  let s = state;
  for (let guard = 0; guard < 200; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'decision' && p.decision === 'attack' && p.player === GERMAN && s.turn === turn) return s;
    let action: VasAction | undefined;
    if (p.kind === 'chance' && s.resolution?.kind === 'initiative') {
      s = scripted(s, winInitiative(s, BRITISH)).state;
      continue;
    }
    if (p.kind === 'chance') action = vas.diceAction(Array<number>(p.request.dice).fill(6));
    else if (p.kind === 'decision') {
      if (p.decision === 'take-first') action = { type: 'take-first', fleet: p.player, first: true };
      else if (p.decision === 'damage-control') action = vas.legalActions(s).find((a) => a.type === 'damage-control' && a.critical === null);
      else if (p.decision === 'nominate-move') action = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
      else if (p.decision === 'move' && s.moving) action = { type: 'move', ship: s.moving, legs: [{ forward: 1 }] };
      else if (p.decision === 'attack') action = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    }
    if (!action) throw new Error(`stuck at ${JSON.stringify(p)}`);
    s = play(s, [action]).state;
  }
  throw new Error('did not reach the attack');
}
