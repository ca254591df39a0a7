import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runShipsList, runShipsShow } from './ships';

const dir = mkdtempSync(join(tmpdir(), 'salvo-ships-'));
const file = (name: string, text: string): string => { const p = join(dir, name); writeFileSync(p, text); return p; };

describe('salvo ships', () => {
  it('VAS-ROSTER-EXAMPLE: `ships show "Queen Elizabeth" --json` prints the printed Warspite roster fields', () => {
    const r = runShipsShow('Queen Elizabeth', { json: true });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out.join('\n')) as Record<string, unknown>;
    expect(Object.keys(j).slice(0, 11)).toEqual(['class', 'nation', 'priority', 'speed', 'turning', 'target', 'armour', 'damage', 'crew', 'traits', 'weapons']);
    expect([j.speed, j.turning, j.target, j.armour, j.damage, j.crew, j.traits]).toEqual([5, 1, 4, 5, [34, 11], [47, 15], ['Aircraft 2', 'Torpedo Belt']]);
    expect((j.weapons as unknown[])[4]).toMatchObject({ name: 'Secondary Armament', range: 14, ad: 4, dd: 1, traits: ['Weak'] });
  });

  it('VAS-ROSTER-EXAMPLE: the text card shows the printed figures with die numbers as 4+ and 5+', () => {
    const r = runShipsShow('queen elizabeth', {});
    expect(r.out.join('\n')).toContain('Target 4+   Armour 5+');
    expect(r.out.join('\n')).toContain('Damage 34/11   Crew 47/15');
  });

  it('DATA-ROSTER-OVERRIDE: a roster file given with --rosters replaces the class, and its JSON card loads back', () => {
    const card = JSON.parse(runShipsShow('Queen Elizabeth', { json: true }).out.join('\n')) as Record<string, unknown>;
    const mine = file('mine.json', JSON.stringify({ ships: [{ ...card, speed: 6 }] }));
    const r = runShipsShow('Queen Elizabeth', { json: true, rosters: mine });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ speed: 6, origin: 'user:mine.json' });
  });

  it('DATA-ROSTER-SCHEMA: a roster file that is not JSON, or holds impossible values, exits 1 naming the file, class and field', () => {
    const notJson = file('broken.json', '{ ships: [');
    expect(runShipsList({ rosters: notJson })).toMatchObject({ code: 1 });
    const card = JSON.parse(runShipsShow('Queen Elizabeth', { json: true }).out.join('\n')) as Record<string, unknown>;
    const bad = file('bad.json', JSON.stringify([{ ...card, speed: -2, crew: [47, 50] }]));
    const r = runShipsShow('Queen Elizabeth', { rosters: bad });
    expect(r.code).toBe(1);
    expect(r.err.some((l) => l.includes('bad.json: Queen Elizabeth: speed'))).toBe(true);
    expect(r.err.some((l) => l.includes('bad.json: Queen Elizabeth: crew[1]'))).toBe(true);
    expect(r.err.every((l) => l.endsWith('rule DATA-ROSTER-SCHEMA]'))).toBe(true);
  });

  it('DATA-ROSTER-OVERRIDE: a roster file naming an unknown class is refused', () => {
    const card = JSON.parse(runShipsShow('Queen Elizabeth', { json: true }).out.join('\n')) as Record<string, unknown>;
    const ghost = file('ghost.json', JSON.stringify([{ ...card, class: 'Lion' }]));
    const r = runShipsList({ rosters: ghost });
    expect(r.code).toBe(1);
    expect(r.err[0]).toContain('Lion');
  });

  it('VAS-FLEET-LIST: `ships` lists classes by nation and level; an unknown class or level is an error', () => {
    const r = runShipsList({ nation: 'Royal Navy', level: 'Battle' });
    expect(r.out[0]).toBe('Royal Navy');
    expect(r.out.join('\n')).toContain('Queen Elizabeth');
    expect(runShipsShow('Lion', {}).code).toBe(1);
    expect(runShipsList({ level: 'Huge' }).code).toBe(2);
  });
});
