import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFleet } from '@salvo/data';
import { FLEET_FILE_HELP } from '../data/file-help';
import { runFleetList, runFleetValidate } from './fleet';

const dir = mkdtempSync(join(tmpdir(), 'salvo-fleet-'));
const file = (name: string, value: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
};

describe('salvo fleet validate', () => {
  it('VAS-FLEET-BUDGET: a legal fleet prints its cost and exits 0', () => {
    const f = file('ok.json', { nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth', name: 'HMS Warspite', command: 'Veteran' }, { class: 'Tribal', count: 4 }] });
    const r = runFleetValidate(f, { level: 'Battle', points: '5' });
    expect(r.code).toBe(0);
    expect(r.out[0]).toContain('costs 2 of 5 Fleet Allocation Points');
    expect(r.out.join('\n')).toContain('HMS Warspite (Queen Elizabeth, Battle, Command 5 Veteran)');
  });

  it('VAS-FLEET-BUDGET: a fleet over budget prints the cost and the problem, and exits 1', () => {
    const f = file('big.json', { nation: 'Royal Navy', ships: [{ class: 'Queen Elizabeth', count: 3 }] });
    const r = runFleetValidate(f, { level: 'Raid', points: '5' });
    expect(r.code).toBe(1);
    expect(r.out[0]).toContain('costs 6 of 5');
    expect(r.err[0]).toContain('VAS-FLEET-BUDGET');
  });

  it('VAS-FLEET-LIST: every problem is printed with its place and rule; a file that is not JSON exits 1', () => {
    const f = file('bad.json', { nation: 'Royal Navy', ships: [{ class: 'Bismarck' }, { class: 'Tribal', command: 9 }] });
    const r = runFleetValidate(f, { level: 'Battle' });
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/at ships\[0\]\.class: .*Kriegsmarine.*rule VAS-FLEET-LIST/);
    expect(r.err[1]).toMatch(/at ships\[1\]\.command: .*rule VAS-FLEET-COMMAND/);
    expect(runFleetValidate(file('x.json', 'nope'), { level: 'Battle' }).code).toBe(1);
  });

  it('VAS-FLEET-MAX-ABOVE: a War-level ship in a Skirmish is refused; a bad --level is a usage error', () => {
    const f = file('war.json', { nation: 'Kriegsmarine', ships: [{ class: 'Bismarck' }] });
    expect(runFleetValidate(f, { level: 'Skirmish' }).err[0]).toContain('more than two levels above');
    expect(runFleetValidate(f, { level: 'Armageddon' }).code).toBe(2);
    expect(runFleetValidate(f, {}).code).toBe(2);
  });

  it('VAS-FLEET-CIVILIAN: civilian ships are paid from --civilian-points, and refused without them', () => {
    const f = file('convoy.json', { nation: 'Royal Navy', ships: [{ class: 'Tribal' }], civilians: [{ type: 'Tramp Freighter', count: 2 }] });
    const without = runFleetValidate(f, { level: 'Patrol' });
    expect(without.code).toBe(1);
    expect(without.err[0]).toContain('VAS-FLEET-CIVILIAN');
    const ok = runFleetValidate(f, { level: 'Patrol', civilianPoints: '4' });
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('  Tramp Freighter 2 (Tramp Freighter, civilian, 1 civilian ship point)');
    expect(ok.out).toContain('Civilian ships cost 2 of 4 civilian ship points.');
  });

  it('VAS-FLEET-ALLOCATION: `fleet list` shows what each level costs at the scenario level', () => {
    const r = runFleetList('Royal Navy', { level: 'Battle' });
    expect(r.out).toContain('  War: 2 points each');
    expect(r.out).toContain('  Patrol: 4 per point');
    expect(r.out).toContain('    Fairey Swordfish squadron (4 flights)');
  });

  it('DATA-FLEET-FILE: the example fleet in --help is a legal fleet at the level and points it is shown with', () => {
    const json = FLEET_FILE_HELP.slice(FLEET_FILE_HELP.indexOf('  {'), FLEET_FILE_HELP.indexOf('\n  }\n') + 4);
    // Exactly the options of the example command the help ends with.
    expect(FLEET_FILE_HELP.endsWith('Example: salvo fleet validate force-h.json --level Battle --points 5 --year 1941')).toBe(true);
    const r = validateFleet(JSON.parse(json) as unknown, { level: 'Battle', points: 5, year: 1941 });
    expect(r.problems).toEqual([]);
    expect(r.cost).toBe(4);
  });

  it('bad files exit 1 with one sentence each: missing, a directory, empty, not JSON (with line and column), JSON null', () => {
    const missing = runFleetValidate(join(dir, 'nope.json'), { level: 'Battle' });
    expect(missing).toEqual({ code: 1, out: [], err: [`Cannot find the fleet file ${join(dir, 'nope.json')}: no such file.`] });
    expect(runFleetValidate(dir, { level: 'Battle' }).err).toEqual([`${dir} is a directory, not a fleet file: give the path of a .json file.`]);
    expect(runFleetValidate(file('empty.json', ''), { level: 'Battle' }).err[0]).toContain('is empty');
    expect(runFleetValidate(file('comma.json', '{"nation": "Royal Navy",}'), { level: 'Battle' }).err[0]).toContain('at line 1, column 24');
    const nul = runFleetValidate(file('null.json', 'null'), { level: 'Battle' });
    expect(nul.code).toBe(1);
    expect(nul.out).toEqual([]);
    expect(nul.err[0]).toMatch(/null\.json: A fleet file must hold an object/);
  });

  it('usage errors exit 2: --points, --year and --civilian-points take plain whole numbers only', () => {
    const f = file('one.json', { nation: 'Royal Navy', ships: [{ class: 'Tribal' }] });
    for (const points of ['', '0x5', '1e3', '2.0', '-1', 'five', '1000']) {
      expect(runFleetValidate(f, { level: 'Battle', points }).code).toBe(2);
    }
    expect(runFleetValidate(f, { level: 'Battle', points: '0' }).code).toBe(1);
    expect(runFleetValidate(f, { level: 'Battle', year: '41' }).code).toBe(2);
    expect(runFleetValidate(f, { level: 'Battle', civilianPoints: '1.5' }).code).toBe(2);
    expect(runFleetValidate(f, { level: 'battle', points: ' 5 ', year: '1941' }).code).toBe(0);
  });

  it('VAS-FLEET-LIST: `fleet list` without a nation prints every nation\'s list; a misspelt nation is a usage error with the closest', () => {
    const all = runFleetList(undefined, {});
    expect(all.out.filter((l) => l.endsWith('fleet list'))).toEqual([
      'Royal Navy fleet list', 'Kriegsmarine fleet list', 'US Navy fleet list', 'Imperial Japanese Navy fleet list', 'Italian Navy fleet list', 'French Navy fleet list',
    ]);
    const bad = runFleetList('Kriegsmarin', {});
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toContain('Did you mean "Kriegsmarine"?');
    expect(runFleetList('usn', { level: 'war' }).out[0]).toBe('US Navy fleet list (costs at Priority Level War)');
  });
});
