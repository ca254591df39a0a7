import { describe, expect, it } from 'vitest';
import { COMMITTED_ROSTER_FILES } from '../rosters/committed';
import { parseRosterFile } from '../rosters/parse';
import { QUEEN_ELIZABETH_OFFICIAL } from '../rosters/official';
import type { ShipRoster } from '../roster-types';
import { damageChance, hitChance, rawCombatValue } from './combat-value';
import { CLASSES_BEYOND_FLEET_LISTS } from '../specs/fleet-list-names';
import { inFleetList, JUSTIFIED_OUTLIERS, priorityCheck } from './priority-check';

function committedShips(): ShipRoster[] {
  const out: ShipRoster[] = [];
  for (const [file, data] of Object.entries(COMMITTED_ROSTER_FILES)) {
    const r = parseRosterFile(file, data);
    if (r.ok) out.push(...r.value.ships);
  }
  return out;
}

describe('the Priority Level check', () => {
  it('VAS-PRIORITY-VALUE: dice odds follow the rules (a 1 always misses, a 6 always damages)', () => {
    expect(hitChance(4, 0)).toBeCloseTo(3 / 6);
    expect(hitChance(2, 3)).toBeCloseTo(5 / 6);
    expect(damageChance(6, -1)).toBeCloseTo(1 / 6);
    expect(damageChance(5, 1)).toBeCloseTo(3 / 6);
  });

  it('VAS-PRIORITY-VALUE: the Queen Elizabeth (Battle) is about twice a Southampton (Raid), the rules\' own example', () => {
    const ships = committedShips();
    const southampton = ships.find((s) => s.class === 'Southampton');
    expect(southampton).toBeDefined();
    if (!southampton) return;
    const ratio = rawCombatValue(QUEEN_ELIZABETH_OFFICIAL) / rawCombatValue(southampton);
    expect(ratio).toBeGreaterThan(1.5);
    expect(ratio).toBeLessThan(3);
  });

  it('VAS-PRIORITY-VALUE: each level median is above the one below, and every class far from its median is justified', () => {
    const check = priorityCheck(committedShips(), QUEEN_ELIZABETH_OFFICIAL);
    const m = ['Patrol', 'Skirmish', 'Raid', 'Battle', 'War'].map((p) => check.medians[p] ?? 0);
    for (let i = 1; i < m.length; i += 1) expect(m[i]).toBeGreaterThan(m[i - 1] ?? 0);
    expect(check.outliers.filter((o) => JUSTIFIED_OUTLIERS[o.class] === undefined).map((o) => o.class)).toEqual([]);
  });

  it('VAS-PRIORITY-VALUE: the fleet-list classes alone set the medians; a class beyond the lists sits at the level whose median its value is nearest', () => {
    const ships = committedShips();
    const check = priorityCheck(ships, QUEEN_ELIZABETH_OFFICIAL);
    const fleetOnly = priorityCheck(ships.filter(inFleetList), QUEEN_ELIZABETH_OFFICIAL);
    expect(check.medians).toEqual(fleetOnly.medians);
    const beyond = check.rows.filter((r) => !inFleetList(r));
    expect(beyond.map((r) => r.class).sort()).toEqual(CLASSES_BEYOND_FLEET_LISTS.map((c) => c.class).sort());
    const nearest = (value: number): string => Object.entries(check.medians)
      .reduce((best, [p, m]) => (Math.abs(Math.log(value / m)) < best.d ? { p, d: Math.abs(Math.log(value / m)) } : best), { p: '', d: Infinity }).p;
    expect(beyond.filter((r) => nearest(r.value) !== r.priority).map((r) => `${r.class}: ${r.priority}, nearest ${nearest(r.value)}`)).toEqual([]);
  });

  it('VAS-PRIORITY-VALUE: a justification is kept only while its class is still an outlier', () => {
    const check = priorityCheck(committedShips(), QUEEN_ELIZABETH_OFFICIAL);
    const names = check.outliers.map((o) => o.class);
    expect(Object.keys(JUSTIFIED_OUTLIERS).filter((c) => !names.includes(c))).toEqual([]);
  });
});
