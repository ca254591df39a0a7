/**
 * The points value the players agree on the web Scenarios screen (At All Costs, victory-at-sea.txt line 397):
 * `planChoice`, `tableStep` and `fleetFileProblems` (apps/web/src/scenario/plan.ts, table-plan.ts) price the
 * fleets against the typed value; blank keeps the scenario's 5; a bad value is one sentence; a scenario that
 * sets its own points keeps them (the form offers no field there).
 */
import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { planToSetup } from '@salvo/scenarios';
import { scenarioById } from '../src/scenario/catalog';
import { choicePoints, fleetFileProblems, planChoice } from '../src/scenario/plan';
import { tableStep, type TypedRoll } from '../src/scenario/table-plan';

const get = (id: string) => {
  const s = scenarioById(id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};
const RN6 = { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 6 }] };
const KM6 = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 6 }] };
const SIX = { first: RN6, second: KM6 };
const BAD = (v: string): string => `The points value of the battle is a whole number of Fleet Allocation Points from 1 to 99, not "${v}".`;

describe('web scenario planning: the agreed points value (VAS-SCN-FLEET-POINTS)', () => {
  const aac = get('at-all-costs');

  it('At All Costs at 6 points: two six-point fleets plan to a battle the engine accepts', () => {
    const r = planChoice({ scenario: aac, seed: '4', level: 'Raid', side: 'first', fleets: SIX, points: '6' });
    if (!r.ok) throw new Error(r.problems.join(' '));
    expect(r.plan.notes).toContain('The players agreed 6 Fleet Allocation Points a fleet.');
    expect(vas.createGame(planToSetup(r.plan)).ok).toBe(true);
  });

  it('blank keeps 5 (the six-point fleets are refused); 5 agreed refuses them too; a bad value is the sentence', () => {
    for (const points of ['', '  ', '5']) {
      const r = planChoice({ scenario: aac, seed: '4', level: 'Raid', side: 'first', fleets: SIX, points });
      expect(r.ok ? [] : r.problems).toHaveLength(2);
      expect(r.ok ? '' : r.problems.join(' ')).toMatch(/only 5 may be spent/);
    }
    for (const bad of ['0', '100', 'six', '6.5']) {
      expect(planChoice({ scenario: aac, seed: '4', level: 'Raid', side: 'first', fleets: SIX, points: bad })).toEqual({ ok: false, problems: [BAD(bad)] });
      expect(tableStep({ scenario: aac, seed: '4', level: 'Raid', side: 'first', fleets: SIX, points: bad }, [])).toEqual({ kind: 'problems', problems: [BAD(bad)] });
    }
  });

  it('table mode plans with the agreed value once the typed rolls are in; without it the fleets are refused', () => {
    const typeAll = (points?: string) => {
      const c = { scenario: aac, seed: '4', level: 'Raid' as const, side: 'first', fleets: SIX, ...(points !== undefined ? { points } : {}) };
      const rolls: TypedRoll[] = [];
      for (let i = 0; i < 20; i++) {
        const step = tableStep(c, rolls);
        if (step.kind !== 'need') return step;
        rolls.push({ request: step.request, values: Array.from({ length: step.request.dice }, (_, k) => (k < step.request.dice / 2 ? 6 : 1)) });
      }
      throw new Error('too many rolls');
    };
    const agreed = typeAll('6');
    expect(agreed.kind).toBe('planned');
    if (agreed.kind === 'planned') expect(agreed.plan.players.map((p) => p.ships.length)).toEqual([6, 6]);
    const refused = typeAll();
    expect(refused.kind === 'problems' ? refused.problems.join(' ') : refused.kind).toMatch(/only 5 may be spent/);
  });

  it('a fleet file opened for a side is checked against the agreed value', () => {
    expect(fleetFileProblems(aac, 'first', 'Raid', RN6, 6)).toEqual([]);
    expect(fleetFileProblems(aac, 'first', 'Raid', RN6)).toEqual(['The fleet costs 6 Fleet Allocation Points; only 5 may be spent at Priority Level Raid.']);
  });

  it('a scenario that sets its own points ignores a typed value (no field is offered there)', () => {
    const b = get('victory-at-sea');
    expect(choicePoints({ scenario: b, points: '6' })).toEqual({ ok: true });
    expect(choicePoints({ scenario: aac, points: '6' })).toEqual({ ok: true, value: 6 });
    const r = planChoice({ scenario: b, seed: '4', level: 'Raid', side: 'first', fleets: { first: RN6 }, points: '6' });
    expect(r.ok ? '' : r.problems.join(' ')).toMatch(/only 5 may be spent/);
  });
});
