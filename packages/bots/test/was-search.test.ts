/**
 * The War at Sea search bot (issue 11 item 6): its candidates start with the heuristic's own plan,
 * it sees no more than its side may (fog: a state that differs only in the dice to come gives the
 * same action; under 19.3 the Axis does not search over British identities it cannot see), and
 * what it answers is legal.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { wasEngine, type WasState } from '@salvo/was';
import { heuristicPlan, searchWasBot, searchWasMove, wasOutcome } from '../src/index';
import { planMove, planMoveCandidates } from '../src/was/plan-move';
import { freshGame } from './fixtures';

function moveStep(side: 'allies' | 'axis', seed = 2, options = {}): WasState {
  const c = wasEngine.createGame({ seed, options });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const d = heuristicPlan(s, 'allies');
  if (!d) throw new Error('no deploy');
  const r = wasEngine.apply(s, d);
  if (!r.ok) throw new Error(r.error.message);
  s = structuredClone(r.value.state);
  s.step = { kind: 'move', side };
  return s;
}

describe('War at Sea search bot', () => {
  it('bot, rules 5.2-5.3: the first candidate plan is the heuristic\'s own, and the candidates differ', () => {
    const s = moveStep('axis');
    const view = wasEngine.observe(s, 'axis');
    const plans = planMoveCandidates(s, view, 'axis', 4, true);
    expect(plans[0]).toEqual(planMove(s, view, 'axis'));
    expect(plans.length).toBeGreaterThan(1);
    expect(new Set(plans.map((p) => JSON.stringify(p.orders))).size).toBe(plans.length);
  });

  it('bot fog: two states that differ only in the dice to come give the search bot the same move, and it is legal', () => {
    const s = moveStep('allies');
    const other: WasState = { ...s, rng: seedRng('another future') };
    const o = { budget: 2, width: 2, combatBudget: 2, horizon: 1 };
    const a = searchWasBot(seedRng(5), o).decide(s, 'allies');
    const b = searchWasBot(seedRng(5), o).decide(other, 'allies');
    expect(b).toEqual(a);
    expect(a.type).toBe('move');
    expect(wasEngine.apply(s, a).ok).toBe(true);
  }, 60_000);

  it('bot fog, rule 19.3: with British ships face down the Axis does not search (its worlds would name them) and plays the heuristic', () => {
    const s = moveStep('axis', 3, { faceDown: true });
    expect(searchWasMove(s, 'axis', { budget: 2, width: 2, combatBudget: 2, horizon: 1 }, seedRng(1))).toBeNull();
    const a = searchWasBot(seedRng(1), { budget: 2, width: 2, combatBudget: 2, horizon: 1 }).decide(s, 'axis');
    expect(a).toEqual(heuristicPlan(s, 'axis'));
  });

  it('bot: a playout is scored 1 a win, 0 a loss, 0.5 a draw, plus 0.05 a POC of margin for the side', () => {
    const s = { ...freshGame(1), poc: 4 };
    expect(wasOutcome(s, ['axis'], 'axis')).toBeCloseTo(1.2);
    expect(wasOutcome(s, ['axis'], 'allies')).toBeCloseTo(-0.2);
    expect(wasOutcome(s, [], 'allies')).toBeCloseTo(0.3);
    // a narrow win still beats a narrow loss
    expect(wasOutcome({ ...s, poc: 1 }, ['axis'], 'axis')).toBeGreaterThan(wasOutcome({ ...s, poc: -1 }, ['allies'], 'axis'));
  });
});
