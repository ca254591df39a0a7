import { describe, expect, it } from 'vitest';
import { loadSpecs, type SpecCatalog } from './load';
import { mountPosition } from './mounts';

function catalog(): SpecCatalog {
  const r = loadSpecs();
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('\n'));
  return r.value;
}

const isCapital = (t: string): boolean => t === 'battleship' || t === 'battlecruiser';
const isCruiser = (t: string): boolean => t === 'cruiser' || t === 'light cruiser' || t === 'heavy cruiser';

describe('historical plausibility of the specs', () => {
  const { ships, aircraft, civilian } = catalog();

  it('DATA-SPEC-SANITY: submarines are slower submerged than surfaced, except the Type XXI Elektroboot', () => {
    const subs = ships.filter((s) => s.type === 'submersible');
    expect(subs.length).toBe(9);
    const faster = subs.filter((s) => (s.submergedSpeedKnots ?? 0) >= s.speedKnots).map((s) => s.class);
    expect(faster).toEqual(['Type-XXI']);
  });

  it('DATA-SPEC-SANITY: capital ships mount 11 in or heavier main guns, cruisers 5-11 in, destroyers at most 5.5 in', () => {
    const bad: string[] = [];
    for (const s of ships) {
      const max = Math.max(...s.mainGuns.map((g) => g.calibreInches), 0);
      if (isCapital(s.type) && max < 11) bad.push(s.class);
      if (isCruiser(s.type) && (max < 5 || max > 11)) bad.push(s.class);
      if (s.type === 'destroyer' && max > 5.5) bad.push(s.class);
    }
    expect(bad).toEqual([]);
  });

  it('DATA-SPEC-SANITY: capital ships have a belt thicker than their deck, and thicker than any cruiser belt', () => {
    const capital = ships.filter((s) => isCapital(s.type));
    expect(capital.filter((s) => s.beltArmourMm <= s.deckArmourMm).map((s) => s.class)).toEqual([]);
    const thickestCruiser = Math.max(...ships.filter((s) => isCruiser(s.type)).map((s) => s.beltArmourMm));
    expect(capital.filter((s) => s.beltArmourMm <= thickestCruiser).map((s) => s.class)).toEqual([]);
  });

  it('DATA-SPEC-SANITY: carriers have an air group (30 or more; Eagle, on a battleship hull, about 20) and no main battery; other ships carry at most 7 catapult aircraft', () => {
    for (const s of ships) {
      if (s.type === 'aircraft carrier') {
        // Eagle, converted from the battleship Almirante Cochrane, had the smallest air group of the Royal Navy's fleet carriers.
        expect(s.airGroup, s.class).toBeGreaterThanOrEqual(s.class === 'Eagle' ? 20 : 30);
        expect(s.mainGuns, s.class).toEqual([]);
      } else {
        expect(s.airGroup, s.class).toBeUndefined();
        expect(s.aircraft, s.class).toBeLessThanOrEqual(7);
      }
    }
  });

  it('DATA-SPEC-SANITY: no ship radar before 1938 (the first sets went to sea that year) nor after 1945', () => {
    const bad = ships.flatMap((s) => s.radar.filter((r) => r.year < 1938 || r.year > 1945).map(() => s.class));
    expect(bad).toEqual([]);
  });

  it('DATA-SPEC-SANITY: every fleet-list class entered service between 1913 and 1945 at 20-40 knots (submarines 9-24)', () => {
    for (const s of ships) {
      expect(s.yearInService, s.class).toBeGreaterThanOrEqual(1913);
      expect(s.yearInService, s.class).toBeLessThanOrEqual(1945);
      const [lo, hi] = s.type === 'submersible' ? [9, 24] : [20, 40];
      expect(s.speedKnots, s.class).toBeGreaterThanOrEqual(lo);
      expect(s.speedKnots, s.class).toBeLessThanOrEqual(hi);
    }
  });

  it('DATA-SPEC-SANITY: every main-gun mount label names a position', () => {
    const bad = ships.flatMap((s) => s.mainGuns.filter((g) => mountPosition(g.mount) === undefined).map((g) => `${s.class} ${g.mount}`));
    expect(bad).toEqual([]);
  });

  it('DATA-SPEC-WARSPITE: Queen Elizabeth carries Warspite\'s roster fit: 1915, four twin 15 in turrets A/B/X/Y, secondaries, AA, 2 aircraft', () => {
    const qe = ships.find((s) => s.class === 'Queen Elizabeth');
    expect(qe?.yearInService).toBe(1915);
    expect(qe?.mainGuns).toEqual(['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 15 })));
    expect(qe?.secondaryGuns.length).toBeGreaterThan(0);
    expect(qe?.aaGuns.length).toBeGreaterThan(0);
    expect(qe?.aircraft).toBe(2);
  });

  it('DATA-SPEC-SANITY: torpedo bombers carry torpedoes, dive bombers carry bombs, and the Martlet repeats the Wildcat (fleet list: "use Wildcat")', () => {
    for (const a of aircraft) {
      if (a.role === 'torpedo bomber') expect(a.torpedo, a.name).toBe(true);
      if (a.role === 'dive bomber') expect(a.bombKg, a.name).toBeGreaterThan(0);
    }
    const pick = (n: string) => {
      const a = aircraft.find((x) => x.name === n);
      return a && { speed: a.maxSpeedKmh, guns: a.guns, bombKg: a.bombKg, torpedo: a.torpedo };
    };
    expect(pick('Grumman Martlet')).toEqual(pick('Grumman F4F Wildcat'));
  });

  it('DATA-SPEC-SANITY: the biplane Swordfish is the slowest aircraft and no piston aircraft exceeds 710 km/h', () => {
    const slowest = [...aircraft].sort((a, b) => a.maxSpeedKmh - b.maxSpeedKmh)[0];
    expect(slowest?.name).toBe('Fairey Swordfish');
    expect(aircraft.filter((a) => a.maxSpeedKmh > 710)).toEqual([]);
  });

  it('DATA-SPEC-CIVILIAN: a Patrol convoy (4 points) can be bought from the civilian types, and every cost but the sourced tramp is marked designed', () => {
    expect(civilian.every((c) => c.costPoints >= 1 && c.costPoints <= 4)).toBe(true);
    expect(civilian.filter((c) => !c.designed).map((c) => c.type)).toEqual(['Tramp Freighter']);
    expect(civilian.find((c) => c.type === 'Tramp Freighter')?.costPoints).toBe(1);
  });
});

describe('mount positions', () => {
  it('DATA-SPEC-MOUNTS: labels map to the rules\' arc groups and odd labels are rejected', () => {
    expect(mountPosition('A')).toBe('forward');
    expect(mountPosition('B2')).toBe('forward');
    expect(mountPosition('Q')).toBe('amidships');
    expect(mountPosition('X1')).toBe('aft');
    expect(mountPosition('P')).toBe('port wing');
    expect(mountPosition('S')).toBe('starboard wing');
    expect(mountPosition('deck')).toBe('deck');
    expect(mountPosition('Z')).toBeUndefined();
    expect(mountPosition('AA')).toBeUndefined();
  });
});
