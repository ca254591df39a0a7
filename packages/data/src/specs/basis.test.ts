import { describe, expect, it } from 'vitest';
import { loadSpecs, type SpecCatalog } from './load';
import type { ShipSpec } from './schema';

function catalog(): SpecCatalog {
  const r = loadSpecs();
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('\n'));
  return r.value;
}

const TREATY_FIGURES = [9_850, 35_000, 45_000, 6_000];

describe('every spec on one basis (issue 7)', () => {
  const { ships } = catalog();
  const spec = (cls: string): ShipSpec => {
    const s = ships.find((x) => x.class === cls);
    if (!s) throw new Error(cls);
    return s;
  };

  it('DATA-SPEC-SANITY: no class keeps a declared treaty or nominal displacement where the actual one is known (Takao, Richelieu, Atlanta)', () => {
    expect(ships.filter((s) => TREATY_FIGURES.includes(s.displacementTons)).map((s) => s.class)).toEqual([]);
    expect(spec('Takao').displacementTons).toBeGreaterThan(spec('Mogami').displacementTons);
    expect(spec('Richelieu').displacementTons).toBeGreaterThan(35_000);
  });

  it('DATA-SPEC-SANITY: Fubuki is the ship as fought in 1939-45 (after the 1935-37 rebuild), not the design', () => {
    const f = spec('Fubuki');
    expect([f.displacementTons, f.speedKnots, f.complement]).toEqual([2_090, 34, 197]);
  });

  it('DATA-SPEC-SANITY: belts are the maximum over the vitals, so Norfolk counts its magazine boxes', () => {
    expect(spec('Norfolk').beltArmourMm).toBeGreaterThanOrEqual(102);
  });

  it('DATA-SPEC-SANITY: Nelson carries the torpedo tubes Rodney fired at Bismarck on 27 May 1941', () => {
    expect(spec('Nelson').torpedoTubes?.count).toBe(2);
  });

  it('DATA-SPEC-SANITY: the US fast battleships give their armour deck on one basis (Iowa and South Dakota within 5%)', () => {
    const iowa = spec('Iowa').deckArmourMm;
    const sd = spec('South Dakota').deckArmourMm;
    expect(Math.abs(iowa - sd) / sd).toBeLessThan(0.05);
  });

  it('DATA-SPEC-SANITY: every torpedo-armed class records where its launchers sit', () => {
    const missing = ships.filter((s) => s.torpedoTubes && s.torpedoTubes.launchers.length === 0).map((s) => s.class);
    expect(missing).toEqual([]);
  });
});
