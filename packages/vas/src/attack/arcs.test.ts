import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arcsOfBearing, arcsTo, relativeBearing } from '@salvo/kernel';
import type { WeaponRoster } from '@salvo/data';
import type { VasEvent } from '../types';
import { arcMask, arcsToTarget, bearingInArc, bearingMask, showsBeam, targetShowsBeam, weaponArcMask, weaponArcs } from './arcs';
import { planShots } from './plan';
import { CRUISER, WARSPITE, duel, makeShip, makeState } from './test-support';

const main = (mount: WeaponRoster['mount']): Pick<WeaponRoster, 'kind' | 'mount'> => ({ kind: 'main', mount });
const at = (x: number, y: number) => ({ x, y });
/** The engine's own arc test (reach, friendly fire, bots): the weapon's bits against the target's. */
const inArc = (weapon: Pick<WeaponRoster, 'kind' | 'mount'>, from: { x: number; y: number }, heading: number, target: { x: number; y: number }): boolean =>
  (weaponArcMask(weapon) & arcsToTarget({ position: from, heading }, { position: target, heading: 0 })) !== 0;

describe('fire arcs and range', () => {
  it('VAS-ATTACK-ARC: A and B turrets cover fore and both beams, not aft', () => {
    for (const m of ['A', 'B'] as const) {
      const arcs = main(m);
      expect(inArc(arcs, at(0, 0), 0, at(0, 10))).toBe(true); // dead ahead
      expect(inArc(arcs, at(0, 0), 0, at(10, 0))).toBe(true); // starboard
      expect(inArc(arcs, at(0, 0), 0, at(-10, 0))).toBe(true); // port
      expect(inArc(arcs, at(0, 0), 0, at(0, -10))).toBe(false); // astern
    }
  });

  it('VAS-ATTACK-ARC: X and Y turrets cover aft and both beams, not fore; Q only the beams', () => {
    for (const m of ['X', 'Y'] as const) {
      const arcs = main(m);
      expect(inArc(arcs, at(0, 0), 0, at(0, -10))).toBe(true);
      expect(inArc(arcs, at(0, 0), 0, at(0, 10))).toBe(false);
      expect(inArc(arcs, at(0, 0), 0, at(10, 1))).toBe(true);
    }
    const q = main('Q');
    expect(inArc(q, at(0, 0), 0, at(0, 10))).toBe(false);
    expect(inArc(q, at(0, 0), 0, at(0, -10))).toBe(false);
    expect(inArc(q, at(0, 0), 0, at(-10, 2))).toBe(true);
  });

  it('VAS-ATTACK-ARC: secondary and AA weapons fire all round; arcs turn with the ship heading', () => {
    for (const kind of ['secondary', 'aa'] as const) {
      const arcs = { kind };
      for (const p of [at(0, 10), at(10, 0), at(0, -10), at(-10, 0)]) expect(inArc(arcs, at(0, 0), 0, p)).toBe(true);
    }
    // heading east: a target due north is on the port beam, a target due west is astern
    const a = main('A');
    expect(inArc(a, at(0, 0), 90, at(0, 10))).toBe(true);
    expect(inArc(a, at(0, 0), 90, at(-10, 0))).toBe(false);
  });

  it('VAS-ATTACK-ARC: the fast arc test agrees with the kernel arcs (boundaries in both arcs)', () => {
    fc.assert(fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (deg) => {
      const arcs = arcsOfBearing(deg);
      const rel = ((deg % 360) + 360) % 360;
      for (const arc of ['fore', 'starboard', 'aft', 'port'] as const) expect(bearingInArc(rel, arc)).toBe(arcs.includes(arc));
    }));
    for (const deg of [0, 45, 90, 135, 180, 225, 270, 315]) {
      for (const arc of ['fore', 'starboard', 'aft', 'port'] as const) expect(bearingInArc(deg, arc)).toBe(arcsOfBearing(deg).includes(arc));
    }
  });

  it('VAS-ATTACK-BEAM: a target shows its beam when the attacker lies in its port or starboard arc', () => {
    fc.assert(fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), fc.integer({ min: 0, max: 359 }), (x, y, h) => {
      const arcs = arcsTo(at(0, 0), h, at(x, y));
      expect(showsBeam({ position: at(0, 0), heading: h }, at(x, y))).toBe(arcs.includes('port') || arcs.includes('starboard'));
    }));
    // duel(): the cruiser heads north with Warspite due west of it: beam on, +1
    const s = duel(15);
    const shots = planShots(s, s.ships.warspite!, [{ weapon: 0, target: 'target' }], null);
    expect(shots[0]?.mod).toBe(1);
  });

  it('VAS-ATTACK-RANGE: range is centre to centre; a target beyond the weapon Range is out of range, at exactly the Range it is in', () => {
    const s = makeState([
      makeShip('warspite', 'a', WARSPITE, at(0, 0), 0),
      makeShip('near', 'b', CRUISER, at(33, 0), 90),
      makeShip('far', 'b', CRUISER, at(33.01, 10), 90),
    ]);
    const events: VasEvent[] = [];
    const shots = planShots(s, s.ships.warspite!, [{ weapon: 0, target: 'near' }, { weapon: 1, target: 'far' }], events);
    expect(shots.map((x) => x.target)).toEqual(['near']);
    expect(events.map((e) => e.type)).toEqual(['weapon-out-of-range']);
    expect(shots[0]?.range).toBeCloseTo(33);
  });

  it('VAS-ATTACK-ARC: the bit-mask arc tests of the fast path agree with the arc lists', () => {
    const kinds = [main('A'), main('B'), main('Q'), main('X'), main('Y'), main(undefined), { kind: 'secondary' as const }, { kind: 'aa' as const }, { kind: 'torpedo' as const }, { kind: 'depth-charge' as const }];
    for (const w of kinds) expect(weaponArcMask(w)).toBe(arcMask(weaponArcs(w)));
    expect(weaponArcs({ kind: 'torpedo' }, true)).toEqual(['fore', 'aft']);
    expect(weaponArcs(main('A'))).toEqual(['fore', 'starboard', 'port']);
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (rel) => {
      expect(bearingMask(rel)).toBe(arcMask(arcsOfBearing(rel)));
    }));
  });

  it('VAS-ATTACK-BEAM: one bearing gives both ends of the line of fire, as the kernel computes them', () => {
        fc.assert(fc.property(
      fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }),
      fc.double({ min: 0, max: 359.99, noNaN: true }), fc.double({ min: 0, max: 359.99, noNaN: true }),
      (x, y, ha, ht) => {
        fc.pre(Math.hypot(x, y) > 1e-6);
        const attacker = { position: at(0, 0), heading: ha };
        const target = { position: at(x, y), heading: ht };
        const fromAttacker = relativeBearing(at(0, 0), ha, at(x, y));
        const fromTarget = relativeBearing(at(x, y), ht, at(0, 0));
        // away from the arc boundaries (where a rounding difference could flip a bit) both agree exactly
        const off = (r: number) => Math.min(...[0, 45, 135, 225, 315, 360].map((b) => Math.abs(r - b)));
        fc.pre(off(fromAttacker) > 1e-6 && off(fromTarget) > 1e-6);
        expect(arcsToTarget(attacker, target)).toBe(bearingMask(fromAttacker));
        expect(targetShowsBeam(attacker, target)).toBe(showsBeam(target, attacker.position));
      },
    ), { numRuns: 3000 });
  });
});
