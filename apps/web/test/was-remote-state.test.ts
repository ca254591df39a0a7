/**
 * Online the War at Sea page answers from a stand-in state built from its seat's view (remote-state.ts).
 * The view carries no queue of areas still to resolve, so without rebuilding it the Axis, asked to choose
 * the next area (WBC 2000 (b)), was offered nothing and its bot button did nothing.
 */
import { describe, expect, it } from 'vitest';
import { heuristicPlan } from '@salvo/bots';
import { observe, wasEngine, type WasState } from '@salvo/was';
import { asState } from '../src/was/remote-state';
import { eachWasDecision } from './was-decisions';

/** Every choose-area state of heuristic-bot games from these seeds. */
function chooseAreaStates(seeds: readonly number[]): WasState[] {
  const out: WasState[] = [];
  eachWasDecision(seeds, (d) => { if (d.state.step.kind === 'choose-area') out.push(d.state); });
  return out;
}

describe('War at Sea online stand-in state', () => {
  it('the Axis choosing the next area online is offered exactly the areas still to resolve, and its bot can answer', () => {
    const states = chooseAreaStates([1, 2, 3]);
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) {
      const stand = asState(observe(s, 'axis'));
      expect(stand.areaQueue).toEqual(s.areaQueue);
      expect(wasEngine.legalActions(stand)).toEqual(wasEngine.legalActions(s));
      const plan = heuristicPlan(stand, 'axis');
      expect(plan && wasEngine.apply(s, plan).ok).toBe(true);
    }
  });

  it('at any other step the stand-in has no queue', () => {
    const r = wasEngine.createGame({ seed: 1 });
    if (!r.ok) throw new Error('setup');
    expect(asState(observe(r.value, 'allies')).areaQueue).toEqual([]);
  });
});
