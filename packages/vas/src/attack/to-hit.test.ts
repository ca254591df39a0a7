/**
 * to-hit.ts names the modifiers plan.ts adds up: over distances across every range limit, day and night,
 * Bad Weather, radar, Kriegsmarine rangefinders, Flank Speed!, fast and beam targets, a blacked-out ship,
 * guns, torpedoes and depth charges, the named parts sum to the shot's modifier, and a weapon is said
 * not to fire exactly when planShots makes no shot of it.
 */
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { VasState } from '../types';
import { planShots } from './plan';
import { CRUISER, makeShip, makeState } from './test-support';
import { toHitAt } from './to-hit';

const ARMED: ShipRoster = {
  ...CRUISER,
  traits: ['Radar'],
  weapons: [
    ...CRUISER.weapons,
    { name: 'Torpedoes', kind: 'torpedo', range: 10, ad: 2, dd: 2, traits: [] },
    { name: 'Depth Charges', kind: 'depth-charge', range: 1, ad: 2, dd: 1, traits: [] },
  ],
};

interface Setting { night: boolean; weather: 'good' | 'bad'; radar: boolean; detected: boolean; flank: boolean; fast: boolean; beam: boolean; blackout: boolean; royalNavy: boolean }

function stateFor(d: number, s: Setting): VasState {
  const me = makeShip('me', 'a', s.royalNavy ? { ...ARMED, nation: 'Royal Navy' } : ARMED, { x: 10, y: 24 }, 90);
  const it = makeShip('it', 'b', CRUISER, { x: 10, y: 24 - d }, s.beam ? 90 : 0);
  if (s.flank) me.special = { kind: 'flank-speed', success: true };
  if (s.fast) it.distanceMovedThisTurn = 9;
  const base = makeState([me, it]);
  const st: VasState = { ...base, options: { ...base.options, night: s.night, weather: s.weather, radar: s.radar } };
  if (s.detected) st.visibility.detected = { me: ['it'] };
  if (s.blackout) st.scenarioRules = { ...st.scenarioRules, blackedOut: ['me'] };
  return st;
}

describe('to-hit parts', () => {
  it('VAS-ATTACK-HIT: the named modifiers sum to the modifier planShots gives each shot, in every setting', () => {
    const flags = ['night', 'radar', 'detected', 'flank', 'fast', 'beam', 'blackout', 'royalNavy'] as const;
    let checked = 0;
    for (let mask = 0; mask < 1 << (flags.length + 1); mask++) {
      const on = (i: number): boolean => (mask & (1 << i)) !== 0;
      const s: Setting = { night: on(0), radar: on(1), detected: on(2), flank: on(3), fast: on(4), beam: on(5), blackout: on(6), royalNavy: on(7), weather: on(8) ? 'bad' : 'good' };
      for (const d of [0.5, 5, 9.9, 10, 10.1, 15, 20, 20.1, 24.9, 25.1, 30.2, 31]) {
        const st = stateFor(d, s);
        const me = st.ships.me!;
        const it = st.ships.it!;
        me.roster.weapons.forEach((w, weapon) => {
          if (w.dd === null) return;
          const h = toHitAt(st, me, weapon, it, d)!;
          const shot = planShots(st, me, [{ weapon, target: 'it' }], null)[0];
          expect(h.blocked === null, `${w.name} at ${d}" ${JSON.stringify(s)}`).toBe(shot !== undefined);
          if (shot) {
            expect(h.parts.reduce((a, p) => a + p.value, 0), `${w.name} at ${d}" ${JSON.stringify(s)}`).toBe(shot.mod);
            expect(h.need).toBe(shot.need);
            expect(h.plunging).toBe(shot.ddMod > 0);
            checked++;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('VAS-ATTACK-RANGE-MOD: the parts are named as a player reads them', () => {
    const st = stateFor(21, { night: false, weather: 'good', radar: false, detected: false, flank: true, fast: true, beam: true, blackout: false, royalNavy: false });
    const h = toHitAt(st, st.ships.me!, 0, st.ships.it!, 21)!;
    expect(h.parts.map((p) => `${p.label} ${p.value}`)).toEqual(['long range -1', 'it moved more than 7" -1', 'beam 1', 'Flank Speed! -1', 'rangefinders 1']);
    expect(h.roll).toBe(6);
    expect(toHitAt(st, st.ships.me!, 4, st.ships.it!, 21)!.blocked).toBe('out of range (Range 10")');
  });
});
