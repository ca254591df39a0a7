import { describe, expect, it } from 'vitest';
import { validateAircraftFile, validateCivilianFile, validateShipFile } from './validate';
import { buildSpecCatalog } from './load';

const tribal = {
  class: 'Tribal', nation: 'Royal Navy', type: 'destroyer', priority: 'Patrol', namedShips: ['Afridi'],
  yearInService: 1938, displacementTons: 1891, speedKnots: 36, complement: 190, beltArmourMm: 0, deckArmourMm: 0,
  mainGuns: [{ mount: 'A', guns: 2, calibreInches: 4.7 }], secondaryGuns: [], aaGuns: [{ count: 4, calibreMm: 40 }],
  torpedoTubes: { count: 4, calibreInches: 21, launchers: [{ position: 'centreline', tubes: 4 }] }, depthCharges: true, aircraft: 0, radar: [], sources: ['x'],
};

describe('spec validation', () => {
  it('DATA-SPEC-VALID: a well-formed ship entry is accepted', () => {
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [tribal]);
    expect(r.ok).toBe(true);
  });

  it('DATA-SPEC-VALID: a bad field is reported with file, class and field', () => {
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [{ ...tribal, speedKnots: -3 }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]?.code).toBe('ERR_SPEC_FIELD');
    expect(r.error[0]?.details).toEqual({ file: 'ships/royal-navy.json', entry: 'Tribal', field: 'speedKnots' });
    expect(r.error[0]?.message).toContain('Tribal');
  });

  it('DATA-SPEC-VALID: a nested bad field names its full path', () => {
    const bad = { ...tribal, mainGuns: [{ mount: 'A', guns: 0, calibreInches: 4.7 }] };
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [bad]);
    expect(r.ok ? [] : r.error.map((p) => p.details?.['field'])).toEqual(['mainGuns[0].guns']);
  });

  it('DATA-SPEC-VALID: a submersible without a submerged speed is rejected', () => {
    const sub = { ...tribal, class: 'T', type: 'submersible', mainGuns: [] };
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [sub]);
    expect(r.ok ? [] : r.error.map((p) => p.details?.['field'])).toEqual(['submergedSpeedKnots']);
  });

  it('DATA-SPEC-VALID: a carrier without an air group is rejected', () => {
    const cv = { ...tribal, class: 'Ark Royal', type: 'aircraft carrier', flightDeckArmourMm: 25 };
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [cv]);
    expect(r.ok ? [] : r.error.map((p) => p.details?.['field'])).toEqual(['airGroup']);
  });

  it('DATA-SPEC-VALID: a carrier must give its flight deck armour, and no other ship may', () => {
    const cv = { ...tribal, class: 'Ark Royal', type: 'aircraft carrier', airGroup: 60 };
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [cv, { ...tribal, class: 'Tribal', flightDeckArmourMm: 0 }]);
    expect(r.ok ? [] : r.error.map((p) => p.details?.['field'])).toEqual(['flightDeckArmourMm', 'flightDeckArmourMm']);
  });

  it('DATA-SPEC-VALID: an entry without sources is rejected', () => {
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [{ ...tribal, sources: [] }]);
    expect(r.ok ? [] : r.error.map((p) => p.details?.['field'])).toEqual(['sources']);
  });

  it('DATA-SPEC-VALID: an unknown field is rejected rather than silently ignored', () => {
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [{ ...tribal, speedKnts: 36 }]);
    expect(r.ok).toBe(false);
  });

  it('DATA-SPEC-VALID: a ship filed under the wrong nation is reported', () => {
    const r = validateShipFile('ships/kriegsmarine.json', 'Kriegsmarine', [tribal]);
    expect(r.ok ? [] : r.error.map((p) => p.code)).toEqual(['ERR_SPEC_NATION']);
  });

  it('DATA-SPEC-VALID: duplicate class names in one file are reported', () => {
    const r = validateShipFile('ships/royal-navy.json', 'Royal Navy', [tribal, tribal]);
    expect(r.ok ? [] : r.error.map((p) => p.code)).toEqual(['ERR_SPEC_DUPLICATE']);
  });

  it('DATA-SPEC-VALID: a file that is not an array is reported', () => {
    const r = validateAircraftFile('aircraft.json', { name: 'Zero' });
    expect(r.ok ? [] : r.error.map((p) => p.code)).toEqual(['ERR_SPEC_FILE']);
  });

  it('DATA-SPEC-VALID: a civilian ship needs a tonnage of some kind', () => {
    const c = { type: 'Tanker', speedKnots: 11, complement: 40, costPoints: 2, designed: true, yearInService: 1938,
      exampleShips: ['Ohio'], notes: 'n', sources: ['s'] };
    expect(validateCivilianFile('civilian.json', [c]).ok).toBe(false);
    expect(validateCivilianFile('civilian.json', [{ ...c, grt: 9264 }]).ok).toBe(true);
  });

  it('DATA-SPEC-VALID: the catalogue collects problems from every file at once', () => {
    const r = buildSpecCatalog({
      ships: [{ file: 'ships/royal-navy.json', nation: 'Royal Navy', data: [{ ...tribal, complement: 0 }] }],
      aircraft: 'nope', civilian: [],
    });
    expect(r.ok ? [] : r.error.map((p) => p.details?.['file'])).toEqual(['ships/royal-navy.json', 'aircraft.json']);
  });
});
