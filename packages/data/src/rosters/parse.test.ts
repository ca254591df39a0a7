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
});
