/**
 * VAS-ATTACK-ARC, VAS-ATTACK-NOMINATE in the attack form (bearing-by-eye.ts): which weapons bear on a
 * target as the table shows it. Arcs are public; without the pre-measure house rule a gun is left out
 * only when its Range falls short of every distance the judged "about N"" may mean (under the house
 * rule, of the measured one); a torpedo is judged on its arc alone and its distance is never told.
 */
import { describe, expect, it } from 'vitest';
import { createGame, weaponArcs, type ShipState, type VasState } from '@salvo/vas';
import { arcsOfBearing, relativeBearing } from '@salvo/kernel';
import { scenarioSetup } from '../src/vas/scenarios';
import { gunsBearing, notBearing, wastedNominations } from '../src/vas/bearing-by-eye';

function matapan(): VasState {
  const g = createGame(scenarioSetup('matapan', '9'));
  if (!g.ok) throw new Error(g.error.message);
  return structuredClone(g.value);
}
const at = (ship: ShipState, x: number, y: number): ShipState => ({ ...ship, position: { x, y } });

describe('weapons bearing by the player\'s view', () => {
  it('X and Y turrets cannot bear on a ship dead ahead; A and B may reach her, the secondaries clearly cannot', () => {
    const s = matapan();
    const warspite = s.ships.warspite!;
    const veneto = s.ships.veneto!; // (30, 42): 36" dead ahead of Warspite at (30, 6) heading 0
    const names = warspite.roster.weapons.map((w) => w.name);
    expect(names.slice(0, 5)).toEqual(['A Turret', 'B Turret', 'X Turret', 'Y Turret', 'Secondary Armament']);
    expect(notBearing(warspite, 0, veneto, false)).toBeNull();
    expect(notBearing(warspite, 2, veneto, false)).toBe('X Turret cannot bear on Vittorio Veneto (she lies fore; X bears starboard/aft/port)');
    expect(notBearing(warspite, 3, veneto, false)).toBe('Y Turret cannot bear on Vittorio Veneto (she lies fore; Y bears starboard/aft/port)');
    // 36" is seen as "about 35"" (32.5" to 37.5"): the 33" guns may reach, the 14" secondaries clearly cannot.
    expect(gunsBearing(warspite, veneto, false)).toEqual([0, 1]);
    expect(notBearing(warspite, 4, veneto, false)).toBe('Secondary Armament cannot reach Vittorio Veneto (Range 14"; she is about 35" off)');
    // Under the pre-measure house rule the measured distance counts too.
    expect(notBearing(warspite, 0, veneto, true)).toBe('A Turret cannot reach Vittorio Veneto (Range 33"; she is 36.0" off, measured under the house rule)');
    expect(gunsBearing(warspite, veneto, true)).toEqual([]);
    expect(gunsBearing(warspite, at(veneto, 30, 30), true)).toEqual([0, 1]);
    expect(gunsBearing(warspite, at(veneto, 30, 16), true)).toEqual([0, 1, 4]);
  });

  it('on the beam every turret bears; dead astern only X, Y and the secondaries', () => {
    const s = matapan();
    const warspite = s.ships.warspite!;
    expect(gunsBearing(warspite, at(s.ships.veneto!, 18, 6), false)).toEqual([0, 1, 2, 3, 4]);
    // "about 20"" may be 17.5" but no less: the 14" secondaries are left out
    expect(gunsBearing(warspite, at(s.ships.veneto!, 10, 6), false)).toEqual([0, 1, 2, 3]);
    expect(gunsBearing(warspite, at(s.ships.veneto!, 30, 1), false)).toEqual([2, 3, 4]);
  });

  it('agrees with the arcs the form shows for every bearing round the compass', () => {
    const s = matapan();
    const warspite = s.ships.warspite!;
    for (let deg = 0; deg < 360; deg += 7.5) {
      const r = (deg * Math.PI) / 180;
      const target = at(s.ships.veneto!, 30 + 10 * Math.sin(r), 6 + 10 * Math.cos(r));
      const lies = arcsOfBearing(relativeBearing(warspite.position, warspite.heading, target.position));
      warspite.roster.weapons.forEach((w, i) => {
        const bears = lies.some((a) => weaponArcs(w).includes(a));
        // 10" off is seen as "about 10"" (7.5" to 12.5"): only the 5" AA is clearly short of it
        expect(notBearing(warspite, i, target, false) === null, `${w.name} at ${deg}°`).toBe(bears && w.range >= 7.5);
      });
    }
  });

  it('leaves out destroyed and spent weapons, and names each wasted nomination', () => {
    const s = matapan();
    const warspite = s.ships.warspite!;
    warspite.weapons[1] = { ...warspite.weapons[1]!, spent: true };
    expect(gunsBearing(warspite, s.ships.veneto!, false)).toEqual([0]);
    expect(wastedNominations(s.ships, warspite, [
      { weapon: 0, target: 'veneto' }, { weapon: 2, target: 'veneto' }, { weapon: 4, target: 'zara' },
    ], false)).toEqual([
      { weapon: 2, target: 'veneto', why: 'X Turret cannot bear on Vittorio Veneto (she lies fore; X bears starboard/aft/port)' },
      { weapon: 4, target: 'zara', why: 'Secondary Armament cannot reach Zara (Range 14"; she is about 40" off)' },
    ]);
  });

  it('a torpedo is judged on its arc only, is never picked by "All weapons", and no distance is told', () => {
    const s = matapan();
    const w = s.ships.warspite!;
    const torpedo = { ...w.roster.weapons[0]!, name: 'Torpedoes', kind: 'torpedo' as const, mount: undefined, range: 10 };
    const ship: ShipState = { ...w, roster: { ...w.roster, weapons: [...w.roster.weapons, torpedo] }, weapons: [...w.weapons, { ...w.weapons[0]! }] };
    const t = ship.roster.weapons.length - 1;
    const ahead = notBearing(ship, t, s.ships.veneto!, true);
    expect(ahead).toBe('Torpedoes cannot bear on Vittorio Veneto (she lies fore; it bears starboard/port)');
    expect(ahead).not.toMatch(/\d"/);
    const beam = at(s.ships.veneto!, 0, 6); // 30" off on the port beam: beyond any torpedo, yet not measured
    expect(notBearing(ship, t, beam, true)).toBeNull();
    expect(notBearing(ship, t, beam, false)).toBeNull();
    expect(gunsBearing(ship, beam, false)).not.toContain(t);
  });
});
