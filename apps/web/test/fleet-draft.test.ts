/**
 * The fleet built in the page (src/scenario/fleet-draft.ts) is a fleet file: every built-in scenario's
 * example fleet read as a draft and written back is judged exactly as the file itself (cost, problems,
 * ships with their names and Command); the purchase lists price each level as Fleet Allocation does
 * (VAS-FLEET-ALLOCATION); adding and changing entries edit the file a person would have written.
 */
import { describe, expect, it } from 'vitest';
import { allocationCost, validateFleet, type PriorityLevel } from '@salvo/data';
import { BUILTIN_SCENARIOS, checkSideFleet, parseScenario } from '@salvo/scenarios';
import { addEntry, draftFromFile, draftToFile, purchases, removeEntry, updateEntry, type FleetDraft } from '../src/scenario/fleet-draft';

const scenarios = Object.values(BUILTIN_SCENARIOS).map((raw) => parseScenario(raw)).flatMap((r) => (r.ok ? [r.value] : []));

describe('a fleet built in the page is a fleet file', () => {
  it('every example fleet, read as a draft and written back, is judged as the file itself', () => {
    let checked = 0;
    for (const s of scenarios) {
      for (const [sideId, raw] of Object.entries(s.example?.fleets ?? {})) {
        const side = s.sides.find((x) => x.id === sideId);
        const level = s.example?.level;
        if (!side || !level) continue;
        const draft = draftFromFile(raw);
        expect(draft, `${s.id}/${sideId}`).not.toBeNull();
        const again = draftToFile(draft as FleetDraft);
        const a = checkSideFleet(s, side, level, raw);
        const b = checkSideFleet(s, side, level, again);
        expect(b.cost, `${s.id}/${sideId}`).toBe(a.cost);
        expect(b.problems.map((p) => p.message)).toEqual(a.problems.map((p) => p.message));
        const ships = (r: typeof a) => r.fleet?.ships.map((x) => [x.name, x.class, x.command]);
        expect(ships(b)).toEqual(ships(a));
        expect(b.fleet?.civilians.map((x) => x.name)).toEqual(a.fleet?.civilians.map((x) => x.name));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('VAS-FLEET-ALLOCATION: each level of the list is priced as Fleet Allocation prices it; levels that cannot be bought are not offered', () => {
    const raid = purchases('Royal Navy', 'Raid');
    const price = (l: PriorityLevel) => raid.find((x) => x.level === l)?.price;
    expect(price('Raid')).toBe('1 point each');
    expect(price('Battle')).toBe('2 points each');
    expect(price('War')).toBe('4 points each');
    expect(price('Skirmish')).toBe('2 per point');
    expect(price('Patrol')).toBe('3 per point');
    const patrol = purchases('Royal Navy', 'Patrol');
    expect(patrol.map((x) => x.level)).toEqual(['Raid', 'Skirmish', 'Patrol']);
    // The prices agree with the cost the checks charge: one Queen Elizabeth at Raid is 2 of the points.
    expect(allocationCost(['Battle'], 'Raid').total).toBe(2);
    expect(raid.flatMap((l) => l.items).some((x) => x.kind === 'squadron')).toBe(true);
  });

  it('adding a second of a purchase raises its count; named ships, counts, Command and removal reach the file', () => {
    let d: FleetDraft = { nation: 'Royal Navy', name: 'Force H', entries: [] };
    d = addEntry(d, 'ship', 'Tribal');
    d = addEntry(d, 'ship', 'Tribal');
    d = addEntry(d, 'ship', 'Fiji');
    d = updateEntry(d, 1, { name: 'HMS Kenya', command: 5 });
    d = addEntry(d, 'squadron', 'Hawker Hurricane');
    expect(draftToFile(d)).toEqual({
      nation: 'Royal Navy', name: 'Force H',
      ships: [{ class: 'Tribal', count: 2 }, { class: 'Fiji', name: 'HMS Kenya', command: 5 }],
      squadrons: [{ aircraft: 'Hawker Hurricane' }],
    });
    const report = validateFleet(draftToFile(d), { level: 'Raid', points: 5 });
    expect(report.problems).toEqual([]);
    expect(report.fleet?.ships.map((s) => s.name)).toContain('HMS Kenya');
    d = removeEntry(d, 0);
    expect((draftToFile(d).ships as unknown[]).length).toBe(1);
    expect(draftFromFile({ nation: 'Atlantis', ships: [] })).toBeNull();
  });
});
