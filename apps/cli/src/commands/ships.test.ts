import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord } from '@salvo/kernel';
import { describe, expect, it } from 'vitest';
import { ROSTER_FILE_HELP } from '../data/file-help';
import { scriptedTerminal } from '../io/terminal';
import { runFleetValidate } from './fleet';
import { runOdds } from './odds';
import { runPlay } from './play';
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

  it('VAS-ROSTER-EXAMPLE: `ships show Warspite` shows the Queen Elizabeth roster, saying whose class it is', () => {
    const r = runShipsShow('Warspite', {});
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe('Warspite is a ship of the Queen Elizabeth class; its roster:');
    expect(r.out[1]).toContain('Queen Elizabeth class: Royal Navy battleship, Priority Level Battle');
    const j = JSON.parse(runShipsShow('warspite', { json: true }).out.join('\n')) as Record<string, unknown>;
    expect([j.class, j.speed, j.damage]).toEqual(['Queen Elizabeth', 5, [34, 11]]);
  });

  it('an unknown class exits 1 with the closest class or aircraft name', () => {
    expect(runShipsShow('Queen Elisabeth', {}).err).toEqual(['No ship class or aircraft called "Queen Elisabeth". Did you mean "Queen Elizabeth"? Run `salvo ships` for the list.']);
    expect(runShipsShow('Swordfish', {}).err[0]).toContain('Did you mean "Fairey Swordfish"?');
    expect(runShipsShow('Dreadnought', {})).toEqual({ code: 1, out: [], err: ['No ship class or aircraft called "Dreadnought". Run `salvo ships` for the list.'] });
    expect(runShipsList({ nation: 'Royal Nav' }).err[0]).toContain('Did you mean "Royal Navy"?');
  });

  it('DATA-ROSTER-OVERRIDE: the --json output of a ship or an aircraft, saved as it is, loads back as a roster file', () => {
    const ship = file('qe-card.json', runShipsShow('Queen Elizabeth', { json: true }).out.join('\n'));
    expect(runShipsShow('Queen Elizabeth', { rosters: ship }).out[0]).toContain('[user:qe-card.json]');
    const plane = file('swordfish-card.json', runShipsShow('Fairey Swordfish', { json: true }).out.join('\n'));
    expect(runShipsShow('Fairey Swordfish', { rosters: plane }).out[0]).toContain('[user:swordfish-card.json]');
  });

  it('DATA-ROSTER-SCHEMA: the example roster in --help is a valid roster file for the Queen Elizabeth class', () => {
    const json = ROSTER_FILE_HELP.slice(ROSTER_FILE_HELP.indexOf('  [{'), ROSTER_FILE_HELP.indexOf('}] }]') + 5);
    const r = runShipsShow('Queen Elizabeth', { rosters: file('help.json', json) });
    expect(r.err).toEqual([]);
    expect(r.out[1]).toBe('Speed 5   Turning 1   Target 4+   Armour 5+');
  });

  it('DATA-ROSTER-SCHEMA: bad roster files exit 1 with a sentence each: empty, a directory, no rosters, JSON null', () => {
    expect(runShipsList({ rosters: file('empty.json', '') }).err[0]).toContain('is empty');
    expect(runShipsList({ rosters: dir }).err[0]).toContain('is a directory');
    expect(runShipsList({ rosters: file('none.json', '[]') }).err[0]).toContain('holds no rosters');
    expect(runShipsList({ rosters: file('null.json', 'null') })).toMatchObject({ code: 1 });
  });

  it('VAS-FLEET-CIVILIAN: civilian ships are listed and carded with their civilian ship point cost, not a Priority Level', () => {
    const list = runShipsList({ nation: 'Civilian' }).out;
    expect(list[1]).toBe('  Civilian ships (bought with civilian ship points, not by Priority Level)');
    expect(list.find((l) => l.includes('Tramp Freighter'))).toMatch(/\]  1 civilian ship point$/);
    const card = runShipsShow('Tanker', {}).out;
    expect(card[0]).toBe('Tanker class: civilian ship, In Service 1940 [model]');
    expect(card[3]).toContain('Cost: 2 civilian ship points');
  });
});

