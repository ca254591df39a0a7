/**
 * Boundaries of the Firing rules through the public engine (`vas.apply` with scripted `roll`
 * actions): exactly 20", 30" and the weapon's Range, measured after real moves (including oblique
 * headings, whose positions carry floating-point error), and natural 1s and 6s against modifiers.
 */
import { describe, expect, it } from 'vitest';
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import { vas, type FireNomination, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, play, scripted, shipSetup, start, toAttackPhase } from '../../test/fixtures';

const A = 0;
const SECONDARY = 4;
/** The cruiser with a deep Damage track, so no test here crosses a threshold by accident. */
const SOAK: ShipRoster = { ...TEST_CRUISER, damage: [40, 2], crew: [40, 2] };

/**
 * Warspite at `from` and the German `roster` `dx` inches due east, both on `heading`; both move 1"
 * ahead, so the range stays `dx` (up to floating point). Returns the state at the first attack
 * nomination of `first`'s fleet.
 */
function duel(dx: number, heading = 0, roster: ShipRoster = SOAK, from = { x: 10, y: 10 }, first = BRITISH): VasState {
  const s = start({
    seed: 1,
    fleets: [
      { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: from, heading }] },
      { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', roster, from.x + dx, from.y, heading)] },
    ],
  });
  return toAttackPhase(s, first);
}

const range = (s: VasState): number => {
  const a = s.ships.warspite!.position;
  const b = s.ships.hipper!.position;
  return Math.sqrt((b.x - a.x) ** 2 + (b.y - a.y) ** 2);
};

function fire(s: VasState, ship: string, nominations: FireNomination[]): { state: VasState; types: string[] } {
  const r = play(s, [{ type: 'attack', ship, fire: nominations }]);
  return { state: r.state, types: r.events.map((e) => e.type) };
}

function request(s: VasState): ChanceRequest {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
}

/** Warspite's A turret at the cruiser: the natural roll needed to hit, and to damage once hit. */
function needs(s: VasState): { hit: unknown; damage: unknown } {
  const fired = fire(s, 'warspite', [{ weapon: A, target: 'hipper' }]).state;
  const hit = request(fired).context?.need;
  const hitOnce = play(fired, [vas.diceAction([6, 1])]).state;
  return { hit, damage: request(hitOnce).context?.need };
}

