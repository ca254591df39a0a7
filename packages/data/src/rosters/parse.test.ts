import { describe, expect, it } from 'vitest';
import { QUEEN_ELIZABETH_OFFICIAL } from './official';
import { parseRosterFile } from './parse';

const qe = (): Record<string, unknown> => JSON.parse(JSON.stringify(QUEEN_ELIZABETH_OFFICIAL)) as Record<string, unknown>;

describe('roster files', () => {
  it('DATA-ROSTER-SCHEMA: a valid file (bare list or {ships, aircraft}) loads, stamped with its origin', () => {
    const a = parseRosterFile('mine.json', [qe()], 'user:mine.json');
    const b = parseRosterFile('mine.json', { ships: [qe()] });
    expect(a.ok && a.value.ships[0]?.origin).toBe('user:mine.json');
    expect(b.ok && b.value.ships.length).toBe(1);
  });

  it('DATA-ROSTER-SCHEMA: negative Speed and a Crippled threshold above the total are refused, each named by file, class and field', () => {
    const bad = { ...qe(), speed: -1, damage: [34, 40] };
    const r = parseRosterFile('mine.json', [bad]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.error.map((e) => e.path);
    expect(paths).toContain('mine.json#Queen Elizabeth.speed');
    expect(paths).toContain('mine.json#Queen Elizabeth.damage[1]');
    expect(r.error.every((e) => e.message.startsWith('mine.json: Queen Elizabeth: '))).toBe(true);
  });

  it('DATA-ROSTER-SCHEMA: one bad roster refuses the whole file (nothing half-loaded)', () => {
    const r = parseRosterFile('mine.json', [qe(), { ...qe(), class: 'Other', target: 9 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toHaveLength(1);
  });

  it('DATA-ROSTER-SCHEMA: a file that is neither a list nor an object, or has unknown keys, is refused', () => {
    expect(parseRosterFile('mine.json', 'hello').ok).toBe(false);
    const r = parseRosterFile('mine.json', { ship: [] });
    expect(!r.ok && r.error[0]?.code).toBe('ERR_ROSTER_FILE');
  });

  it('DATA-ROSTER-SCHEMA: a main gun without a mount and a gun without Damage Dice are refused', () => {
    const bad = qe();
    bad.weapons = [{ name: 'A Turret', kind: 'main', range: 33, ad: 2, dd: null, traits: [] }];
    const r = parseRosterFile('mine.json', [bad]);
    expect(!r.ok && r.error.map((e) => e.path)).toEqual(['mine.json#Queen Elizabeth.weapons[0].mount', 'mine.json#Queen Elizabeth.weapons[0].dd']);
  });

  it('DATA-ROSTER-SCHEMA: each problem is a plain sentence: missing, wrong type, unknown field, a name close to the right one', () => {
    const { armour: _armour, ...noArmour } = qe();
    const r = parseRosterFile('mine.json', [{ ...noArmour, speed: 'fast', nation: 'Royal navy', colour: 'grey' }]);
    expect(!r.ok && r.error.map((e) => e.message)).toEqual([
      'mine.json: Queen Elizabeth: nation: must be one of "Royal Navy", "Kriegsmarine", "US Navy", "Imperial Japanese Navy", "Italian Navy", "French Navy", "Civilian", not the text "Royal navy". Did you mean "Royal Navy"?',
      'mine.json: Queen Elizabeth: speed: must be a number, not the text "fast"',
      'mine.json: Queen Elizabeth: armour: is missing (a number is required)',
      'mine.json: Queen Elizabeth: colour: is not a roster field (misspelt? `salvo ships show <class> --json` prints every field)',
    ]);
  });

  it('DATA-ROSTER-SCHEMA: huge and fractional numbers are refused with the bound they break; the largest allowed values load', () => {
    const r = parseRosterFile('mine.json', [{ ...qe(), speed: 1e30, turning: 1.5, damage: [1e300, 5] }]);
    expect(!r.ok && r.error.map((e) => `${String(e.details?.field)}: ${e.message.split(': ').pop() ?? ''}`)).toEqual([
      'speed: must be at most 40 (1e+30 given)', 'turning: must be a whole number (1.5 given)', 'damage[0]: must be at most 999 (1e+300 given)',
    ]);
    expect(parseRosterFile('mine.json', [{ ...qe(), speed: 40, turning: 12, damage: [999, 998], crew: [1, 0] }]).ok).toBe(true);
    expect(parseRosterFile('mine.json', [{ ...qe(), speed: 41 }]).ok).toBe(false);
    expect(parseRosterFile('mine.json', [{ ...qe(), damage: [34, 33] }]).ok).toBe(true);
    expect(parseRosterFile('mine.json', [{ ...qe(), damage: [34, 34] }]).ok).toBe(false);
  });

  it('DATA-ROSTER-SCHEMA: ship traits must be ones the rules define; Aircraft and Carrier need their number', () => {
    const r = parseRosterFile('mine.json', [{ ...qe(), traits: ['Agile', 'radar', 'Stealth', 'Carrier', 'Aircraft 2', 'Carrier 12'] }]);
    expect(!r.ok && r.error.map((e) => e.details?.field)).toEqual(['traits[1]', 'traits[2]', 'traits[3]']);
    expect(!r.ok && r.error[0]?.message).toContain('(write "Radar")');
    expect(!r.ok && r.error[2]?.message).toContain('"Carrier" needs a number from 1 to 99');
  });

  it('DATA-ROSTER-SCHEMA: one roster alone (as `ships show --json` prints it) loads; a file with no roster is refused', () => {
    const one = parseRosterFile('mine.json', qe());
    expect(one.ok && one.value.ships.map((s) => s.class)).toEqual(['Queen Elizabeth']);
    for (const empty of [[], {}, { ships: [], aircraft: [] }]) {
      const r = parseRosterFile('mine.json', empty);
      expect(!r.ok && r.error.map((e) => e.code)).toEqual(['ERR_ROSTER_FILE']);
    }
  });

  it('DATA-ROSTER-SCHEMA: the same class twice, in another case or with "-class", is a duplicate', () => {
    const r = parseRosterFile('mine.json', [qe(), { ...qe(), class: 'queen elizabeth-class' }]);
    expect(!r.ok && r.error.map((e) => e.code)).toEqual(['ERR_ROSTER_DUPLICATE']);
  });
});

describe('roster files: the "new" mark', () => {
  it('DATA-ROSTER-NEW: an entry marked "new": true is listed as new, and the mark is not part of its roster', () => {
    const r = parseRosterFile('mine.json', { ships: [{ ...qe(), class: 'Arethusa', new: true }, { ...qe(), new: false }] }, 'user:mine.json');
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(r.value.newClasses).toEqual(['Arethusa']);
    expect(r.value.ships.map((s) => [s.class, 'new' in s])).toEqual([['Arethusa', false], ['Queen Elizabeth', false]]);
    expect(r.value.newAircraft).toBeUndefined();
  });

  it('DATA-ROSTER-NEW: a "new" mark that is not true or false is refused, and a new class passes the same value checks', () => {
    const r = parseRosterFile('mine.json', [{ ...qe(), class: 'Arethusa', new: 'yes', speed: -1 }, { ...qe(), class: 'Lion', new: true, armour: 9 }]);
    expect(!r.ok && r.error.map((e) => e.path)).toEqual(['mine.json#Arethusa.new', 'mine.json#Arethusa.speed', 'mine.json#Lion.armour']);
    expect(!r.ok && r.error[0]?.message).toBe('mine.json: Arethusa: new: must be true or false (true adds a class of your own; false, or leaving it out, replaces a class of the fleet lists).');
    const { nation: _n, ...noNation } = qe();
    const missing = parseRosterFile('mine.json', [{ ...noNation, class: 'Arethusa', new: true }]);
    expect(!missing.ok && missing.error.map((e) => e.path)).toEqual(['mine.json#Arethusa.nation']);
  });
});
