import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(ok.out.join('\n')).toContain('Tramp Freighter 2 (Tramp Freighter, civilian');
  });

  it('VAS-FLEET-ALLOCATION: `fleet list` shows what each level costs at the scenario level', () => {
    const r = runFleetList('Royal Navy', { level: 'Battle' });
    expect(r.out).toContain('  War: 2 points each');
    expect(r.out).toContain('  Patrol: 4 per point');
    expect(r.out).toContain('    Fairey Swordfish squadron (4 flights)');
  });
});
