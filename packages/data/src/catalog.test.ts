import { describe, expect, it } from 'vitest';
import { allShipClasses, classOfNamedShip, defaultCatalog, findAircraft, findShipClass, withRosterOverrides } from './catalog';
import { nameKey } from './rosters/suggest';
import type { ShipRoster } from './roster-types';
import { QUEEN_ELIZABETH_OFFICIAL } from './rosters/official';

describe('the catalog', () => {
  it('VAS-ROSTER-EXAMPLE: the Queen Elizabeth class is the printed Warspite roster, marked official', () => {
    const qe = findShipClass('queen elizabeth-class');
    expect(qe).toEqual(QUEEN_ELIZABETH_OFFICIAL);
    expect(qe?.origin).toBe('official');
  });

  it('VAS-FLEET-LIST: the fleet lists\' misprints name their class ("Ciao Duilio" is the Caio Duilio class)', () => {
    expect(findShipClass('Ciao Duilio')?.class).toBe('Caio Duilio');
    expect(findShipClass('Emile Bertain-class')?.class).toBe('Emile Bertin');
  });

  it('DATA-ROSTER-OVERRIDE: every class other than the printed one comes from the model', () => {
    const others = allShipClasses().filter((s) => s.class !== 'Queen Elizabeth');
    expect(others.every((s) => s.origin === 'model')).toBe(true);
  });

  it("DATA-ROSTER-OVERRIDE: a user's roster replaces that class in a new catalog and leaves the default untouched", () => {
    const mine: ShipRoster = { ...QUEEN_ELIZABETH_OFFICIAL, speed: 6, origin: 'user:mine.json' };
    const r = withRosterOverrides({ ships: [mine], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(findShipClass('Queen Elizabeth', r.value)?.speed).toBe(6);
    expect(findShipClass('Queen Elizabeth')?.speed).toBe(5);
  });

  it('DATA-ROSTER-OVERRIDE: an unknown class or a wrong nation is refused with the file, class and field, and nothing is applied', () => {
    const ghost: ShipRoster = { ...QUEEN_ELIZABETH_OFFICIAL, class: 'Dreadnought Mk II' };
    const turncoat: ShipRoster = { ...QUEEN_ELIZABETH_OFFICIAL, nation: 'Kriegsmarine' };
    const r = withRosterOverrides({ ships: [ghost, turncoat], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.code)).toEqual(['ERR_ROSTER_UNKNOWN_CLASS', 'ERR_ROSTER_NATION']);
    expect(r.error[0]?.message).toContain('mine.json');
    expect(r.error[0]?.message).toContain('Dreadnought Mk II');
    expect(r.error[1]?.path).toBe('mine.json#Queen Elizabeth.nation');
  });

  it('DATA-ROSTER-OVERRIDE: a class named in another case or by the list\'s spelling replaces the class under its own name', () => {
    const lower: ShipRoster = { ...QUEEN_ELIZABETH_OFFICIAL, class: 'queen elizabeth', speed: 6 };
    const duilio = findShipClass('Caio Duilio');
    if (!duilio) throw new Error('Caio Duilio missing');
    const r = withRosterOverrides({ ships: [lower, { ...duilio, class: 'Ciao Duilio', speed: 3 }], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.ships.filter((s) => s.class.toLowerCase() === 'queen elizabeth').map((s) => [s.class, s.speed])).toEqual([['Queen Elizabeth', 6]]);
    expect(findShipClass('Caio Duilio', r.value)?.speed).toBe(3);
    expect(r.value.ships).toHaveLength(defaultCatalog().ships.length);
  });

  it('DATA-ROSTER-OVERRIDE: an unknown name is answered with the closest class, or with the class of a named ship', () => {
    const r = withRosterOverrides({ ships: [{ ...QUEEN_ELIZABETH_OFFICIAL, class: 'Queen Elisabeth' }, { ...QUEEN_ELIZABETH_OFFICIAL, class: 'Warspite' }], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => e.message)).toEqual([
      'mine.json: Queen Elisabeth: class: no such ship class in the fleet lists. Did you mean "Queen Elizabeth"?',
      'mine.json: Warspite: class: no such ship class in the fleet lists. Warspite is a ship of the Queen Elizabeth class: use the class name "Queen Elizabeth".',
    ]);
  });

  it('DATA-ROSTER-OVERRIDE: an aircraft keeps its nation, and one class given twice under two spellings is refused', () => {
    const swordfish = findAircraft('Fairey Swordfish');
    if (!swordfish) throw new Error('Swordfish missing');
    const r = withRosterOverrides({ ships: [], aircraft: [{ ...swordfish, nation: 'Kriegsmarine' }] }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => e.code)).toEqual(['ERR_ROSTER_NATION']);
    const duilio = findShipClass('Caio Duilio');
    if (!duilio) throw new Error('Caio Duilio missing');
    const twice = withRosterOverrides({ ships: [duilio, { ...duilio, class: 'Ciao Duilio' }], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(!twice.ok && twice.error.map((e) => e.code)).toEqual(['ERR_ROSTER_DUPLICATE']);
  });

  it('a ship of a class is found by its own name, in any case', () => {
    expect(classOfNamedShip('warspite')).toEqual({ ship: 'Warspite', class: 'Queen Elizabeth' });
    expect(classOfNamedShip('Bismarck')?.class).toBe('Bismarck');
    expect(classOfNamedShip('Dreadnought')).toBeUndefined();
  });

  it('DATA-ROSTER-OVERRIDE: a roster cannot move a class to another Priority Level or resize a squadron (the fleet list prices them)', () => {
    const swordfish = findAircraft('Fairey Swordfish');
    if (!swordfish) throw new Error('Swordfish missing');
    const r = withRosterOverrides({ ships: [{ ...QUEEN_ELIZABETH_OFFICIAL, priority: 'Patrol' }], aircraft: [{ ...swordfish, flights: 6 }] }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => [e.code, e.path])).toEqual([
      ['ERR_ROSTER_PRIORITY', 'mine.json#Queen Elizabeth.priority'], ['ERR_ROSTER_PRIORITY', 'mine.json#Fairey Swordfish.flights'],
    ]);
    expect(!r.ok && r.error[0]?.message).toBe('mine.json: Queen Elizabeth: priority: the fleet list puts the Queen Elizabeth class at Battle, not Patrol.');
  });

  it('VAS-FLEET-LIST: a class or aircraft is found whatever its case, spacing, punctuation or accents, and no two names collide', () => {
    expect(findShipClass('Type VII')?.class).toBe('Type-VII');
    expect(findShipClass('zerstorer 1936')?.class).toBe('Zerstörer 1936');
    expect(findShipClass('J K and N class')?.class).toBe('J, K and N');
    expect(findAircraft('messerschmitt me109')?.name).toBe('Messerschmitt Me-109');
    const names = [...defaultCatalog().ships.map((s) => s.class), ...defaultCatalog().aircraft.map((a) => a.name)];
    expect(new Set(names.map(nameKey)).size).toBe(names.length);
  });
});
