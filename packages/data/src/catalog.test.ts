import { describe, expect, it } from 'vitest';
import {
  allShipClasses, classOfNamedShip, defaultCatalog, findAircraft, findShipClass, isNewClass, unknownNameHint, withRosterOverrides,
} from './catalog';
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
      'mine.json: Queen Elisabeth: class: no such ship class in the fleet lists. Did you mean "Queen Elizabeth"? To add a class of your own, mark its entry "new": true.',
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

describe('the catalog: classes a roster file adds ("new": true)', () => {
  const arethusa: ShipRoster = {
    ...QUEEN_ELIZABETH_OFFICIAL, class: 'Arethusa', type: 'light cruiser', priority: 'Skirmish', speed: 7, turning: 2, target: 5, armour: 3,
    damage: [10, 3], crew: [18, 6], traits: [], inService: 1935, origin: 'user:mine.json',
  };

  it('DATA-ROSTER-NEW: a class marked new is added after Salvo\'s, found by name, and the default catalog is untouched', () => {
    const r = withRosterOverrides({ ships: [arethusa], aircraft: [], newClasses: ['Arethusa'] }, defaultCatalog(), 'mine.json');
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(r.value.ships).toHaveLength(defaultCatalog().ships.length + 1);
    expect(r.value.ships.at(-1)).toEqual(arethusa);
    expect(findShipClass('arethusa-class', r.value)).toEqual(arethusa);
    expect(isNewClass('Arethusa', r.value)).toBe(true);
    expect(isNewClass('Queen Elizabeth', r.value)).toBe(false);
    expect(findShipClass('Arethusa')).toBeUndefined();
  });

  it('DATA-ROSTER-NEW: without the mark an unknown class is still refused, with the typo hint and how to add one', () => {
    const r = withRosterOverrides({ ships: [arethusa], aircraft: [] }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => [e.code, e.message])).toEqual([[
      'ERR_ROSTER_UNKNOWN_CLASS', 'mine.json: Arethusa: class: no such ship class in the fleet lists. To add a class of your own, mark its entry "new": true.',
    ]]);
  });

  it('DATA-ROSTER-NEW: a new class may not take the name of a class (in any spelling, even a fleet-list class), a ship or an aircraft', () => {
    const r = withRosterOverrides({
      ships: [
        { ...arethusa, class: 'queen elizabeth' }, { ...arethusa, class: 'Ciao Duilio' }, { ...arethusa, class: 'Warspite' },
        { ...arethusa, class: 'Fairey Swordfish' },
      ],
      aircraft: [], newClasses: ['queen elizabeth', 'Ciao Duilio', 'Warspite', 'Fairey Swordfish'],
    }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => [e.code, e.path, e.message])).toEqual([
      ['ERR_ROSTER_NEW_EXISTS', 'mine.json#queen elizabeth.new', 'mine.json: queen elizabeth: new: Queen Elizabeth is already a class: leave out "new" to replace it.'],
      ['ERR_ROSTER_NEW_EXISTS', 'mine.json#Ciao Duilio.new', 'mine.json: Ciao Duilio: new: Caio Duilio is already a class: leave out "new" to replace it.'],
      ['ERR_ROSTER_NEW_NAME', 'mine.json#Warspite.class', 'mine.json: Warspite: class: Warspite is a ship of the Queen Elizabeth class: give your new class a name of its own.'],
      ['ERR_ROSTER_NEW_NAME', 'mine.json#Fairey Swordfish.class', 'mine.json: Fairey Swordfish: class: Fairey Swordfish is an aircraft: give your new class a name of its own.'],
    ]);
    expect(!r.ok && r.error.every((e) => e.details?.rule === 'DATA-ROSTER-NEW')).toBe(true);
  });

  it('DATA-ROSTER-NEW: a new class has no civilian ship point cost, and an aircraft cannot be added; nothing is applied', () => {
    const swordfish = findAircraft('Fairey Swordfish');
    if (!swordfish) throw new Error('Swordfish missing');
    const r = withRosterOverrides({
      ships: [arethusa, { ...arethusa, class: 'Empire Freighter', nation: 'Civilian', type: 'civilian', civilianCost: 1 }],
      aircraft: [{ ...swordfish, name: 'Blackburn Skua' }], newClasses: ['Arethusa', 'Empire Freighter'], newAircraft: ['Blackburn Skua'],
    }, defaultCatalog(), 'mine.json');
    expect(!r.ok && r.error.map((e) => [e.code, e.path])).toEqual([
      ['ERR_ROSTER_NEW_COST', 'mine.json#Empire Freighter.civilianCost'], ['ERR_ROSTER_NEW_AIRCRAFT', 'mine.json#Blackburn Skua.new'],
    ]);
    expect(!r.ok && r.error[1]?.message).toBe('mine.json: Blackburn Skua: new: a roster file cannot add an aircraft (a battle\'s flights name Salvo\'s own profiles); leave out "new" to replace an aircraft of the fleet lists.');
  });

  it('DATA-ROSTER-NEW: a fleet file naming a new class is told it is the modder\'s, which no fleet list prices', () => {
    const r = withRosterOverrides({ ships: [arethusa], aircraft: [], newClasses: ['Arethusa'] }, defaultCatalog(), 'mine.json');
    if (!r.ok) throw new Error('not added');
    expect(unknownNameHint('Arethusa', r.value, 'ships')).toBe(' Arethusa is a new class of mine.json ("new": true): no fleet list prices it, so a fleet file cannot buy it;'
      + ' name it in a battle setup file (`salvo play --scenario setup.json --rosters`) or `salvo odds --rosters`.');
    expect(unknownNameHint('Arethusa', defaultCatalog(), 'ships')).toBe('');
  });
});
