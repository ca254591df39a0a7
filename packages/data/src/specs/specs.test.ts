import { describe, expect, it } from 'vitest';
import { CLASSES_BEYOND_FLEET_LISTS, FLEET_LIST_AIRCRAFT, FLEET_LIST_CLASSES } from './fleet-list-names';
import { loadSpecs } from './load';
import { specCoverage } from './coverage';

describe('spec files', () => {
  const loaded = loadSpecs();

  it('DATA-SPEC-VALID: every spec file validates against the schema', () => {
    expect(loaded.ok ? [] : loaded.error.map((p) => p.message)).toEqual([]);
  });

  it('DATA-SPEC-COVERAGE: every warship class, aircraft type and required civilian type in the fleet lists has a spec', () => {
    if (!loaded.ok) throw new Error('spec files do not validate');
    const cov = specCoverage(loaded.value);
    expect(cov.missingClasses).toEqual([]);
    expect(cov.missingAircraft).toEqual([]);
    expect(cov.missingCivilian).toEqual([]);
    expect(cov.extras).toEqual([]);
  });

  it('DATA-SPEC-COVERAGE: nation, Priority Level and flights agree with the fleet lists', () => {
    if (!loaded.ok) throw new Error('spec files do not validate');
    expect(specCoverage(loaded.value).mismatches).toEqual([]);
  });

  it('DATA-SPEC-COVERAGE: the fleet lists name 76 warship classes and 26 aircraft types', () => {
    expect(FLEET_LIST_CLASSES).toHaveLength(76);
    expect(FLEET_LIST_AIRCRAFT).toHaveLength(26);
  });

  it('DATA-SPEC-COVERAGE: 7 classes beyond the fleet lists (War at Sea counters), none of them also in a fleet list', () => {
    expect(CLASSES_BEYOND_FLEET_LISTS).toHaveLength(7);
    const both = CLASSES_BEYOND_FLEET_LISTS.filter((c) => FLEET_LIST_CLASSES.some((l) => l.class === c.class));
    expect(both).toEqual([]);
  });
});