describe('firing boundaries through the engine', () => {
  it('VAS-ATTACK-RANGE-MOD: exactly 20" is not long range; just over 20" is -1; exactly 30" is still -1; just over 30" is -2', () => {
    // Target 5+, the cruiser shows its beam (+1); AP +1 against Armour 4+
    expect(needs(duel(20))).toEqual({ hit: 4, damage: 3 });
    expect(needs(duel(20.25))).toEqual({ hit: 5, damage: 2 });
    expect(needs(duel(30))).toEqual({ hit: 5, damage: 2 });
    expect(needs(duel(30.25))).toEqual({ hit: 6, damage: 2 });
  });

  it('VAS-ATTACK-RANGE-MOD: a 4 at exactly 20" hits the beam-on cruiser; the same 4 just beyond 20" misses', () => {
    const at20 = fire(duel(20), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    const hit = scripted(at20, [4, 3, /* damage at 3+ */ 3, 2, 2]);
    expect(hit.state.ships.hipper!.damage).toBe(40 - 1);
    const beyond = fire(duel(20.25), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    const miss = scripted(beyond, [4, 3]);
    expect(miss.unused).toEqual([]);
    expect(miss.state.ships.hipper!.damage).toBe(40);
  });

  it('VAS-DAMAGE-PLUNGING: +1 to Damage Dice only beyond 20": a 2 from an AP shell damages Armour 4+ at 20.25" but not at 20"', () => {
    const at20 = fire(duel(20), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(scripted(at20, [6, 1, 2, 2, 2]).state.ships.hipper!.damage).toBe(40);
    const beyond = fire(duel(20.25), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(scripted(beyond, [6, 1, 2, 2, 2]).state.ships.hipper!.damage).toBe(40 - 3);
  });

  it('VAS-ATTACK-RANGE: ships exactly 20" and 30" apart after moving at an oblique heading measure as exactly 20" and 30"', () => {
    // both head 060 and move 1": floating point puts them 20.000000000000004" apart
    const s20 = duel(20, 60, SOAK, { x: 20, y: 20 });
    expect(range(s20)).toBeGreaterThan(20);
    expect(range(s20)).toBeCloseTo(20, 9);
    // the cruiser is in Warspite's fore arc (relative bearing 30) and shows her its stern quarter: no beam bonus
    expect(needs(s20)).toEqual({ hit: 5, damage: 3 });
    const s30 = duel(30, 60, SOAK, { x: 20, y: 20 });
    expect(range(s30)).toBeGreaterThan(30);
    expect(needs(s30)).toEqual({ hit: 6, damage: 2 });
  });

  it('VAS-ATTACK-RANGE: a target at exactly the weapon Range is in range, also after an oblique move; a quarter inch more is out', () => {
    const exact = duel(33);
    expect(fire(exact, 'warspite', [{ weapon: A, target: 'hipper' }]).types).not.toContain('weapon-out-of-range');
    const over = fire(duel(33.25), 'warspite', [{ weapon: A, target: 'hipper' }]);
    expect(over.types).toContain('weapon-out-of-range');
    expect(vas.pending(over.state).kind).toBe('decision');
    // the cruiser's 24" turrets at Warspite 24" away after both moved 1" on 060 (measured 24.000000000000004")
    const oblique = duel(24, 60, SOAK, { x: 16, y: 20 }, GERMAN);
    expect(range(oblique)).toBeGreaterThan(24);
    // Warspite is astern of the cruiser (relative bearing 210): its X turret bears
    const r = fire(oblique, 'hipper', [{ weapon: 2, target: 'warspite' }]);
    expect(r.types).not.toContain('weapon-out-of-range');
    expect(request(r.state).purpose).toBe('attack');
  });

  it('VAS-ATTACK-ARC: a target exactly on the line between the fore and starboard arcs is in both: the aft X turret bears on it; a degree forward of it, not', () => {
    const at = (dx: number, dy: number): VasState => {
      const s = start({
        seed: 1,
        fleets: [
          { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 20 }, heading: 0 }] },
          { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', SOAK, 10 + dx, 20 + dy, 0)] },
        ],
      });
      return toAttackPhase(s, BRITISH);
    };
    const X = 2;
    // 15" east and 15" north: relative bearing exactly 045
    const boundary = fire(at(15, 15), 'warspite', [{ weapon: X, target: 'hipper' }]);
    expect(boundary.types).not.toContain('weapon-out-of-arc');
    expect(request(boundary.state).purpose).toBe('attack');
    // 15" east and 15.6" north: about 043.9, in the fore arc only
    const fore = fire(at(15, 15.6), 'warspite', [{ weapon: X, target: 'hipper' }]);
    expect(fore.types).toContain('weapon-out-of-arc');
    expect(vas.pending(fore.state).kind).toBe('decision');
    // 15" east and 15" south: exactly 135, on the starboard/aft line: the fore A turret bears too
    expect(fire(at(15, -15), 'warspite', [{ weapon: A, target: 'hipper' }]).types).not.toContain('weapon-out-of-arc');
  });

  it('VAS-ATTACK-FAST-TARGET: a target that moved exactly 7" is not Fast Moving; one that moved 7.5" is (-1)', () => {
    const quick: ShipRoster = { ...SOAK, speed: 8 };
    const after = (inches: number): VasState => toAttackPhase(start({
      seed: 1,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 0 }] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', quick, 25, 10, 0)] },
      ],
    }), BRITISH, { hipper: inches });
    // about 16" away, Warspite off the cruiser's port quarter-beam: Target 5+, beam +1
    const seven = fire(after(7), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(request(seven).context?.need).toBe(4);
    const more = fire(after(7.5), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(request(more).context?.need).toBe(5);
  });

  it('VAS-ATTACK-TARGET: ships do not block the line of fire: Warspite fires at the cruiser straight through a destroyer between them', () => {
    const s = toAttackPhase(start({
      seed: 1,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 0 }] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', SOAK, 25, 10, 0), shipSetup('z1', 'Z1', TEST_DESTROYER, 17, 10, 0)] },
      ],
    }), BRITISH);
    const r = fire(s, 'warspite', [{ weapon: A, target: 'hipper' }]);
    expect(r.types).toEqual(['attack-nominated']);
    expect(scripted(r.state, [6, 1, 5, 5, 5]).state.ships.hipper!.damage).toBe(40 - 3);
  });

  it('VAS-ATTACK-HIT: at extreme range a beam-on 5+ target needs a natural 6; a 6+ target head-on at long range cannot be hit at all', () => {
    const extreme = fire(duel(31), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(request(extreme).label).toMatch(/6\+ to hit$/);
    // a 5 (5 - 2 + 1 = 4) misses, a 6 (5) hits: one hit, three Damage Dice
    const done = scripted(extreme, [5, 6, 1, 1, 1]);
    expect(done.events.filter((e) => e.type === 'attack-roll').map((e) => e.data?.hits)).toEqual([1]);
    const destroyer: ShipRoster = { ...TEST_DESTROYER, damage: [40, 2], crew: [40, 2] };
    const s = start({
      seed: 1,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 90 }] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Z1', destroyer, 35, 10, 90)] },
      ],
    });
    // 25" dead ahead, seen stern-on: Target 6+, long range -1, no beam bonus
    const headOn = fire(toAttackPhase(s, BRITISH), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(request(headOn).label).toMatch(/cannot hit$/);
    const sixes = scripted(headOn, [6, 6]);
    expect(sixes.unused).toEqual([]);
    expect(sixes.state.ships.hipper!.damage).toBe(40);
  });

  it('VAS-ATTACK-HIT: a natural 1 misses even a 2+ target with a +1 bonus', () => {
    const easy: ShipRoster = { ...SOAK, target: 2 };
    const s = fire(duel(15, 0, easy), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(request(s).context?.need).toBe(2);
    const r = scripted(s, [1, 1]);
    expect(r.unused).toEqual([]);
    expect(r.state.ships.hipper!.damage).toBe(40);
  });

  it('VAS-DAMAGE-DICE: a natural 1 never damages even with AP and plunging fire against Armour 2+; a natural 6 always does, even Weak against Armour 6+', () => {
    const thin: ShipRoster = { ...SOAK, armour: 2 };
    const s = fire(duel(25, 0, thin), 'warspite', [{ weapon: A, target: 'hipper' }]).state;
    expect(scripted(s, [6, 1, 1, 1, 2]).state.ships.hipper!.damage).toBe(40 - 1);
    const thick: ShipRoster = { ...SOAK, armour: 6 };
    // Warspite's Weak secondary (AD 4, DD 1) at 10": 5 and 6 damage nothing but the natural 6
    const sec = fire(duel(10, 0, thick), 'warspite', [{ weapon: SECONDARY, target: 'hipper' }]).state;
    const r = scripted(sec, [6, 6, 1, 1, /* damage */ 5, 6]);
    expect(r.state.ships.hipper!.damage).toBe(40 - 1);
    // Weak: the six causes no critical hit, so no confirmation die was asked for
    expect(r.unused).toEqual([]);
    expect(r.state.ships.hipper!.criticals).toEqual([]);
  });
});
