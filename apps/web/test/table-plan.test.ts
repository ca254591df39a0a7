/**
 * Table mode on the web Scenarios screen (apps/web/src/scenario/table-plan.ts): every pre-battle die is asked of
 * the players with what it is for and which faces, in the engine's order, and the plan is the one planBattle
 * makes from the same dice; what each typed roll decided is the engine's own sentence.
 */
import { describe, expect, it } from 'vitest';
import type { ChanceRequest } from '@salvo/kernel';
import { planBattle } from '@salvo/scenarios';
import { scenarioById, scenarioList } from '../src/scenario/catalog';
import { defaultLevel, planChoice } from '../src/scenario/plan';
import { tableStep, typedProblem, type TypedRoll } from '../src/scenario/table-plan';

const get = (id: string) => {
  const s = scenarioById(id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};

/** Types the given dice for each request in turn (the answer for request i is `answer(req, i)`). */
function typeAll(c: Parameters<typeof tableStep>[0], answer: (req: ChanceRequest, i: number) => number[]) {
  const rolls: TypedRoll[] = [];
  for (let i = 0; i < 40; i++) {
    const step = tableStep(c, rolls);
    if (step.kind !== 'need') return { step, rolls };
    expect(step.decided).toHaveLength(rolls.length);
    rolls.push({ request: step.request, values: answer(step.request, i) });
  }
  throw new Error('too many rolls asked');
}

const varied = (req: ChanceRequest, i: number): number[] => Array.from({ length: req.dice }, (_, d) => ((i * 3 + d * 2) % 6) + 1);

describe('table mode: the pre-battle dice typed at the table (web)', () => {
  it('VAS-SCN-PRE-BATTLE-DICE: each built-in scenario asks its rolls one by one; the plan is planBattle\'s from the same dice', () => {
    let asked = 0;
    for (const s of scenarioList()) {
      const { step, rolls } = typeAll({ scenario: s, seed: '3', side: 'roll' }, varied);
      if (step.kind !== 'planned') throw new Error(`${s.id}: ${step.kind === 'problems' ? step.problems.join(' ') : 'not planned'}`);
      asked += rolls.length;
      expect(step.decided).toHaveLength(rolls.length);
      for (const d of step.decided) expect(d.length).toBeGreaterThan(0);
      const same = planBattle(s, { seed: '3', level: s.level ?? defaultLevel(s), dice: rolls.map((r) => r.values) });
      if (!same.ok) throw new Error(`${s.id}: planBattle refused the typed dice`);
      expect(step.plan.notes).toEqual(same.value.notes);
      expect(step.plan.deployOrder).toEqual(same.value.deployOrder);
      if (s.kind === 'historical') expect(rolls).toHaveLength(0);
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('VAS-SCN-CONDITIONS-ROLL: At All Costs asks Bad Weather first with its faces; each typed roll says what it decided', () => {
    const c = { scenario: get('at-all-costs'), seed: '9', side: 'roll', level: 'Raid' as const };
    const first = tableStep(c, []);
    if (first.kind !== 'need') throw new Error('no roll asked');
    expect(first.request).toMatchObject({ dice: 1, sides: 6, label: 'Bad Weather? One die: 5 or more means yes' });
    const after = tableStep(c, [{ request: first.request, values: [5] }]);
    if (after.kind !== 'need') throw new Error('no second roll asked');
    expect(after.request.label).toBe('Night Battle? One die: 6 or more means yes');
    expect(after.decided).toEqual(['Bad Weather: rolled 5 (5+ needed): yes.']);
    const { step } = typeAll(c, (req, i) => (i === 0 ? [5] : i === 1 ? [2] : Array.from({ length: req.dice }, (_, d) => (d < req.dice / 2 ? 2 : 5))));
    if (step.kind !== 'planned') throw new Error('not planned');
    expect(step.plan.weather).toBe('bad');
    expect(step.plan.night).toBe(false);
    expect(step.decided[1]).toBe('Night Battle: rolled 2 (6+ needed): no.');
    expect(step.decided.at(-1)).toMatch(/^Initiative for deployment: .* lost and sets up first\.$/);
  });

  it('VAS-SCN-ATTACKER-ROLL: with a fleet file of one\'s own the attacker dice come first, a tie asks again, and the file plays for its side', () => {
    const s = get('supply-ships');
    const mine = { ...(s.example?.fleets.defender as Record<string, unknown>), name: 'My convoy escort' };
    const c = { scenario: s, seed: '4', side: 'roll', level: 'Raid' as const, fleets: { defender: mine } };
    const a = tableStep(c, []);
    if (a.kind !== 'need') throw new Error('no roll asked');
    expect(a.request.purpose).toBe('scenario-attacker');
    const tie = tableStep(c, [{ request: a.request, values: [3, 3] }]);
    if (tie.kind !== 'need') throw new Error('no re-roll asked');
    expect(tie.request.purpose).toBe('scenario-attacker');
    expect(tie.decided).toEqual(['Attacker roll: Player 1 3, Player 2 3 (a tie: roll again).']);
    const { step } = typeAll(c, (req, i) => (i === 0 ? [3, 3] : i === 1 ? [2, 5] : Array.from({ length: req.dice }, () => 1)));
    if (step.kind !== 'planned') throw new Error('not planned');
    const attacker = s.sides.find((x) => x.role === 'attacker')?.id;
    expect(step.plan.players[1]?.side.id).toBe(attacker);
    expect(step.plan.players.find((p) => p.side.id === 'defender')?.fleetName).toBe('My convoy escort');
    expect(step.decided[1]).toMatch(/^Attacker roll: Player 1 2, Player 2 5\. Player 2 is the attacker/);
    // the seeded planning of the same choice is unchanged (no table): it rolls for itself
    expect(planChoice(c).ok).toBe(true);
  });

  it('VAS-SCN-BLOCKADE-DEPLOY: Blockade asks one die per blockading ship; the typed dice are the plan\'s', () => {
    const { step, rolls } = typeAll({ scenario: get('blockade'), seed: '2', side: 'defender', level: 'Raid' }, (req) => Array.from({ length: req.dice }, (_, d) => (d % 6) + 1));
    if (step.kind !== 'planned') throw new Error('not planned');
    const last = rolls.at(-1);
    expect(last?.request.purpose).toBe('scenario-blockade-deploy');
    const blockader = step.plan.players.find((p) => p.side.deployment.kind === 'blockade-roll');
    expect(blockader?.blockadeRolls).toEqual(last?.values);
    expect(rolls.some((r) => r.request.purpose === 'scenario-attacker')).toBe(false);
  });

  it('typed faces that do not fit are refused with a sentence', () => {
    const req: ChanceRequest = { dice: 1, sides: 6, purpose: 'scenario-weather', label: 'Bad Weather? One die: 5 or more means yes' };
    expect(typedProblem(req, [7])).toBe('A d6 shows 1 to 6, not 7.');
    expect(typedProblem(req, [0])).toBe('A d6 shows 1 to 6, not 0.');
    expect(typedProblem(req, [4])).toBeNull();
    expect(typedProblem({ ...req, dice: 2 }, [4])).toMatch(/^This roll takes 2 dice, not 1/);
  });
});