describe('salvo ships: the names the game itself shows', () => {
  it('--nation takes the fleet names the game shows ("Regia Marina") and the short forms (km), as fleet files do', () => {
    const italian = runShipsList({ nation: 'Regia Marina' });
    expect(italian.code).toBe(0);
    expect(italian.out[0]).toBe('Italian Navy');
    expect(runShipsList({ nation: 'km' }).out[0]).toBe('Kriegsmarine');
    expect(runShipsList({ nation: 'Atlantis' })).toMatchObject({ code: 2 });
  });

  it('show takes a word of a class\'s name or of one of its ships\' names when it means one class; several are listed', () => {
    const veneto = runShipsShow('veneto', {});
    expect(veneto.code).toBe(0);
    expect(veneto.out[0]).toBe('"veneto" is taken as the Littorio class (a word of its name or of one of its ships\'); its roster:');
    expect(veneto.out[1]).toMatch(/^Littorio class:/);
    const graf = runShipsShow('graf', {});
    expect(graf.code).toBe(1);
    expect(graf.err[0]).toContain('Classes named so: Deutschland, Graf Zeppelin.');
  });
});

describe('salvo ships: a class of your own ("new": true)', () => {
  /** The Arethusa class: the Leander's figures under a class Salvo lacks, marked new. */
  const leander = JSON.parse(runShipsShow('Leander', { json: true }).out.join('\n')) as Record<string, unknown>;
  const { origin: _origin, ...figures } = leander;
  const arethusa = { ...figures, class: 'Arethusa', new: true, type: 'light cruiser', inService: 1935 };
  const rosters = file('arethusa.json', JSON.stringify({ ships: [arethusa] }));

  it('DATA-ROSTER-NEW: `ships --rosters` lists the new class under its nation and level, tagged as the file\'s and new', () => {
    const r = runShipsList({ nation: 'Royal Navy', level: 'Skirmish', rosters });
    expect(r.code).toBe(0);
    const line = r.out.find((l) => l.trimStart().startsWith('Arethusa'));
    expect(line).toMatch(/light cruiser\s+Speed {2}7 .*\[user:arethusa\.json, new\]$/);
    expect(r.out.indexOf(line ?? '')).toBeGreaterThan(r.out.indexOf('  Skirmish'));
    expect(r.out.at(-1)).toContain('[user:<file>, new] a class of your own');
    expect(runShipsList({ nation: 'Royal Navy' }).out.some((l) => l.includes('Arethusa'))).toBe(false);
  });

  it('DATA-ROSTER-NEW: `ships show` prints its card with where it can be used, and its --json loads back as a new class', () => {
    const card = runShipsShow('arethusa', { rosters });
    expect(card.code).toBe(0);
    expect(card.out[0]).toBe('Arethusa class: Royal Navy light cruiser, Priority Level Skirmish, In Service 1935 [user:arethusa.json]');
    expect(card.out.at(-1)).toBe('Arethusa is a new class of arethusa.json ("new": true): no fleet list prices it, so a fleet file cannot buy it;'
      + ' name it in a battle setup file (`salvo play --scenario setup.json --rosters`) or `salvo odds --rosters`.');
    const json = runShipsShow('Arethusa', { rosters, json: true });
    expect(JSON.parse(json.out.join('\n'))).toMatchObject({ class: 'Arethusa', new: true, origin: 'user:arethusa.json' });
    const again = file('arethusa-card.json', json.out.join('\n'));
    expect(runShipsShow('Arethusa', { rosters: again }).out[0]).toContain('[user:arethusa-card.json]');
  });

  it('DATA-ROSTER-NEW: unmarked it is refused as a typo would be; marked new, an existing class is refused', () => {
    const { new: _new, ...unmarked } = arethusa;
    const typo = runShipsList({ rosters: file('unmarked.json', JSON.stringify([unmarked])) });
    expect(typo).toMatchObject({ code: 1, err: ['unmarked.json: Arethusa: class: no such ship class in the fleet lists. To add a class of your own, mark its entry "new": true. [ERR_ROSTER_UNKNOWN_CLASS; rule DATA-ROSTER-OVERRIDE]'.replace('unmarked.json', join(dir, 'unmarked.json'))] });
    const twice = runShipsList({ rosters: file('leander-new.json', JSON.stringify([{ ...figures, new: true }])) });
    expect(twice.code).toBe(1);
    expect(twice.err[0]).toContain('Leander: new: Leander is already a class: leave out "new" to replace it. [ERR_ROSTER_NEW_EXISTS; rule DATA-ROSTER-NEW]');
  });

  it('DATA-ROSTER-NEW: `fleet validate --rosters` refuses to buy a new class, saying why and where it can be used', () => {
    const fleet = file('force.json', JSON.stringify({ nation: 'Royal Navy', ships: [{ class: 'Arethusa' }] }));
    const r = runFleetValidate(fleet, { level: 'Skirmish', rosters });
    expect(r.code).toBe(1);
    expect([...r.out, ...r.err].join('\n')).toContain('Arethusa is not a ship class of any fleet list. Arethusa is a new class of arethusa.json ("new": true): no fleet list prices it, so a fleet file cannot buy it;');
    // a new class named like a listed one is still said to be new, not taken for a typo of it
    const twin = file('leander-ii.json', JSON.stringify({ ships: [{ ...arethusa, class: 'Leander II' }] }));
    const named = runFleetValidate(file('force-ii.json', JSON.stringify({ nation: 'Royal Navy', ships: [{ class: 'Leander II' }] })), { level: 'Skirmish', rosters: twin });
    const said = [...named.out, ...named.err].join('\n');
    expect(said).toContain('Leander II is a new class of leander-ii.json');
    expect(said).not.toContain('Did you mean');
  });

  it('DATA-ROSTER-NEW: `salvo odds --attacker Arethusa --rosters` weighs the new class with its figures (the Leander\'s here)', () => {
    const mine = runOdds({ attacker: 'Arethusa', target: 'Zara', range: '12', beam: true, json: true, rosters });
    expect(mine.err).toEqual([]);
    const stock = runOdds({ attacker: 'Leander', target: 'Zara', range: '12', beam: true, json: true });
    expect(JSON.parse(mine.out.join('\n'))).toEqual(JSON.parse(stock.out.join('\n')));
    expect(runOdds({ attacker: 'Arethusa', target: 'Zara', range: '12', json: true }).code).toBe(1);
  });

  it('DATA-ROSTER-NEW: `salvo play --scenario setup.json --rosters` plays a setup naming the new class; the record holds its roster inline', async () => {
    const setup = file('setup.json', JSON.stringify({
      fleets: [
        { id: 'rn', name: 'Royal Navy', ships: [{ id: 'arethusa', name: 'HMS Arethusa', class: 'Arethusa', position: { x: 10, y: 20 }, heading: 90 }] },
        { id: 'rm', name: 'Regia Marina', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', position: { x: 30, y: 20 }, heading: 270 }] },
      ],
    }));
    const save = join(dir, 'arethusa-game.json');
    const term = scriptedTerminal([]);
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 5, scenario: setup, rosters, save }, term, false)).toBe(0);
    expect(term.out[0]).toBe(`${rosters}: your figures for Arethusa (the record keeps them).`);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    if (!rec.ok) throw new Error(rec.error.message);
    const ships = (rec.value.setup as { fleets: { ships: Record<string, unknown>[] }[] }).fleets.flatMap((f) => f.ships);
    expect(ships[0]).not.toHaveProperty('class');
    expect(ships[0]?.roster).toMatchObject({ class: 'Arethusa', nation: 'Royal Navy', speed: leander.speed, origin: 'user:arethusa.json' });
    expect(ships[0]?.roster).not.toHaveProperty('new');
    expect(ships[1]).toMatchObject({ class: 'Zara' });
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 5, scenario: setup }, scriptedTerminal([]), false)).toBe(1);
  });
});
